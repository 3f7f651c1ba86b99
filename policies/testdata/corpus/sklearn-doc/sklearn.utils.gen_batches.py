from sklearn.utils import gen_batches
list(gen_batches(7, 3))
list(gen_batches(6, 3))
list(gen_batches(2, 3))
list(gen_batches(7, 3, min_batch_size=0))
list(gen_batches(7, 3, min_batch_size=2))
