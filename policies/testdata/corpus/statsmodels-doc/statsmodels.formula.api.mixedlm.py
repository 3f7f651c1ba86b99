import numpy as np
import statsmodels.api as sm
vc = {'classroom': '0 + C(classroom)'}
MixedLM.from_formula('test_score ~ age', vc_formula=vc,                                   re_formula='1', groups='school', data=data)

vc = {'classroom': '0 + C(classroom)', 'pretest': '0 + pretest'}
MixedLM.from_formula('test_score ~ age + pretest', vc_formula=vc,                                   re_formula='1', groups='school', data=data)

vc = {'classroom': '0 + C(classroom)'}
MixedLM.from_formula('test_score ~ age + pretest', vc_formula=vc,                                   re_formula='1 + pretest', groups='school',                                   data=data)
