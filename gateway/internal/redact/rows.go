package redact

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// DefaultMaxFingerprintRows is how many rows NewDatasetRows fingerprints when called with
// max <= 0: 262,144 rows take 4 MiB of fingerprints (ordered and as multisets) and a 128 KiB
// filter. A dataset of the gateway's default 64 MiB upload cap has fewer rows than that unless
// its rows are shorter than 256 bytes; past it the set keeps a sample (see DatasetRows).
const DefaultMaxFingerprintRows = 1 << 18

const (
	// maxRowTokens is the longest window the matcher slides: a row of more tokens is
	// fingerprinted by its first maxRowTokens tokens.
	maxRowTokens = 64
	// minRowTokens is the fewest tokens a row needs to be fingerprinted: a row of one value is
	// a value, not a row.
	minRowTokens = 2
	// maxRowLengths caps the distinct row lengths (in tokens) the matcher slides windows of;
	// rows of rarer lengths are left out.
	maxRowLengths = 16
	// maxFilterBits caps the membership pre-filter, in bits (128 KiB); it has 16 bits per
	// fingerprint, at least 4,096.
	maxFilterBits = 1 << 20
	// rowBase is the multiplier of the rolling window hash.
	rowBase = 0x9e3779b97f4a7c15
)

// DatasetRows is a compact set of fingerprints of a dataset's data rows, for Rules.DatasetRows:
// the stage counts the rows of the dataset an artifact reproduces verbatim. It is immutable
// once built and safe for concurrent use by many Stages.
//
// A row is fingerprinted as its sequence of tokens, so that one fingerprint matches the row
// however it is printed: as CSV (quoted or not), as a Markdown or whitespace-aligned table (an
// index before it does not matter), as a JSON record or array, one value per SVG <text>, in
// any case. Tokens are what is left when a cell's text is split at white space and at the
// characters , ; : | = " ' ` { } [ ] ( ); a token that is a number stands for its value (an
// integral value as an integer, any other to 6 significant digits, as pandas prints it), any
// other token is compared without regard to ASCII case, and the tokens pandas reads as a
// missing value (nan, na, n/a, null, none, nat, <na>, …) are left out, as are empty cells and
// the tokens of the header, on both sides: a record printed with its keys ({"city": "Köln",
// …}, "city: Köln", "city=Köln") is then the row's tokens too.
// A row is fingerprinted when it has at least 2 tokens, by its first 64 tokens when it has
// more. A fingerprint is a 64-bit hash, seeded per set, so that a collision cannot be planned.
//
// Memory is bounded: past max rows (see NewDatasetRows) the set keeps a sample of the rows
// chosen by their hash — a half, a quarter, … — and each match stands for Weight rows, so that
// a large dataset is still counted, though no longer exactly.
type DatasetRows struct {
	seed    maphash.Seed
	keys    []uint64        // sorted and distinct
	bags    []uint64        // the rows' tokens as multisets (see bagKey), sorted and distinct
	filter  []uint64        // a bit per key's low bits, to reject most windows without a search
	fmask   uint64          // the filter's size in bits, less 1
	lengths []int           // the row lengths in tokens that windows are slid for, ascending
	pows    []uint64        // rowBase to the power of each length
	shift   uint            // a key is in the sample when its top shift bits are zero
	header  map[uint64]bool // the hashes of the header's tokens, left out of every row
	rows    int             // data rows read
	skipped int             // rows not fingerprinted: too few tokens or a rare length
}

