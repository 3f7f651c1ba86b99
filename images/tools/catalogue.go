package tools

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"
)

// Limits of the fixed tools' arguments, stated by the schemas. WARNING: the templates repeat
// them (MAX_*, DEFAULT_*); TestTemplatesAgree compares.
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

// catalogue is every tool this package describes, by name.
var catalogue = func() map[string]*Tool {
	tools := []*Tool{
		{
			Name:         "inspect_csv",
			Description:  "Inspect the session's dataset: columns, dtypes as pandas infers them, row count, missing values and distinct values per column, numeric summaries (mean, std, quartiles), value counts of low-cardinality columns and a few sample rows. Call this first.",
			MetadataKeys: []string{"dtypes", "missing", "distinct"},
			params:       inspectSchema(),
			validate:     validateAs[InspectArgs],
			touched:      touchedAs[InspectArgs],
		},
		{
			Name:        "aggregate",
			Description: "Group the dataset and compute metrics, with optional filters, sort and limit; answers with the rows as JSON. Without group_by the metrics cover the whole (filtered) dataset. Metric columns are named <op>_<column> unless named with \"as\"; column \"*\" with op count counts rows. Missing values are skipped by the metrics; a missing group key is its own group.",
			params:      aggregateSchema(),
			validate:    validateAs[AggregateArgs],
			touched:     touchedAs[AggregateArgs],
		},
		{
			Name:        "plot",
			Description: "Draw a chart of the dataset and return it as a PNG artifact, with a JSON summary of the plotted values. bar: y aggregated per x category (counts rows per x without y); line: y aggregated per x, x sorted; hist: the distribution of the numeric column x; scatter: numeric y against numeric x. group draws one series per value (at most 12).",
			params:      plotSchema(),
			validate:    validateAs[PlotArgs],
			touched:     touchedAs[PlotArgs],
		},
		{
			Name:        "sql",
			Description: "Run one read-only SQLite SELECT (or WITH … SELECT) over the dataset as the table df and return the rows. Anything else (INSERT, UPDATE, DELETE, CREATE, DROP, ATTACH, PRAGMA, transactions, recursive queries, a second statement) is refused. Quote column names that are not plain identifiers with double quotes.",
			params:      sqlSchema(),
			validate:    validateAs[SQLArgs],
			touched:     touchedAs[SQLArgs],
		},
		{
			Name:        RunPython,
			Description: "Run Python code on the dataset in a sandbox. The code gets df (the dataset as a pandas DataFrame), pd, np, plt and out_dir (save files there to return them). Print results; they come back as stdout_excerpt.",
			params:      runPythonSchema(),
			validate:    validateAs[RunPythonArgs],
			touched:     touchedAs[RunPythonArgs],
		},
	}
	m := make(map[string]*Tool, len(tools))
	for _, t := range tools {
		t.prepare()
		m[t.Name] = t
	}
	return m
}()

// InspectArgs are the arguments of inspect_csv.
type InspectArgs struct {
	SampleRows *int `json:"sample_rows,omitempty" jsonschema:"How many sample rows to return (default 5)."`
}

func inspectSchema() *jsonschema.Schema {
	s := schemaFor[InspectArgs](nil)
	between(s.Properties["sample_rows"], 1, maxSampleRows)
	return s
}

func (a *InspectArgs) defaults() {
	if a.SampleRows == nil {
		a.SampleRows = jsonschema.Ptr(defaultSamples)
	}
}

func (a *InspectArgs) check(*columnChecker) error { return nil }

// AggregateArgs are the arguments of aggregate. In canonical form GroupBy, Filters and Sort
// are lists, empty when absent, and Limit is set.
type AggregateArgs struct {
	GroupBy []string          `json:"group_by,omitzero" jsonschema:"Columns to group by (none: one row for the whole dataset)."`
	Metrics []AggregateMetric `json:"metrics" jsonschema:"What to compute per group."`
	Filters []AggregateFilter `json:"filters,omitzero" jsonschema:"Conditions every row must meet before grouping."`
	Sort    []SortKey         `json:"sort,omitzero" jsonschema:"Sort keys over the output columns (default: the group keys, ascending)."`
	Limit   *int              `json:"limit,omitempty" jsonschema:"Rows to return (default 100)."`
}

