// Command manifestcheck checks rendered Kubernetes manifests offline: it reads the multi-document
// YAML that `helm template` prints from standard input, decodes every document strictly into the
// k8s.io/api type of its kind (an unknown or duplicated field is an error, as with the API
// server's strict field validation), and then checks what deploy/helm/sluice promises: every
// container has resources, a security context and probes; Services, NetworkPolicies and
// PodDisruptionBudgets select pods the input renders; and the pods of the components named with
// -restricted and -baseline meet that Pod Security level, judged by the Pod Security admission
// library itself.
//
// It is its own module (deploy/internal/manifestcheck/go.mod) so that the main module's
// dependencies and `go test ./...` do not include Kubernetes. It must not reach a cluster: every
// check is offline.
//
// Usage:
//
//	helm template r deploy/helm/sluice | manifestcheck -restricted gateway -want Deployment=2
//
// It prints one line per document and exits 1 when any check failed, naming the document's
// kind and name and the field at fault.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func main() {
	var (
		restricted = flag.String("restricted", "", "comma-separated app.kubernetes.io/component values whose pods must meet Pod Security \"restricted\"")
		baseline   = flag.String("baseline", "", "comma-separated app.kubernetes.io/component values whose pods must meet Pod Security \"baseline\"")
		want       = flag.String("want", "", "comma-separated Kind=N: how many objects of each kind the input must hold, e.g. Deployment=2,NetworkPolicy=2")
	)
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: helm template ... | manifestcheck [-restricted c1,c2] [-baseline c3] [-want Kind=N,...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	opts := Options{Restricted: splitList(*restricted), Baseline: splitList(*baseline)}
	var err error
	if opts.Want, err = parseWant(*want); err != nil {
		fmt.Fprintln(os.Stderr, "manifestcheck:", err)
		os.Exit(2)
	}
	rep, err := Check(bufio.NewReader(os.Stdin), opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, "manifestcheck:", err)
		os.Exit(1)
	}
	rep.Print(os.Stdout)
	if len(rep.Problems) > 0 {
		os.Exit(1)
	}
}

// splitList splits a comma-separated flag value, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// parseWant parses -want's Kind=N list.
func parseWant(s string) (map[string]int, error) {
	out := map[string]int{}
	for _, item := range splitList(s) {
		kind, n, ok := strings.Cut(item, "=")
		count, err := strconv.Atoi(n)
		if !ok || kind == "" || err != nil || count < 0 {
			return nil, fmt.Errorf("-want %q: want Kind=N with N >= 0", item)
		}
		out[kind] = count
	}
	return out, nil
}

// Print writes one line per document, the problems, and a summary.
func (r *Report) Print(w io.Writer) {
	bad := map[int]bool{}
	for _, p := range r.Problems {
		bad[p.Doc] = true
	}
	for i, d := range r.Docs {
		status := "ok  "
		if bad[i] {
			status = "FAIL"
		}
		extra := ""
		if d.PodSecurity != "" {
			extra = " (Pod Security: meets " + d.PodSecurity + ")"
		}
		fmt.Fprintf(w, "manifestcheck: %s %s%s\n", status, d.ID(), extra)
	}
	for _, p := range r.Problems {
		fmt.Fprintf(w, "manifestcheck: problem: %s\n", p)
	}
	fmt.Fprintf(w, "manifestcheck: %d documents, %d problems\n", len(r.Docs), len(r.Problems))
}
