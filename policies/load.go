package policies

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/bundle"
	"github.com/open-policy-agent/opa/v1/cover"
	"github.com/open-policy-agent/opa/v1/storage/inmem"
	"github.com/open-policy-agent/opa/v1/tester"
)

// The bundle is the .rego files and data.json of this directory, so that `opa test policies/`
// run from the repository root tests exactly what is compiled in.
//
//go:embed *.rego data.json
var embedded embed.FS

// DefaultBundle returns the files of the bundle compiled into the binary, the policy used when
// no --policies directory or bundle file is given: every .rego file of the policies directory
// (its _test.rego files included) and data.json, at the root of the returned FS.
func DefaultBundle() fs.FS { return embedded }

// maxBundleBytes caps what a policy source may hold (files of a directory, or a tarball).
const maxBundleBytes = 64 << 20

// source is a read bundle with its parsed modules split into policy and test modules.
type source struct {
	name     string // "embedded", a directory or a bundle file
	bundle   bundle.Bundle
	policy   map[string]*ast.Module
	all      map[string]*ast.Module
	revision string
}

// readSource reads src: "" is the embedded bundle, a directory is read with the layout of an
// OPA bundle directory, a regular file is read as an OPA bundle (.tar.gz).
func readSource(src string) (*source, error) {
	var (
		b   bundle.Bundle
		err error
	)
	name := src
	switch {
	case src == "":
		name = "embedded"
		b, err = readFS(DefaultBundle())
	default:
		var info os.FileInfo
		info, err = os.Stat(src)
		if err != nil {
			return nil, newError(ErrLoad, "", err)
		}
		if info.IsDir() {
			b, err = readFS(os.DirFS(src))
		} else {
			b, err = readTarball(src)
		}
	}
	if err != nil {
		return nil, newError(ErrLoad, "", fmt.Errorf("reading %s: %w", name, err))
	}
	s := &source{name: name, bundle: b, policy: map[string]*ast.Module{}, all: map[string]*ast.Module{}}
	for _, mf := range b.Modules {
		path := strings.TrimPrefix(mf.Path, "/")
		if mf.Parsed == nil {
			return nil, errorf(ErrLoad, "", "%s: module not parsed", path)
		}
		s.all[path] = mf.Parsed
		if !strings.HasSuffix(path, "_test.rego") {
			s.policy[path] = mf.Parsed
		}
	}
	if len(s.policy) == 0 {
		return nil, errorf(ErrLoad, "", "%s: no policy modules", name)
	}
	s.revision, err = revisionOf(b)
	if err != nil {
		return nil, newError(ErrLoad, "", err)
	}
	return s, nil
}

func readFS(fsys fs.FS) (bundle.Bundle, error) {
	loader, err := bundle.NewFSLoader(fsys)
	if err != nil {
		return bundle.Bundle{}, err
	}
	return bundle.NewCustomReader(loader.WithSizeLimitBytes(maxBundleBytes)).
		WithRegoVersion(ast.RegoV1).
		WithProcessAnnotations(true).
		WithSizeLimitBytes(maxBundleBytes).
		Read()
}

func readTarball(path string) (bundle.Bundle, error) {
	f, err := os.Open(path)
	if err != nil {
		return bundle.Bundle{}, err
	}
	defer f.Close()
	return bundle.NewCustomReader(bundle.NewTarballLoaderWithBaseURL(f, "").WithSizeLimitBytes(maxBundleBytes)).
		WithRegoVersion(ast.RegoV1).
		WithProcessAnnotations(true).
		WithSizeLimitBytes(maxBundleBytes).
		Read()
}

// revisionOf hashes the bundle's content: every module's path and source, then its data as
// canonical JSON. The same policy therefore has the same revision whether it comes from a
// directory, the embedded copy or a tarball.
func revisionOf(b bundle.Bundle) (string, error) {
	h := sha256.New()
	mods := make([]bundle.ModuleFile, len(b.Modules))
	copy(mods, b.Modules)
	sort.Slice(mods, func(i, j int) bool { return mods[i].Path < mods[j].Path })
	for _, m := range mods {
		fmt.Fprintf(h, "module %s %d\n", strings.TrimPrefix(m.Path, "/"), len(m.Raw))
		h.Write(m.Raw)
	}
	data, err := canonicalJSON(b.Data)
	if err != nil {
		return "", fmt.Errorf("hashing data: %w", err)
	}
	fmt.Fprintf(h, "data %d\n", len(data))
	h.Write(data)
	return hex.EncodeToString(h.Sum(nil)), nil
}

