# numpy's and pandas' submodules that unpickle, reached by attribute chains rather than imports.
f = open(out_dir + "/a.npy", "rb")
a = np.lib.format.read_array(f, allow_pickle=True)
b = np.lib.npyio.load(out_dir + "/a.npy", allow_pickle=True)
c = pd.io.pickle.read_pickle(out_dir + "/c.pkl")
d = pd.io.pytables.read_hdf(out_dir + "/d.h5")
e = pd.compat.pickle_compat.load(open(out_dir + "/e.pkl", "rb"))
