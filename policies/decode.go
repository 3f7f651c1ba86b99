package policies

import (
	"encoding/json"
	"strconv"
)

// The fast decoders below turn a raw result (generic JSON values as OPA returns them: string,
// bool, json.Number, []any, map[string]any, nil) into the typed results without a JSON round
// trip. They accept only the canonical shape: exact field names, the right JSON types, integral
// numbers for integer fields. On anything else they report false and the caller decodes through
// encoding/json, whose behaviour (and errors) stay the reference. Each must therefore give
// exactly what decodeResult would give on the inputs it accepts; TestFastDecodeMatchesJSON holds
// them to that.

// fastString decodes a JSON string; null leaves the zero value, as encoding/json does.
func fastString(v any) (string, bool) {
	switch x := v.(type) {
	case nil:
		return "", true
	case string:
		return x, true
	}
	return "", false
}

func fastBool(v any) (bool, bool) {
	switch x := v.(type) {
	case nil:
		return false, true
	case bool:
		return x, true
	}
	return false, false
}

// fastInt decodes an integral JSON number into an int64 the way encoding/json does
// (strconv.ParseInt of the number's text).
func fastInt(v any) (int64, bool) {
	switch x := v.(type) {
	case nil:
		return 0, true
	case json.Number:
		n, err := strconv.ParseInt(string(x), 10, 64)
		return n, err == nil
	}
	return 0, false
}

// fastStrings decodes an array of strings: null is a nil slice, [] an empty one.
func fastStrings(v any) ([]string, bool) {
	switch x := v.(type) {
	case nil:
		return nil, true
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			s, ok := fastString(e)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	}
	return nil, false
}

// fastFields calls set for each field of result; it fails on an unknown field name (which
// encoding/json might match case-insensitively) or on a field set refuses.
func fastFields(result map[string]any, set func(key string, v any) bool) bool {
	for k, v := range result {
		if !set(k, v) {
			return false
		}
	}
	return true
}

func fastExposure(result map[string]any) (out Exposure, ok bool) {
	ok = fastFields(result, func(k string, v any) (ok bool) {
		switch k {
		case "tools":
			out.Tools, ok = fastStrings(v)
		case "message":
			out.Message, ok = fastString(v)
		case "allow":
			out.Allow, ok = fastBool(v)
		case "code":
			out.Code, ok = fastString(v)
		}
		return ok
	})
	return out, ok
}

func fastViolation(v any) (out Violation, ok bool) {
	m, isMap := v.(map[string]any)
	if !isMap {
		return out, v == nil // null leaves the zero Violation
	}
	ok = fastFields(m, func(k string, v any) (ok bool) {
		switch k {
		case "rule":
			out.Rule, ok = fastString(v)
		case "code":
			out.Code, ok = fastString(v)
		case "message":
			out.Message, ok = fastString(v)
		case "hint":
			out.Hint, ok = fastString(v)
		case "line":
			var n int64
			n, ok = fastInt(v)
			out.Line = int(n)
		}
		return ok
	})
	return out, ok
}

func fastAdmission(result map[string]any) (out Admission, ok bool) {
	ok = fastFields(result, func(k string, v any) (ok bool) {
		switch k {
		case "allow":
			out.Allow, ok = fastBool(v)
		case "retry_hint":
			out.RetryHint, ok = fastString(v)
		case "violations":
			switch x := v.(type) {
			case nil:
				return true
			case []any:
				out.Violations = make([]Violation, len(x))
				for i, e := range x {
					if out.Violations[i], ok = fastViolation(e); !ok {
						return false
					}
				}
				return true
			}
		}
		return ok
	})
	return out, ok
}

func fastBudget(result map[string]any) (out Budget, ok bool) {
	ok = fastFields(result, func(k string, v any) (ok bool) {
		switch k {
		case "allow":
			out.Allow, ok = fastBool(v)
		case "stop_reason":
			out.StopReason, ok = fastString(v)
		case "hint":
			out.Hint, ok = fastString(v)
		case "degrade":
			out.Degrade, ok = fastStrings(v)
		case "runs_left":
			out.RunsLeft, ok = fastInt(v)
		}
		return ok
	})
	return out, ok
}

func fastRouting(result map[string]any) (out Routing, ok bool) {
	ok = fastFields(result, func(k string, v any) (ok bool) {
		switch k {
		case "executor":
			out.Executor, ok = fastString(v)
		case "image":
			out.Image, ok = fastString(v)
		case "hint":
			out.Hint, ok = fastString(v)
		case "missing":
			out.Missing, ok = fastStrings(v)
		}
		return ok
	})
	return out, ok
}

