import numpy as np
import pandas as pd
@classmethod
def construct_from_string(cls, string):
    pattern = re.compile(r"^my_type\[(?P<arg_name>.+)\]$")
    match = pattern.match(string)
    if match:
        return cls(**match.groupdict())
    else:
        raise TypeError(
            f"Cannot construct a '{cls.__name__}' from '{string}'"
        )
