package policies

import (
	"encoding/json"
	"math/rand"
	"reflect"
	"testing"
)

// randJSONValue returns a generic JSON value of a random type, the shapes a result may take.
func randJSONValue(r *rand.Rand, depth int) any {
	switch r.Intn(12) {
	case 0:
		return nil
	case 1:
		return "text"
	case 2:
		return r.Intn(2) == 0
	case 3:
		return json.Number("3")
	case 4:
		return json.Number("1.5")
	case 5:
		return json.Number("-2")
	case 6:
		return json.Number("1e3")
	case 7:
		return []any{}
	case 8:
		return []any{"a", "b"}
	case 9:
		return []any{"a", nil, json.Number("1")}[:1+r.Intn(3)]
	case 10:
		if depth > 0 {
			return map[string]any{"rule": randJSONValue(r, depth-1), "line": randJSONValue(r, depth-1)}
		}
		return map[string]any{}
	default:
		return json.Number("9007199254740993")
	}
}

// randResult builds a result with the given keys (sometimes dropped, miscased or joined by an
// unknown key), each holding a mostly well-typed value.
func randResult(r *rand.Rand, keys map[string]func() any) map[string]any {
	res := map[string]any{}
	for k, good := range keys {
		switch r.Intn(10) {
		case 0:
			continue
		case 1:
			res[k] = randJSONValue(r, 2)
		case 2:
			res["X"+k] = good()
		default:
			res[k] = good()
		}
	}
	if r.Intn(10) == 0 {
		res["Allow"] = true
	}
	return res
}

func TestFastDecodeMatchesJSON(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	str := func() any { return []any{"", "ok", "a hint", nil}[r.Intn(4)] }
	boolean := func() any { return r.Intn(2) == 0 }
	num := func() any {
		return []any{json.Number("0"), json.Number("4096"), json.Number("-1"), json.Number("2.5")}[r.Intn(4)]
	}
	strs := func() any { return []any{[]any{}, []any{"b", "a"}, nil, []any{"x", nil}}[r.Intn(4)] }
	violations := func() any {
		var vs []any
		for range r.Intn(3) {
			v := map[string]any{"rule": str(), "code": str(), "message": str(), "hint": str(), "line": num()}
			if r.Intn(8) == 0 {
				v["Line"] = json.Number("1")
			}
			if r.Intn(8) == 0 {
				v["line"] = "3"
			}
			vs = append(vs, v)
		}
		if r.Intn(6) == 0 {
			vs = append(vs, nil)
		}
		if vs == nil {
			return []any{}
		}
		return vs
	}
	limits := func() any {
		m := map[string]any{}
		for _, k := range limitKeys {
			m[k] = num()
		}
		if r.Intn(5) == 0 {
			m["cpus"] = json.Number("0.5")
		}
		return m
	}
	check := func(name string, fast func(map[string]any) (any, bool), keys map[string]func() any, zero func() any) {
		fastOK := 0
		for range 5000 {
			res := randResult(r, keys)
			got, ok := fast(res)
			if !ok {
				continue
			}
			fastOK++
			want := zero()
			if err := decodeResult(res, want); err != nil {
				t.Errorf("%s: fast decode accepted %v, encoding/json refuses it: %v", name, res, err)
				continue
			}
			if w := reflect.ValueOf(want).Elem().Interface(); !reflect.DeepEqual(got, w) {
				t.Errorf("%s of %v:\nfast %#v\njson %#v", name, res, got, w)
			}
		}
		if fastOK < 20 {
			t.Errorf("%s: the fast decoder accepted only %d results", name, fastOK)
		}
	}
	check("exposure", func(m map[string]any) (any, bool) { return fastExposure(m) },
		map[string]func() any{"tools": strs, "message": str, "allow": boolean, "code": str},
		func() any { return &Exposure{} })
	check("admission", func(m map[string]any) (any, bool) { return fastAdmission(m) },
		map[string]func() any{"allow": boolean, "violations": violations, "retry_hint": str},
		func() any { return &Admission{} })
	check("budget", func(m map[string]any) (any, bool) { return fastBudget(m) },
		map[string]func() any{"allow": boolean, "stop_reason": str, "hint": str, "degrade": strs, "runs_left": num},
		func() any { return &Budget{} })
	check("routing", func(m map[string]any) (any, bool) { return fastRouting(m) },
		map[string]func() any{"executor": str, "image": str, "hint": str, "missing": strs},
		func() any { return &Routing{} })
	redKeys := map[string]func() any{"artifact_types": strs, "masks": strs, "sensitive_columns": strs}
	for _, k := range []string{"stdout_max_bytes", "stderr_max_bytes", "error_message_max", "code_excerpt_max",
		"max_rows", "max_dataset_rows", "max_artifacts", "max_artifact_bytes", "max_total_artifact_bytes"} {
		redKeys[k] = num
	}
	check("redaction", func(m map[string]any) (any, bool) { return fastRedaction(m) }, redKeys,
		func() any { return &Redaction{} })

	objs := func(keys ...string) func() any {
		return func() any {
			var vs []any
			for range r.Intn(3) {
				v := map[string]any{}
				for _, k := range keys {
					v[k] = str()
				}
				if r.Intn(8) == 0 {
					v[keys[0]] = json.Number("1")
				}
				vs = append(vs, v)
			}
			if r.Intn(6) == 0 {
				vs = append(vs, nil)
			}
			if vs == nil {
				return []any{}
			}
			return vs
		}
	}
	check("review", func(m map[string]any) (any, bool) { return fastReview(m) },
		map[string]func() any{"returned": strs, "withheld": objs("name", "reason", "rule"), "flags": objs("code", "message")},
		func() any { return &Review{} })

	// Limits: the fast path must give what decodeLimits' JSON path gives.
	for range 2000 {
		res := randResult(r, map[string]func() any{"limits": limits})
		m, ok := fastLimitsMap(res)
		if !ok || checkLimits(m) != nil {
			continue
		}
		got, ok := fastLimits(m)
		if !ok {
			continue
		}
		raw, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var want Limits
		if err := strictDecode(raw, &want); err != nil {
			t.Errorf("limits %v: fast decode accepted, encoding/json refuses: %v", m, err)
			continue
		}
		if got != want {
			t.Errorf("limits %v:\nfast %+v\njson %+v", m, got, want)
		}
	}
}
