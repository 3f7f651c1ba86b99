package policies

import (
	"context"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

// TestNamingDundersAdmitted runs real code through the analyzer and admission: the dunders that
// only name things (an object's class, a qualified name, a module, a class's slots), the
// operator and protocol methods user classes define and call (__copy__, __add__, __neg__, …)
// and __future__ imports are admitted — ordinary code uses them, and they reach nothing type() does
// not (the scikit-learn examples Debian ships refused 14 of 285 files for __class__ alone);
// every walk from them to the interpreter's internals is still refused.
func TestNamingDundersAdmitted(t *testing.T) {
	e := engineForTest(t)
	for _, c := range []struct {
		code  string
		allow bool
	}{
		{"from __future__ import annotations\nimport pandas as pd\nprint(len(df))", true},
		{"print(df.__class__.__name__)", true},
		{"class A:\n    def f(self):\n        return self.__class__.__qualname__\n", true},
		{"print(type(est).__module__, est.__class__.__module__)", true},
		{"class P:\n    __slots__ = ('a', 'b')\n", true},
		{"def clone(x):\n    return x.__class__(x)\n", true},
		{"print('{0.__class__.__name__}'.format(df))", true},
		{"import copy\nb = df.values.__copy__()\nc = copy.deepcopy(df)", true},
		{"class V:\n    def __init__(self, x):\n        self.x = x\n    def __add__(self, o):\n        return V(self.x + o.x)\n    __radd__ = __add__\n    def __neg__(self):\n        return V(-self.x)\n    def __bool__(self):\n        return bool(self.x)\n    def __format__(self, spec):\n        return format(self.x, spec)\n", true},
		{"from dataclasses import dataclass\n@dataclass\nclass R:\n    a: int\n    def __post_init__(self):\n        self.a = abs(self.a)\n", true},
		// The walks stay refused.
		{"x = ().__class__.__base__.__subclasses__()", false},
		{"x = ().__class__.__mro__[1].__subclasses__()", false},
		{"c = df.__class__\nprint(c.__bases__)", false},
		{"print(df.__class__.__dict__)", false},
		{"print('{0.__class__.__init__.__globals__}'.format(df))", false},
		{"f = df.__class__.__init__\nprint(f.__code__)", false},
		{"b = df.__class__.__init__.__builtins__", false},
		{"r = df.__reduce_ex__(2)", false},
		{"g = (lambda: 0).__globals__", false},
	} {
		in := &Input{
			Tenant:   Tenant{ID: "t"},
			Session:  Session{ID: "s", Dataset: Dataset{Present: true, Inspected: true, Columns: []string{"a"}}},
			Request:  Request{Kind: KindRun, Tool: "run_python", CodeBytes: len(c.code), ExpectedArtifacts: []string{}},
			Analysis: analyzer.Analyze(c.code), Executors: []string{"subprocess"},
			Images: []Image{{Name: "python-data-basic", Packages: []string{"pandas"}}},
		}
		adm, _, err := e.Admission(context.Background(), in)
		if err != nil {
			t.Fatalf("%q: %v", c.code, err)
		}
		if adm.Allow != c.allow {
			t.Errorf("%q: allow = %v, want %v (%+v)", c.code, adm.Allow, c.allow, adm.Violations)
		}
		for _, v := range adm.Violations {
			if v.Rule != "no_introspection" {
				t.Errorf("%q: refused by %s, want only no_introspection", c.code, v.Rule)
			}
		}
	}
}
