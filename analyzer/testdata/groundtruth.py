"""Ground truth for the analyzer corpus test, from CPython's own parser.

Reads file paths, one per line, on stdin. For each prints one JSON line:
  {"path", "ok", "line", "msg", "source", "modules", "names", "attrs", "strings"}
ok is false when ast.parse rejects the file (line and msg then say where and why). "source" is
present only when the file is not UTF-8 (a coding cookie): the decoded text the analyzer must
read. modules, names, attrs and strings follow the definitions of analyzer.Facts:
  modules: `import a.b` -> a, a.b; `from a.b import c` -> a, a.b, a.b.c; relative ones keep
           their dots (`from . import x` -> ".", ".x").
  names:   every identifier (Name ids, def/class names, parameters, keyword names, attribute
           names, import names and aliases split on dots, global/nonlocal names, except-as
           names, match captures, class-pattern keywords).
  attrs:   Attribute.attr and class-pattern keywords.
  strings: every str constant, f-string parts and format specs included.
  calls:   the set of resolved callee names, by the rules of analyzer.Call: names resolve
           through every import of the file and through assignments of an imported name,
           of an attribute chain on one, or of a dynamic builtin (`e = exec`).
Run with Debian's /usr/bin/python3 (3.11).
"""
import ast
import io
import json
import sys
import tokenize


def add_module(mods, mod):
    lead = len(mod) - len(mod.lstrip("."))
    if lead == len(mod):
        mods.add(mod)
        return
    for i in range(lead, len(mod) + 1):
        if i == len(mod) or mod[i] == ".":
            mods.add(mod[:i])


def join_module(mod, name):
    if mod.strip(".") == "":
        return mod + name
    return mod + "." + name


def facts(tree):
    mods, names, attrs, strings = set(), set(), set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                add_module(mods, a.name)
                names.update(a.name.split("."))
                if a.asname:
                    names.add(a.asname)
        elif isinstance(node, ast.ImportFrom):
            mod = "." * node.level + (node.module or "")
            if node.module:
                names.update(node.module.split("."))
            add_module(mods, mod)
            for a in node.names:
                if a.name != "*":
                    add_module(mods, join_module(mod, a.name))
                    names.add(a.name)
                if a.asname:
                    names.add(a.asname)
        elif isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.keyword):
            if node.arg:
                names.add(node.arg)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
            attrs.add(node.attr)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.ExceptHandler):
            if node.name:
                names.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)):
            if node.name:
                names.add(node.name)
        elif isinstance(node, ast.MatchMapping):
            if node.rest:
                names.add(node.rest)
        elif isinstance(node, ast.MatchClass):
            names.update(node.kwd_attrs)
            attrs.update(node.kwd_attrs)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.add(node.value)
    return mods, names, attrs, strings


DYNAMIC = {"exec", "eval", "compile", "__import__", "globals", "locals", "vars",
           "breakpoint", "getattr", "setattr", "delattr"}


def bind(aliases, name, target, new_only=False):
    if new_only and name == target:
        return False
    targets = aliases.setdefault(name, [])
    if target in targets:
        return False
    targets.append(target)
    return True


def static_value(aliases, node, target):
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id == target:
        return []
    roots = aliases.get(node.id)
    if not roots:
        if node.id not in DYNAMIC or parts:
            return []
        roots = [node.id]
    return [".".join([r] + parts[::-1]) for r in roots]


# The harness's globals that are modules (analyzer.harnessModules).
HARNESS_MODULES = {"pd": "pandas", "np": "numpy", "plt": "matplotlib.pyplot"}


def calls(tree):
    aliases = {name: [mod] for name, mod in HARNESS_MODULES.items()}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.asname:
                    bind(aliases, a.asname, a.name)
                else:
                    top = a.name.split(".")[0]
                    bind(aliases, top, top)
        elif isinstance(node, ast.ImportFrom):
            mod = "." * node.level + (node.module or "")
            for a in node.names:
                if a.name != "*":
                    bind(aliases, a.asname or a.name, join_module(mod, a.name))
    # Assignments (an annotated one with a value counts), in source order, up to four rounds.
    assigns = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign):
            assigns.append(((n.lineno, n.col_offset), n.targets, n.value))
        elif isinstance(n, ast.AnnAssign) and n.value is not None:
            assigns.append(((n.lineno, n.col_offset), [n.target], n.value))
    assigns.sort(key=lambda a: a[0])
    for _ in range(4):
        changed = False
        for _, targets, value in assigns:
            for t in targets:
                if isinstance(t, ast.Name):
                    for v in static_value(aliases, value, t.id):
                        changed = bind(aliases, t.id, v, new_only=True) or changed
        if not changed:
            break
    out = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if isinstance(f, ast.Name):
            out.update(aliases.get(f.id) or [f.id])
        elif isinstance(f, ast.Attribute):
            parts, base = [], f
            while isinstance(base, ast.Attribute):
                parts.append(base.attr)
                base = base.value
            if isinstance(base, ast.Name):
                for r in aliases.get(base.id) or [base.id]:
                    out.add(".".join([r] + parts[::-1]))
            else:
                out.add("." + f.attr)
        else:
            out.add("()")
    return sorted(out)


def main():
    out = sys.stdout
    for line in sys.stdin:
        path = line.rstrip("\n")
        if not path:
            continue
        with open(path, "rb") as fh:
            data = fh.read()
        rec = {"path": path}
        try:
            enc, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        except SyntaxError:
            enc = "utf-8"
        if enc not in ("utf-8", "utf-8-sig"):
            try:
                rec["source"] = data.decode(enc)
            except (LookupError, UnicodeDecodeError):
                pass
        try:
            tree = ast.parse(data, filename=path)
        except SyntaxError as e:
            rec.update(ok=False, line=e.lineno or 0, msg=e.msg)
        except ValueError as e:  # null bytes
            rec.update(ok=False, line=0, msg=str(e))
        else:
            mods, names, attrs, strings = facts(tree)
            rec.update(ok=True, modules=sorted(mods), names=sorted(names),
                       attrs=sorted(attrs), strings=sorted(strings), calls=calls(tree))
        out.write(json.dumps(rec) + "\n")


if __name__ == "__main__":
    main()
