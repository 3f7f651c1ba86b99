import numpy as np
import pandas as pd
data = {
    "class": ["Mammals", "Mammals", "Reptiles"],
    "diet": ["Omnivore", "Carnivore", "Carnivore"],
    "species": ["Humans", "Dogs", "Snakes"],
}
df = pd.DataFrame(data, columns=["class", "diet", "species"])
df = df.set_index(["class", "diet"])
df

df.reorder_levels(["diet", "class"])
