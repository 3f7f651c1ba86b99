package run

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// toolSpec is one tool as agents see it: its JSON Schema (OpenAI function-calling format) and
// the validation of its arguments. Arguments are data handed to a pre-reviewed template
// (images/tools/<name>.py); they are never pasted into code.
//
// WARNING: each schema, its check function and the template's own checks describe the same
// arguments; change them together.
type toolSpec struct {
	Description string
	Parameters  map[string]any
	// validate checks the arguments against the schema only, without the dataset's columns,
	// and returns them in canonical form (defaults filled in). It never calls the network.
	validate func(json.RawMessage) (json.RawMessage, error)
	// check is validate with the inspected columns: when columns is not nil, every column the
	// arguments name must be one of them. Its errors are *Error values: bad_request for
	// malformed arguments, policy_violation for what a template refuses by design (a SQL
	// statement that is not one read-only SELECT).
	check func(raw json.RawMessage, columns []string) (json.RawMessage, error)
}

// Limits of the fixed tools' arguments. WARNING: the templates in images/tools repeat them.
const (
	maxColumnName  = 200
	maxGroupBy     = 10
	maxMetrics     = 20
	maxFilters     = 20
	maxSortKeys    = 5
	maxRowsLimit   = 1000
	defaultRows    = 100
	maxInValues    = 1000
	maxTitle       = 200
	maxBins        = 200
	maxSQLChars    = 10000
	maxSampleRows  = 20
	defaultSamples = 5
)

var (
	aggregateOps = []string{"sum", "mean", "min", "max", "count", "median", "nunique"}
	filterOps    = []string{"==", "!=", "<", "<=", ">", ">=", "in", "not_in", "isnull", "notnull"}
	plotKinds    = []string{"bar", "line", "hist", "scatter"}
	plotAggs     = []string{"sum", "mean", "median", "min", "max", "count"}
)

// toolMetadataKeys names, per tool, the top-level keys of its result that map column names to
// facts about a column rather than its values: redaction leaves a sensitive column's entry
// there readable (its dtype, its count of missing values), while its samples and value counts
// stay masked.
var toolMetadataKeys = map[string][]string{
	"inspect_csv": {"dtypes", "missing", "distinct"},
}

// toolSpecs are the tools this gateway implements; sluice.exposure decides which of them an
// agent sees and may call.
var toolSpecs = buildToolSpecs()