// canonicalJSON encodes v with object keys sorted, no insignificant white space, no HTML
// escaping and numbers exactly as written.
func canonicalJSON(v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(generic); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// TestReport is the outcome of running a bundle's own Rego tests.
type TestReport struct {
	// Passed counts the tests that passed.
	Passed int
	// Failed counts the tests that failed or raised an error.
	Failed int
	// Skipped counts the tests marked todo_.
	Skipped int
	// Failures names each failed test and why.
	Failures []string
	// Coverage is the policy coverage in percent over the non-test modules; only computed
	// when asked for.
	Coverage float64
	// NotCovered lists "file:line" of every uncovered policy line; only when coverage was asked for.
	NotCovered []string
}

// RunBundleTests runs every test_ rule of the bundle at src ("" for the embedded bundle, a
// directory or a bundle file) with OPA's tester. With coverage it also computes the coverage of
// the policy (non-test) modules with OPA's cover package. It returns an error when the bundle
// cannot be read or compiled; failed tests are reported in the TestReport, not as an error.
func RunBundleTests(ctx context.Context, src string, coverage bool) (TestReport, error) {
	s, err := readSource(src)
	if err != nil {
		return TestReport{}, err
	}
	return runTests(ctx, s, coverage)
}

func runTests(ctx context.Context, s *source, coverage bool) (TestReport, error) {
	var rep TestReport
	mods := make(map[string]*ast.Module, len(s.all))
	for path, m := range s.all {
		mods[path] = m.Copy()
	}
	store := inmem.NewFromObject(s.bundle.Data)
	runner := tester.NewRunner().
		SetStore(store).
		SetModules(mods).
		SetDefaultRegoVersion(ast.RegoV1).
		CapturePrintOutput(true).
		RaiseBuiltinErrors(true).
		SetTimeout(10 * time.Second).
		SetParallel(max(1, runtime.GOMAXPROCS(0)))
	var cov *cover.Cover
	if coverage {
		cov = cover.New()
		runner = runner.SetCoverageQueryTracer(cov).SetCoverageRuns([]cover.Kind{})
	}
	ch, err := runner.RunTests(ctx, nil)
	if err != nil {
		return rep, newError(ErrLoad, "", fmt.Errorf("compiling %s with its tests: %w", s.name, err))
	}
	for r := range ch {
		switch {
		case r.Skip:
			rep.Skipped++
		case r.Pass():
			rep.Passed++
		default:
			rep.Failed++
			why := "failed"
			if r.Error != nil {
				why = r.Error.Error()
			}
			if len(r.Output) > 0 {
				why += " (output: " + strings.TrimSpace(string(r.Output)) + ")"
			}
			rep.Failures = append(rep.Failures, fmt.Sprintf("%s.%s: %s", r.Package, r.Name, why))
		}
	}
	sort.Strings(rep.Failures)
	if err := ctx.Err(); err != nil {
		return rep, newError(ErrTimeout, "", err)
	}
	if cov != nil {
		policyOnly := map[string]*ast.Module{}
		for path, m := range mods {
			if !strings.HasSuffix(path, "_test.rego") {
				policyOnly[path] = m
			}
		}
		cr := cov.Report(policyOnly)
		covered, notCovered := 0, 0
		for file, fr := range cr.Files {
			if strings.HasSuffix(file, "_test.rego") {
				continue
			}
			covered += fr.CoveredLines
			notCovered += fr.NotCoveredLines
			for _, rg := range fr.NotCovered {
				for line := rg.Start.Row; line <= rg.End.Row; line++ {
					rep.NotCovered = append(rep.NotCovered, fmt.Sprintf("%s:%d", file, line))
				}
			}
		}
		if covered+notCovered > 0 {
			rep.Coverage = 100 * float64(covered) / float64(covered+notCovered)
		}
		sort.Strings(rep.NotCovered)
	}
	return rep, nil
}
