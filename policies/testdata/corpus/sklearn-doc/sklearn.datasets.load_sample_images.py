from sklearn.datasets import load_sample_images
dataset = load_sample_images()     
len(dataset.images)                
first_img_data = dataset.images[0] 
first_img_data.shape               
first_img_data.dtype               
