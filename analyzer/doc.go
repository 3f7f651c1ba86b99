// Package analyzer turns agent Python source into Facts, the input of the admission policy: the
// imports, calls, attribute chains, names, strings and dynamic features of the code, each at
// its line and column in the original source. It owns the Python 3.11 → 3.4 normaliser, the
// parse into gpython's AST and the fact walk.
//
// It must not run, import, evaluate or compile any of the code it reads, must not decide
// anything (policy does), and imports nothing of sluice. Analyze is safe for concurrent use.
//
// # How it works
//
// gpython's parser (github.com/go-python/gpython/parser) knows Python 3.4. Agent code is
// Python 3.11, so Analyze runs in four steps:
//
//  1. A tokenizer that follows CPython 3.11's tokenizer.c: the same tokens, indentation rules,
//     number and string scanning, NFKC identifiers (CPython reads ｅｘｅｃ as exec) and the same
//     error messages.
//  2. A normaliser that rewrites each logical line into Python 3.4 that gpython parses, keeping
//     every name, attribute, call, subscript and literal visible: strings become indexed
//     placeholders ('7'), f-strings a marker call _F('i', field, …) whose literal runs are kept
//     as CPython's AST holds them (f"a{x=}" gives "ax="), numbers True or False (their
//     truthiness is all the facts need), a @ b a * b, {**a} {_S: a}, f(*a, *b) f(_A0=a, _A1=b),
//     x: T = v x = v; T, (x := e) (x == e), await e ~e, positional-only markers and async
//     are dropped, match/case become if statements over a marker _M((pattern)), except* and
//     parenthesised with items are unwrapped. The reserved prefix (_sl_) is one the source
//     does not contain. Every output token remembers the byte offset of the token it stands
//     for: that is the position map through which every fact and error is reported.
//  3. The normalised text is parsed into gpython's AST (package ast). A hand-written
//     recursive-descent parser (parse34*.go) builds exactly the tree gpython's yacc parser
//     builds, positions included, four to five times faster; whenever it is not certain (any
//     syntax error, input the normaliser never emits, extreme nesting) it declines and
//     gpython's own parser parses the text and words the error (its panics are recovered as
//     Unsupported). TestParseFastCorpus, TestParseFastTable and FuzzParseFast hold the two
//     parsers to reflect.DeepEqual trees on everything gpython accepts.
//  4. A walk of gpython's AST that reads the markers back, resolves names through every
//     import of the file (an import anywhere binds for the whole file; a name bound to two
//     modules resolves to both) and collects the facts.
//
// # Facts
//
// Facts marshals to the JSON the policy reads; JSONSchema returns its JSON Schema and Version
// its version, logged with every decision. Conventions:
//
//   - Lists are never null, sorted and deduplicated (imports, calls, dynamic and
//     infinite_loops are in source order). When parsed is false every list is empty and
//     exactly one of syntax_error and unsupported says why: the analyzer never returns a
//     partial, clean-looking result.
//   - Lines are 1-based; columns are 1-based and count Unicode code points of the original
//     source, as CPython's SyntaxError.offset does.
//   - calls[].name is the callee resolved through the imports: `np.linalg.inv(a)` after
//     `import numpy as np` is "numpy.linalg.inv", `system()` after `from os import system` is
//     "os.system"; pd, np and plt, which the harness binds before the code runs, resolve to
//     pandas, numpy and matplotlib.pyplot without an import (since version 3: before it,
//     np.load without `import numpy` was "np.load", which no module rule matched), and any
//     import or assignment of those names only adds alternatives; builtins and local functions
//     keep their name ("open", "exec"); a method
//     called on something that is not a name is ".sum" (df.groupby("x").sum()); a callee that
//     is neither a name nor an attribute is "()". A class pattern in a case clause is not a call.
//   - modules lists parent packages too (import a.b.c gives a, a.b, a.b.c) and, for
//     `from a import b`, a.b as well, since b may be a module; relative imports keep their
//     dots. A star import binds nothing the analyzer can see: policies should treat
//     `"name": "*"` in imports as opaque.
//   - calls[].args says where each argument comes from (Arg): a literal with its values, out_dir
//     or a path built from it (os.path.join(out_dir, …), Path(out_dir) / …, f"{out_dir}/…",
//     out_dir + "/…"), a temporary directory (tempfile.mkdtemp), an in-memory buffer
//     (io.StringIO, io.BytesIO), the data (df and what is selected, computed or iterated from
//     it; what pandas.read_* returns), numbers formatted into constant text ('d%02d.csv' % j,
//     f"ts-{i}.csv" with i from the builtin range or enumerate; since version 4), or unknown.
//     A builtin's name the code binds itself (def zip(...), str = …) is not the builtin there
//     (since version 4: before it, zip, enumerate, str and open were trusted by name).
//     calls[].receiver does the same for the object
//     a method is called on (p in p.read_text()). A name is traced through every binding it has
//     anywhere in the file — assignments, loops (over a literal list, over the data, over a
//     listing of out_dir), with-as, parameters, walrus targets, captures — and is unknown as soon
//     as two bindings disagree or one cannot be traced: flow-insensitive, so sound. out_dir and
//     df start as the harness binds them and lose that the moment the code rebinds them or a
//     star import could.
//   - calls[].local is true when the callee is the code's own (a function, class or variable
//     bound in the function around the call, or by an unconditional module-level statement on
//     an earlier line, and never deleted or declared global): `eval = model.score(X, y)` does
//     not make eval the builtin. Such names are not in dynamic.
//   - references lists the import-bound names and chains the code uses without calling them
//     (map(shutil.rmtree, dirs), f = os.listdir): their call sites are out of sight.
//   - dynamic lists every reference, called or not, to exec, eval, compile, __import__,
//     globals, locals, vars and breakpoint (also through builtins/__builtins__ and import
//     aliases: `e = exec` counts) that is not shadowed by the code's own binding, and every
//     reference to getattr, setattr or delattr that is not a call (callee is empty for all
//     of them; it names the call for kind text, below). Their calls are judged on
//     their arguments: a name whose every value is a known string (a literal, a loop over a
//     literal list) is listed in attributes, and in dunders when it is one.
//   - Text some calls evaluate as code is analysed as code (since version 5, textcode.go):
//     pandas.eval, a DataFrame's eval and query (@name is the code's variable, a bare or
//     `quoted` name a column, written as the name column in the facts; of an object that is
//     not for certain a pandas one, a bare name is the code's too: patsy's
//     EvalEnvironment.eval reads it so), timeit's statement and setup (a function or lambda
//     given instead is no text), the formulas of
//     statsmodels' formula API, from_formula and patsy (~ and : read as + and *; a name
//     only computed with is a column, one called, taken an attribute or item of, or passed
//     to a call keeps its meaning in the caller's namespace). The text's calls, attributes,
//     names, strings and dunders are in the facts at the position of the call that evaluates
//     it: df.eval("@os.getpid()") calls os.getpid. Text the analyzer cannot read — not a
//     known string (built at run time, from the data), longer than 4 KB, not ASCII, not
//     parsable, or resolved in namespaces the call is given (local_dict, global_dict,
//     resolvers, an eval_env that is no integer, a star argument) — is a dynamic use of kind
//     text with the call as its callee. A .eval or .query of an object that only calls of
//     imported callables outside pandas, patsy and statsmodels make (KDTree(X).query(p))
//     takes no text.
//   - dunders also lists the dunders string constants name ("__class__",
//     "{0.__globals__}".format(…)), and class-pattern keywords (case C(__class__=c)).
//   - strings holds str and bytes constants; bytes as UTF-8 when valid, else Latin-1.
//   - df_columns are the columns read from the name df: df["x"], df[["a", "b"]], df["x"] += …,
//     and df.x when x is not a pandas.DataFrame attribute (pandas 1.5.3).
//
// # Syntax errors
//
// Code CPython 3.11 would reject comes back with parsed false and a syntax_error at the line
// CPython reports, with CPython's message for what the analyzer checks itself (tokenizer
// errors, f-string errors, indentation, "expected ':'", argument and parameter order,
// assignment targets, "Missing parentheses in call to 'print'", …) and "invalid syntax" where
// only gpython's parser objects. Where several errors exist the first in the source wins, as
// in CPython. A few errors CPython's grammar catches are not caught (a walrus in a
// comprehension condition without parentheses, patterns that are not valid patterns); such
// code fails when it runs.
//
// # Limits
//
// Analyze reads at most MaxSource bytes, follows at most 2,000 levels of nesting and at most
// 3,000 prefix operators in a row, lambdas, ** or conditional expressions per logical line;
// beyond that it answers Unsupported. A PEP 263 coding cookie other than UTF-8 is Unsupported
// too. Identifier characters follow Go's Unicode tables (15.0) where CPython 3.11 uses 14.0.
// Names in \N{…} escapes follow golang.org/x/text's tables and NameAliases.txt; an unknown
// name is a syntax error, as in CPython.
//
// # Tests and figures
//
// TestCorpus runs CPython's own parser (testdata/groundtruth.py, once, over all files) and the
// analyzer on every .py file of Debian's /usr/lib/python3.11 and of pandas, numpy and
// matplotlib: 2,766 files, all parsed by CPython. The analyzer parses every one of them with
// CPython's import set, CPython's set of resolved call names (same alias rules, computed on
// CPython's AST), and CPython's identifiers, attribute names and string constants among its
// facts: 0 mismatches, in 35–150 s here depending on load (under -race, a fixed tenth of the
// files). TestSnippets does the same on 207 hand-written snippets of every newer syntax form
// and of the mistakes agents make, 117 of them rejected by CPython: 0 mismatches (same error
// line). TestAnalyzeCases is the table of every syntax form
// and fact; testdata/golden holds whole Facts (go test -run TestGolden -update); FuzzAnalyze
// checks that no input panics, hangs or breaks the invariants above.
//
// TestParseFastCorpus: on the normalised text of the same 2,766 files, the fast parser and
// gpython's build equal trees for every file, with no fallback.
//
// BenchmarkAnalyze reads testdata/bench.py, a 7,871-character pandas/matplotlib agent script
// (f-strings, match, walrus, lambdas, comprehensions). History, on the 2-core development VM
// (AMD Turin class): before call-site facts, at a load average of about 1, 0.65 to 0.76 ms/op
// (0.72 to 0.88 ms of CPU per op), 181 KB/op and 1,253 allocs/op; with gpython's parser it
// had been 2.2 to 4.5 ms/op at loads of 5 to 12, 303 KB/op and 4,615 allocs/op (in one
// process gpython's parser takes five times the CPU of the fast one). Call-site facts (facts
// version 2: argument provenance, receivers, references, shadowing) cost about a fifth more:
// at a load of about 3, 1.13 to 1.31 ms of CPU per op, 212 KB/op, 1,394 allocs/op.
//
// On a later session's 2-core machine (AMD EPYC; other jobs kept its load average between 1
// and 7 for most of the session), six runs of each binary, alternately, at a load average of
// 0.9: before the round of work described next 1.40 to 1.53 ms/op (median 1.50; 1.53 to 1.65
// ms of CPU per op, median 1.62), 216 KB/op, 1,395 allocs/op; after it 0.96 to 1.09 ms/op
// (median 1.02; 0.99 to 1.13 ms of CPU, median 1.06), 75 KB/op, 344 allocs/op, with the same
// Facts for every input; a plain -count 6 run just before gave 0.87 to 1.04 ms/op (0.90 to
// 1.08 ms of CPU). What the round changed: the tree's nodes come from an arena that Analyze
// recycles for the next analysis (the tree dies with the walk and Facts hold nothing of it);
// string values, literal runs and attribute chains are copied into shared text chunks, a chain
// spelt once per analysis; the f-string parts, fields, runs and field tokens live on pooled
// stacks; the fact sets keep their members in a list, so listing them walks no map, and sort
// them by first byte, then within each group; the callee and builtin tests are switches, not
// maps; a name is asked whether the code shadows it only when it is a dynamic builtin;
// positions are looked up from the last line found. Bindings are recorded during the walk and
// every call's arguments traced once after it (memoised per name); the arguments, receivers
// and one-value literals are carved from per-analysis blocks. BenchmarkStages shows the split,
// each stage with fresh buffers (unlike Analyze, which pools them and recycles the tree),
// medians of four runs at a load of 0.9: tokenizer 0.20 ms, normaliser 0.42 ms, parse 0.29 ms,
// walk 0.57 ms. What remains is spread over the four stages and the sorting of the lists, no
// function above a few percent of the CPU. With facts version 3 on top (the harness's names,
// builtins as references, path constants), four runs at a load average of 1.8: 1.05 to
// 1.11 ms/op (1.10 to 1.15 ms of CPU), 76 KB/op, 344 allocs/op: the 1 ms for 8 KB of code the
// design asks is met only on a quiet machine, if at all; a structural step (the fast parser
// lexing the normalised text a second time) is what is left. On 2026-12-05, at the same code,
// on another 2-core guest (load average 0.2; `go test -run '^$' -bench 'BenchmarkAnalyze$'
// -benchtime 2s -count 3 ./analyzer/`): 0.55 to 0.64 ms/op (0.59 to 0.67 ms of CPU), 75 KB/op,
// 344 allocs/op, within the 1 ms.
package analyzer