// NewDatasetRows reads a dataset's CSV (its first record is the header, which is not a data
// row) and fingerprints its data rows; max caps how many fingerprints it keeps (max <= 0 means
// DefaultMaxFingerprintRows). A dataset that does not parse as CSV is an error.
func NewDatasetRows(data []byte, max int) (*DatasetRows, error) {
	if max <= 0 {
		max = DefaultMaxFingerprintRows
	}
	d := &DatasetRows{seed: maphash.MakeSeed()}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	r.LazyQuotes = true
	header, err := r.Read()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return d, nil
		}
		return nil, fmt.Errorf("redact: reading the dataset's header: %w", err)
	}
	th := tokenHasher{seed: d.seed}
	d.header = map[uint64]bool{}
	for _, h := range header {
		th.tokens(h, 0, func(_ int, t uint64) bool {
			d.header[t] = true
			return true
		})
	}
	th.skip = d.header
	type entry struct {
		key, bag uint64
		n        uint8 // tokens, at most maxRowTokens
	}
	var found []entry
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("redact: reading the dataset at row %d: %w", d.rows+1, err)
		}
		d.rows++
		var h, bag uint64
		n := 0
		for _, cell := range rec {
			th.tokens(cell, 0, func(_ int, t uint64) bool {
				h = h*rowBase + t
				bag += bagMix(t)
				n++
				return n < maxRowTokens
			})
			if n == maxRowTokens {
				break
			}
		}
		if n < minRowTokens {
			d.skipped++
			continue
		}
		key := rowKey(h, n)
		if !d.sampled(key) {
			continue
		}
		found = append(found, entry{key, bagKey(bag, n), uint8(n)})
		for len(found) > max {
			// Keep half as many: the rows whose next top bit is zero too.
			d.shift++
			found = slices.DeleteFunc(found, func(e entry) bool { return !d.sampled(e.key) })
		}
	}
	// The most common lengths, at most maxRowLengths of them.
	var count [maxRowTokens + 1]int
	for _, e := range found {
		count[e.n]++
	}
	var lengths []int
	for n, c := range count {
		if c > 0 {
			lengths = append(lengths, n)
		}
	}
	slices.SortFunc(lengths, func(a, b int) int { return count[b] - count[a] })
	if len(lengths) > maxRowLengths {
		for _, n := range lengths[maxRowLengths:] {
			d.skipped += count[n] << d.shift
			count[n] = 0
		}
		lengths = lengths[:maxRowLengths]
	}
	slices.Sort(lengths)
	d.lengths = lengths
	for _, n := range lengths {
		p := uint64(1)
		for range n {
			p *= rowBase
		}
		d.pows = append(d.pows, p)
	}
	d.keys = make([]uint64, 0, len(found))
	d.bags = make([]uint64, 0, len(found))
	for _, e := range found {
		d.bags = append(d.bags, e.bag)
		if count[e.n] > 0 {
			d.keys = append(d.keys, e.key)
		}
	}
	slices.Sort(d.keys)
	d.keys = slices.Compact(d.keys)
	slices.Sort(d.bags)
	d.bags = slices.Compact(d.bags)
	if len(d.keys) > 0 {
		size := uint64(4096)
		for size < 16*uint64(len(d.keys)) && size < maxFilterBits {
			size *= 2
		}
		d.fmask = size - 1
		d.filter = make([]uint64, size/64)
		for _, k := range d.keys {
			d.filter[(k&d.fmask)/64] |= 1 << (k % 64)
		}
	}
	return d, nil
}

// Rows returns how many data rows the dataset has.
func (d *DatasetRows) Rows() int { return d.rows }

// Fingerprints returns how many distinct fingerprints the set keeps.
func (d *DatasetRows) Fingerprints() int { return len(d.keys) }

// Bytes returns about how much memory the set takes.
func (d *DatasetRows) Bytes() int {
	return 8*(len(d.keys)+len(d.bags)+len(d.filter)+len(d.pows)+len(d.lengths)) + 16*len(d.header) + 128
}

// Weight returns how many rows of the dataset one match stands for: 1 when every row was
// fingerprinted, 2, 4, … when the set keeps a sample.
func (d *DatasetRows) Weight() int { return 1 << d.shift }

// empty reports whether there is nothing to look for.
func (d *DatasetRows) empty() bool { return d == nil || len(d.keys) == 0 }

// sampled reports whether a key is in the sample the set keeps.
func (d *DatasetRows) sampled(key uint64) bool {
	return d.shift == 0 || key>>(64-d.shift) == 0
}

// has reports whether key is the fingerprint of a row.
func (d *DatasetRows) has(key uint64) bool {
	if d.filter[(key&d.fmask)/64]&(1<<(key%64)) == 0 || !d.sampled(key) {
		return false
	}
	_, ok := slices.BinarySearch(d.keys, key)
	return ok
}

