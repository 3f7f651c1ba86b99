obj = pd.read_pickle(out_dir + "/model.pkl")
print(obj)
