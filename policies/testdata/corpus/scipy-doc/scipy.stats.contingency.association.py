import numpy as np
from scipy.stats.contingency import association
obs4x2 = np.array([[100, 150], [203, 322], [420, 700], [320, 210]])

association(obs4x2, method="cramer")

association(obs4x2, method="tschuprow")
