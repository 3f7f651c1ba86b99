import numpy as np
import pandas as pd
from pandas.api.extensions import register_extension_dtype, ExtensionDtype
@register_extension_dtype
class MyExtensionDtype(ExtensionDtype):
    name = "myextension"
