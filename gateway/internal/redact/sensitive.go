package redact

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// DefaultMaxSensitiveValues is how many values SensitiveValues returns when called with max <= 0.
const DefaultMaxSensitiveValues = 10000

// ErrTooManyValues says that the sensitive columns hold more distinct values than SensitiveValues
// may return. The values it returns with this error are still worth masking; the rest are not
// masked by value, only by the pattern masks.
var ErrTooManyValues = errors.New("redact: too many distinct sensitive values")

// commonValues are values that say nothing about anyone; masking them would only blank out
// ordinary words and numbers.
var commonValues = map[string]bool{
	"true": true, "false": true, "null": true, "none": true, "nan": true, "n/a": true, "na": true,
	"nil": true, "yes": true, "no": true, "unknown": true, "other": true, "male": true,
	"female": true, "empty": true, "missing": true, "test": true, "default": true, "[]": true,
	"{}": true, "0.0": true,
}

// SensitiveValues reads a dataset's CSV and returns the distinct values of the named columns
// (matched to the header without regard to case) that are worth masking, longest first; max
// caps how many (max <= 0 means DefaultMaxSensitiveValues). Past max it returns the first max
// values found with an error wrapping ErrTooManyValues. A named column missing from the header
// is an error. It reads only the columns' cells and keeps at most 1 MiB of values.
//
// A value is left out, so that masking it cannot destroy the output, when after trimming
// spaces it is:
//   - empty, or shorter than 4 "width units" (an ASCII character counts 1, any other character
//     2, so that two-character Chinese names are kept and "Li" is not);
//   - a number with fewer than 6 digits (ages, counts, prices, years);
//   - a common word (true, false, null, none, nan, n/a, yes, no, unknown, male, female, …);
//   - the name of a column (masking it would blank out table headers);
//   - held by more than 10% of the rows when there are at least 20 rows: a category shared by
//     many people identifies no one.
func SensitiveValues(data []byte, columns []string, max int) ([]string, error) {
	if len(columns) == 0 {
		return nil, nil
	}
	if max <= 0 {
		max = DefaultMaxSensitiveValues
	}
	const maxValueBytes = 1 << 20
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	header, err := r.Read()
	if err != nil {
		return nil, fmt.Errorf("redact: reading the dataset's header: %w", err)
	}
	names := map[string]bool{}
	idx := map[string]int{}
	for i, h := range header {
		h = strings.TrimSpace(h)
		names[strings.ToLower(h)] = true
		if _, dup := idx[strings.ToLower(h)]; !dup {
			idx[strings.ToLower(h)] = i
		}
	}
	var cols []int
	var missing []string
	for _, c := range columns {
		i, ok := idx[strings.ToLower(strings.TrimSpace(c))]
		if !ok {
			missing = append(missing, strconv.Quote(c))
			continue
		}
		if !slices.Contains(cols, i) {
			cols = append(cols, i)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("redact: sensitive columns not in the dataset: %s", strings.Join(missing, ", "))
	}
	counts := map[string]int{}
	var order []string
	rows, bytesKept := 0, 0
	full := false
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("redact: reading the dataset at row %d: %w", rows+1, err)
		}
		rows++
		for _, i := range cols {
			if i >= len(rec) {
				continue
			}
			v := strings.TrimSpace(rec[i])
			if n, seen := counts[v]; seen {
				counts[v] = n + 1
				continue
			}
			if !worthMasking(v) || names[strings.ToLower(v)] {
				continue
			}
			if len(order) >= 4*max || bytesKept+len(v) > maxValueBytes {
				full = true
				continue
			}
			counts[v] = 1
			order = append(order, v)
			bytesKept += len(v)
		}
	}
	out := make([]string, 0, min(len(order), max))
	for _, v := range order {
		if rows >= 20 && counts[v]*10 > rows {
			continue
		}
		if len(out) == max {
			full = true
			break
		}
		out = append(out, v)
	}
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	if full {
		return out, fmt.Errorf("redact: kept %d values of columns %s: %w", len(out), strings.Join(columns, ", "), ErrTooManyValues)
	}
	return out, nil
}

// worthMasking applies the length, number and common-word rules of SensitiveValues.
func worthMasking(v string) bool {
	if v == "" || !utf8.ValidString(v) {
		return false
	}
	width := 0
	for _, r := range v {
		if r < 0x80 {
			width++
		} else {
			width += 2
		}
	}
	if width < 4 {
		return false
	}
	if commonValues[strings.ToLower(v)] {
		return false
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		digits := 0
		for i := 0; i < len(v); i++ {
			if isDigit(v[i]) {
				digits++
			}
		}
		return digits >= 6
	}
	return true
}