func buildToolSpecs() map[string]toolSpec {
	specs := map[string]toolSpec{
		"inspect_csv": {
			Description: "Inspect the session's dataset: columns, dtypes as pandas infers them, row count, missing values and distinct values per column, numeric summaries (mean, std, quartiles), value counts of low-cardinality columns and a few sample rows. Call this first.",
			Parameters: object(map[string]any{
				"sample_rows": map[string]any{"type": "integer", "minimum": 1, "maximum": maxSampleRows, "description": "How many sample rows to return (default 5)."},
			}),
			check: checkInspectArgs,
		},
		"aggregate": {
			Description: "Group the dataset and compute metrics, with optional filters, sort and limit; answers with the rows as JSON. Without group_by the metrics cover the whole (filtered) dataset. Metric columns are named <op>_<column> unless named with \"as\"; column \"*\" with op count counts rows. Missing values are skipped by the metrics; a missing group key is its own group.",
			Parameters: object(map[string]any{
				"group_by": map[string]any{"type": "array", "items": columnSchema("A column to group by."), "maxItems": maxGroupBy, "uniqueItems": true, "description": "Columns to group by (none: one row for the whole dataset)."},
				"metrics": map[string]any{"type": "array", "minItems": 1, "maxItems": maxMetrics, "description": "What to compute per group.",
					"items": object(map[string]any{
						"column": columnSchema("The column to aggregate, or \"*\" with op count to count rows."),
						"op":     map[string]any{"type": "string", "enum": aggregateOps, "description": "sum, mean and median need a numeric column."},
						"as":     map[string]any{"type": "string", "minLength": 1, "maxLength": maxColumnName, "description": "Name of the output column (default <op>_<column>)."},
					}, "column", "op")},
				"filters": map[string]any{"type": "array", "maxItems": maxFilters, "description": "Conditions every row must meet before grouping.",
					"items": object(map[string]any{
						"column": columnSchema("The column to test."),
						"op":     map[string]any{"type": "string", "enum": filterOps},
						"value": map[string]any{"description": "A string, number, boolean or null to compare with; a list of them for in and not_in; absent for isnull and notnull.",
							"anyOf": []any{
								map[string]any{"type": []string{"string", "number", "boolean", "null"}},
								map[string]any{"type": "array", "maxItems": maxInValues, "items": map[string]any{"type": []string{"string", "number", "boolean", "null"}}},
							}},
					}, "column", "op")},
				"sort": map[string]any{"type": "array", "maxItems": maxSortKeys, "description": "Sort keys over the output columns (default: the group keys, ascending).",
					"items": object(map[string]any{
						"column": columnSchema("An output column: a group key or a metric's name."),
						"desc":   map[string]any{"type": "boolean", "description": "Descending (default false)."},
					}, "column")},
				"limit": map[string]any{"type": "integer", "minimum": 1, "maximum": maxRowsLimit, "description": "Rows to return (default 100)."},
			}, "metrics"),
			check: checkAggregateArgs,
		},
		"plot": {
			Description: "Draw a chart of the dataset and return it as a PNG artifact, with a JSON summary of the plotted values. bar: y aggregated per x category (counts rows per x without y); line: y aggregated per x, x sorted; hist: the distribution of the numeric column x; scatter: numeric y against numeric x. group draws one series per value (at most 12).",
			Parameters: object(map[string]any{
				"kind":  map[string]any{"type": "string", "enum": plotKinds},
				"x":     columnSchema("The x column (for hist, the column whose distribution is drawn)."),
				"y":     columnSchema("The value column (bar, line; required for scatter; not for hist)."),
				"group": columnSchema("Optional column: one series per value."),
				"agg":   map[string]any{"type": "string", "enum": plotAggs, "description": "bar and line: how y is aggregated per x (default sum; count without y)."},
				"title": map[string]any{"type": "string", "maxLength": maxTitle, "description": "Chart title."},
				"bins":  map[string]any{"type": "integer", "minimum": 1, "maximum": maxBins, "description": "hist: number of bins (default 20)."},
			}, "kind", "x"),
			check: checkPlotArgs,
		},
		"sql": {
			Description: "Run one read-only SQLite SELECT (or WITH … SELECT) over the dataset as the table df and return the rows. Anything else (INSERT, UPDATE, DELETE, CREATE, DROP, ATTACH, PRAGMA, transactions, recursive queries, a second statement) is refused. Quote column names that are not plain identifiers with double quotes.",
			Parameters: object(map[string]any{
				"query": map[string]any{"type": "string", "minLength": 1, "maxLength": maxSQLChars, "description": "The SELECT statement, e.g. SELECT region, SUM(revenue) AS revenue FROM df GROUP BY region ORDER BY revenue DESC."},
				"limit": map[string]any{"type": "integer", "minimum": 1, "maximum": maxRowsLimit, "description": "Rows to return (default 100)."},
			}, "query"),
			check: checkSQLArgs,
		},
		ToolRunPython: {
			Description: "Run Python code on the dataset in a sandbox. The code gets df (the dataset as a pandas DataFrame), pd, np, plt and out_dir (save files there to return them). Print results; they come back as stdout_excerpt.",
			Parameters: object(map[string]any{
				"code":               map[string]any{"type": "string", "minLength": 1, "maxLength": 8000, "description": "Python 3.11 code."},
				"purpose":            map[string]any{"type": "string", "maxLength": 2000, "description": "What the code is for, in one sentence."},
				"expected_artifacts": map[string]any{"type": "array", "maxItems": 64, "items": map[string]any{"type": "string"}, "description": "File names the code will save to out_dir."},
			}, "code"),
		},
	}
	for name, spec := range specs {
		if spec.check != nil {
			check := spec.check
			spec.validate = func(raw json.RawMessage) (json.RawMessage, error) {
				args, err := check(raw, nil)
				var e *Error
				if errors.As(err, &e) {
					return nil, errors.New(e.Message) // the caller adds its own code
				}
				return args, err
			}
			specs[name] = spec
		}
	}
	return specs
}

func object(props map[string]any, required ...string) map[string]any {
	o := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		o["required"] = required
	}
	return o
}

func columnSchema(desc string) map[string]any {
	return map[string]any{"type": "string", "minLength": 1, "maxLength": maxColumnName, "description": desc}
}

