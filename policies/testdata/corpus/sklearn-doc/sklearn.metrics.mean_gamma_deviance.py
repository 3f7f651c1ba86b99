from sklearn.metrics import mean_gamma_deviance
y_true = [2, 0.5, 1, 4]
y_pred = [0.5, 0.5, 2., 2.]
mean_gamma_deviance(y_true, y_pred)
