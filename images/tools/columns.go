package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// columnChecker reports names that are not columns of the inspected dataset; with nil columns
// (not inspected yet) it reports nothing. The schema has checked the names' length already.
type columnChecker struct {
	cols []string
	set  map[string]bool
	errs []string
}

func newColumnChecker(cols []string) *columnChecker {
	c := &columnChecker{cols: cols}
	if cols != nil {
		c.set = make(map[string]bool, len(cols))
		for _, col := range cols {
			c.set[col] = true
		}
	}
	return c
}

func (c *columnChecker) check(where, name string) {
	if c.set != nil && !c.set[name] {
		c.errs = append(c.errs, fmt.Sprintf("%s: no column %q%s", where, name, c.suggest(name)))
	}
}

// suggest names a column that differs from name only in case or surrounding space, or lists
// the columns.
func (c *columnChecker) suggest(name string) string {
	for _, col := range c.cols {
		if strings.EqualFold(strings.TrimSpace(col), strings.TrimSpace(name)) {
			return fmt.Sprintf("; did you mean %q?", col)
		}
	}
	shown, more := c.cols, ""
	if len(shown) > 30 {
		shown, more = shown[:30], ", …"
	}
	return "; available columns: " + quoteList(shown) + more
}

func (c *columnChecker) err() error {
	if len(c.errs) == 0 {
		return nil
	}
	return badArgs("%s", strings.Join(c.errs, "; "))
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// checkFilterValue checks a filter's value against its op, which the schema cannot: none for
// isnull and notnull, a list of scalars for in and not_in, one scalar otherwise; numbers
// finite, and null only for == and !=.
func checkFilterValue(where string, f AggregateFilter) error {
	present := len(f.Value) > 0
	switch f.Op {
	case "isnull", "notnull":
		if present {
			return fmt.Errorf("%s: %s takes no value", where, f.Op)
		}
		return nil
	}
	if !present {
		return fmt.Errorf("%s: %s needs a value", where, f.Op)
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(f.Value))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("%s: value is not valid JSON", where)
	}
	if f.Op == "in" || f.Op == "not_in" {
		list, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: %s needs a list of values", where, f.Op)
		}
		for _, x := range list {
			if !scalarValue(x) {
				return fmt.Errorf("%s: the values of %s must be strings, finite numbers, booleans or null", where, f.Op)
			}
		}
		return nil
	}
	if !scalarValue(v) {
		return fmt.Errorf("%s: value must be a string, a finite number, a boolean or null", where)
	}
	if v == nil && f.Op != "==" && f.Op != "!=" {
		return fmt.Errorf("%s: %s cannot compare with null; use isnull or notnull", where, f.Op)
	}
	return nil
}

func scalarValue(x any) bool {
	switch v := x.(type) {
	case nil, string, bool:
		return true
	case json.Number:
		f, err := v.Float64()
		return err == nil && !math.IsInf(f, 0) && !math.IsNaN(f)
	}
	return false
}
