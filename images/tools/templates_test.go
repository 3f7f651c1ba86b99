package tools

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
)

// template is what a test reads of a template's source: its integer constants, and its
// tuples and sets of strings, by name.
type template struct {
	ints    map[string]int
	strings map[string][]string
}

var (
	intConstRE = regexp.MustCompile(`(?m)^([A-Z][A-Z0-9_]*) = (\d+)\s*(?:#.*)?$`)
	listRE     = regexp.MustCompile(`(?m)^([A-Z][A-Z0-9_]*) = [({]([^)}]*)[)}]\s*$`)
	quotedRE   = regexp.MustCompile(`"([^"]*)"`)
)

func readTemplate(t *testing.T, name string) template {
	t.Helper()
	src, err := os.ReadFile(name + ".py")
	if err != nil {
		t.Fatal(err)
	}
	tp := template{ints: map[string]int{}, strings: map[string][]string{}}
	for _, m := range intConstRE.FindAllStringSubmatch(string(src), -1) {
		tp.ints[m[1]], _ = strconv.Atoi(m[2])
	}
	for _, m := range listRE.FindAllStringSubmatch(string(src), -1) {
		var words []string
		for _, q := range quotedRE.FindAllStringSubmatch(m[2], -1) {
			words = append(words, q[1])
		}
		tp.strings[m[1]] = words
	}
	return tp
}

// at follows path through the schema s: property names, and "[]" for an array's items.
func at(t *testing.T, s *jsonschema.Schema, path string) *jsonschema.Schema {
	t.Helper()
	for _, step := range strings.Split(path, "/") {
		if step == "[]" {
			s = s.Items
		} else {
			s = s.Properties[step]
		}
		if s == nil {
			t.Fatalf("no schema at %s", path)
		}
	}
	return s
}

