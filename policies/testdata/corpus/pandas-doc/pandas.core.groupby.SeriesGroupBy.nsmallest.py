import numpy as np
import pandas as pd
countries_population = {"Italy": 59000000, "France": 65000000,
                        "Brunei": 434000, "Malta": 434000,
                        "Maldives": 434000, "Iceland": 337000,
                        "Nauru": 11300, "Tuvalu": 11300,
                        "Anguilla": 11300, "Montserrat": 5200}
s = pd.Series(countries_population)
s

s.nsmallest()

s.nsmallest(3)

s.nsmallest(3, keep='last')

s.nsmallest(3, keep='all')