// AggregateMetric is one metric of aggregate.
type AggregateMetric struct {
	Column string  `json:"column" jsonschema:"The column to aggregate, or \"*\" with op count to count rows."`
	Op     string  `json:"op" jsonschema:"sum, mean and median need a numeric column."`
	As     *string `json:"as,omitempty" jsonschema:"Name of the output column (default <op>_<column>)."`
}

// AggregateFilter is one condition of aggregate. Value is absent for isnull and notnull.
type AggregateFilter struct {
	Column string          `json:"column" jsonschema:"The column to test."`
	Op     string          `json:"op"`
	Value  json.RawMessage `json:"value,omitempty" jsonschema:"A string, number, boolean or null to compare with; a list of them for in and not_in; absent for isnull and notnull."`
}

// SortKey is one sort key of aggregate.
type SortKey struct {
	Column string `json:"column" jsonschema:"An output column: a group key or a metric's name."`
	Desc   bool   `json:"desc" jsonschema:"Descending (default false)."`
}

var (
	aggregateOps = []any{"sum", "mean", "min", "max", "count", "median", "nunique"}
	filterOps    = []any{"==", "!=", "<", "<=", ">", ">=", "in", "not_in", "isnull", "notnull"}
	plotKinds    = []any{"bar", "line", "hist", "scatter"}
	plotAggs     = []any{"sum", "mean", "median", "min", "max", "count"}
)

func aggregateSchema() *jsonschema.Schema {
	scalar := &jsonschema.Schema{Types: []string{"string", "number", "boolean", "null"}}
	value := &jsonschema.Schema{AnyOf: []*jsonschema.Schema{
		scalar,
		{Type: "array", MaxItems: jsonschema.Ptr(maxInValues), Items: scalar.CloneSchemas()},
	}}
	s := schemaFor[AggregateArgs](map[reflect.Type]*jsonschema.Schema{reflect.TypeFor[json.RawMessage](): value})
	p := s.Properties
	items(p["group_by"], 0, maxGroupBy).UniqueItems = true
	column(p["group_by"].Items).Description = "A column to group by."

	metric := items(p["metrics"], 1, maxMetrics).Items.Properties
	column(metric["column"])
	metric["op"].Enum = aggregateOps
	column(metric["as"]) // an output column's name

	filter := items(p["filters"], 0, maxFilters).Items.Properties
	column(filter["column"])
	filter["op"].Enum = filterOps

	sort := items(p["sort"], 0, maxSortKeys).Items
	column(sort.Properties["column"])
	sort.Required = []string{"column"}

	between(p["limit"], 1, maxRowsLimit)
	return s
}

func (a *AggregateArgs) defaults() {
	if a.GroupBy == nil {
		a.GroupBy = []string{}
	}
	if a.Metrics == nil {
		a.Metrics = []AggregateMetric{}
	}
	if a.Filters == nil {
		a.Filters = []AggregateFilter{}
	}
	if a.Sort == nil {
		a.Sort = []SortKey{}
	}
	if a.Limit == nil {
		a.Limit = jsonschema.Ptr(defaultRows)
	}
}

func (a *AggregateArgs) check(cc *columnChecker) error {
	var errs []error
	for i, g := range a.GroupBy {
		cc.check(fmt.Sprintf("group_by[%d]", i), g)
	}
	outputs := append([]string(nil), a.GroupBy...)
	for i, m := range a.Metrics {
		where := fmt.Sprintf("metrics[%d]", i)
		name := m.Op + "_" + m.Column
		if m.Column == "*" {
			name = "count"
			if m.Op != "count" {
				errs = append(errs, fmt.Errorf(`%s: column "*" is only for count`, where))
			}
		} else {
			cc.check(where+".column", m.Column)
		}
		if m.As != nil {
			name = *m.As
		}
		if slices.Contains(outputs, name) {
			errs = append(errs, fmt.Errorf(`%s: output column %q appears twice; name it with "as"`, where, name))
		}
		outputs = append(outputs, name)
	}
	for i, f := range a.Filters {
		where := fmt.Sprintf("filters[%d]", i)
		cc.check(where+".column", f.Column)
		errs = append(errs, checkFilterValue(where, f))
	}
	for i, k := range a.Sort {
		if !slices.Contains(outputs, k.Column) {
			errs = append(errs, fmt.Errorf("sort[%d]: %q is not an output column; sort by one of %s", i, k.Column, quoteList(outputs)))
		}
	}
	return joinErrors(append([]error{cc.err()}, errs...)...)
}

