from sklearn.decomposition import PCA, TruncatedSVD
from sklearn.pipeline import make_union
make_union(PCA(), TruncatedSVD())
