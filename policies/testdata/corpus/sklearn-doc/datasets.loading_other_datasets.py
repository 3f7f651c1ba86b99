from sklearn.datasets import load_svmlight_file
X_train, y_train = load_svmlight_file("/path/to/train_dataset.txt")
                                                        

X_train, y_train, X_test, y_test = load_svmlight_files(
    ("/path/to/train_dataset.txt", "/path/to/test_dataset.txt"))
                                                        

X_test, y_test = load_svmlight_file(
    "/path/to/test_dataset.txt", n_features=X_train.shape[1])
                                                        

from sklearn.datasets import fetch_openml
mice = fetch_openml(name='miceprotein', version=4, parser="auto")

mice.data.shape
mice.target.shape
np.unique(mice.target)

print(mice.DESCR) 
mice.details 

mice.url

mice = fetch_openml(data_id=40966, parser="auto")
mice.details 

mice.details['version']  

iris = fetch_openml(name="iris", parser="auto")
iris.details['version']  
iris.details['id']  
iris_61 = fetch_openml(data_id=61, parser="auto")
iris_61.details['version']
iris_61.details['id']
iris_969 = fetch_openml(data_id=969, parser="auto")
iris_969.details['version']
iris_969.details['id']

np.unique(iris_969.target)

iris_version_3 = fetch_openml(name="iris", version=3, parser="auto")
iris_version_3.details['version']
iris_version_3.details['id']
