import numpy as np
import pandas as pd
styler = DataFrame([[1, 2], [3, 4]]).style
styler2 = DataFrame([[9, 9, 9]]).style
styler.hide(axis=0).highlight_max(axis=1)  
export = styler.export()
styler2.use(export)  
