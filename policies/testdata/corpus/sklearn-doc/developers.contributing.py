import sklearn
sklearn.show_versions()  
