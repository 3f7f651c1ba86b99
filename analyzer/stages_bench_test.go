package analyzer

import (
	"os"
	"testing"
)

// BenchmarkStages splits BenchmarkAnalyze into its stages: tokenizer, normaliser, the
// parser and the fact walk (each with fresh buffers, unlike Analyze, which pools them).
func BenchmarkStages(b *testing.B) {
	raw, err := os.ReadFile("testdata/bench.py")
	if err != nil {
		b.Fatal(err)
	}
	text, _ := prepare(string(raw))
	toks, _, _ := tokenize(text, nil)
	n, _ := normalize(text, toks, new(scratch))
	mod, err := parse(n.text, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("tokenize", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			tokenize(text, nil)
		}
	})
	b.Run("normalize", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			normalize(text, toks, new(scratch))
		}
	})
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := parse(n.text, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("walk", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			w := newWalker(n)
			w.run(mod.Body)
			w.finish(newFacts())
		}
	})
}
