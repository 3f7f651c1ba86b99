package tools

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// RunPython is the tool that runs the agent's own code rather than a template.
const RunPython = "run_python"

// Limits of run_python's arguments other than the code, whose length the gateway configures.
// The schema states them; the gateway's POST …/runs checks the same limits on its own body.
const (
	MaxPurposeChars      = 2000
	MaxExpectedArtifacts = 64
)

// ErrRefused marks arguments that a template refuses by design — an SQL text that is not one
// read-only SELECT. The caller should answer it as a policy refusal, not as a malformed
// request: the agent must ask for something else, not rephrase the same thing.
var ErrRefused = errors.New("refused by the tool")

// ErrBadArguments marks arguments that do not fit the tool's schema, each other or the
// dataset's columns. The caller should answer it as a bad request; the message says what to fix.
var ErrBadArguments = errors.New("bad arguments")

// argError is an error of Validate: its message is for the agent, its kind is ErrRefused or
// ErrBadArguments.
type argError struct {
	kind error
	msg  string
}

func (e *argError) Error() string { return e.msg }
func (e *argError) Unwrap() error { return e.kind }

func badArgs(format string, args ...any) error {
	return &argError{kind: ErrBadArguments, msg: fmt.Sprintf(format, args...)}
}

func refused(format string, args ...any) error {
	return &argError{kind: ErrRefused, msg: "refused: " + fmt.Sprintf(format, args...)}
}

// Tool is one entry of the catalogue. Its fields must not be modified.
type Tool struct {
	// Name is the tool's name; a fixed tool's template is images/tools/<Name>.py.
	Name string
	// Description tells an agent what the tool does and when to call it.
	Description string
	// MetadataKeys names the top-level keys of the tool's result that map a column's name to a
	// fact about the column rather than to its values: redaction leaves a sensitive column's
	// entry there readable (its dtype, its count of missing values) while its samples and value
	// counts stay masked.
	MetadataKeys []string

	params   *jsonschema.Schema
	resolved *jsonschema.Resolved
	nodes    map[*jsonschema.Schema]*jsonschema.Resolved // see explain
	shape    string
	validate func(t *Tool, raw json.RawMessage, columns []string) (json.RawMessage, error)
	touched  func(args json.RawMessage, columns []string) ([]string, error) // see Columns
}

// Parameters returns a copy of the JSON Schema of the tool's arguments, an object schema in
// the OpenAI function-calling format; the caller may change its copy.
func (t Tool) Parameters() *jsonschema.Schema { return t.params.CloneSchemas() }

// Lookup returns the tool name and whether the catalogue has it.
func Lookup(name string) (Tool, bool) {
	t, ok := catalogue[name]
	if !ok {
		return Tool{}, false
	}
	return *t, true
}

// Names returns the names of the catalogue's tools, sorted.
func Names() []string {
	names := make([]string, 0, len(catalogue))
	for n := range catalogue {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Validate checks the JSON arguments raw of the tool name and returns them in canonical form,
// defaults filled in, as the tool's template receives them. An empty or null raw is {}. When
// columns is not nil (the dataset has been inspected), every column the arguments name must be
// one of them. Its errors wrap ErrRefused or ErrBadArguments; their messages name the argument
// and say why. It never calls the network, and may be called concurrently.
func Validate(name string, raw json.RawMessage, columns []string) (json.RawMessage, error) {
	t, ok := catalogue[name]
	if !ok {
		return nil, badArgs("no tool %q", name)
	}
	return t.validate(t, raw, columns)
}

// arguments is what each tool's argument struct does beyond its schema.
type arguments interface {
	// defaults fills in what the arguments left out.
	defaults()
	// check reports what the schema cannot: checks across fields and of columns.
	check(cols *columnChecker) error
	// touches names the dataset columns the arguments touch, given the dataset's columns
	// (nil before inspection), in any order and with repeats (see Columns).
	touches(columns []string) []string
}

// validateAs is Validate for the argument struct T: strict decoding, defaults, the schema,
// then T's own checks.
func validateAs[T any, P interface {
	*T
	arguments
}](t *Tool, raw json.RawMessage, columns []string) (json.RawMessage, error) {
	var a T
	if err := strictDecode(raw, &a, t.shape); err != nil {
		return nil, err
	}
	P(&a).defaults()
	canonical, err := json.Marshal(&a)
	if err != nil {
		return nil, badArgs("arguments cannot be encoded: %v", err)
	}
	if err := t.checkSchema(canonical); err != nil {
		return nil, err
	}
	if err := P(&a).check(newColumnChecker(columns)); err != nil {
		return nil, err
	}
	return canonical, nil
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
		return badArgs("want %s: %s", shape, decodeErrText(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return badArgs("data after the JSON object")
	}
	return nil
}

func decodeErrText(err error) string {
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te):
		return fmt.Sprintf("field %q must be %s", te.Field, te.Type)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "unexpected end of input"
	}
	return strings.TrimPrefix(err.Error(), "json: ") // unknown field "x", invalid character …
}

// joinErrors joins the messages of errs, nil ones left out, into one bad-arguments error.
func joinErrors(errs ...error) error {
	var msgs []string
	for _, e := range errs {
		if e != nil {
			msgs = append(msgs, e.Error())
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	return badArgs("%s", strings.Join(msgs, "; "))
}
