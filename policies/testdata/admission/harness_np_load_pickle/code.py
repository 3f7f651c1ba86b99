# np is the harness's numpy: without an import, np.load with allow_pickle=True unpickles all the same.
arr = np.load(out_dir + "/a.npy", allow_pickle=True)
print(arr)
