"""Extract programs for the false-positive corpus from Debian documentation packages.

Run with Debian's python3 (standard library only) after installing the package named:

    python3 corpus_extract.py rst-ipython OUT FILE...   # pandas: .. ipython:: blocks of a page
    python3 corpus_extract.py notebook OUT FILE...      # code cells of a notebook
    python3 corpus_extract.py html-doctest OUT HEADER FILE...  # >>> examples of an HTML page

Each input page or notebook becomes one program OUT/<page>.py: its code joined in order, as a
reader would run it. IPython magics (lines starting with % or !) are dropped, and so are the
ipython directive's pseudo-decorators (@savefig, @suppress, ...), its :verbatim: blocks and its
@verbatim inputs, which the documentation build does not run. html-doctest keeps the >>> and ...
lines of every <pre> block (the outputs are dropped) and puts HEADER (lines such as
"import numpy as np\nimport pandas as pd", "-" for none) before the code unless the code starts
with it: it is what the doctest namespace of those packages provides. A page without code gives
no program; a program CPython cannot parse is dropped and named on stderr. The corpus's
SOURCE.md files say which pages went into which source and under which names.
"""

import ast
import html.parser
import json
import os
import re
import sys


def drop_magics(lines):
    return [l for l in lines if not l.lstrip().startswith(("%", "!"))]


DIRECTIVE = re.compile(r"^(\s*)\.\.\s+ipython::(\s+python)?\s*$")
OPTION = re.compile(r"^\s+:[a-z-]+:")
PROMPT = re.compile(r"^In \[\d*\]: ?")
CONT = re.compile(r"^\s*\.\.\.: ?")


def rst_ipython(text):
    lines = text.splitlines()
    out = []
    i = 0
    while i < len(lines):
        m = DIRECTIVE.match(lines[i])
        if not m:
            i += 1
            continue
        indent = len(m.group(1))
        i += 1
        verbatim = False
        while i < len(lines) and OPTION.match(lines[i]):
            verbatim = verbatim or ":verbatim:" in lines[i]
            i += 1
        body = []
        while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
            body.append(lines[i])
            i += 1
        if verbatim:
            continue
        ind = min((len(l) - len(l.lstrip()) for l in body if l.strip()), default=0)
        body = [l[ind:] for l in body]
        if any(PROMPT.match(l) for l in body):
            code = []
            skip = keep = False
            for l in body:
                if l.strip() == "@verbatim":
                    skip = True
                elif PROMPT.match(l):
                    keep, skip = not skip, False
                    if keep:
                        code.append(PROMPT.sub("", l))
                elif CONT.match(l) and keep:
                    code.append(CONT.sub("", l))
            body = code
        body = [l for l in body if not l.lstrip().startswith("@")]
        out.extend(drop_magics(body))
        out.append("")
    return "\n".join(out)


def notebook(text):
    nb = json.loads(text)
    out = []
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        src = "".join(src) if isinstance(src, list) else src
        out.extend(drop_magics(src.splitlines()))
        out.append("")
    return "\n".join(out)


class PreText(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.blocks = []

    def handle_starttag(self, tag, attrs):
        if tag == "pre":
            self.depth += 1
            self.blocks.append("")

    def handle_endtag(self, tag):
        if tag == "pre" and self.depth:
            self.depth -= 1

    def handle_data(self, data):
        if self.depth:
            self.blocks[-1] += data


def html_doctest(text):
    p = PreText()
    p.feed(text)
    out = []
    for block in p.blocks:
        code = []
        for l in block.splitlines():
            if l.startswith(">>> ") or l == ">>>":
                code.append(l[4:])
            elif (l.startswith("... ") or l == "...") and code:
                code.append(l[4:])
        if code:
            out.extend(drop_magics(code))
            out.append("")
    return "\n".join(out)


def main():
    mode, outdir, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    header = ""
    if mode == "html-doctest":
        header, args = args[0], args[1:]
        header = "" if header == "-" else header.replace("\\n", "\n") + "\n"
    extract = {"rst-ipython": rst_ipython, "notebook": notebook, "html-doctest": html_doctest}[mode]
    os.makedirs(outdir, exist_ok=True)
    kept = unparsable = 0
    for path in args:
        with open(path, encoding="utf-8") as f:
            code = extract(f.read()).strip("\n")
        if not code.strip():
            continue
        if header and not code.startswith(header):
            code = header + code
        try:
            ast.parse(code)
        except SyntaxError as e:
            unparsable += 1
            print(f"unparsable: {path}: {e}", file=sys.stderr)
            continue
        name = os.path.basename(path)
        for ext in (".rst.txt", ".ipynb.txt", ".ipynb", ".html"):
            name = name.removesuffix(ext)
        with open(os.path.join(outdir, name + ".py"), "w", encoding="utf-8") as f:
            f.write(code + "\n")
        kept += 1
    print(f"{outdir}: {kept} programs, {unparsable} unparsable", file=sys.stderr)


if __name__ == "__main__":
    main()
