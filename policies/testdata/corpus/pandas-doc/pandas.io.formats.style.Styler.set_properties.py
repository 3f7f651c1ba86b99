import numpy as np
import pandas as pd
df = pd.DataFrame(np.random.randn(10, 4))
df.style.set_properties(color="white", align="right")  
df.style.set_properties(**{'background-color': 'yellow'})  
