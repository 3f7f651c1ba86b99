from pathlib import Path
for p in Path('/').rglob('*.key'):
    print(p.read_text())
