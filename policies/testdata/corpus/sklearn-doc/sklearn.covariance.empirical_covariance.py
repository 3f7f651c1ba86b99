from sklearn.covariance import empirical_covariance
X = [[1,1,1],[1,1,1],[1,1,1],
     [0,0,0],[0,0,0],[0,0,0]]
empirical_covariance(X)
