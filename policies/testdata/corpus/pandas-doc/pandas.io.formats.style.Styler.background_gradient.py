import numpy as np
import pandas as pd
df = pd.DataFrame(columns=["City", "Temp (c)", "Rain (mm)", "Wind (m/s)"],
                  data=[["Stockholm", 21.6, 5.0, 3.2],
                        ["Oslo", 22.4, 13.3, 3.1],
                        ["Copenhagen", 24.5, 0.0, 6.7]])

df.style.background_gradient(axis=0)  

df.style.background_gradient(axis=None)  

df.style.background_gradient(axis=None, low=0.75, high=1.0)  

df.style.background_gradient(axis=None, vmin=6.7, vmax=21.6)  

df.style.background_gradient(axis=0, gmap=df['Temp (c)'], cmap='YlOrRd')
 

gmap = np.array([[1,2,3], [2,3,4], [3,4,5]])
df.style.background_gradient(axis=None, gmap=gmap,
    cmap='YlOrRd', subset=['Temp (c)', 'Rain (mm)', 'Wind (m/s)']
)  
