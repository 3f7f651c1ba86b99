package redact

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// isCSV reports whether text parses as CSV whose records (at least minRecords, at most the
// first 64 KiB looked at) all have the same number of fields; with minRecords 2 the records
// must also have at least two fields, so that ordinary prose is not taken for CSV.
func isCSV(t []byte, minRecords int) bool {
	sample := t
	truncated := false
	if len(sample) > 64<<10 {
		sample = sample[:64<<10]
		if k := bytes.LastIndexByte(sample, '\n'); k > 0 {
			sample = sample[:k+1]
		}
		truncated = true
	}
	r := csv.NewReader(bytes.NewReader(sample))
	r.FieldsPerRecord = 0
	r.ReuseRecord = true
	n, fields := 0, 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			// A quoted field cut by the sample's end is not evidence against CSV.
			return truncated && n >= minRecords && errors.Is(err, csv.ErrQuote)
		}
		if n == 0 {
			fields = len(rec)
		}
		n++
	}
	if n < minRecords {
		return false
	}
	return minRecords < 2 || fields >= 2
}

// formulaStart reports whether a CSV cell would be run as a formula by a spreadsheet: it
// starts with '=', '@', a tab or a carriage return, or with '+' or '-' and is not a number.
func formulaStart(v string) bool {
	if v == "" {
		return false
	}
	switch v[0] {
	case '=', '@', '\t', '\r':
		return true
	case '+', '-':
		_, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		return err != nil
	}
	return false
}

// cleanCSV keeps the header and the first MaxRows records of a CSV artifact, masks every cell
// (whole cells under a sensitive column), neutralises formula cells, and re-encodes it.
func (s *Stage) cleanCSV(shown string, b []byte) ([]byte, error) {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var out bytes.Buffer
	out.Grow(min(len(b), 1<<20))
	w := csv.NewWriter(&out)
	var sensitiveCols []bool
	cut := s.csvRowCut(b)
	if cut == 0 {
		return nil, s.refuseRows()
	}
	rows, kept, formulas, rowCut := 0, 0, 0, 0
	for i := 0; ; i++ {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, refuse(RefusedMalformed, "it is not well-formed CSV")
		}
		header := sensitiveCols == nil
		if header {
			sensitiveCols = make([]bool, len(rec))
			for i, h := range rec {
				sensitiveCols[i] = s.sensitive[strings.ToLower(strings.TrimSpace(h))]
			}
		} else {
			rows++
			if i >= cut {
				rowCut++
				continue
			}
			if rows > s.rules.MaxRows {
				continue
			}
			kept++
		}
		for i, v := range rec {
			if !header && i < len(sensitiveCols) && sensitiveCols[i] && v != "" {
				if v != replacements[kSensitive] {
					s.counts[kSensitive]++
				}
				rec[i] = replacements[kSensitive]
				continue
			}
			v = s.mask(cleanText(v))
			if formulaStart(v) {
				v = "'" + v
				formulas++
			}
			rec[i] = v
		}
		if err := w.Write(rec); err != nil {
			return nil, fmt.Errorf("redact: writing CSV: %w", err)
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return nil, fmt.Errorf("redact: writing CSV: %w", err)
	}
	if omitted := rows - kept - rowCut; omitted > 0 {
		s.rowsOmitted += omitted
		s.warn(fmt.Sprintf("artifact %s: kept the first %d of %d rows (%d omitted)", shown, kept, rows, omitted))
	}
	if rowCut > 0 {
		s.warnRowCut(shown, rowCut, "row")
	}
	if formulas > 0 {
		s.warn(fmt.Sprintf("artifact %s: %d cells that a spreadsheet would run as formulas were prefixed with '", shown, formulas))
	}
	return out.Bytes(), nil
}

// maxJSONDepth caps the nesting of a JSON artifact.
const maxJSONDepth = 128

// jsonCleaner rewrites a JSON document token by token, preserving key order.
type jsonCleaner struct {
	s       *Stage
	d       *json.Decoder
	meta    map[string]bool // top-level keys whose object maps column names to metadata
	inMeta  bool            // inside such an object
	out     bytes.Buffer
	omitted int // the most members any one array or object lost
	pos     int // position of the next key, scalar or opening, as jsonRowCut counts them
	cut     int // position of the first member to leave out for the dataset's rows
	rowCut  int // members left out for the dataset's rows
}

// cleanJSON keeps the first MaxRows members of every array and object of a JSON artifact,
// masks every string (keys included) and, under a key naming a sensitive column, every value.
func (s *Stage) cleanJSON(shown string, b []byte) ([]byte, error) {
	return s.cleanJSONMeta(shown, b, nil, true)
}

// cleanJSONMeta cleans a JSON document; rows says whether the dataset's rows are counted.
func (s *Stage) cleanJSONMeta(shown string, b []byte, meta map[string]bool, rows bool) ([]byte, error) {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	c := &jsonCleaner{s: s, d: json.NewDecoder(bytes.NewReader(b)), meta: meta, cut: math.MaxInt}
	if rows {
		c.cut = s.jsonRowCut(b)
	}
	if c.cut == 0 {
		return nil, s.refuseRows()
	}
	c.d.UseNumber()
	c.out.Grow(min(len(b), 1<<20))
	if err := c.value(0, false, true); err != nil {
		return nil, err
	}
	if _, err := c.d.Token(); err != io.EOF {
		return nil, refuse(RefusedMalformed, "it is not well-formed JSON (more than one value)")
	}
	if c.omitted > 0 {
		s.rowsOmitted += c.omitted
		s.warn(fmt.Sprintf("artifact %s: arrays and objects cut to their first %d members (%d rows omitted)", shown, s.rules.MaxRows, c.omitted))
	}
	if c.rowCut > 0 {
		s.warnRowCut(shown, c.rowCut, "JSON value")
	}
	return c.out.Bytes(), nil
}

