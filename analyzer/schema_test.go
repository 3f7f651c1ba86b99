package analyzer_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

type schemaNode struct {
	Properties map[string]*schemaNode `json:"properties"`
	Required   []string               `json:"required"`
	Items      *schemaNode            `json:"items"`
	OneOf      []*schemaNode          `json:"oneOf"`
}

// jsonFields returns the JSON names of a struct type's fields.
func jsonFields(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

func keys(m map[string]*schemaNode) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestSchemaMatchesFacts keeps schema.json and the Facts types in sync, field by field.
func TestSchemaMatchesFacts(t *testing.T) {
	var root schemaNode
	if err := json.Unmarshal(analyzer.JSONSchema(), &root); err != nil {
		t.Fatal(err)
	}
	check := func(where string, n *schemaNode, typ reflect.Type) {
		t.Helper()
		want := jsonFields(typ)
		if got := keys(n.Properties); !slices.Equal(got, want) {
			t.Errorf("%s: schema properties %v, Go fields %v", where, got, want)
		}
		req := append([]string(nil), n.Required...)
		sort.Strings(req)
		if !slices.Equal(req, want) {
			t.Errorf("%s: schema requires %v, want every field %v", where, req, want)
		}
	}
	check("facts", &root, reflect.TypeOf(analyzer.Facts{}))
	check("imports", root.Properties["imports"].Items, reflect.TypeOf(analyzer.Import{}))
	check("calls", root.Properties["calls"].Items, reflect.TypeOf(analyzer.Call{}))
	check("dynamic", root.Properties["dynamic"].Items, reflect.TypeOf(analyzer.Dynamic{}))
	check("infinite_loops", root.Properties["infinite_loops"].Items, reflect.TypeOf(analyzer.Loop{}))
	check("syntax_error", root.Properties["syntax_error"].OneOf[1], reflect.TypeOf(analyzer.SyntaxError{}))
	// An argument's fields but its kind are optional (omitempty): their names must match.
	var defs struct {
		Defs map[string]*schemaNode `json:"$defs"`
	}
	if err := json.Unmarshal(analyzer.JSONSchema(), &defs); err != nil || defs.Defs["arg"] == nil {
		t.Fatalf("schema has no $defs.arg: %v", err)
	}
	if got, want := keys(defs.Defs["arg"].Properties), jsonFields(reflect.TypeOf(analyzer.Arg{})); !slices.Equal(got, want) {
		t.Errorf("args: schema properties %v, Go fields %v", got, want)
	}
}
