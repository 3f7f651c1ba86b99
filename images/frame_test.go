package images

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// frameCheck runs in Debian's CPython: for every CSV named, it encodes the DataFrame read_csv
// makes of it as a frame (harness._encode_frame), decodes it, and reports whether the two are
// equal (harness._frames_equal: columns, dtypes, values, the types of object values), and
// whether the decoder refuses what it must: the frame cut short, one byte of it changed
// anywhere in its header, a frame of other bytes, of another pandas. A refusal is a
// ValueError or any other exception the harness catches (_read_frame reads the CSV then); it
// must never crash the interpreter.
const frameCheck = `import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("h", sys.argv[1])
h = importlib.util.module_from_spec(spec)
spec.loader.exec_module(h)
import pandas as pd
out = {}
for path in sys.argv[2:]:
    r = out[path.rsplit("/", 1)[-1]] = {}
    df = pd.read_csv(path, encoding="utf-8")
    size, digest = h._csv_digest(path)
    data = h._encode_frame(df, pd, size, digest)
    r["frame"] = data is not None
    if data is None:
        continue
    back = h._decode_frame(bytearray(data), pd, size, digest)
    r["equal"] = h._frames_equal(df, back, pd)
    r["writable"] = all(back[c].to_numpy().flags.writeable for c in back.columns)
    def refused(buf, size=size, digest=digest):
        try:
            h._decode_frame(bytearray(buf), pd, size, digest)
        except Exception:
            return True
        return False
    head_end = data.index(b"\n", len(h.FRAME_MAGIC_LINE))
    r["cut"] = all(refused(data[:n]) for n in range(0, len(data), max(1, len(data) // 97)))
    r["other_csv"] = refused(data, size + 1) and refused(data, size, "0" * 64)
    r["other_pandas"] = refused(data.replace(b'"pandas": "' + pd.__version__.encode(), b'"pandas": "0.0.0', 1))
    r["longer"] = refused(data + b"\0" * 8)
    r["changed_body"] = all(refused(data[:n] + bytes([data[n] ^ 1]) + data[n + 1:]) for n in range(head_end + 1, len(data), max(1, (len(data) - head_end) // 31)))
print(json.dumps(out))
`

// TestFrameCodec: a frame decodes to the very DataFrame read_csv made (on a corpus of CSVs
// with missing values, booleans, text, unicode, quoting, a BOM, duplicate and empty names,
// extreme floats), its numeric columns writable as read_csv's are; CSVs that give what a
// frame does not hold (uint64, an empty frame) give no frame; and the decoder refuses a frame
// cut short, of other bytes, of another pandas, with bytes after its end, or with any byte of
// its body changed.
func TestFrameCodec(t *testing.T) {
	dir := t.TempDir()
	if err := WriteHarness(dir); err != nil {
		t.Fatal(err)
	}
	csvs, err := filepath.Glob(filepath.Join("testdata", "frames", "*.csv"))
	if err != nil || len(csvs) < 10 {
		t.Fatalf("corpus: %v %v", csvs, err)
	}
	cmd := exec.Command("/usr/bin/python3", append([]string{"-I", "-c", frameCheck, filepath.Join(dir, HarnessFile)}, csvs...)...)
	cmd.Env = []string{"OPENBLAS_NUM_THREADS=1", "MPLCONFIGDIR=" + t.TempDir()}
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var got map[string]map[string]bool
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	noFrame := []string{"uint64.csv", "header_only.csv"}
	for _, p := range csvs {
		name := filepath.Base(p)
		r := got[name]
		if slices.Contains(noFrame, name) {
			if r["frame"] {
				t.Errorf("%s: a frame, want none", name)
			}
			continue
		}
		for _, k := range []string{"frame", "equal", "writable", "cut", "other_csv", "other_pandas", "longer", "changed_body"} {
			if !r[k] {
				t.Errorf("%s: %s is false (%v)", name, k, r)
			}
		}
	}
}
