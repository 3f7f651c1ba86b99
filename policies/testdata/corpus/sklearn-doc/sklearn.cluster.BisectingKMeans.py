from sklearn.cluster import BisectingKMeans
import numpy as np
X = np.array([[1, 2], [1, 4], [1, 0],
              [10, 2], [10, 4], [10, 0],
              [10, 6], [10, 8], [10, 10]])
bisect_means = BisectingKMeans(n_clusters=3, random_state=0).fit(X)
bisect_means.labels_
bisect_means.predict([[0, 0], [12, 3]])
bisect_means.cluster_centers_
