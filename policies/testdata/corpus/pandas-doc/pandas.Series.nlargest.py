import numpy as np
import pandas as pd
countries_population = {"Italy": 59000000, "France": 65000000,
                        "Malta": 434000, "Maldives": 434000,
                        "Brunei": 434000, "Iceland": 337000,
                        "Nauru": 11300, "Tuvalu": 11300,
                        "Anguilla": 11300, "Montserrat": 5200}
s = pd.Series(countries_population)
s

s.nlargest()

s.nlargest(3)

s.nlargest(3, keep='last')

s.nlargest(3, keep='all')
