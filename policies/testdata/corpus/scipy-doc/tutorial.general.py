from scipy import linalg, optimize

np.info(optimize.fmin)
