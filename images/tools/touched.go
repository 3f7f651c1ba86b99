package tools

import (
	"encoding/json"
	"slices"
	"strings"
)

// Columns returns the dataset columns that the arguments args of the tool name touch — group,
// filter, aggregate, plot or select — sorted and without duplicates, [] when they touch none.
// args must be what Validate returned for the same columns; columns are the dataset's (nil
// before it is inspected). Policies judge a call by them (no group-by over a sensitive column),
// so they err on the side of naming too much:
//
//   - inspect_csv: none (its arguments name no column; its output is redacted per column).
//   - aggregate: group_by, every metric's column but "*", every filter's column (sort keys
//     name output columns, which the others already cover).
//   - plot: x, y and group.
//   - sql: every dataset column the query names, unquoted (in any case) or quoted, outside
//     string literals and comments, and every column when it selects * (SELECT *, df.*).
//     Before inspection (columns nil) the query's names cannot be told from aliases, so it is
//     every name the query uses that is not an SQLite keyword or a function, and "*" for a
//     select of every column.
//   - run_python: none (code is judged by its analysis, not by its arguments).
//
// It never calls the network, and may be called concurrently.
func Columns(name string, args json.RawMessage, columns []string) ([]string, error) {
	t, ok := catalogue[name]
	if !ok {
		return nil, badArgs("no tool %q", name)
	}
	return t.touched(args, columns)
}

// touchedAs is Columns for the argument struct T.
func touchedAs[T any, P interface {
	*T
	arguments
}](raw json.RawMessage, columns []string) ([]string, error) {
	var a T
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, badArgs("arguments are not in canonical form: %v", err)
	}
	cols := P(&a).touches(columns)
	slices.Sort(cols)
	return slices.Compact(append([]string{}, cols...)), nil
}

func (a *InspectArgs) touches([]string) []string { return nil }

func (a *AggregateArgs) touches([]string) []string {
	cols := append([]string(nil), a.GroupBy...)
	for _, m := range a.Metrics {
		if m.Column != "*" {
			cols = append(cols, m.Column)
		}
	}
	for _, f := range a.Filters {
		cols = append(cols, f.Column)
	}
	return cols
}

func (a *PlotArgs) touches([]string) []string {
	cols := []string{a.X}
	for _, c := range []*string{a.Y, a.Group} {
		if c != nil {
			cols = append(cols, *c)
		}
	}
	return cols
}

func (a *RunPythonArgs) touches([]string) []string { return nil }

func (a *SQLArgs) touches(columns []string) []string {
	toks, err := sqlTokens(a.Query)
	if err != nil {
		// Validate tokenised this query; should it ever fail, every column is touched.
		if columns == nil {
			return []string{"*"}
		}
		return append([]string(nil), columns...)
	}
	var names []string
	star := false
	for i, t := range toks {
		switch {
		case t.text == "*" && selectsAll(toks, i):
			star = true
		case t.name != "":
			names = append(names, t.name)
		case t.word && !(i+1 < len(toks) && toks[i+1].text == "("):
			names = append(names, t.text)
		}
	}
	if columns == nil {
		var out []string
		for _, n := range names {
			if !sqliteKeywords[strings.ToUpper(n)] {
				out = append(out, n)
			}
		}
		if star {
			out = append(out, "*")
		}
		return out
	}
	if star {
		return append([]string(nil), columns...)
	}
	// SQLite matches names without regard to case.
	var out []string
	for _, c := range columns {
		if slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, c) }) {
			out = append(out, c)
		}
	}
	return out
}

// selectsAll reports whether the "*" at toks[i] selects every column (SELECT *, DISTINCT *,
// ALL *, a, *, df.*) rather than multiplying or counting rows (count(*)).
func selectsAll(toks []sqlToken, i int) bool {
	if i == 0 {
		return true
	}
	p := toks[i-1]
	switch strings.ToUpper(p.text) {
	case ",", ".":
		return true
	case "SELECT", "DISTINCT", "ALL":
		return p.word
	}
	return false
}

// sqliteKeywords are SQLite's keywords (https://sqlite.org/lang_keywords.html).
var sqliteKeywords = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range strings.Fields(`ABORT ACTION ADD AFTER ALL ALTER ALWAYS ANALYZE AND AS ASC
		ATTACH AUTOINCREMENT BEFORE BEGIN BETWEEN BY CASCADE CASE CAST CHECK COLLATE COLUMN COMMIT
		CONFLICT CONSTRAINT CREATE CROSS CURRENT CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP
		DATABASE DEFAULT DEFERRABLE DEFERRED DELETE DESC DETACH DISTINCT DO DROP EACH ELSE END
		ESCAPE EXCEPT EXCLUDE EXCLUSIVE EXISTS EXPLAIN FAIL FILTER FIRST FOLLOWING FOR FOREIGN FROM
		FULL GENERATED GLOB GROUP GROUPS HAVING IF IGNORE IMMEDIATE IN INDEX INDEXED INITIALLY
		INNER INSERT INSTEAD INTERSECT INTO IS ISNULL JOIN KEY LAST LEFT LIKE LIMIT MATCH
		MATERIALIZED NATURAL NO NOT NOTHING NOTNULL NULL NULLS OF OFFSET ON OR ORDER OTHERS OUTER
		OVER PARTITION PLAN PRAGMA PRECEDING PRIMARY QUERY RAISE RANGE RECURSIVE REFERENCES REGEXP
		REINDEX RELEASE RENAME REPLACE RESTRICT RETURNING RIGHT ROLLBACK ROW ROWS SAVEPOINT SELECT
		SET TABLE TEMP TEMPORARY THEN TIES TO TRANSACTION TRIGGER UNBOUNDED UNION UNIQUE UPDATE
		USING VACUUM VALUES VIEW VIRTUAL WHEN WHERE WINDOW WITH WITHOUT`) {
		m[k] = true
	}
	return m
}()