func defaultOf(t *testing.T, tool, arg, minimal string) int {
	t.Helper()
	out, err := Validate(tool, json.RawMessage(minimal), nil)
	if err != nil {
		t.Fatalf("%s %s: %v", tool, minimal, err)
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	n, _ := m[arg].(float64)
	return int(n)
}

// TestTemplatesAgree holds each template's limits, defaults, enumerations and argument names
// equal to its tool's schema and canonical form, so that neither side can change alone.
func TestTemplatesAgree(t *testing.T) {
	type limit struct {
		constant string
		got      func(s *jsonschema.Schema) int
	}
	maxItems := func(path string) func(*jsonschema.Schema) int {
		return func(s *jsonschema.Schema) int { return *at(t, s, path).MaxItems }
	}
	maxLength := func(path string) func(*jsonschema.Schema) int {
		return func(s *jsonschema.Schema) int { return *at(t, s, path).MaxLength }
	}
	maximum := func(path string) func(*jsonschema.Schema) int {
		return func(s *jsonschema.Schema) int { return int(*at(t, s, path).Maximum) }
	}
	defaults := func(tool, arg, minimal string) func(*jsonschema.Schema) int {
		return func(*jsonschema.Schema) int { return defaultOf(t, tool, arg, minimal) }
	}
	const minimalAggregate = `{"metrics": [{"column": "*", "op": "count"}]}`
	for _, c := range []struct {
		tool   string
		limits []limit
		enums  map[string]string // template tuple → schema path of an enum
		keys   map[string]string // template set of argument names → schema path of an object
		said   []string          // constants the tool's description states as "at most N"
	}{{
		tool: "inspect_csv",
		limits: []limit{
			{"MAX_SAMPLE_ROWS", maximum("sample_rows")},
			{"DEFAULT_SAMPLE_ROWS", defaults("inspect_csv", "sample_rows", `{}`)},
		},
		keys: map[string]string{"ARGS": ""},
	}, {
		tool: "aggregate",
		limits: []limit{
			{"MAX_GROUP_BY", maxItems("group_by")},
			{"MAX_METRICS", maxItems("metrics")},
			{"MAX_FILTERS", maxItems("filters")},
			{"MAX_SORT", maxItems("sort")},
			{"MAX_LIMIT", maximum("limit")},
			{"DEFAULT_LIMIT", defaults("aggregate", "limit", minimalAggregate)},
			{"MAX_IN_VALUES", func(s *jsonschema.Schema) int { return *at(t, s, "filters/[]/value").AnyOf[1].MaxItems }},
			{"MAX_NAME", maxLength("group_by/[]")},
			{"MAX_NAME", maxLength("metrics/[]/column")},
			{"MAX_NAME", maxLength("metrics/[]/as")},
			{"MAX_NAME", maxLength("filters/[]/column")},
			{"MAX_NAME", maxLength("sort/[]/column")},
		},
		enums: map[string]string{"OPS": "metrics/[]/op", "FILTER_OPS": "filters/[]/op"},
		keys:  map[string]string{"ARGS": "", "METRIC_KEYS": "metrics/[]", "FILTER_KEYS": "filters/[]", "SORT_KEYS": "sort/[]"},
	}, {
		tool: "plot",
		limits: []limit{
			{"MAX_NAME", maxLength("x")},
			{"MAX_NAME", maxLength("y")},
			{"MAX_NAME", maxLength("group")},
			{"MAX_TITLE", maxLength("title")},
			{"MAX_BINS", maximum("bins")},
		},
		enums: map[string]string{"KINDS": "kind", "AGGS": "agg"},
		keys:  map[string]string{"ARGS": ""},
		said:  []string{"MAX_GROUPS"},
	}, {
		tool: "sql",
		limits: []limit{
			{"MAX_QUERY", maxLength("query")},
			{"MAX_LIMIT", maximum("limit")},
			{"DEFAULT_LIMIT", defaults("sql", "limit", `{"query": "SELECT 1"}`)},
		},
		keys: map[string]string{"ARGS": ""},
	}} {
		t.Run(c.tool, func(t *testing.T) {
			tool, ok := Lookup(c.tool)
			if !ok {
				t.Fatalf("no tool %s", c.tool)
			}
			s := tool.Parameters()
			py := readTemplate(t, c.tool)
			for _, l := range c.limits {
				want, ok := py.ints[l.constant]
				if !ok {
					t.Errorf("%s.py has no %s", c.tool, l.constant)
					continue
				}
				if got := l.got(s); got != want {
					t.Errorf("%s.py %s = %d; the schema says %d", c.tool, l.constant, want, got)
				}
			}
			for constant, path := range c.enums {
				var got []string
				for _, v := range at(t, s, path).Enum {
					got = append(got, v.(string))
				}
				if want := py.strings[constant]; !slices.Equal(got, want) {
					t.Errorf("%s.py %s = %q; the schema's %s is %q", c.tool, constant, want, path, got)
				}
			}
			for constant, path := range c.keys {
				obj := s
				if path != "" {
					obj = at(t, s, path)
				}
				got := slices.Sorted(func(yield func(string) bool) {
					for k := range obj.Properties {
						if !yield(k) {
							return
						}
					}
				})
				if want := slices.Sorted(slices.Values(py.strings[constant])); !slices.Equal(got, want) {
					t.Errorf("%s.py %s = %q; the schema's %q has %q", c.tool, constant, want, path, got)
				}
			}
			for _, constant := range c.said {
				if n, ok := py.ints[constant]; !ok || !strings.Contains(tool.Description, fmt.Sprintf("at most %d", n)) {
					t.Errorf("%s: the description does not say %s.py's %s (%d): %q", c.tool, c.tool, constant, n, tool.Description)
				}
			}
			// What a description says of a default is what the template does.
			for arg, p := range s.Properties {
				constant := "DEFAULT_" + strings.ToUpper(arg)
				want, ok := py.ints[constant]
				if strings.Contains(p.Description, "(default ") && ok && !strings.Contains(p.Description, fmt.Sprintf("(default %d)", want)) {
					t.Errorf("%s: %s's description %q; %s.py %s = %d", c.tool, arg, p.Description, c.tool, constant, want)
				}
			}
		})
	}
}
