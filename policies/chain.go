package policies

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// An eventTemplate is an entry's canonical JSON with holes for the fields only the chain knows
// (hash, log_id, prev_hash, seq): it is built once, outside the log's lock, so that chaining an
// entry costs a concatenation and a SHA-256 instead of a canonical encoding of the whole entry
// (whose input is most of it) twice.
//
// WARNING: chain must give exactly the bytes of encodeEvent and the hash of ComputeHash, which
// Verify recomputes; TestTemplateMatchesCanonicalJSON holds them together. The holes rely on
// the order of canonical keys: hash < input < log_id < prev_hash < seq, and only string values
// (session, tenant, timestamp) after seq.
type eventTemplate struct {
	head  []byte // up to the hash member
	a     []byte // after the hash member, up to the input value
	input []byte // the canonical input, nil when the entry has none
	b     []byte // after the input, up to the log_id value
	c     []byte // up to the prev_hash value
	d     []byte // up to the seq value
	tail  []byte // after the seq value
	// raw is the input as given when it is raw JSON, to share its encoding with the next
	// entry of the batch.
	raw json.RawMessage
}

// Placeholders of the chain fields while a template is built. The nonce makes them impossible
// to guess, so no logged value can contain one.
var (
	phNonce = strings.ReplaceAll(newID(), "-", "")
	phHash  = "sluice-hash-" + phNonce
	phInput = "sluice-input-" + phNonce
	phLog   = "sluice-log-" + phNonce
	phPrev  = "sluice-prev-" + phNonce
)

// phSeq stands for the seq while a template is built; it is found as the last `"seq":` member,
// which no value can forge (only strings follow it, and a string holds no unescaped quote).
const phSeq uint64 = 18446744073709551557

var errTemplate = errors.New("entry template: a placeholder is missing or repeated")

// build makes the template of ev. prev, when non-nil, is the template of the previous entry of
// the same batch: an identical input (the entries of one run share it) is not encoded twice.
func (t *eventTemplate) build(ev *EventV1, prev *eventTemplate) error {
	c := *ev
	c.Hash, c.LogID, c.PrevHash, c.Seq = phHash, phLog, phPrev, phSeq
	if ev.Input != nil {
		raw, isRaw := ev.Input.(json.RawMessage)
		if isRaw && prev != nil && prev.raw != nil && bytes.Equal(raw, prev.raw) {
			t.input = prev.input
		} else {
			in, err := marshalCanonical(ev.Input)
			if err != nil {
				return err
			}
			t.input = in
		}
		c.Input = phInput
	}
	skel, err := marshalCanonical(&c)
	if err != nil {
		return err
	}
	rest := skel
	var ok bool
	if t.head, rest, ok = cutOnce(rest, `"hash":"`+phHash+`",`); !ok {
		return errTemplate
	}
	t.a = nil
	if ev.Input != nil {
		if t.a, rest, ok = cutOnce(rest, `"`+phInput+`"`); !ok {
			return errTemplate
		}
	}
	if t.b, rest, ok = cutOnce(rest, `"`+phLog+`"`); !ok {
		return errTemplate
	}
	if t.c, rest, ok = cutOnce(rest, `"`+phPrev+`"`); !ok {
		return errTemplate
	}
	seq := []byte(`"seq":` + strconv.FormatUint(phSeq, 10))
	i := bytes.LastIndex(rest, seq)
	if i < 0 {
		return errTemplate
	}
	t.d, t.tail = rest[:i+len(`"seq":`)], rest[i+len(seq):]
	t.raw = nil
	if raw, isRaw := ev.Input.(json.RawMessage); isRaw {
		t.raw = raw
	}
	return nil
}

// cutOnce splits s around the first occurrence of sep. (A placeholder occurs once: no value
// can hold it, since its nonce is never written anywhere.)
func cutOnce(s []byte, sep string) (before, after []byte, ok bool) {
	return bytes.Cut(s, []byte(sep))
}

// chain fills in the chain fields (logJSON is the log id as a JSON string) and returns the
// entry's hash and its canonical line.
func (t *eventTemplate) chain(logJSON []byte, seq uint64, prevHash string) (string, []byte) {
	var seqBuf [20]byte
	seqText := strconv.AppendUint(seqBuf[:0], seq, 10)
	prevJSON := jsonString(prevHash)
	// The pieces after the hash member, in order; the hash covers the entry without it.
	rest := [...][]byte{t.a, t.input, t.b, logJSON, t.c, prevJSON, t.d, seqText, t.tail}
	h := sha256.New()
	h.Write(t.head)
	size := len(t.head) + len(`"hash":"",`) + sha256.Size*2
	for _, piece := range rest {
		h.Write(piece)
		size += len(piece)
	}
	var sum [sha256.Size]byte
	hash := hex.EncodeToString(h.Sum(sum[:0]))
	line := make([]byte, 0, size)
	line = append(line, t.head...)
	line = append(append(append(line, `"hash":"`...), hash...), `",`...)
	for _, piece := range rest {
		line = append(line, piece...)
	}
	return hash, line
}

