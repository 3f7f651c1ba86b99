import numpy as np
import pandas as pd
import json
df = pd.DataFrame(
    [["a", "b"], ["c", "d"]],
    index=["row 1", "row 2"],
    columns=["col 1", "col 2"],
)

result = df.to_json(orient="split")
parsed = json.loads(result)
json.dumps(parsed, indent=4)  

result = df.to_json(orient="records")
parsed = json.loads(result)
json.dumps(parsed, indent=4)  

result = df.to_json(orient="index")
parsed = json.loads(result)
json.dumps(parsed, indent=4)  

result = df.to_json(orient="columns")
parsed = json.loads(result)
json.dumps(parsed, indent=4)  

result = df.to_json(orient="values")
parsed = json.loads(result)
json.dumps(parsed, indent=4)  

result = df.to_json(orient="table")
parsed = json.loads(result)
json.dumps(parsed, indent=4)  
