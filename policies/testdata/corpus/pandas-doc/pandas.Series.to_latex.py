import numpy as np
import pandas as pd
df = pd.DataFrame(dict(name=['Raphael', 'Donatello'],
                  mask=['red', 'purple'],
                  weapon=['sai', 'bo staff']))
print(df.to_latex(index=False))  
