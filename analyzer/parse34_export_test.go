package analyzer

import "github.com/go-python/gpython/ast"

// ParseFast34 exposes parseFast to the external tests of parse34_test.go.
func ParseFast34(text []byte) (*ast.Module, bool) { return parseFast(text, nil) }

// Normalize34 runs prepare, tokenize and normalize as Analyze does and returns the normalised
// text; ok is false when no text comes out (a tokenizer error, unsupported source). clean is
// false when the normaliser or tokenizer reported a syntax error (the text exists, but Analyze
// would reject the source anyway).
func Normalize34(src string) (text []byte, ok, clean bool) {
	if len(src) > MaxSource {
		return nil, false, false
	}
	prepared, perr := prepare(src)
	if perr != nil || codingCookie(prepared) != "" {
		return nil, false, false
	}
	toks, hard, soft := tokenize(prepared, nil)
	if hard != nil {
		return nil, false, false
	}
	n, errs := normalize(prepared, toks, new(scratch))
	if n.unsupported != "" {
		return nil, false, false
	}
	return append([]byte(nil), n.text...), true, soft == nil && len(errs) == 0
}
