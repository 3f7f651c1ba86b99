# Snippets for TestSnippets: each is checked against CPython 3.11 (testdata/groundtruth.py)
# exactly as corpus files are. Snippets are separated by lines "#---". Invalid ones must be
# rejected on CPython's line, valid ones parsed with CPython's imports, names and strings.
#---
x = f"{a!r:>{width}} and {b=} {c.d:.2f} {{literal}}"
#---
x = f'{f"{inner}"}' f"{'q'}" rb'raw\d' 'plain'
#---
y = a @ b
y @= c
#---
d = {**a, 'k': 1, **b}
s = {*a, *b}
l = [*a, *b]
t = (*a, *b)
f(*a, *b, **c, **d)
g(**k, x=1)
h(*a, b)
#---
n = 1_000_000 + 0x_FF + 0o_17 + 0b_1 + 1_0.0_1e1_0 + 1_0j
#---
x: int = 1
y: list[int]
self.z: "str" = 'v'
(w): int = 2
a[0]: float = 1.5
#---
if (n := len(df)) > 10:
    print(n)
while chunk := read():
    pass
print([y for x in xs if (y := f(x))])
#---
def f(a, /, b, *, c, **kw): pass
def g(a, b=1, /, c=2, *args, d, e=3, **kw,): pass
lam = lambda a, /, b: a
#---
async def main():
    async with lock as l:
        await x
    async for i in aiter():
        pass
    r = [i async for i in gen()]
    await asyncio.sleep(1)
#---
match command.split():
    case [action]:
        pass
    case [action, obj] if obj in allowed:
        pass
    case Point(x=0, y=yy) | Other(z=zz) as p:
        pass
    case {"key": value, **rest}:
        pass
    case [1, 2, *others]:
        pass
    case Color.RED:
        pass
    case -1 | 1.5 | "s" | None | True:
        pass
    case _:
        pass
#---
try:
    pass
except* ValueError as eg:
    pass
except* (TypeError, KeyError):
    pass
#---
with (open(a) as f, open(b) as g,):
    pass
with (a, b):
    pass
with (yield):
    pass
#---
@a.b[c](d)
@(lambda f: f)
def h(): pass
#---
def f(*args: *Ts): pass
x = a[*b]
for x in *a, *b: pass
def g():
    return *a, b
    yield *a, b
#---
match = re.match(r"x", s)
match.group(0)
case = 1
match(x)
print(match, case)
#---
ｅｘｅｃ("print(1)")
ｉｆ = 2
数据 = 3
print(数据, ｉｆ)
#---
s = "\N{DEGREE SIGN} \N{greek small letter pi} \N{HANGUL SYLLABLE GAG} \N{LF} \x41\u0042\U00000043\101\777"
b = b"\x00\777\N{X}"
#---
x = 1 if y else 2
z = [a for b in c for a in b if a if not a]
def f(x=lambda: (yield)): pass
#---
x = """multi
line {not a field}
""" f"""and {
  value
} here"""
#---
global_ = 1; nonlocal_ = 2
class A(B, metaclass=M, **kw):
    x: int
    def m(self, *a, **k) -> "A": return super().m(*a, **k)
#---
print(f"{x!r}" f"{y!s:{w}.{p}}" f"{z!a}")
#---
print(f"{'a' if x else 'b'}", f"{x:{'>' if r else '<'}10}", f"{d['k']}")
#---
f(a=1, b)
#---
f(**k, *a)
#---
f(x for x in y, 1)
#---
def f(a=1, b): pass
#---
try:
    pass
x = 1
#---
try:
    pass
else:
    pass
