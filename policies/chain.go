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

// cutOnce splits s around the only occurrence of sep.
func cutOnce(s []byte, sep string) (before, after []byte, ok bool) {
	before, after, ok = bytes.Cut(s, []byte(sep))
	if !ok || bytes.Contains(after, []byte(sep)) {
		return nil, nil, false
	}
	return before, after, true
}

// chain fills in the chain fields (logJSON is the log id as a JSON string) and returns the
// entry's hash and its canonical line.
func (t *eventTemplate) chain(logJSON []byte, seq uint64, prevHash string) (string, []byte) {
	var seqBuf [20]byte
	seqText := strconv.AppendUint(seqBuf[:0], seq, 10)
	prevJSON := jsonString(prevHash)
	size := len(t.head) + len(t.a) + len(t.input) + len(t.b) + len(logJSON) + len(t.c) + len(prevJSON) + len(t.d) + len(seqText) + len(t.tail)
	const hashMember = len(`"hash":"",`) + sha256.Size*2
	buf := make([]byte, 0, size+hashMember)
	body := func(buf []byte) []byte {
		buf = append(buf, t.a...)
		buf = append(buf, t.input...)
		buf = append(buf, t.b...)
		buf = append(buf, logJSON...)
		buf = append(buf, t.c...)
		buf = append(buf, prevJSON...)
		buf = append(buf, t.d...)
		buf = append(buf, seqText...)
		return append(buf, t.tail...)
	}
	unhashed := body(append(buf, t.head...))
	sum := sha256.Sum256(unhashed)
	hash := hex.EncodeToString(sum[:])
	line := make([]byte, 0, size+hashMember)
	line = append(line, t.head...)
	line = append(append(append(line, `"hash":"`...), hash...), `",`...)
	return hash, body(line)
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

// member is one key and canonical value of an object.
type member struct {
	key   string
	raw   []byte // the key's canonical JSON when it needs no re-encoding, else nil
	value []byte
}

func (p *canonParser) value(dst []byte) ([]byte, error) {
	p.skipSpace()
	if p.i >= len(p.s) {
		return nil, errCanonSyntax
	}
	switch c := p.s[p.i]; {
	case c == '{':
		p.i++
		var members []member
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
			v, err := p.value(nil)
			if err != nil {
				return nil, err
			}
			members = append(members, member{key: key, raw: rawKey, value: v})
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
		// Sorted by key, the last of equal keys kept (as decoding into a map does).
		slices.SortStableFunc(members, func(a, b member) int { return strings.Compare(a.key, b.key) })
		dst = append(dst, '{')
		n := 0
		for k, m := range members {
			if k+1 < len(members) && members[k+1].key == m.key {
				continue
			}
			if n > 0 {
				dst = append(dst, ',')
			}
			n++
			if m.raw != nil {
				dst = append(dst, m.raw...)
			} else {
				dst = append(dst, jsonString(m.key)...)
			}
			dst = append(append(dst, ':'), m.value...)
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
		return append(dst, jsonString(s)...), nil
	default:
		// A number or a literal: copied as written once it is known to be valid JSON.
		j := p.i
		for j < len(p.s) && strings.IndexByte(" \t\n\r,]}:", p.s[j]) < 0 {
			j++
		}
		tok := p.s[p.i:j]
		if !json.Valid(tok) || tok[0] == '"' || tok[0] == '{' || tok[0] == '[' {
			return nil, errCanonSyntax
		}
		p.i = j
		return append(dst, tok...), nil
	}
}

// str reads a JSON string and returns its value and, when it is printable ASCII without
// escapes (so its canonical form is the text as read), that text with its quotes.
func (p *canonParser) str() (string, []byte, error) {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return "", nil, errCanonSyntax
	}
	plain := true
	for j := p.i + 1; j < len(p.s); j++ {
		switch c := p.s[j]; {
		case c == '\\':
			plain = false
			j++ // the escaped byte is not the closing quote
		case c < 0x20:
			return "", nil, errCanonSyntax
		case c >= 0x80:
			plain = false // checked and, if invalid, replaced by decoding
		case c == '"':
			raw := p.s[p.i : j+1]
			p.i = j + 1
			if plain {
				return string(raw[1 : len(raw)-1]), raw, nil
			}
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return "", nil, errCanonSyntax
			}
			return s, nil, nil
		}
	}
	return "", nil, errCanonSyntax
}
