from sklearn.metrics import mean_pinball_loss
y_true = [1, 2, 3]
mean_pinball_loss(y_true, [0, 2, 3], alpha=0.1)
mean_pinball_loss(y_true, [1, 2, 4], alpha=0.1)
mean_pinball_loss(y_true, [0, 2, 3], alpha=0.9)
mean_pinball_loss(y_true, [1, 2, 4], alpha=0.9)
mean_pinball_loss(y_true, y_true, alpha=0.1)
mean_pinball_loss(y_true, y_true, alpha=0.9)
