package tools

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"
)

// schemaFor generates the schema of the argument struct T; types maps a Go type to its schema
// where the generated one would be wrong.
func schemaFor[T any](types map[reflect.Type]*jsonschema.Schema) *jsonschema.Schema {
	s, err := jsonschema.For[T](&jsonschema.ForOptions{TypeSchemas: types})
	if err != nil {
		panic(err) // a programming error in an argument struct, caught by every test
	}
	notNull(s)
	return s
}

// notNull undoes what For does to a pointer or slice field, which it types [null, T]: an agent
// leaves an argument out by not sending it, so the schemas say T. A null is still accepted, as
// an absent argument: it decodes so.
func notNull(s *jsonschema.Schema) {
	if len(s.Types) == 2 && s.Types[0] == "null" {
		s.Type, s.Types = s.Types[1], nil
	}
	for _, p := range s.Properties {
		notNull(p)
	}
	if s.Items != nil {
		notNull(s.Items)
	}
}

// items bounds the length of the array s and returns s.
func items(s *jsonschema.Schema, least, most int) *jsonschema.Schema {
	if least > 0 {
		s.MinItems = jsonschema.Ptr(least)
	}
	s.MaxItems = jsonschema.Ptr(most)
	return s
}

// between bounds the number s.
func between(s *jsonschema.Schema, least, most int) {
	s.Minimum, s.Maximum = jsonschema.Ptr(float64(least)), jsonschema.Ptr(float64(most))
}

// text bounds the length of the string s (0: no bound) and returns s.
func text(s *jsonschema.Schema, least, most int) *jsonschema.Schema {
	if least > 0 {
		s.MinLength = jsonschema.Ptr(least)
	}
	if most > 0 {
		s.MaxLength = jsonschema.Ptr(most)
	}
	return s
}

// column makes s the schema of a column name and returns it.
func column(s *jsonschema.Schema) *jsonschema.Schema { return text(s, 1, maxColumnName) }

// prepare resolves the tool's schema, and each of its nodes on its own for explain.
func (t *Tool) prepare() {
	var err error
	if t.resolved, err = t.params.Resolve(nil); err != nil {
		panic(fmt.Sprintf("tool %s: %v", t.Name, err))
	}
	t.nodes = map[*jsonschema.Schema]*jsonschema.Resolved{}
	var walk func(s *jsonschema.Schema)
	walk = func(s *jsonschema.Schema) {
		own := s.CloneSchemas()
		for k := range own.Properties {
			own.Properties[k] = &jsonschema.Schema{}
		}
		if own.Items != nil {
			own.Items = &jsonschema.Schema{}
		}
		if t.nodes[s], err = own.Resolve(nil); err != nil {
			panic(fmt.Sprintf("tool %s: %v", t.Name, err))
		}
		for _, p := range s.Properties {
			walk(p)
		}
		if s.Items != nil {
			walk(s.Items)
		}
	}
	walk(t.params)
	t.shape = shape(t.params, 0)
}

// checkSchema validates the canonical arguments against the tool's schema.
func (t *Tool) checkSchema(canonical []byte) error {
	dec := json.NewDecoder(bytes.NewReader(canonical))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return badArgs("arguments: %v", err)
	}
	v = floats(v)
	err := t.resolved.Validate(v)
	if err == nil {
		return nil
	}
	var errs []error
	t.explain("", v, t.params, &errs)
	if len(errs) == 0 {
		return badArgs("arguments: %v", err)
	}
	return joinErrors(errs...)
}

// floats turns the numbers of v into float64, as the validator wants them. A number beyond
// float64 becomes an infinity: still a number to the schema, and refused by the hand checks.
func floats(v any) any {
	switch v := v.(type) {
	case json.Number:
		f, _ := strconv.ParseFloat(string(v), 64)
		return f
	case []any:
		for i, x := range v {
			v[i] = floats(x)
		}
	case map[string]any:
		for k, x := range v {
			v[k] = floats(x)
		}
	}
	return v
}

