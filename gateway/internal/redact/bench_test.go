package redact

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// benchText builds about n bytes of stdout: prose lines of varied length carrying one of each
// kind of value a mask looks for, some printed tables, and Chinese text.
func benchText(n int, names []string) string {
	rng := rand.New(rand.NewPCG(1, 2))
	words := strings.Fields("the revenue of region grew by percent while profit margin fell in the quarter and 利润 华东 区域 增长 of customers orders")
	items := []string{
		"alice.smith@example.com", "13800138000", "+86 138 0013 8000", "11010519491231002X",
		"4111 1111 1111 1111", "GB82WEST12345698765432", "sk-proj-AbCdEfGhIjKlMnOpQrStUvWx123",
		"Bearer abcdef0123456789ABCDEF", "/usr/lib/python3/dist-packages/pandas/core/frame.py",
		"/workspace/output/chart.png", "2024-01-02", "1234567.89", "0.13800138000",
	}
	var b strings.Builder
	for b.Len() < n {
		if rng.IntN(40) == 0 {
			// A printed table of 60 rows.
			for r := 0; r < 60; r++ {
				fmt.Fprintf(&b, "%-6d %-8s %12.2f %10.3f\n", r, words[r%len(words)], rng.Float64()*1e6, rng.Float64())
			}
			continue
		}
		k := 3 + rng.IntN(12)
		for w := 0; w < k; w++ {
			switch rng.IntN(6) {
			case 0:
				b.WriteString(items[rng.IntN(len(items))])
			case 1:
				if len(names) > 0 {
					b.WriteString(names[rng.IntN(len(names))])
				} else {
					fmt.Fprintf(&b, "%d", rng.IntN(100000))
				}
			default:
				b.WriteString(words[rng.IntN(len(words))])
			}
			b.WriteByte(' ')
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// BenchmarkStage redacts a 1 MB stdout with all masks on and 1,000 sensitive values; the figure
// in the package doc comes from here.
func BenchmarkStage(b *testing.B) {
	var names []string
	for i := 0; i < 1000; i++ {
		names = append(names, fmt.Sprintf("Customer Name %d", i))
	}
	in := benchText(1<<20, names[:50])
	for _, bc := range []struct {
		name    string
		maxRows int
	}{{"policy_rows", 50}, {"no_table_cut", 1 << 30}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				s, err := New(Rules{StdoutMaxBytes: 4096, MaxRows: bc.maxRows, Masks: AllMasks, SensitiveValues: names})
				if err != nil {
					b.Fatal(err)
				}
				if out := s.Text("stdout", in, 0); len(out) > 4096 {
					b.Fatal(len(out))
				}
			}
		})
	}
}

// TestBenchTextIsMasked checks that the benchmark's input exercises every mask.
func TestBenchTextIsMasked(t *testing.T) {
	s := allOn(t, "Customer Name 1")
	s.rules.MaxRows = 1 << 30
	s.Text("stdout", benchText(64<<10, []string{"Customer Name 1"}), 1<<20)
	m := s.Report().Masked
	for _, k := range []string{MaskEmail, MaskPhone, MaskCNID, MaskBankCard, MaskIBAN, MaskAPIKey, MaskBearerToken, MaskSensitiveColumn, MaskHostPath} {
		if m[k] == 0 {
			t.Errorf("no %s masked: %v", k, m)
		}
	}
}

// BenchmarkAdversarial runs the stage on 1 MB inputs built to make a careless matcher slow
// (dense candidates that almost match); each must stay within a small factor of BenchmarkStage.
func BenchmarkAdversarial(b *testing.B) {
	const n = 1 << 20
	fill := func(unit string) string { return strings.Repeat(unit, n/len(unit)+1)[:n] }
	inputs := map[string]string{
		"at_signs":       fill("a.b@c@"),
		"digit_groups":   fill("4111 1111 1111 "),
		"plus_groups":    fill("+1 2 3 4 5 6 7 "),
		"pem_begins":     fill("-----BEGIN RSA PRIVATE KEY-----\n!"),
		"slashes":        fill(" /a/b/c"),
		"secrets":        fill("password=ab "),
		"value_prefixes": fill("Zhang Zhang We "),
		"traceback":      "Traceback (most recent call last):\n" + fill("  File \"/x.py\", line 1, in f\n    y\n"),
		"one_line":       fill("x"),
		"newlines":       fill("\n"),
	}
	for name, in := range inputs {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				s, err := New(Rules{StdoutMaxBytes: 4096, MaxRows: 50, Masks: AllMasks, SensitiveValues: []string{"Zhang Wei", "Zhang Zhang Wei"}})
				if err != nil {
					b.Fatal(err)
				}
				s.Text("stdout", in, 0)
			}
		})
	}
}

// BenchmarkNew builds a stage with 10,000 sensitive values (DefaultMaxSensitiveValues) of
// about 20 bytes, the per-run cost of the automaton.
func BenchmarkNew(b *testing.B) {
	values := make([]string, 10000)
	for i := range values {
		values[i] = fmt.Sprintf("customer.%05d@corp.cn", i)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(Rules{Masks: AllMasks, SensitiveValues: values}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDatasetRows redacts 1 MB artifacts of a 20,000-row dataset's rows (CSV, Markdown, an
// SVG of one <text> per row) with and without the dataset-row check. The cap is out of reach,
// so that the whole artifact is scanned; the figure in the package doc comes from here.
func BenchmarkDatasetRows(b *testing.B) {
	data, rows := synthetic(20000)
	d, err := NewDatasetRows([]byte(data), 0)
	if err != nil {
		b.Fatal(err)
	}
	fill := func(line func(i int, r string) string) []byte {
		var s strings.Builder
		for i := 0; s.Len() < 1<<20; i++ {
			s.WriteString(line(i, rows[i%len(rows)]))
		}
		return []byte(s.String())
	}
	arts := []struct {
		name string
		b    []byte
	}{
		{"rows.csv", append([]byte("id,customer,city,spend\n"), fill(func(_ int, r string) string { return r + "\n" })...)},
		{"rows.md", fill(func(i int, r string) string {
			return fmt.Sprintf("| %d | %s |\n", i, strings.ReplaceAll(r, ",", " | "))
		})},
		{"rows.svg", append(append([]byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">`),
			fill(func(i int, r string) string {
				return fmt.Sprintf(`<text x="10" y="%d" font-size="8">%s</text>`, i%300, r)
			})...), "</svg>"...)},
	}
	for _, a := range arts {
		for _, check := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/check=%v", a.name, check), func(b *testing.B) {
				rules := Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 1, MaxArtifactBytes: 4 << 20,
					MaxTotalArtifactBytes: 4 << 20, MaxRows: 1 << 30, Masks: AllMasks, MaxDatasetRows: 1 << 30}
				if check {
					rules.DatasetRows = d
				}
				b.SetBytes(int64(len(a.b)))
				b.ReportAllocs()
				for b.Loop() {
					s, err := New(rules)
					if err != nil {
						b.Fatal(err)
					}
					if _, _, err := s.Artifact(a.name, a.b); err != nil {
						b.Fatal(err)
					}
					if check && s.datasetRows < 10000 {
						b.Fatalf("%d rows found", s.datasetRows)
					}
				}
			})
		}
	}
}

// BenchmarkNewDatasetRows fingerprints a dataset of 100,000 rows (about 4 MB), once per dataset.
func BenchmarkNewDatasetRows(b *testing.B) {
	data, _ := synthetic(100000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewDatasetRows([]byte(data), 0); err != nil {
			b.Fatal(err)
		}
	}
}
