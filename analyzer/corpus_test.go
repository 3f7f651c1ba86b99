package analyzer_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/analyzer"
	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// corpusRoots are the trees of real Python nobody here wrote that the corpus test reads.
var corpusRoots = []string{
	"/usr/lib/python3.11",
	"/usr/lib/python3/dist-packages/pandas",
	"/usr/lib/python3/dist-packages/numpy",
	"/usr/lib/python3/dist-packages/matplotlib",
}

// truth is one line of testdata/groundtruth.py's output.
type truth struct {
	Path    string   `json:"path"`
	OK      bool     `json:"ok"`
	Line    int      `json:"line"`
	Msg     string   `json:"msg"`
	Source  *string  `json:"source"`
	Modules []string `json:"modules"`
	Names   []string `json:"names"`
	Attrs   []string `json:"attrs"`
	Strings []string `json:"strings"`
	Calls   []string `json:"calls"`
}

// TestCorpus checks the analyzer against CPython's own parser on every .py file of Debian's
// standard library and of pandas, numpy and matplotlib: each file CPython parses must parse,
// with the same import set and with CPython's identifiers, attribute names and string
// constants among the facts and the same set of resolved call names; each file CPython
// rejects must be rejected on the same line.
// CPython's side runs once, in one process, over all files (testdata/groundtruth.py).
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus test skipped in -short mode")
	}
	sandboxtest.Require(t, sandboxtest.Python)
	files := corpusFiles(t)

	cmd := exec.Command(sandboxtest.PythonPath, "testdata/groundtruth.py")
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n") + "\n")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting the ground-truth script: %v", err)
	}

	type result struct {
		path     string
		problems []string
		rejected bool
		elapsed  time.Duration
	}
	jobs := make(chan truth, 64)
	results := make(chan result, 64)
	var wg sync.WaitGroup
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for tr := range jobs {
				results <- check(tr)
			}
		}()
	}
	var decodeErr error
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
		for sc.Scan() {
			var tr truth
			if err := json.Unmarshal(sc.Bytes(), &tr); err != nil {
				decodeErr = fmt.Errorf("decoding ground truth: %w", err)
				break
			}
			jobs <- tr
		}
		if err := sc.Err(); err != nil && decodeErr == nil {
			decodeErr = err
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()

	var total, accepted, rejected, mismatched int
	var slowest result
	var failures []string
	for r := range results {
		total++
		if r.rejected {
			rejected++
		} else {
			accepted++
		}
		if r.elapsed > slowest.elapsed {
			slowest = r
		}
		if len(r.problems) > 0 {
			mismatched++
			failures = append(failures, r.path+": "+strings.Join(r.problems, "; "))
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("ground-truth script: %v", err)
	}
	if decodeErr != nil {
		t.Fatal(decodeErr)
	}
	t.Logf("corpus: %d files (%d parsed by CPython, %d rejected by CPython), %d mismatches, in %v; slowest file %s (%v)",
		total, accepted, rejected, mismatched, time.Since(started).Round(time.Millisecond), slowest.path, slowest.elapsed)
	if total != len(files) {
		t.Errorf("ground truth covered %d files, want %d", total, len(files))
	}
	sort.Strings(failures)
	for i, f := range failures {
		if i == 40 {
			t.Errorf("… and %d more", len(failures)-40)
			break
		}
		t.Error(f)
	}
}

// check compares the analyzer with CPython on one file.
func check(tr truth) (r struct {
	path     string
	problems []string
	rejected bool
	elapsed  time.Duration
}) {
	r.path = tr.Path
	r.rejected = !tr.OK
	var src string
	if tr.Source != nil {
		src = *tr.Source
	} else {
		b, err := os.ReadFile(tr.Path)
		if err != nil {
			r.problems = append(r.problems, err.Error())
			return r
		}
		src = string(b)
	}
	start := time.Now()
	f := analyzer.Analyze(src)
	r.elapsed = time.Since(start)
	if !tr.OK {
		switch {
		case f.SyntaxError == nil:
			r.problems = append(r.problems, fmt.Sprintf("CPython rejects it (line %d: %s), the analyzer does not (parsed=%v unsupported=%q)", tr.Line, tr.Msg, f.Parsed, f.Unsupported))
		case f.SyntaxError.Line != tr.Line:
			r.problems = append(r.problems, fmt.Sprintf("syntax error on line %d (%s), CPython says line %d (%s)", f.SyntaxError.Line, f.SyntaxError.Message, tr.Line, tr.Msg))
		}
		return r
	}
	if !f.Parsed {
		msg := f.Unsupported
		if f.SyntaxError != nil {
			msg = fmt.Sprintf("%s at %d:%d", f.SyntaxError.Message, f.SyntaxError.Line, f.SyntaxError.Col)
		}
		r.problems = append(r.problems, "CPython parses it, the analyzer does not: "+msg)
		return r
	}
	if missing, extra := diff(tr.Modules, f.Modules); len(missing)+len(extra) > 0 {
		r.problems = append(r.problems, fmt.Sprintf("modules differ: missing %q, extra %q", clip(missing), clip(extra)))
	}
	if missing, _ := diff(tr.Names, f.Names); len(missing) > 0 {
		r.problems = append(r.problems, fmt.Sprintf("names missing %q", clip(missing)))
	}
	if missing, _ := diff(tr.Attrs, f.Attributes); len(missing) > 0 {
		r.problems = append(r.problems, fmt.Sprintf("attributes missing %q", clip(missing)))
	}
	var calls []string
	texts := map[[2]int]bool{} // where a call evaluates text: calls of the text may stand there
	for _, c := range f.Calls {
		calls = append(calls, c.Name)
		if textCall(c.Name) {
			texts[[2]int{c.Line, c.Col}] = true
		}
	}
	missing, extra := diff(tr.Calls, calls)
	extra = slices.DeleteFunc(extra, func(name string) bool {
		for _, c := range f.Calls {
			if c.Name == name && !texts[[2]int{c.Line, c.Col}] {
				return false
			}
		}
		return true // only in text: CPython's tree has no such call
	})
	if len(missing)+len(extra) > 0 {
		r.problems = append(r.problems, fmt.Sprintf("calls differ: missing %q, extra %q", clip(missing), clip(extra)))
	}
	if missing, _ := diff(tr.Strings, f.Strings); len(missing) > 0 {
		r.problems = append(r.problems, fmt.Sprintf("%d strings missing, e.g. %q", len(missing), clip(missing)))
	}
	return r
}

// textCall reports whether a call may evaluate text as code (analyzer/textcode.go): the calls
// of that text are in the facts at its position.
func textCall(name string) bool {
	return name == "pandas.eval" || strings.HasSuffix(name, ".eval") || strings.HasSuffix(name, ".query") ||
		strings.HasSuffix(name, ".from_formula") || strings.HasPrefix(name, "statsmodels.formula.api.") ||
		strings.HasPrefix(name, "statsmodels.api.formula.") || strings.HasPrefix(name, "patsy.") || strings.HasPrefix(name, "timeit.")
}

// diff returns what is in want and not in got, and what is in got and not in want.
func diff(want, got []string) (missing, extra []string) {
	g := make(map[string]bool, len(got))
	for _, s := range got {
		g[s] = true
	}
	w := make(map[string]bool, len(want))
	for _, s := range want {
		w[s] = true
		if !g[s] {
			missing = append(missing, s)
		}
	}
	for _, s := range got {
		if !w[s] {
			extra = append(extra, s)
		}
	}
	return missing, extra
}

func clip(s []string) []string {
	if len(s) > 3 {
		s = s[:3]
	}
	out := make([]string, len(s))
	for i, v := range s {
		if len(v) > 60 {
			v = v[:60] + "…"
		}
		out[i] = v
	}
	return out
}

// TestSnippets runs the corpus comparison on testdata/snippets.py: hand-written code, valid
// and invalid, for every newer syntax form and the syntax errors agents make.
func TestSnippets(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Python)
	b, err := os.ReadFile("testdata/snippets.py")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "\n#---\n")[1:]
	dir := t.TempDir()
	var paths []string
	for i, p := range parts {
		path := filepath.Join(dir, fmt.Sprintf("snippet%03d.py", i))
		if err := os.WriteFile(path, []byte(p), 0o600); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	cmd := exec.Command(sandboxtest.PythonPath, "testdata/groundtruth.py")
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("ground-truth script: %v", err)
	}
	var accepted, rejected, mismatched int
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var tr truth
		if err := json.Unmarshal([]byte(line), &tr); err != nil {
			t.Fatal(err)
		}
		if tr.OK {
			accepted++
		} else {
			rejected++
		}
		r := check(tr)
		if len(r.problems) > 0 {
			mismatched++
			src, _ := os.ReadFile(tr.Path)
			t.Errorf("%s:\n%s\n--> %s", filepath.Base(tr.Path), src, strings.Join(r.problems, "; "))
		}
	}
	t.Logf("snippets: %d (%d parsed by CPython, %d rejected), %d mismatches", len(parts), accepted, rejected, mismatched)
}

// corpusFiles lists the .py files under corpusRoots in name order (every tenth of them under
// the race detector). A missing root skips the test, or fails it when CI=true.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, root := range corpusRoots {
		if _, err := os.Stat(root); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("corpus root %s is required when CI=true: %v", root, err)
			}
			t.Skipf("corpus root %s is missing: %v", root, err)
		}
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(path, ".py") {
				if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
					files = append(files, path)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("walking %s: %v", root, err)
		}
	}
	sort.Strings(files)
	if raceEnabled {
		var sample []string
		for i, f := range files {
			if i%10 == 0 {
				sample = append(sample, f)
			}
		}
		t.Logf("race detector on: reading every tenth of the %d corpus files; run without -race for all", len(files))
		files = sample
	}
	return files
}
