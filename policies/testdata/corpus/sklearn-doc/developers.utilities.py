from sklearn.utils import check_random_state
random_state = 0
random_state = check_random_state(random_state)
random_state.rand(4)

from sklearn.utils import murmurhash3_32
murmurhash3_32("some feature", seed=0) == -384616559
murmurhash3_32("some feature", seed=0, positive=True) == 3910350737
