# getattr with a literal name on a module is that module's attribute: pandas.read_pickle.
obj = getattr(pd, "read_pickle")(out_dir + "/model.pkl")
print(obj)