// hasBag reports whether key is the multiset fingerprint of a row (see bagKey).
func (d *DatasetRows) hasBag(key uint64) bool {
	_, ok := slices.BinarySearch(d.bags, key)
	return ok
}

// bagMix spreads one token's hash before it is added into a multiset fingerprint.
func bagMix(t uint64) uint64 { return rowKey(t, 0) }

// bagKey finishes the sum of a row's bagMix'ed tokens into a fingerprint of the row's tokens
// in any order: a JSON record whose keys were sorted is still the row.
func bagKey(sum uint64, n int) uint64 { return rowKey(sum^0x6a09e667f3bcc908, n) }

// rowKey finishes a window hash of n tokens into a fingerprint (splitmix64's finaliser, so
// that the top bits the sample uses are as random as the rest).
func rowKey(h uint64, n int) uint64 {
	h ^= uint64(n) * 0xbf58476d1ce4e5b9
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// tokenHasher splits text into the tokens of DatasetRows and hashes each.
type tokenHasher struct {
	seed maphash.Seed
	skip map[uint64]bool // tokens left out: the header's
	buf  []byte
}

// isSep reports whether an ASCII byte separates tokens.
func isSep(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\f', '\v', ',', ';', ':', '|', '=', '"', '\'', '`', '{', '}', '[', ']', '(', ')':
		return true
	}
	return false
}

