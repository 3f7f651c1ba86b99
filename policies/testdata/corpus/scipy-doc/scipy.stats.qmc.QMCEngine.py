import numpy as np
from scipy.stats import qmc
class RandomEngine(qmc.QMCEngine):
    def __init__(self, d, seed=None):
        super().__init__(d=d, seed=seed)


    def _random(self, n=1, *, workers=1):
        return self.rng.random((n, self.d))


    def reset(self):
        super().__init__(d=self.d, seed=self.rng_seed)
        return self


    def fast_forward(self, n):
        self.random(n)
        return self

engine = RandomEngine(2)
engine.random(5)

_ = engine.reset()
engine.random(5)
