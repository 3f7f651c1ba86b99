import numpy as np
from sklearn.metrics import ndcg_score
# we have groud-truth relevance of some answers to a query:
true_relevance = np.asarray([[10, 0, 0, 1, 5]])
# we predict some scores (relevance) for the answers
scores = np.asarray([[.1, .2, .3, 4, 70]])
ndcg_score(true_relevance, scores)
scores = np.asarray([[.05, 1.1, 1., .5, .0]])
ndcg_score(true_relevance, scores)
# we can set k to truncate the sum; only top k answers contribute.
ndcg_score(true_relevance, scores, k=4)
# the normalization takes k into account so a perfect answer
# would still get 1.0
ndcg_score(true_relevance, true_relevance, k=4)
# now we have some ties in our prediction
scores = np.asarray([[1, 0, 0, 0, 1]])
# by default ties are averaged, so here we get the average (normalized)
# true relevance of our top predictions: (10 / 10 + 5 / 10) / 2 = .75
ndcg_score(true_relevance, scores, k=1)
# we can choose to ignore ties for faster results, but only
# if we know there aren't ties in our scores, otherwise we get
# wrong results:
ndcg_score(true_relevance,
          scores, k=1, ignore_ties=True)