func fastRedaction(result map[string]any) (out Redaction, ok bool) {
	ok = fastFields(result, func(k string, v any) (ok bool) {
		switch k {
		case "stdout_max_bytes":
			out.StdoutMaxBytes, ok = fastInt(v)
		case "stderr_max_bytes":
			out.StderrMaxBytes, ok = fastInt(v)
		case "error_message_max":
			out.ErrorMessageMax, ok = fastInt(v)
		case "code_excerpt_max":
			out.CodeExcerptMax, ok = fastInt(v)
		case "max_rows":
			out.MaxRows, ok = fastInt(v)
		case "max_dataset_rows":
			out.MaxDatasetRows, ok = fastInt(v)
		case "artifact_types":
			out.ArtifactTypes, ok = fastStrings(v)
		case "max_artifacts":
			out.MaxArtifacts, ok = fastInt(v)
		case "max_artifact_bytes":
			out.MaxArtifactBytes, ok = fastInt(v)
		case "max_total_artifact_bytes":
			out.MaxTotalArtifactBytes, ok = fastInt(v)
		case "masks":
			out.Masks, ok = fastStrings(v)
		case "sensitive_columns":
			out.SensitiveColumns, ok = fastStrings(v)
		}
		return ok
	})
	return out, ok
}

func fastWithheld(v any) (out Withheld, ok bool) {
	m, isMap := v.(map[string]any)
	if !isMap {
		return out, v == nil
	}
	ok = fastFields(m, func(k string, v any) (ok bool) {
		switch k {
		case "name":
			out.Name, ok = fastString(v)
		case "reason":
			out.Reason, ok = fastString(v)
		case "rule":
			out.Rule, ok = fastString(v)
		}
		return ok
	})
	return out, ok
}

func fastFlag(v any) (out Flag, ok bool) {
	m, isMap := v.(map[string]any)
	if !isMap {
		return out, v == nil
	}
	ok = fastFields(m, func(k string, v any) (ok bool) {
		switch k {
		case "code":
			out.Code, ok = fastString(v)
		case "message":
			out.Message, ok = fastString(v)
		}
		return ok
	})
	return out, ok
}

// fastList decodes a JSON array with elem: null is a nil slice.
func fastList[T any](v any, elem func(any) (T, bool)) ([]T, bool) {
	switch x := v.(type) {
	case nil:
		return nil, true
	case []any:
		out := make([]T, len(x))
		for i, e := range x {
			var ok bool
			if out[i], ok = elem(e); !ok {
				return nil, false
			}
		}
		return out, true
	}
	return nil, false
}

func fastReview(result map[string]any) (out Review, ok bool) {
	ok = fastFields(result, func(k string, v any) (ok bool) {
		switch k {
		case "returned":
			out.Returned, ok = fastStrings(v)
		case "withheld":
			out.Withheld, ok = fastList(v, fastWithheld)
		case "flags":
			out.Flags, ok = fastList(v, fastFlag)
		}
		return ok
	})
	return out, ok
}

// fastLimitsMap takes the limits object when every value is a JSON number.
func fastLimitsMap(result map[string]any) (map[string]json.Number, bool) {
	if len(result) != 1 {
		return nil, false
	}
	obj, ok := result["limits"].(map[string]any)
	if !ok {
		return nil, false
	}
	m := make(map[string]json.Number, len(obj))
	for k, v := range obj {
		n, ok := v.(json.Number)
		if !ok {
			return nil, false
		}
		m[k] = n
	}
	return m, true
}

// fastLimits fills Limits from a map that checkLimits accepted (exactly the limit keys).
func fastLimits(m map[string]json.Number) (out Limits, ok bool) {
	float := func(k string) float64 {
		f, err := strconv.ParseFloat(string(m[k]), 64)
		if err != nil {
			ok = false
		}
		return f
	}
	integer := func(k string) int64 {
		n, err := strconv.ParseInt(string(m[k]), 10, 64)
		if err != nil {
			ok = false
		}
		return n
	}
	ok = true
	out = Limits{
		TimeoutS:      float("timeout_s"),
		MemoryMB:      integer("memory_mb"),
		CPUs:          float("cpus"),
		Pids:          integer("pids"),
		StdoutBytes:   integer("stdout_bytes"),
		StderrBytes:   integer("stderr_bytes"),
		OutputFiles:   integer("output_files"),
		OutputBytes:   integer("output_bytes"),
		FileSizeBytes: integer("file_size_bytes"),
		TmpBytes:      integer("tmp_bytes"),
	}
	return out, ok
}
