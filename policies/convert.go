package policies

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/open-policy-agent/opa/v1/ast"
)

// inputValue builds the Rego value of an input directly from its fields, without a JSON round
// trip. It must equal the value of the input's JSON (TestInputValueMatchesJSON holds it to
// that): nil slices and maps are null, as encoding/json writes them. An Analysis that is not
// generic JSON (map[string]any) goes through JSON.
//
// WARNING: keep in step with the JSON tags of Input and its parts.
func inputValue(in *Input) (ast.Value, error) {
	analysis, err := anyValue(in.Analysis)
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	request := ast.NewObject(
		kv("kind", ast.String(in.Request.Kind)),
		kv("tool", ast.String(in.Request.Tool)),
		kv("purpose", ast.String(in.Request.Purpose)),
		kv("code_bytes", intValue(int64(in.Request.CodeBytes))),
		kv("expected_artifacts", stringList(in.Request.ExpectedArtifacts)),
	)
	if in.Request.Args != nil { // omitzero
		args, err := rawValue(in.Request.Args)
		if err != nil {
			return nil, fmt.Errorf("request.args: %w", err)
		}
		request.Insert(ast.StringTerm("args"), ast.NewTerm(args))
	}
	if in.Request.Columns != nil { // omitzero
		request.Insert(ast.StringTerm("columns"), ast.NewTerm(stringList(in.Request.Columns)))
	}
	s := in.Session
	images := make([]*ast.Term, len(in.Images))
	for i, img := range in.Images {
		images[i] = ast.NewTerm(ast.NewObject(
			kv("name", ast.String(img.Name)),
			kv("packages", stringList(img.Packages)),
		))
	}
	var imagesV ast.Value = ast.NewArray(images...)
	if in.Images == nil {
		imagesV = ast.Null{}
	}
	doc := ast.NewObject(
		kv("tenant", ast.NewObject(kv("id", ast.String(in.Tenant.ID)), kv("flags", boolMap(in.Tenant.Flags)))),
		kv("session", ast.NewObject(
			kv("id", ast.String(s.ID)),
			kv("dataset", ast.NewObject(
				kv("present", ast.Boolean(s.Dataset.Present)),
				kv("inspected", ast.Boolean(s.Dataset.Inspected)),
				kv("columns", stringList(s.Dataset.Columns)),
				kv("dtypes", stringMap(s.Dataset.Dtypes)),
				kv("rows", intValue(s.Dataset.Rows)),
				kv("bytes", intValue(s.Dataset.Bytes)),
			)),
			kv("counters", ast.NewObject(
				kv("runs", intValue(s.Counters.Runs)),
				kv("consecutive_failures", intValue(s.Counters.ConsecutiveFailures)),
				kv("runtime_ms", intValue(s.Counters.RuntimeMS)),
				kv("tokens", intValue(s.Counters.Tokens)),
				kv("error_types", intMap(s.Counters.ErrorTypes)),
			)),
		)),
		kv("request", request),
		kv("analysis", analysis),
		kv("executors", stringList(in.Executors)),
		kv("images", imagesV),
	)
	if in.Outcome != nil {
		doc.Insert(ast.StringTerm("outcome"), ast.NewTerm(outcomeValue(in.Outcome)))
	}
	return doc, nil
}

// outcomeValue is the Rego value of a run's outcome (sluice.review's input.outcome).
func outcomeValue(o *Outcome) ast.Value {
	var arts ast.Value = ast.Null{}
	if o.Artifacts != nil {
		terms := make([]*ast.Term, len(o.Artifacts))
		for i, a := range o.Artifacts {
			terms[i] = ast.NewTerm(ast.NewObject(
				kv("name", ast.String(a.Name)),
				kv("type", ast.String(a.Type)),
				kv("bytes", intValue(a.Bytes)),
				kv("dataset_rows", intValue(a.DatasetRows)),
			))
		}
		arts = ast.NewArray(terms...)
	}
	return ast.NewObject(
		kv("exit", ast.String(o.Exit)),
		kv("error_type", ast.String(o.ErrorType)),
		kv("artifacts", arts),
		kv("artifacts_refused", intValue(o.ArtifactsRefused)),
		kv("stdout_bytes", intValue(o.StdoutBytes)),
		kv("stderr_bytes", intValue(o.StderrBytes)),
		kv("duration_ms", intValue(o.DurationMS)),
	)
}

func kv(k string, v ast.Value) [2]*ast.Term {
	return [2]*ast.Term{ast.StringTerm(k), ast.NewTerm(v)}
}

func intValue(n int64) ast.Value { return ast.Number(strconv.FormatInt(n, 10)) }

func stringList(s []string) ast.Value {
	if s == nil {
		return ast.Null{}
	}
	terms := make([]*ast.Term, len(s))
	for i, x := range s {
		terms[i] = ast.StringTerm(x)
	}
	return ast.NewArray(terms...)
}

func boolMap(m map[string]bool) ast.Value {
	if m == nil {
		return ast.Null{}
	}
	obj := ast.NewObject()
	for k, v := range m {
		obj.Insert(ast.StringTerm(k), ast.BooleanTerm(v))
	}
	return obj
}

func stringMap(m map[string]string) ast.Value {
	if m == nil {
		return ast.Null{}
	}
	obj := ast.NewObject()
	for k, v := range m {
		obj.Insert(ast.StringTerm(k), ast.StringTerm(v))
	}
	return obj
}

func intMap(m map[string]int64) ast.Value {
	if m == nil {
		return ast.Null{}
	}
	obj := ast.NewObject()
	for k, v := range m {
		obj.Insert(ast.StringTerm(k), ast.NewTerm(intValue(v)))
	}
	return obj
}

// anyValue converts generic JSON (as encoding/json decodes it) to a Rego value; anything else
// goes through JSON.
func anyValue(v any) (ast.Value, error) {
	switch v.(type) {
	case nil:
		return ast.Null{}, nil
	case map[string]any:
		if generic(v) {
			return ast.InterfaceToValue(v)
		}
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	_, val, err := docValue(raw)
	return val, err
}

// rawValue converts JSON text to a Rego value.
func rawValue(raw json.RawMessage) (ast.Value, error) {
	_, val, err := docValue(raw)
	return val, err
}

// generic reports whether v holds only the types encoding/json decodes into, with integral
// or json.Number numbers (whose text InterfaceToValue keeps as JSON would write it).
func generic(v any) bool {
	switch x := v.(type) {
	case nil, bool, string, json.Number:
		return true
	case float64:
		return x == float64(int64(x)) && x < 1e15 && x > -1e15
	case map[string]any:
		for _, e := range x {
			if !generic(e) {
				return false
			}
		}
		return true
	case []any:
		for _, e := range x {
			if !generic(e) {
				return false
			}
		}
		return true
	}
	return false
}
