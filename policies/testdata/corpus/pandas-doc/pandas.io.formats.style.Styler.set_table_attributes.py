import numpy as np
import pandas as pd
df = pd.DataFrame(np.random.randn(10, 4))
df.style.set_table_attributes('class="pure-table"')  
