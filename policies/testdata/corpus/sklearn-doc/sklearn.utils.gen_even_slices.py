from sklearn.utils import gen_even_slices
list(gen_even_slices(10, 1))
list(gen_even_slices(10, 10))
list(gen_even_slices(10, 5))
list(gen_even_slices(10, 3))
