package main

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/container"
	"github.com/sluice-gw/sluice/executors/subprocess"
	"github.com/sluice-gw/sluice/gateway"
)

// writeConfig writes a config file and returns its path.
func writeConfig(t testing.TB, yaml string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "sluice.yaml")
	if err := os.WriteFile(p, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// parseFlags parses args with the executor flags as serve and worker register them.
func parseFlags(t testing.TB, args ...string) (executorFlags, *flag.FlagSet) {
	t.Helper()
	var f executorFlags
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f.register(fs, "executor")
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return f, fs
}

func TestConfigDecodesTheExample(t *testing.T) {
	fc, err := loadConfig("testdata/sluice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	wantGateway := gateway.Config{
		Tenants: []gateway.TenantConfig{{
			ID: "acme",
			Keys: []gateway.KeyConfig{
				{SHA256: "0f5d1b7f3a8c4e2d9b6a1c0e7f3d5b9a2c4e6f8a0b1d3c5e7f9a2b4c6d8e0f1a", Role: "agent"},
				{Key: "sk-acme-auditor-0123456789", Role: "auditor"},
			},
			Flags: map[string]bool{"code_execution": true},
		}},
		MaxCodeChars:    6000,
		MaxDatasetBytes: 32 << 20,
	}
	if !reflect.DeepEqual(fc.Config, wantGateway) {
		t.Errorf("gateway keys = %+v, want %+v", fc.Config, wantGateway)
	}
	want := executorsConfig{
		Subprocess: subprocess.Config{
			Bwrap: "/usr/bin/bwrap", Python: "/usr/bin/python3", WorkDir: "/var/lib/sluice/runs",
			CgroupRoot: "/sys/fs/cgroup/sluice.slice",
			Pool:       executors.PoolConfig{Size: 3, MaxAge: 5 * time.Minute, MaxKeys: 6, Parallel: 2},
		},
		Container: container.Config{
			Host: "unix:///var/run/docker.sock", Runtime: "runsc", ImagePrefix: "registry.example.com/sluice/",
			WorkDir: "/var/lib/sluice/ctr", WorkerID: "worker-a",
			Pool: executors.PoolConfig{Size: 1, MaxAge: 90 * time.Second, MaxKeys: 2, Parallel: 1},
		},
	}
	if !reflect.DeepEqual(fc.Executors, want) {
		t.Errorf("executors = %+v\nwant        %+v", fc.Executors, want)
	}
	f, fs := parseFlags(t)
	got, err := f.apply(fs, fc.Executors)
	if err != nil {
		t.Fatalf("the example does not validate: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("apply without flags changed the file's values: %+v", got)
	}
}

// TestConfigDefaults: without --config (or with a file that leaves a key out), the executors get
// what sluice serve gave them before the file could say anything: a pool of DefaultPoolSize, and
// every other field at the executor's own default.
func TestConfigDefaults(t *testing.T) {
	want := executorsConfig{
		Subprocess: subprocess.Config{Pool: executors.PoolConfig{Size: executors.DefaultPoolSize}},
		Container:  container.Config{Pool: executors.PoolConfig{Size: executors.DefaultPoolSize}},
	}
	for name, path := range map[string]string{
		"no file":       "",
		"empty file":    writeConfig(t, ""),
		"tenants only":  writeConfig(t, "tenants: []\n"),
		"empty section": writeConfig(t, "executors:\n  subprocess:\n  container: {}\n"),
	} {
		fc, err := loadConfig(path)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		f, fs := parseFlags(t)
		got, err := f.apply(fs, fc.Executors)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, %v; want %+v", name, got, err, want)
		}
	}
	fc, err := loadConfig(writeConfig(t, "executors:\n  subprocess:\n    pool:\n      max_age: 1m\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p := fc.Executors.Subprocess.Pool; p.Size != executors.DefaultPoolSize || p.MaxAge != time.Minute {
		t.Errorf("a pool section with max_age only: %+v, want the default size kept", p)
	}
}

func TestConfigRefusesUnknownKeys(t *testing.T) {
	for yaml, key := range map[string]string{
		"tenant: []\n":                                    "tenant",
		"executors:\n  subproces: {}\n":                   "subproces",
		"executors:\n  pool: {size: 2}\n":                 "pool", // pools are per executor
		"executors:\n  subprocess: {bwarp: /usr/bin/x}\n": "bwarp",
		"executors:\n  subprocess: {logger: x}\n":         "logger",
		"executors:\n  container: {runtimes: runsc}\n":    "runtimes",
		"executors:\n  container:\n    pool: {sise: 1}\n": "sise",
	} {
		_, err := loadConfig(writeConfig(t, yaml))
		if err == nil || !regexp.MustCompile(`field `+key+` not found`).MatchString(err.Error()) {
			t.Errorf("%q: %v, want an error naming the key %q", yaml, err, key)
		}
	}
}

// TestConfigRefusesBadValues checks that every key an executor validates is refused with an
// error that names it as the file spells it: the executors' Section constants and the yaml
// tags of executorsConfig agree.
func TestConfigRefusesBadValues(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"subprocess: {python: python3}", `executors.subprocess.python "python3": want an absolute path`},
		{"subprocess: {work_dir: runs}", `executors.subprocess.work_dir "runs": want an absolute path`},
		{"subprocess: {cgroup_root: sluice}", `executors.subprocess.cgroup_root "sluice": want an absolute path`},
		{"subprocess: {pool: {size: 65}}", `executors.subprocess.pool.size 65: want 0 (no pool) to 64`},
		{"subprocess: {pool: {max_age: -1m}}", `executors.subprocess.pool.max_age -1m0s: want a positive duration`},
		{"subprocess: {pool: {max_keys: 65}}", `executors.subprocess.pool.max_keys 65: want 0 (default) to 64`},
		{"subprocess: {pool: {parallel: 17}}", `executors.subprocess.pool.parallel 17: want 0 (default) to 16`},
		{"container: {host: 'ssh://h'}", `executors.container.host "ssh://h": want unix:///path or tcp://host:port`},
		{"container: {runtime: 'bad name!'}", `executors.container.runtime "bad name!": not a runtime name`},
		{"container: {image_prefix: Sluice/}", `executors.container.image_prefix "Sluice/": want a lower-case repository path`},
		{"container: {work_dir: ctr}", `executors.container.work_dir "ctr": want an absolute path`},
		{"container: {work_dir: /var/lib/sluice/a-work-directory-longer-than-fifty-bytes}", `executors.container.work_dir "/var/lib/sluice/a-work-directory-longer-than-fifty-bytes": longer than 50 bytes`},
		{"container: {worker_id: 'a b'}", `executors.container.worker_id "a b": want 1-128 letters`},
		{"container: {pool: {size: 65}}", `executors.container.pool.size 65: want 0 (no pool) to 64`},
	} {
		fc, err := loadConfig(writeConfig(t, "executors:\n  "+tc.yaml+"\n"))
		if err != nil {
			t.Errorf("%s: decoding: %v", tc.yaml, err)
			continue
		}
		f, fs := parseFlags(t)
		_, err = f.apply(fs, fc.Executors)
		if fes := executors.FieldErrors(err); len(fes) != 1 || !strings.HasPrefix(fes[0].Error(), tc.want) {
			t.Errorf("%s: %v, want one error starting %s", tc.yaml, err, tc.want)
		}
	}
	// A value of the wrong type is refused while decoding, with its line.
	for yaml, want := range map[string]string{
		"executors:\n  subprocess:\n    pool:\n      max_age: 600\n": "line 4: cannot unmarshal !!int `600` into time.Duration",
		"executors:\n  container:\n    pool: {size: two}\n":          "line 3: cannot unmarshal !!str `two` into int",
		"executors:\n  subprocess: {no_zygote: maybe}\n":             "line 2: cannot unmarshal !!str `maybe` into bool",
		"max_code_chars: -1\n":                                       "max_code_chars: must not be negative",
	} {
		if _, err := loadConfig(writeConfig(t, yaml)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", yaml, err, want)
		}
	}
}

