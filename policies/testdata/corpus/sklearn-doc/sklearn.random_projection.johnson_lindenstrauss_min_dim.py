from sklearn.random_projection import johnson_lindenstrauss_min_dim
johnson_lindenstrauss_min_dim(1e6, eps=0.5)

johnson_lindenstrauss_min_dim(1e6, eps=[0.5, 0.1, 0.01])

johnson_lindenstrauss_min_dim([1e4, 1e5, 1e6], eps=0.1)