// PlotArgs are the arguments of plot.
type PlotArgs struct {
	Kind  string  `json:"kind"`
	X     string  `json:"x" jsonschema:"The x column (for hist, the column whose distribution is drawn)."`
	Y     *string `json:"y,omitempty" jsonschema:"The value column (bar, line; required for scatter; not for hist)."`
	Group *string `json:"group,omitempty" jsonschema:"Optional column: one series per value."`
	Agg   *string `json:"agg,omitempty" jsonschema:"bar and line: how y is aggregated per x (default sum; count without y)."`
	Title *string `json:"title,omitempty" jsonschema:"Chart title."`
	Bins  *int    `json:"bins,omitempty" jsonschema:"hist: number of bins (default 20)."`
}

func plotSchema() *jsonschema.Schema {
	s := schemaFor[PlotArgs](nil)
	p := s.Properties
	p["kind"].Enum = plotKinds
	column(p["x"])
	column(p["y"])
	column(p["group"])
	p["agg"].Enum = plotAggs
	text(p["title"], 0, maxTitle)
	between(p["bins"], 1, maxBins)
	return s
}

func (a *PlotArgs) defaults() {}

func (a *PlotArgs) check(cc *columnChecker) error {
	var errs []error
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
	switch {
	case a.Kind == "scatter" && a.Y == nil:
		errs = append(errs, errors.New("scatter needs y"))
	case a.Kind == "hist" && a.Y != nil:
		errs = append(errs, errors.New("hist draws the distribution of x; it takes no y"))
	}
	switch {
	case a.Agg == nil:
	case a.Kind != "bar" && a.Kind != "line":
		errs = append(errs, errors.New("agg is for bar and line charts"))
	case a.Y == nil && *a.Agg != "count":
		errs = append(errs, fmt.Errorf("agg %s needs y; without y the chart counts rows", *a.Agg))
	}
	if a.Bins != nil && a.Kind != "hist" {
		errs = append(errs, errors.New("bins is for hist"))
	}
	return joinErrors(append([]error{cc.err()}, errs...)...)
}

// SQLArgs are the arguments of sql.
type SQLArgs struct {
	Query string `json:"query" jsonschema:"The SELECT statement, e.g. SELECT region, SUM(revenue) AS revenue FROM df GROUP BY region ORDER BY revenue DESC."`
	Limit *int   `json:"limit,omitempty" jsonschema:"Rows to return (default 100)."`
}

func sqlSchema() *jsonschema.Schema {
	s := schemaFor[SQLArgs](nil)
	text(s.Properties["query"], 1, maxSQLChars)
	between(s.Properties["limit"], 1, maxRowsLimit)
	return s
}

func (a *SQLArgs) defaults() {
	if a.Limit == nil {
		a.Limit = jsonschema.Ptr(defaultRows)
	}
}

func (a *SQLArgs) check(*columnChecker) error { return checkReadOnlySQL(a.Query) }

// RunPythonArgs are the arguments of run_python. The schema sets no limit on the code's
// length: the gateway configures it.
type RunPythonArgs struct {
	Code              string   `json:"code" jsonschema:"Python 3.11 code."`
	Purpose           string   `json:"purpose,omitempty" jsonschema:"What the code is for, in one sentence."`
	ExpectedArtifacts []string `json:"expected_artifacts,omitempty" jsonschema:"File names the code will save to out_dir."`
}

func runPythonSchema() *jsonschema.Schema {
	s := schemaFor[RunPythonArgs](nil)
	text(s.Properties["code"], 1, 0)
	text(s.Properties["purpose"], 0, MaxPurposeChars)
	items(s.Properties["expected_artifacts"], 0, MaxExpectedArtifacts)
	return s
}

func (a *RunPythonArgs) defaults() {}

func (a *RunPythonArgs) check(*columnChecker) error { return nil }