var errJSON = refuse(RefusedMalformed, "it is not well-formed JSON")

// value copies one JSON value. sensitive says every scalar in it is masked whole; write says
// whether it is written at all (false for members past the row limit, which are read and
// dropped).
func (c *jsonCleaner) value(depth int, sensitive, write bool) error {
	if depth > maxJSONDepth {
		return refuse(RefusedUnsafe, "its JSON nests more than %d levels deep", maxJSONDepth)
	}
	tok, err := c.d.Token()
	if err != nil {
		return errJSON
	}
	if d, ok := tok.(json.Delim); !ok || d == '[' || d == '{' {
		c.pos++
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '[':
			if write {
				c.out.WriteByte('[')
			}
			n, dropped, kept := 0, 0, 0
			for c.d.More() {
				keep := c.keep(write, n, c.pos, &dropped)
				if keep && kept > 0 {
					c.out.WriteByte(',')
				}
				if err := c.value(depth+1, sensitive, keep); err != nil {
					return err
				}
				if keep {
					kept++
				}
				n++
			}
			if _, err := c.d.Token(); err != nil {
				return errJSON
			}
			if write {
				c.out.WriteByte(']')
				c.omitted = max(c.omitted, dropped)
			}
		case '{':
			if write {
				c.out.WriteByte('{')
			}
			n, dropped, kept := 0, 0, 0
			for c.d.More() {
				kt, err := c.d.Token()
				if err != nil {
					return errJSON
				}
				key, ok := kt.(string)
				if !ok {
					return errJSON
				}
				keep := c.keep(write, n, c.pos, &dropped)
				c.pos++
				if keep {
					if kept > 0 {
						c.out.WriteByte(',')
					}
					kept++
					c.writeString(c.s.mask(cleanText(key)))
					c.out.WriteByte(':')
				}
				// A value under a sensitive column's key is data of that column, masked whole;
				// in a metadata object (a dtype, a count of missing values) it is not.
				column := c.s.sensitive[strings.ToLower(key)] && !(c.inMeta && depth == 1)
				enterMeta := depth == 0 && c.meta[key]
				if enterMeta {
					c.inMeta = true
				}
				err = c.value(depth+1, sensitive || column, keep)
				if enterMeta {
					c.inMeta = false
				}
				if err != nil {
					return err
				}
				n++
			}
			if _, err := c.d.Token(); err != nil {
				return errJSON
			}
			if write {
				c.out.WriteByte('}')
				c.omitted = max(c.omitted, dropped)
			}
		default:
			return errJSON
		}
		return nil
	case string:
		if !write {
			return nil
		}
		if sensitive {
			c.s.counts[kSensitive]++
			c.writeString(replacements[kSensitive])
			return nil
		}
		c.writeString(c.s.mask(cleanText(t)))
	case json.Number:
		if !write {
			return nil
		}
		if sensitive {
			c.s.counts[kSensitive]++
			c.writeString(replacements[kSensitive])
			return nil
		}
		// Numbers are masked like text: a card number or phone stored as a number is masked to
		// a string.
		if m := c.s.mask(string(t)); m != string(t) {
			c.writeString(m)
		} else {
			c.out.WriteString(string(t))
		}
	case bool:
		if write {
			c.out.WriteString(strconv.FormatBool(t))
		}
	case nil:
		if write {
			c.out.WriteString("null")
		}
	}
	return nil
}

// keep decides whether the n-th member of an array or object, starting at position start, is
// written, and counts why not: past MaxRows members (into dropped), or from the dataset-row cut
// on (into rowCut). Members of a member that is not written are not counted.
func (c *jsonCleaner) keep(write bool, n, start int, dropped *int) bool {
	switch {
	case !write:
		return false
	case n >= c.s.rules.MaxRows:
		*dropped++
		return false
	case start >= c.cut:
		c.rowCut++
		return false
	}
	return true
}

// writeString writes s as a JSON string.
func (c *jsonCleaner) writeString(s string) {
	b, _ := json.Marshal(s) // a string always marshals
	c.out.Write(b)
}

// JSON redacts a JSON document that is not an artifact — a fixed tool's result — like a JSON
// artifact: every string (keys included) masked, values under a sensitive column's key masked
// whole, arrays and objects cut to MaxRows members. field names it in warnings. metadata names
// top-level keys whose object maps column names to facts about the column rather than its data
// (inspect_csv's dtypes, missing, distinct): there a sensitive column's entry keeps its value,
// still pattern-masked like every string. The dataset-row limit (Rules.MaxDatasetRows) is for
// artifacts and does not apply: a tool's result is bounded by MaxRows.
func (s *Stage) JSON(field string, b []byte, metadata ...string) ([]byte, error) {
	meta := make(map[string]bool, len(metadata))
	for _, k := range metadata {
		meta[k] = true
	}
	return s.cleanJSONMeta(field, b, meta, false)
}