// strictDecode decodes one JSON object into v: unknown fields, trailing data and a body that
// is not an object are errors. An empty body decodes as {}.
func strictDecode(raw json.RawMessage, v any, shape string) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		raw = []byte("{}")
	}
	if raw[0] != '{' {
		return badArgs("want a JSON object like %s", shape)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return badArgs("want %s: %s", shape, argsErrText(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return badArgs("data after the JSON object")
	}
	return nil
}

func argsErrText(err error) string {
	if strings.HasPrefix(err.Error(), "json: unknown field") {
		return strings.TrimPrefix(err.Error(), "json: ")
	}
	return JSONErrorText(err)
}

func badArgs(format string, args ...any) *Error { return Errorf(CodeBadRequest, format, args...) }

// columnChecker reports names that are not columns of the inspected dataset; with nil columns
// (not inspected yet) it only checks the name's shape.
type columnChecker struct {
	cols []string
	set  map[string]bool
	errs []error
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
	switch {
	case name == "":
		c.errs = append(c.errs, fmt.Errorf("%s: a column name is required", where))
	case utf8.RuneCountInString(name) > maxColumnName:
		c.errs = append(c.errs, fmt.Errorf("%s: a column name is at most %d characters", where, maxColumnName))
	case c.set != nil && !c.set[name]:
		c.errs = append(c.errs, fmt.Errorf("%s: no column %q%s", where, name, c.suggest(name)))
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
	shown := c.cols
	more := ""
	if len(shown) > 30 {
		shown, more = shown[:30], ", …"
	}
	q := make([]string, len(shown))
	for i, col := range shown {
		q[i] = fmt.Sprintf("%q", col)
	}
	return "; available columns: " + strings.Join(q, ", ") + more
}

func (c *columnChecker) err() error {
	if len(c.errs) == 0 {
		return nil
	}
	msgs := make([]string, len(c.errs))
	for i, e := range c.errs {
		msgs[i] = e.Error()
	}
	return badArgs("%s", strings.Join(msgs, "; "))
}

func checkEnum(where, v string, allowed []string) error {
	if !slices.Contains(allowed, v) {
		return badArgs("%s must be one of %s", where, strings.Join(allowed, ", "))
	}
	return nil
}

func checkInspectArgs(raw json.RawMessage, _ []string) (json.RawMessage, error) {
	var a struct {
		SampleRows *int `json:"sample_rows"`
	}
	if err := strictDecode(raw, &a, `{"sample_rows": 1..20}`); err != nil {
		return nil, err
	}
	n := defaultSamples
	if a.SampleRows != nil {
		n = *a.SampleRows
	}
	if n < 1 || n > maxSampleRows {
		return nil, badArgs("sample_rows must be between 1 and %d", maxSampleRows)
	}
	return json.Marshal(map[string]int{"sample_rows": n})
}

type aggregateArgs struct {
	GroupBy []string          `json:"group_by"`
	Metrics []aggregateMetric `json:"metrics"`
	Filters []aggregateFilter `json:"filters"`
	Sort    []sortKey         `json:"sort"`
	Limit   *int              `json:"limit"`
}

type aggregateMetric struct {
	Column string  `json:"column"`
	Op     string  `json:"op"`
	As     *string `json:"as,omitempty"`
}

type aggregateFilter struct {
	Column string          `json:"column"`
	Op     string          `json:"op"`
	Value  json.RawMessage `json:"value,omitempty"`
}

type sortKey struct {
	Column string `json:"column"`
	Desc   bool   `json:"desc"`
}

const aggregateShape = `{"group_by": [columns], "metrics": [{"column", "op"}], "filters": [{"column", "op", "value"}], "sort": [{"column", "desc"}], "limit": 1..1000}`

func checkAggregateArgs(raw json.RawMessage, columns []string) (json.RawMessage, error) {
	var a aggregateArgs
	if err := strictDecode(raw, &a, aggregateShape); err != nil {
		return nil, err
	}
	cc := newColumnChecker(columns)
	var errs []error
	if len(a.GroupBy) > maxGroupBy {
		errs = append(errs, fmt.Errorf("group_by takes at most %d columns", maxGroupBy))
	}
	seen := map[string]bool{}
	for i, g := range a.GroupBy {
		cc.check(fmt.Sprintf("group_by[%d]", i), g)
		if seen[g] {
			errs = append(errs, fmt.Errorf("group_by names %q twice", g))
		}
		seen[g] = true
	}
	switch {
	case len(a.Metrics) == 0:
		errs = append(errs, errors.New(`metrics needs at least one entry, e.g. {"column": "revenue", "op": "sum"}`))
	case len(a.Metrics) > maxMetrics:
		errs = append(errs, fmt.Errorf("metrics takes at most %d entries", maxMetrics))
	}
	outputs := slices.Clone(a.GroupBy)
	for i, m := range a.Metrics {
		where := fmt.Sprintf("metrics[%d]", i)
		if err := checkEnum(where+".op", m.Op, aggregateOps); err != nil {
			errs = append(errs, err)
		}
		if m.Column == "*" {
			if m.Op != "count" {
				errs = append(errs, fmt.Errorf(`%s: column "*" is only for count`, where))
			}
		} else {
			cc.check(where+".column", m.Column)
		}
		name := m.Op + "_" + m.Column
		if m.Column == "*" {
			name = "count"
		}
		if m.As != nil {
			name = *m.As
			if name == "" || utf8.RuneCountInString(name) > maxColumnName {
				errs = append(errs, fmt.Errorf("%s.as must be 1 to %d characters", where, maxColumnName))
			}
		}
		if slices.Contains(outputs, name) {
			errs = append(errs, fmt.Errorf(`%s: output column %q appears twice; name it with "as"`, where, name))
		}
		outputs = append(outputs, name)
	}
	if len(a.Filters) > maxFilters {
		errs = append(errs, fmt.Errorf("filters takes at most %d entries", maxFilters))
	}
	for i, f := range a.Filters {
		where := fmt.Sprintf("filters[%d]", i)
		cc.check(where+".column", f.Column)
		if err := checkEnum(where+".op", f.Op, filterOps); err != nil {
			errs = append(errs, err)
			continue
		}
		if err := checkFilterValue(where, f); err != nil {
			errs = append(errs, err)
		}
	}
	if len(a.Sort) > maxSortKeys {
		errs = append(errs, fmt.Errorf("sort takes at most %d keys", maxSortKeys))
	}
	for i, k := range a.Sort {
		if !slices.Contains(outputs, k.Column) {
			errs = append(errs, fmt.Errorf("sort[%d]: %q is not an output column; sort by one of %s", i, k.Column, quoteList(outputs)))
		}
	}
	limit := defaultRows
	if a.Limit != nil {
		limit = *a.Limit
	}
	if limit < 1 || limit > maxRowsLimit {
		errs = append(errs, fmt.Errorf("limit must be between 1 and %d", maxRowsLimit))
	}
	if err := joinArgErrors(cc.err(), errs); err != nil {
		return nil, err
	}
	a.Limit = &limit
	if a.GroupBy == nil {
		a.GroupBy = []string{}
	}
	if a.Filters == nil {
		a.Filters = []aggregateFilter{}
	}
	if a.Sort == nil {
		a.Sort = []sortKey{}
	}
	return json.Marshal(a)
}

// checkFilterValue checks a filter's value against its op: none for isnull and notnull, a
// list of scalars for in and not_in, one scalar otherwise.
func checkFilterValue(where string, f aggregateFilter) error {
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
		if len(list) > maxInValues {
			return fmt.Errorf("%s: at most %d values", where, maxInValues)
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

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

func joinArgErrors(first error, errs []error) error {
	var msgs []string
	if first != nil {
		var e *Error
		if errors.As(first, &e) {
			msgs = append(msgs, e.Message)
		} else {
			msgs = append(msgs, first.Error())
		}
	}
	for _, e := range errs {
		msgs = append(msgs, e.Error())
	}
	if len(msgs) == 0 {
		return nil
	}
	return badArgs("%s", strings.Join(msgs, "; "))
}

type plotArgs struct {
	Kind  string  `json:"kind"`
	X     string  `json:"x"`
	Y     *string `json:"y,omitempty"`
	Group *string `json:"group,omitempty"`
	Agg   *string `json:"agg,omitempty"`
	Title *string `json:"title,omitempty"`
	Bins  *int    `json:"bins,omitempty"`
}

const plotShape = `{"kind": "bar|line|hist|scatter", "x": column, "y": column, "group": column, "agg", "title", "bins"}`

func checkPlotArgs(raw json.RawMessage, columns []string) (json.RawMessage, error) {
	var a plotArgs
	if err := strictDecode(raw, &a, plotShape); err != nil {
		return nil, err
	}
	cc := newColumnChecker(columns)
	var errs []error
	if err := checkEnum("kind", a.Kind, plotKinds); err != nil {
		errs = append(errs, err)
	}
	cc.check("x", a.X)
	if a.Y != nil {
		cc.check("y", *a.Y)
	}
	if a.Group != nil {
		cc.check("group", *a.Group)
		if *a.Group == a.X || (a.Y != nil && *a.Group == *a.Y) {
			errs = append(errs, errors.New("group must be a column other than x and y"))
		}
	}
	switch a.Kind {
	case "scatter":
		if a.Y == nil {
			errs = append(errs, errors.New("scatter needs y"))
		}
	case "hist":
		if a.Y != nil {
			errs = append(errs, errors.New("hist draws the distribution of x; it takes no y"))
		}
	}
	if a.Agg != nil {
		if err := checkEnum("agg", *a.Agg, plotAggs); err != nil {
			errs = append(errs, err)
		}
		if a.Kind != "bar" && a.Kind != "line" {
			errs = append(errs, errors.New("agg is for bar and line charts"))
		} else if a.Y == nil && *a.Agg != "count" {
			errs = append(errs, fmt.Errorf("agg %s needs y; without y the chart counts rows", *a.Agg))
		}
	}
	if a.Title != nil && utf8.RuneCountInString(*a.Title) > maxTitle {
		errs = append(errs, fmt.Errorf("title is at most %d characters", maxTitle))
	}
	if a.Bins != nil {
		if a.Kind != "hist" {
			errs = append(errs, errors.New("bins is for hist"))
		} else if *a.Bins < 1 || *a.Bins > maxBins {
			errs = append(errs, fmt.Errorf("bins must be between 1 and %d", maxBins))
		}
	}
	if err := joinArgErrors(cc.err(), errs); err != nil {
		return nil, err
	}
	return json.Marshal(a)
}

type sqlArgs struct {
	Query string `json:"query"`
	Limit *int   `json:"limit"`
}

func checkSQLArgs(raw json.RawMessage, _ []string) (json.RawMessage, error) {
	var a sqlArgs
	if err := strictDecode(raw, &a, `{"query": "SELECT … FROM df", "limit": 1..1000}`); err != nil {
		return nil, err
	}
	switch n := utf8.RuneCountInString(a.Query); {
	case strings.TrimSpace(a.Query) == "":
		return nil, badArgs("query is empty; send one SELECT over the table df")
	case n > maxSQLChars:
		return nil, badArgs("query is %d characters; the limit is %d", n, maxSQLChars)
	}
	limit := defaultRows
	if a.Limit != nil {
		limit = *a.Limit
	}
	if limit < 1 || limit > maxRowsLimit {
		return nil, badArgs("limit must be between 1 and %d", maxRowsLimit)
	}
	if err := checkReadOnlySQL(a.Query); err != nil {
		return nil, err
	}
	a.Limit = &limit
	return json.Marshal(a)
}

// sqlForbidden are the words that make a statement more than a read: writes, schema changes,
// other databases, settings, transactions and recursion. A column named like one of them must
// be written in double quotes. WARNING: the sql template's authorizer is the enforcement; this
// list only gives an early, clear refusal.
var sqlForbidden = map[string]string{
	"ATTACH": "ATTACH", "DETACH": "DETACH", "PRAGMA": "PRAGMA", "INSERT": "INSERT",
	"UPDATE": "UPDATE", "DELETE": "DELETE", "DROP": "DROP", "CREATE": "CREATE", "ALTER": "ALTER",
	"VACUUM": "VACUUM", "REINDEX": "REINDEX", "ANALYZE": "ANALYZE", "BEGIN": "a transaction",
	"COMMIT": "a transaction", "ROLLBACK": "a transaction", "SAVEPOINT": "a savepoint",
	"RELEASE": "a savepoint", "RECURSIVE": "a recursive query", "REPLACE": "REPLACE",
	"LOAD_EXTENSION": "loading an extension",
}

// checkReadOnlySQL refuses, before any sandbox starts, SQL text that is not one read-only
// SELECT: a second statement, a statement that does not start with SELECT, WITH or VALUES, or
// a forbidden word outside strings, quoted names and comments. Refusals are policy_violation
// (403); text that cannot be tokenised is bad_request (422).
func checkReadOnlySQL(q string) error {
	toks, err := sqlTokens(q)
	if err != nil {
		return badArgs("query: %v", err)
	}
	if len(toks) == 0 {
		return badArgs("query has no statement; send one SELECT over the table df")
	}
	for i, t := range toks {
		if t.text == ";" {
			if i != len(toks)-1 {
				return refusedSQL("a second statement after ';' is not allowed: send one SELECT at a time")
			}
			toks = toks[:i]
			break
		}
	}
	if len(toks) == 0 {
		return badArgs("query has no statement; send one SELECT over the table df")
	}
	first := strings.ToUpper(toks[0].text)
	if !toks[0].word || (first != "SELECT" && first != "WITH" && first != "VALUES") {
		if toks[0].word {
			return refusedSQL("%s statements are not allowed: only one read-only SELECT (or WITH … SELECT) over the table df", first)
		}
		return badArgs("the query must start with SELECT or WITH")
	}
	for i, t := range toks {
		if !t.word {
			continue
		}
		w := strings.ToUpper(t.text)
		what, bad := sqlForbidden[w]
		if !bad {
			continue
		}
		switch w {
		case "REPLACE":
			if i+1 < len(toks) && toks[i+1].text == "(" {
				continue // the replace() string function
			}
		}
		return refusedSQL("%s is not allowed in the sql tool: only one read-only SELECT over the table df (write a column named %s in double quotes)", what, t.text)
	}
	return nil
}

func refusedSQL(format string, args ...any) *Error {
	return Errorf(CodePolicyViolation, "refused: "+format, args...)
}

type sqlToken struct {
	text string
	word bool // an unquoted keyword or identifier
}

// sqlTokens splits SQLite text into words and punctuation, dropping whitespace, comments,
// string literals and quoted identifiers (which are kept as a placeholder token).
func sqlTokens(q string) ([]sqlToken, error) {
	var toks []sqlToken
	for i := 0; i < len(q); {
		c := q[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case strings.HasPrefix(q[i:], "--"):
			j := strings.IndexByte(q[i:], '\n')
			if j < 0 {
				i = len(q)
			} else {
				i += j + 1
			}
		case strings.HasPrefix(q[i:], "/*"):
			j := strings.Index(q[i+2:], "*/")
			if j < 0 {
				i = len(q) // SQLite ends an unterminated comment at the end of the text
			} else {
				i += 2 + j + 2
			}
		case c == '\'' || c == '"' || c == '`':
			j, err := quotedEnd(q, i, c, c)
			if err != nil {
				return nil, err
			}
			toks = append(toks, sqlToken{text: "<quoted>"})
			i = j
		case c == '[':
			j := strings.IndexByte(q[i:], ']')
			if j < 0 {
				return nil, errors.New("a [quoted name] is not closed")
			}
			toks = append(toks, sqlToken{text: "<quoted>"})
			i += j + 1
		case c == '_' || c >= 0x80 || unicode.IsLetter(rune(c)):
			j := i
			for j < len(q) {
				r, n := utf8.DecodeRuneInString(q[j:])
				if r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r) || r >= 0x80 {
					j += n
					continue
				}
				break
			}
			toks = append(toks, sqlToken{text: q[i:j], word: true})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(q) && (isAlnumByte(q[j]) || q[j] == '.') {
				j++
			}
			toks = append(toks, sqlToken{text: q[i:j]})
			i = j
		default:
			toks = append(toks, sqlToken{text: string(c)})
			i++
		}
	}
	return toks, nil
}

func isAlnumByte(c byte) bool {
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// quotedEnd returns the index after the quoted run that starts at q[i] (a doubled closing quote
// is an escaped quote).
func quotedEnd(q string, i int, open, close byte) (int, error) {
	for j := i + 1; j < len(q); j++ {
		if q[j] != close {
			continue
		}
		if j+1 < len(q) && q[j+1] == close {
			j++
			continue
		}
		return j + 1, nil
	}
	if open == '\'' {
		return 0, errors.New("a string literal is not closed")
	}
	return 0, errors.New("a quoted name is not closed")
}