// jsonString encodes s as canonicalJSON encodes a string (no HTML escaping).
func jsonString(s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// marshalCanonical is canonicalJSON by appendCanonical: the same bytes, several times faster.
func marshalCanonical(v any) ([]byte, error) {
	if raw, ok := v.(json.RawMessage); ok {
		return appendCanonical(nil, raw)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return appendCanonical(nil, raw)
}

// appendCanonical appends to dst the canonical form of the JSON text raw, byte for byte what
// canonicalJSON gives for it (keys sorted and, when repeated, the last one kept; no
// insignificant white space; strings re-encoded without HTML escaping; numbers as written),
// without decoding it into maps first.
func appendCanonical(dst, raw []byte) ([]byte, error) {
	p := canonParser{s: raw}
	dst = slices.Grow(dst, len(raw))
	dst, err := p.value(dst)
	if err != nil {
		return nil, err
	}
	if p.skipSpace(); p.i != len(p.s) {
		return nil, errors.New("canonical JSON: trailing data after the value")
	}
	return dst, nil
}

type canonParser struct {
	s []byte
	i int
}

var errCanonSyntax = errors.New("canonical JSON: invalid JSON")

func (p *canonParser) skipSpace() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// member is one member of an object: its key, and where its canonical text ("key":value) was
// written, relative to the object's first member.
type member struct {
	key      []byte // the decoded key
	off, end int
}

func (p *canonParser) value(dst []byte) ([]byte, error) {
	p.skipSpace()
	if p.i >= len(p.s) {
		return nil, errCanonSyntax
	}
	switch c := p.s[p.i]; {
	case c == '{':
		// Members are written in place as read; only when their keys are not already in
		// order (or repeat) are they sorted, the last of equal keys kept (as decoding into a
		// map does), and written again.
		p.i++
		dst = append(dst, '{')
		start := len(dst)
		var stack [16]member
		members := stack[:0]
		inOrder := true
		for first := true; ; first = false {
			p.skipSpace()
			if p.i < len(p.s) && p.s[p.i] == '}' && first {
				p.i++
				break
			}
			key, rawKey, err := p.str()
			if err != nil {
				return nil, err
			}
			if p.skipSpace(); p.i >= len(p.s) || p.s[p.i] != ':' {
				return nil, errCanonSyntax
			}
			p.i++
			if !first {
				dst = append(dst, ',')
			}
			m := member{key: key, off: len(dst) - start}
			if rawKey != nil {
				dst = append(dst, rawKey...)
			} else {
				dst = append(dst, jsonString(string(key))...)
			}
			if dst, err = p.value(append(dst, ':')); err != nil {
				return nil, err
			}
			m.end = len(dst) - start
			if n := len(members); n > 0 && bytes.Compare(members[n-1].key, key) >= 0 {
				inOrder = false
			}
			members = append(members, m)
			p.skipSpace()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
				continue
			}
			if p.i < len(p.s) && p.s[p.i] == '}' {
				p.i++
				break
			}
			return nil, errCanonSyntax
		}
		if !inOrder {
			written := append([]byte(nil), dst[start:]...)
			slices.SortStableFunc(members, func(a, b member) int { return bytes.Compare(a.key, b.key) })
			dst = dst[:start]
			n := 0
			for k, m := range members {
				if k+1 < len(members) && bytes.Equal(members[k+1].key, m.key) {
					continue
				}
				if n > 0 {
					dst = append(dst, ',')
				}
				n++
				dst = append(dst, written[m.off:m.end]...)
			}
		}
		return append(dst, '}'), nil
	case c == '[':
		p.i++
		dst = append(dst, '[')
		for first := true; ; first = false {
			p.skipSpace()
			if p.i < len(p.s) && p.s[p.i] == ']' && first {
				p.i++
				break
			}
			if !first {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = p.value(dst); err != nil {
				return nil, err
			}
			p.skipSpace()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
				continue
			}
			if p.i < len(p.s) && p.s[p.i] == ']' {
				p.i++
				break
			}
			return nil, errCanonSyntax
		}
		return append(dst, ']'), nil
	case c == '"':
		s, raw, err := p.str()
		if err != nil {
			return nil, err
		}
		if raw != nil {
			return append(dst, raw...), nil
		}
		return append(dst, jsonString(string(s))...), nil
	default:
		// A number or a literal: copied as written once it is known to be valid JSON.
		j := p.i
		for j < len(p.s) && strings.IndexByte(" \t\n\r,]}:", p.s[j]) < 0 {
			j++
		}
		tok := p.s[p.i:j]
		switch string(tok) {
		case "true", "false", "null":
		default:
			if !isNumber(tok) {
				return nil, errCanonSyntax
			}
		}
		p.i = j
		return append(dst, tok...), nil
	}
}

// isNumber reports whether tok is a JSON number.
func isNumber(tok []byte) bool {
	i := 0
	if i < len(tok) && tok[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(tok) && tok[i] == '0':
		i++
	case digits() == 0:
		return false
	}
	if i < len(tok) && tok[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(tok) && (tok[i] == 'e' || tok[i] == 'E') {
		i++
		if i < len(tok) && (tok[i] == '+' || tok[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(tok)
}

// str reads a JSON string and returns its value and, when it is printable ASCII without
// escapes (so its canonical form is the text as read), that text with its quotes.
func (p *canonParser) str() ([]byte, []byte, error) {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return nil, nil, errCanonSyntax
	}
	plain := true
	for j := p.i + 1; j < len(p.s); j++ {
		switch c := p.s[j]; {
		case c == '\\':
			plain = false
			j++ // the escaped byte is not the closing quote
		case c < 0x20:
			return nil, nil, errCanonSyntax
		case c >= 0x80:
			plain = false // checked and, if invalid, replaced by decoding
		case c == '"':
			raw := p.s[p.i : j+1]
			p.i = j + 1
			if plain {
				return raw[1 : len(raw)-1], raw, nil
			}
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return nil, nil, errCanonSyntax
			}
			return []byte(s), nil, nil
		}
	}
	return nil, nil, errCanonSyntax
}
