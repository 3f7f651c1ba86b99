import numpy as np
import pandas as pd
s = pd.Series([20, 21, 12],
              index=['London', 'New York', 'Helsinki'])
s

def square(x):
    return x ** 2
s.apply(square)

s.apply(lambda x: x ** 2)

def subtract_custom_value(x, custom_value):
    return x - custom_value

s.apply(subtract_custom_value, args=(5,))

def add_custom_values(x, **kwargs):
    for month in kwargs:
        x += kwargs[month]
    return x

s.apply(add_custom_values, june=30, july=20, august=25)

s.apply(np.log)