// tokens calls fn with the byte offset (base plus the offset in s) and the hash of each token
// of s, until fn returns false.
func (th *tokenHasher) tokens(s string, base int, fn func(pos int, h uint64) bool) {
	i := 0
	for i < len(s) {
		// Skip separators.
		for i < len(s) {
			c := s[i]
			if c < utf8.RuneSelf {
				if !isSep(c) {
					break
				}
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsSpace(r) {
				break
			}
			i += size
		}
		start := i
		for i < len(s) {
			c := s[i]
			if c < utf8.RuneSelf {
				if isSep(c) {
					break
				}
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(s[i:])
			if unicode.IsSpace(r) {
				break
			}
			i += size
		}
		if start == i {
			continue
		}
		if h, ok := th.hash(s[start:i]); ok && !th.skip[h] && !fn(base+start, h) {
			return
		}
	}
}

// hash canonicalises one token and hashes it; false for a token that stands for a missing value.
func (th *tokenHasher) hash(tok string) (uint64, bool) {
	b := th.buf[:0]
	if k := digitsOnly(tok); k > 0 && k <= 15 {
		// An integer of up to 15 digits, as number and AppendInt would write it.
		t := strings.TrimLeft(tok, "0")
		if t == "" {
			t = "0"
		}
		b = append(append(b, '#'), t...)
	} else if f, ok := number(tok); ok {
		if f == math.Trunc(f) && math.Abs(f) < 1e15 {
			b = append(b, '#')
			b = strconv.AppendInt(b, int64(f), 10)
		} else {
			b = append(b, '#')
			b = strconv.AppendFloat(b, f, 'g', 6, 64)
		}
	} else {
		for i := 0; i < len(tok); i++ {
			b = append(b, lower(tok[i]))
		}
		if missingToken(b) {
			th.buf = b
			return 0, false
		}
	}
	th.buf = b
	return maphash.Bytes(th.seed, b), true
}

// digitsOnly returns the length of tok if it is all ASCII digits, else 0.
func digitsOnly(tok string) int {
	for i := 0; i < len(tok); i++ {
		if !isDigit(tok[i]) {
			return 0
		}
	}
	return len(tok)
}

// number parses a token that starts like a decimal number.
func number(tok string) (float64, bool) {
	c := tok[0]
	if c == '+' || c == '-' || c == '.' {
		if len(tok) < 2 || !(isDigit(tok[1]) || tok[1] == '.' && len(tok) > 2 && isDigit(tok[2])) {
			return 0, false
		}
	} else if !isDigit(c) {
		return 0, false
	}
	f, err := strconv.ParseFloat(tok, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// missingToken reports whether a lower-cased token is one pandas reads as a missing value, or
// prints for one.
func missingToken(b []byte) bool {
	switch string(b) {
	case "nan", "-nan", "na", "n/a", "#n/a", "#na", "null", "none", "nat", "<na>", "-1.#ind", "1.#ind", "-1.#qnan", "1.#qnan":
		return true
	}
	return false
}

// rowMatcher slides windows over a stream of tokens and finds the rows of a DatasetRows in it.
// Matches do not overlap. The zero value is not usable: see newRowMatcher.
type rowMatcher struct {
	d       *DatasetRows
	th      tokenHasher
	ring    [maxRowTokens]uint64 // the last tokens' hashes
	pos     [maxRowTokens]int    // and their positions
	unit    [maxRowTokens]int    // and the start of the unit (line, record) each is in
	h       []uint64             // the window hash per length
	n       int                  // tokens pushed
	lastEnd int                  // index of the last token of the last match, or -1
	// prevEnd is the position of the last token of the match before the one push reported.
	prevEnd int
}

func newRowMatcher(d *DatasetRows) *rowMatcher {
	return &rowMatcher{d: d, th: tokenHasher{seed: d.seed, skip: d.header}, h: make([]uint64, len(d.lengths)), lastEnd: -1, prevEnd: -1}
}

// rowMatch is a row found in the stream: the position of its first token, the start of the
// unit that token is in, and the position of the last token of the match before it (-1 if
// none).
type rowMatch struct {
	start, unit, prevEnd int
}

// cut is where to cut the stream to leave this match out: the start of its unit, unless the
// match before it ends in that unit too, in which case the match's first token.
func (m rowMatch) cut() int {
	if m.unit > m.prevEnd {
		return m.unit
	}
	return m.start
}

// text pushes the tokens of s, which starts at position base within a unit starting at unit,
// and calls found for every row that ends in s until it returns false.
func (m *rowMatcher) text(s string, base, unit int, found func(rowMatch) bool) bool {
	goOn := true
	m.th.tokens(s, base, func(pos int, t uint64) bool {
		if r, ok := m.push(t, pos, unit); ok {
			goOn = found(r)
		}
		return goOn
	})
	return goOn
}

// value pushes the tokens of s, all at position pos in the unit starting at unit, and calls
// found for every row that ends in s until it returns false.
func (m *rowMatcher) value(s string, pos, unit int, found func(rowMatch) bool) bool {
	goOn := true
	m.th.tokens(s, 0, func(_ int, t uint64) bool {
		if r, ok := m.push(t, pos, unit); ok {
			goOn = found(r)
		}
		return goOn
	})
	return goOn
}

// lines pushes the tokens of a text line by line (the unit of each token is its line's start).
func (m *rowMatcher) lines(s string, found func(rowMatch) bool) {
	for start := 0; start < len(s); {
		end := start
		for end < len(s) && s[end] != '\n' {
			end++
		}
		if !m.text(s[start:end], start, start, found) {
			return
		}
		start = end + 1
	}
}

// push adds one token; it reports a row that ends with it.
func (m *rowMatcher) push(t uint64, pos, unit int) (rowMatch, bool) {
	d := m.d
	var (
		got   rowMatch
		found bool
	)
	for j, n := range d.lengths {
		h := m.h[j]*rowBase + t
		if m.n >= n {
			h -= m.ring[(m.n-n)%maxRowTokens] * d.pows[j]
		}
		m.h[j] = h
		if found || m.n+1 < n || m.n+1-n <= m.lastEnd {
			continue
		}
		if d.has(rowKey(h, n)) {
			// The window's first token is still in the ring: the slot written below holds the
			// token n places back, and n >= minRowTokens.
			first := (m.n + 1 - n) % maxRowTokens
			got = rowMatch{start: m.pos[first], unit: m.unit[first], prevEnd: m.prevEnd}
			found = true
		}
	}
	k := m.n % maxRowTokens
	m.ring[k], m.pos[k], m.unit[k] = t, pos, unit
	if found {
		m.lastEnd = m.n
		m.prevEnd = pos
	}
	m.n++
	return got, found
}
