from ray.util.joblib import register_ray  
register_ray()  
with parallel_backend("ray"):  
    print(Parallel()(delayed(neg)(i + 1) for i in range(5)))

from operator import neg
with parallel_backend('threading'):
    print(Parallel()(delayed(neg)(i + 1) for i in range(5)))