// TestFlagsOverrideTheFile: built-in defaults < file < the flags given on the command line; a
// flag left at its default does not override the file, and an error names the flag that set
// the value.
func TestFlagsOverrideTheFile(t *testing.T) {
	fc, err := loadConfig("testdata/sluice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := fc.Executors

	f, fs := parseFlags(t, "--pool-size", "1", "--no-zygote")
	got, err := f.apply(fs, file)
	if err != nil {
		t.Fatal(err)
	}
	wantSub := file.Subprocess
	wantSub.Pool.Size, wantSub.NoZygote = 1, true
	if !reflect.DeepEqual(got.Subprocess, wantSub) || !reflect.DeepEqual(got.Container, file.Container) {
		t.Errorf("--pool-size 1 --no-zygote over the file: %+v, want the subprocess pool size and no_zygote set, nothing else", got)
	}

	f, fs = parseFlags(t, "--executor", "container", "--runtime", "runc", "--pool-size", "0", "--pool-max-age", "2m")
	got, err = f.apply(fs, file)
	if err != nil {
		t.Fatal(err)
	}
	wantCtr := file.Container
	wantCtr.Runtime, wantCtr.Pool.Size, wantCtr.Pool.MaxAge = "runc", 0, 2*time.Minute
	if !reflect.DeepEqual(got.Container, wantCtr) || !reflect.DeepEqual(got.Subprocess, file.Subprocess) {
		t.Errorf("--executor container --runtime runc --pool-size 0 --pool-max-age 2m: %+v", got)
	}

	// A flag's value wins over a bad one in the file; a bad flag value is named by its flag.
	bad := file
	bad.Container.Runtime = "bad name!"
	f, fs = parseFlags(t, "--runtime", "runsc")
	if _, err := f.apply(fs, bad); err != nil {
		t.Errorf("--runtime over a bad executors.container.runtime: %v", err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--runtime", "bad name!"}, `--runtime "bad name!": not a runtime name`},
		{[]string{"--pool-size", "65"}, `--pool-size 65: want 0 (no pool) to 64`},
		{[]string{"--pool-size", "-1"}, `--pool-size -1: want 0 (no pool) to 64`},
		{[]string{"--executor", "container", "--pool-size", "65"}, `--pool-size 65: want 0 (no pool) to 64`},
		{[]string{"--pool-max-age", "-1s"}, `--pool-max-age -1s: want a positive duration`},
	} {
		f, fs := parseFlags(t, tc.args...)
		_, err := f.apply(fs, file)
		if fes := executors.FieldErrors(err); len(fes) != 1 || !strings.HasPrefix(fes[0].Error(), tc.want) {
			t.Errorf("%q: %v, want one error starting %s", tc.args, err, tc.want)
		}
	}
}

// TestREADMEConfigDecodes: the config file the README shows is one sluice accepts.
func TestREADMEConfigDecodes(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range regexp.MustCompile("(?s)```yaml\n(.*?)```").FindAllStringSubmatch(string(b), -1) {
		if !strings.Contains(m[1], "executors:") {
			continue
		}
		n++
		yaml := strings.ReplaceAll(m[1], "<hex sha256 of the key>", strings.Repeat("0f", 32)) // a placeholder there
		fc, err := loadConfig(writeConfig(t, yaml))
		if err == nil {
			f, fs := parseFlags(t)
			_, err = f.apply(fs, fc.Executors)
		}
		if err != nil {
			t.Errorf("README's config:\n%s\n%v", m[1], err)
		}
	}
	if n == 0 {
		t.Error("README.md shows no config file with an executors: section")
	}
}

func FuzzLoadConfig(f *testing.F) {
	example, err := os.ReadFile("testdata/sluice.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(example))
	f.Add("executors:\n  container: {pool: {max_age: 1h}}\n")
	f.Fuzz(func(t *testing.T, yaml string) {
		fc, err := loadConfig(writeConfig(t, yaml))
		if err != nil {
			return
		}
		fl, fs := parseFlags(t)
		if _, err := fl.apply(fs, fc.Executors); err != nil {
			for _, fe := range executors.FieldErrors(err) {
				if !strings.HasPrefix(fe.Field, "executors.") {
					t.Errorf("an error from the file names %q, not a key", fe.Field)
				}
			}
		}
	})
}

// TestServeAndWorkerReadTheConfig: both commands read the file given by --config, refuse a bad
// one before they start anything (no NATS is reachable here, no data directory is made), and
// take a flag over the file.
func TestServeAndWorkerReadTheConfig(t *testing.T) {
	bad := writeConfig(t, "executors:\n  container: {runtime: 'bad name!'}\n")
	unknown := writeConfig(t, "executors:\n  container: {runtim: runc}\n")
	data := filepath.Join(t.TempDir(), "data")
	for name, run := range map[string]func([]string) error{
		"serve":  func(args []string) error { return serveCmd(append([]string{"--data", data}, args...)) },
		"worker": func(args []string) error { return workerCmd(append([]string{"--nats", "nats://127.0.0.1:1"}, args...)) },
	} {
		err := run([]string{"--config", bad})
		if err == nil || !strings.Contains(err.Error(), `executors.container.runtime "bad name!"`) {
			t.Errorf("%s --config with a bad runtime: %v", name, err)
		}
		err = run([]string{"--config", unknown})
		if err == nil || !strings.Contains(err.Error(), "field runtim not found") {
			t.Errorf("%s --config with an unknown key: %v", name, err)
		}
		err = run([]string{"--config", bad, "--runtime", "also bad"})
		if err == nil || !strings.Contains(err.Error(), `--runtime "also bad"`) {
			t.Errorf("%s --config with a bad runtime and --runtime: %v", name, err)
		}
	}
	if _, err := os.Stat(data); !os.IsNotExist(err) {
		t.Errorf("serve made its data directory before refusing its config (stat: %v)", err)
	}
}

// TestFunctionExecutorConfig: the function executor's section is checked only for a worker
// that serves it (it has no default function), and its flags override the file's keys and
// name themselves in errors.
func TestFunctionExecutorConfig(t *testing.T) {
	fc, err := loadConfig(writeConfig(t, "executors:\n  function: {region: eu-west-1, concurrency: 2}\n"))
	if err != nil {
		t.Fatal(err)
	}
	f, fs := parseFlags(t)
	if _, err := f.apply(fs, fc.Executors); err != nil {
		t.Errorf("a subprocess worker refused an unused function section: %v", err)
	}
	f, fs = parseFlags(t, "--executor", "function")
	if _, err := f.apply(fs, fc.Executors); err == nil || !strings.Contains(err.Error(), "executors.function.functions") {
		t.Errorf("a function worker without functions: %v", err)
	}
	f, fs = parseFlags(t, "--executor", "function", "--function", "python-data-basic=sluice-basic", "--function-endpoint", "http://127.0.0.1:9000", "--function-anonymous")
	c, err := f.apply(fs, fc.Executors)
	if err != nil || c.Function.Functions["python-data-basic"] != "sluice-basic" || c.Function.Region != "eu-west-1" ||
		c.Function.Concurrency != 2 || !c.Function.Anonymous || c.Function.Endpoint != "http://127.0.0.1:9000" {
		t.Errorf("flags over the file: %+v, %v", c.Function, err)
	}
	for _, args := range [][]string{
		{"--function", "python-data-basic"},
		{"--function", "python-data-basic=f", "--function-region", "Mars"},
		{"--function", "python-data-basic=f", "--function-endpoint", "ftp://x"},
	} {
		f, fs = parseFlags(t, append([]string{"--executor", "function"}, args...)...)
		_, err := f.apply(fs, fc.Executors)
		if fes := executors.FieldErrors(err); len(fes) != 1 || !strings.HasPrefix(fes[0].Field, "--function") {
			t.Errorf("%q: %v, want one error naming its flag", args, err)
		}
	}
}