#---
a, b += 1
#---
x := 1
#---
(a.b := 1)
#---
a, b: int
#---
f(): int = 1
#---
from x import a,
#---
s = 'abc
#---
s = '''abc

#---
x = (1,
2
#---
x = = 1
s = 'abc
#---
x = = 1
foo(
#---
if x:
  a
   b
#---
if x
  pass
#---
if x:
pass
#---
  x = 1
#---
x = 1
  y = 2
#---
@x
x = 1
#---
f(a)=1
#---
del f()
#---
x = 0777
#---
x = 1__0
#---
x = 1.__class__
#---
x = 1 <> 2
#---
x $ y
#---
print 'x'
#---
f'{}'
#---
f'{x!z}'
#---
f'{x'
#---
f'}'
#---
f'{a b}'
#---
f'{#}'
#---
async x = 1
#---
def f(*, **k): pass
#---
lambda *: 0
#---
class A[T]: pass
#---
x = 1 if y
#---
match x:
 pass
#---
'\N{BOGUS}'
#---
'\x4'
#---
b'é'
#---
x = yield = 1
#---
[x]: int
#---
lambda x=1, y: 0
#---
import a.b as c.d
#---
a = 1;; b = 2
#---
if True:
	x = 1
        y = 2
#---
x = '\U00110000'
#---
def f():
    try:
        pass
#---
for x in range(3):
    pass
  y = 1
#---
x = [1, 2
y = 3
#---
x = (1 + 2]
#---
)
#---
x = 1 \ y
#---
def f(:
    pass
#---
print("a" b"b")
#---
x = 5 if else 6
#---
class C:
    def f(self):
        return f"{self.x:{self.w}}" + 'done'
    @property
    def g(self): ...
#---
while True:
    if x:
        break
while 1:
    for i in y:
        break
#---
import os.path as osp, numpy as np
from ..pkg.sub import (a as b, c)
from . import mod
from .rel import *
#---
x = r'\N{NOT A NAME}' + rf"\d{x}"
#---
def f[T](x): pass
#---
x = 1e
#---
x = 0b102
#---
x = 0o8
#---
x = 0x
#---
$
#---
x = a if b else c if d else e
y = not not x
z = a < b < c is not d not in e
#---
def f():
    x = yield
    y = yield from g()
    await z
    return
#---
x = [i for i in range(10)][::2]
y = a[1:2, ..., None]
z = a[:, :, 0]
#---
print(*args, sep='', **kwargs)
print(*a, *b, c, d=1, **e)
#---
class Foo(*bases): pass
#---
lambda: (yield)
lambda *a, **k: 0
lambda *, a=1: a
#---
x = {'a': 1, **{'b': 2}}
y = {**a}
#---
with a as (b, c), d as e[0]:
    pass
#---
try:
    pass
except (A, B) as e:
    pass
except C:
    pass
else:
    pass
finally:
    pass
#---
if a:
    pass
elif b:
    pass
else:
    pass
#---
x = (
    1,  # comment
    2,
)
#---
x = 1; y = 2;
#---
def f():
    global g
    def h():
        nonlocal x
#---
assert x, "message"
del a, b[0], c.d
raise E from None
#---
x = [
    f"{i}" for i in range(3)
]
#---
f"{x:=10}"
#---
f"{(x:=10)}"
#---
f"{x!r:^{w}}"
#---
f"{'''a'''}"
#---
f"{ x = }"
#---
f"{x:{y:{z}}}"
#---
f"\{x}"
#---
rf"\{x}"
#---
f"{3.14!r:>{10}}" f"{{}}"
#---
match x:
    case 1:
        pass
    case other:
        pass
#---
match(x):
    case (a, *b):
        pass
    case A.B.C(d, e=f):
        pass
    case {1: _, "b": [*_]}:
        pass
#---
match x, y:
    case a, b if a > b:
        pass
#---
def f():
    x = 1
     y = 2
#---
def f():
	if x:
		pass
	  # comment only
	y = 1
#---
if x:
    pass
  else:
    pass
#---
a = b'a' 'b'
#---
x = "\
continued"
y = 'a\
b'
#---
x = 1 + \
    2
#---
class A:
    pass
# trailing comment without newline at end
#---
if x:
    pass
else if y:
    pass
#---
def f()
    pass
#---
for i in range(10)
    print(i)
#---
print(f"{x")
#---
df.groupby('a').agg({'b': 'sum'}
print(1)
#---
return 1
#---
class Foo: def bar(self): pass
#---
f(**{'a': 1}, *[2])
#---
a = 1 = b
#---
(a, b) += 1
#---
del 1
#---
x.1
#---
1 = x
#---
nonlocal x
#---
print(end='', 'x')
#---
f(x=1, x=2)
#---
def f(x, x): pass
#---
*a = b
#---
class = 1
#---
[x for x in range(3) if (x := 1)]
#---
f(a := 1)
#---
try:
    pass
except E, e:
    pass
#---
raise E, "msg"
#---
exec "code"
#---
x = `1`
#---
x = ur"abc"
#---
x = 1 if True else
#---
def f():
    x = 1
        return x
#---
x = {'a': 1, 'b': 2
y = 3
#---
import pandas as pd
df = pd.read_csv("data.csv"
print(df.head())
#---
if x == 1:
    print("one")
  elif x == 2:
    print("two")
#---
while True
    break
#---
print("unterminated)
#---
s = """never
closed
#---
x = [1, 2, 3]]
#---
def f(a, b c): pass
#---
for x in range(3):
print(x)
#---
print(f"{x!}")
#---
print(f"{x:{}}")
#---
x = f"{a}" f"{"
#---
lambda x: (yield x)
#---
@decorator
#---
class A:
#---
x = 1
    # indented comment is fine
y = 2
#---
if x:

    pass
#---
	x = 1
#---
x = (1 +
     2) * 3
y = [
    i
    for i in range(3)
]
#---
d = dict(a=1, **{'b': 2}, c=3)
#---
def g(*, a, b=1, **kw): pass
#---
print(*[1], *[2], sep="")
#---
x = 1_000_
#---
x = 0_7
#---
x = 00
#---
x = 1.e5 + .5 + 5. + 1e-5 + 1E+5 + 1j + 1.5J
#---
x = 0xDEAD_BEEF + 0B1010 + 0O777
#---
x = 5 if y else\
    6
#---
x = "a" \
    "b"
#---
s = 'it''s'
#---
s = '\''
t = "\""
u = '''\''''
#---
s = f'{x}' rb'\n' Rb"\t" BR'x' Rf"{y}" fR'{z}'
#---
s = bf'x'
#---
s = fu'x'
#---
s = u'x' + U"y"
#---
s = f'{x:{y}.{z}f}'
#---
s = f'{x:>10}' f'{x!r:^{w}}'
#---
s = f'{"nested"}' + f"{'nested'}" + f'''{"""nested"""}'''
#---
s = f'{a["k"]}' + f"{b['k']}"
#---
s = f'{lambda x: 1}'
#---
s = f'{(lambda x: 1)}'
#---
s = f'{x for x in y}'
#---
s = f'{yield}'
#---
s = f'{*a,}'
#---
s = f'{a, b}'
#---
s = f'''{
a +
b
}'''
#---
s = f'{{}}'
#---
s = f'{ {} }'
#---
s = f'{x!r=}'
#---
s = f'{x=!r:>10}'
#---
s = f"{'\n'}"