// explain finds where the value v breaks the schema s, and says so: the library reports which
// keyword failed but not where in the arguments, so each node of the schema is also resolved
// on its own, its children replaced by the empty schema, and v is validated node by node.
func (t *Tool) explain(where string, v any, s *jsonschema.Schema, errs *[]error) {
	if err := t.nodes[s].Validate(v); err != nil {
		*errs = append(*errs, errors.New(describe(where, v, s, err)))
		return
	}
	switch v := v.(type) {
	case map[string]any:
		for _, k := range s.PropertyOrder {
			if x, ok := v[k]; ok && s.Properties[k] != nil {
				at := k
				if where != "" {
					at = where + "." + k
				}
				t.explain(at, x, s.Properties[k], errs)
			}
		}
	case []any:
		for i, x := range v {
			if s.Items != nil {
				t.explain(fmt.Sprintf("%s[%d]", where, i), x, s.Items, errs)
			}
		}
	}
}

// describe says in words which keyword of s the value v at where broke.
func describe(where string, v any, s *jsonschema.Schema, err error) string {
	for errors.Unwrap(err) != nil {
		err = errors.Unwrap(err)
	}
	keyword, detail, _ := strings.Cut(err.Error(), ": ")
	if where == "" {
		where = "the arguments"
	}
	switch keyword {
	case "type":
		return fmt.Sprintf("%s must be %s", where, typeName(s.Type))
	case "enum":
		return fmt.Sprintf("%s must be one of %s", where, enumText(s.Enum, ", "))
	case "minimum", "maximum":
		if s.Minimum != nil && s.Maximum != nil {
			return fmt.Sprintf("%s must be between %v and %v", where, *s.Minimum, *s.Maximum)
		}
	case "minLength":
		if *s.MinLength == 1 {
			return where + " is empty"
		}
	case "maxLength":
		return fmt.Sprintf("%s is at most %d characters", where, *s.MaxLength)
	case "minItems":
		if *s.MinItems == 1 {
			return where + " needs at least one entry"
		}
	case "maxItems":
		return fmt.Sprintf("%s takes at most %d entries", where, *s.MaxItems)
	case "uniqueItems":
		if list, ok := v.([]any); ok {
			for i, x := range list {
				for _, y := range list[:i] {
					if reflect.DeepEqual(x, y) {
						return fmt.Sprintf("%s names %q twice", where, fmt.Sprint(x))
					}
				}
			}
		}
	case "anyOf":
		if s.Description != "" {
			r, n := utf8.DecodeRuneInString(s.Description)
			return fmt.Sprintf("%s is not valid: want %c%s", where, unicode.ToLower(r), strings.TrimSuffix(s.Description[n:], "."))
		}
	}
	return fmt.Sprintf("%s: %s: %s", where, keyword, detail)
}

func typeName(t string) string {
	switch t {
	case "array":
		return "a list"
	case "object", "integer":
		return "an " + t
	case "boolean":
		return "true or false"
	}
	return "a " + t
}

func enumText(values []any, sep string) string {
	s := make([]string, len(values))
	for i, v := range values {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, sep)
}

// shape sketches the arguments s describes, for an error that cannot name one argument: names,
// enumerations and ranges, with nested objects by their field names.
func shape(s *jsonschema.Schema, depth int) string {
	switch {
	case len(s.Enum) > 0:
		return strconv.Quote(enumText(s.Enum, "|"))
	case s.Type == "object":
		fields := make([]string, len(s.PropertyOrder))
		for i, k := range s.PropertyOrder {
			fields[i] = strconv.Quote(k)
			if depth == 0 {
				fields[i] += ": " + shape(s.Properties[k], depth+1)
			}
		}
		return "{" + strings.Join(fields, ", ") + "}"
	case s.Type == "array" && s.Items != nil:
		return "[" + shape(s.Items, depth+1) + "]"
	case s.Minimum != nil && s.Maximum != nil:
		return fmt.Sprintf("%v..%v", *s.Minimum, *s.Maximum)
	case s.Type == "string":
		return `"…"`
	case s.Type == "boolean":
		return "true|false"
	}
	return "…"
}
