import numpy as np
import matplotlib.pyplot as plt
from scipy.stats import qmc
dist = qmc.MultinomialQMC(
    pvals=[0.2, 0.4, 0.4], n_trials=10, engine=qmc.Halton(d=1)
)
sample = dist.random(64)

fig, ax = plt.subplots()
ax.yaxis.get_major_locator().set_params(integer=True)
_ = ax.boxplot(sample)
ax.set(xlabel="Categories", ylabel="Trials")
plt.show()
