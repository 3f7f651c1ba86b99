from pathlib import Path
link = Path(out_dir) / "passwd"
link.symlink_to("/etc/passwd")
print(link.read_text())
