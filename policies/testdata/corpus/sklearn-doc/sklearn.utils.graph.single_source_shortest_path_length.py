from sklearn.utils.graph import single_source_shortest_path_length
import numpy as np
graph = np.array([[ 0, 1, 0, 0],
                  [ 1, 0, 1, 0],
                  [ 0, 1, 0, 0],
                  [ 0, 0, 0, 0]])
single_source_shortest_path_length(graph, 0)
graph = np.ones((6, 6))
sorted(single_source_shortest_path_length(graph, 2).items())
