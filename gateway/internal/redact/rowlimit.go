package redact

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// rowLimit counts the rows of the dataset one artifact reproduces against what is left of the
// run's Rules.MaxDatasetRows, and finds where to cut it: at the first row past the cap.
type rowLimit struct {
	s    *Stage
	m    *rowMatcher
	over bool // a row past the cap was found
	cut  int  // where to cut, in the positions the caller pushed; set when over
	last int  // the start of the last row found, -1 if none
}

// newRowLimit returns nil when there is nothing to check: no dataset, or no rows fingerprinted.
func (s *Stage) newRowLimit() *rowLimit {
	if s.rules.DatasetRows.empty() {
		return nil
	}
	return &rowLimit{s: s, m: newRowMatcher(s.rules.DatasetRows), cut: math.MaxInt, last: -1}
}

// found counts one row of the dataset; past the cap it records where to cut and stops the scan.
func (l *rowLimit) found(r rowMatch) bool {
	w := l.s.rules.DatasetRows.Weight()
	if l.s.datasetRows+w > l.s.rules.MaxDatasetRows {
		l.over, l.cut = true, r.cut()
		return false
	}
	l.s.datasetRows += w
	l.last = r.start
	return true
}

// rowsReason is the reason an artifact was cut or withheld, safe for an agent: it never quotes
// the rows.
func (s *Stage) rowsReason() string {
	return fmt.Sprintf("it reproduces rows of the dataset verbatim, and the artifacts of a run may carry at most %d of them", s.rules.MaxDatasetRows)
}

// refuseRows is the refusal of an artifact that nothing would be left of.
func (s *Stage) refuseRows() error {
	return refuse(RefusedDatasetRows, "%s; it does so from its start", s.rowsReason())
}

// warnRowCut counts and reports what a cut for the dataset's rows left out; what names one of
// the things counted ("row", "line", "JSON value", "text").
func (s *Stage) warnRowCut(shown string, omitted int, what string) {
	s.rowsOmitted += omitted
	s.warn(fmt.Sprintf("artifact %s cut: %s (%s omitted)", shown, s.rowsReason(), count(omitted, what)))
}

// count writes n things, "1 line" or "2 lines".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// textRows cuts a Markdown or plain text artifact (clean text, not yet masked) at the line
// where the first row of the dataset past the cap begins, or at the row itself when rows
// within the cap share its line; a marker line says how many lines were left out. A cut that
// would leave nothing but white space withholds the artifact.
func (s *Stage) textRows(shown, t string) (string, error) {
	l := s.newRowLimit()
	if l == nil {
		return t, nil
	}
	l.m.lines(t, l.found)
	if !l.over {
		return t, nil
	}
	head, rest := t[:l.cut], t[l.cut:]
	if strings.TrimSpace(head) == "" {
		return "", s.refuseRows()
	}
	omitted := strings.Count(rest, "\n")
	if !strings.HasSuffix(rest, "\n") {
		omitted++
	}
	if !strings.HasSuffix(head, "\n") {
		head += "\n"
	}
	s.warnRowCut(shown, omitted, "line")
	return head + fmt.Sprintf("… %s omitted (rows of the dataset past this run's limit)\n", count(omitted, "line")), nil
}

// csvRowCut returns the index of the first CSV record (0 is the header) to leave out for the
// dataset's rows, or math.MaxInt. A malformed CSV is left for cleanCSV to refuse.
func (s *Stage) csvRowCut(b []byte) int {
	l := s.newRowLimit()
	if l == nil {
		return math.MaxInt
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	r.ReuseRecord = true
	for rec := 0; ; rec++ {
		cells, err := r.Read()
		if err != nil {
			return math.MaxInt
		}
		for _, c := range cells {
			if !l.m.value(c, rec, rec, l.found) {
				return l.cut
			}
		}
	}
}

// jsonRowCut returns the position of the first token of a JSON document to leave out for the
// dataset's rows, or math.MaxInt. Positions count keys, scalars and the openings of arrays and
// objects, in document order, as jsonCleaner counts them. Values are scanned as a stream (a
// record's values in their order, keys left out), and an object of scalars is also matched as
// a whole, its values in any order; a row's unit is the array or object its first value is in
// (from its key, in an object), so that a record past the cap goes whole. A malformed document
// is left for the cleaner to refuse.
func (s *Stage) jsonRowCut(b []byte) int {
	l := s.newRowLimit()
	if l == nil {
		return math.MaxInt
	}
	type frame struct {
		open      int    // the position of its opening
		start     int    // where it starts as a member: at its key in an object
		obj, want bool   // an object, and whether its next string is a key
		flat      bool   // only scalars in it so far
		n         int    // tokens of its values, at most maxRowTokens counted
		bag       uint64 // their multiset fingerprint (see bagKey)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var stack []frame
	pos, key := 0, 0
	valueDone := func() {
		if n := len(stack); n > 0 && stack[n-1].obj {
			stack[n-1].want = true
		}
	}
	for {
		tok, err := d.Token()
		if err != nil {
			return math.MaxInt // the end, or malformed
		}
		unit := 0
		if n := len(stack); n > 0 {
			unit = stack[n-1].start
		}
		var text string
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '[', '{':
				if len(stack) > maxJSONDepth {
					return math.MaxInt
				}
				start := pos
				if n := len(stack); n > 0 {
					stack[n-1].flat = false
					if stack[n-1].obj {
						start = key
					}
				}
				stack = append(stack, frame{open: pos, start: start, obj: t == '{', want: t == '{', flat: true})
				pos++
			default:
				f := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				// A flat object is a record: its values in any order are the row, unless the
				// stream found the row (or another) in it already.
				if f.obj && f.flat && f.n >= minRowTokens && l.last < f.open && l.m.d.hasBag(bagKey(f.bag, f.n)) {
					if !l.found(rowMatch{start: f.start, unit: f.start, prevEnd: -1}) {
						return l.cut
					}
				}
				valueDone()
			}
			continue
		case string:
			if n := len(stack); n > 0 && stack[n-1].obj && stack[n-1].want {
				stack[n-1].want = false
				key = pos
				pos++
				continue
			}
			text = t
		case json.Number:
			text = string(t)
		case bool:
			text = "false"
			if t {
				text = "true"
			}
		}
		if text != "" {
			if n := len(stack); n > 0 && stack[n-1].flat {
				f := &stack[n-1]
				l.m.th.tokens(text, 0, func(_ int, t uint64) bool {
					if f.n < maxRowTokens {
						f.bag += bagMix(t)
						f.n++
					}
					return true
				})
			}
			if !l.m.value(text, pos, unit, l.found) {
				return l.cut
			}
		}
		pos++
		valueDone()
	}
}
