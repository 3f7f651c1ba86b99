print(open(f"{out_dir}/../input/data.csv").read())
print(open(f"{out_dir}/" + "/etc/passwd").read())
