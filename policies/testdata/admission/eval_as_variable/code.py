from sklearn.linear_model import LinearRegression
X = df[['revenue']]
y = df['profit']
model = LinearRegression().fit(X, y)
eval = model.score(X, y)
print(f'R2 = {eval:.3f}')
