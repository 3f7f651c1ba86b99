package analyzer

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortStrings holds sortStrings to slices.Sort on sets of strings with shared first
// bytes, empty strings and bytes above 0x7f.
func TestSortStrings(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"", "a", "b", "_", "Z", "é", "\xff", "ab", "__"}
	var tmp []string
	for n := range 200 {
		s := make([]string, n)
		for i := range s {
			for range r.IntN(4) {
				s[i] += alphabet[r.IntN(len(alphabet))]
			}
		}
		in, want := slices.Clone(s), slices.Clone(s)
		slices.Sort(want)
		sortStrings(s, &tmp)
		if !slices.Equal(s, want) {
			t.Fatalf("sortStrings(%q) = %q, want %q", in, s, want)
		}
	}
}
