package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/container"
	"github.com/sluice-gw/sluice/executors/function"
	"github.com/sluice-gw/sluice/executors/subprocess"
	"github.com/sluice-gw/sluice/gateway"
)

// fileConfig is the file --config names (sluice.yaml): the gateway's keys at the top level
// (tenants, max_code_chars, max_dataset_bytes) and the executors: section, which serve's
// built-in worker and sluice worker read. Both commands read the whole file, so that one file
// serves a gateway and its workers and a misspelt key is refused wherever it is.
type fileConfig struct {
	gateway.Config `yaml:",inline"`
	// Executors configures the executors a worker starts.
	Executors executorsConfig `yaml:"executors"`
}

// executorsConfig is the executors: section. Each executor has its own section, its pool in
// it: a process serves the one executor --executor names, and a file shared by workers of both
// kinds sizes their pools apart (a pooled container holds an interpreter of its own, a pooled
// bubblewrap sandbox is a fork of the zygote). The section's fields and their docs are the
// executors' own Config types; only the Logger is not configurable.
//
// WARNING: the keys are subprocess.Section, container.Section and function.Section, which the executors' errors
// name; keep them in sync (TestConfigRefusesBadValues checks every one).
type executorsConfig struct {
	// Subprocess configures the bubblewrap executor (subprocess.Config).
	Subprocess subprocess.Config `yaml:"subprocess"`
	// Container configures the container executor (container.Config).
	Container container.Config `yaml:"container"`
	// Function configures the function executor (function.Config); it is validated only
	// where a worker serves it, since it has no default function to invoke.
	Function function.Config `yaml:"function"`
}

// defaultExecutors is what the file, then the flags, override: each executor's zero Config
// with a warm pool of executors.DefaultPoolSize (a zero Config from Go has none).
func defaultExecutors() executorsConfig {
	pool := executors.PoolConfig{Size: executors.DefaultPoolSize}
	return executorsConfig{Subprocess: subprocess.Config{Pool: pool}, Container: container.Config{Pool: pool}}
}

// loadConfig reads the config file at path, strictly (an unknown key is an error that names
// it and its line), over the built-in defaults, and validates the gateway's keys. An empty
// path, or an empty file, leaves the defaults. The executors: section is validated by
// executorFlags.apply, once the flags are over it.
func loadConfig(path string) (fileConfig, error) {
	c := fileConfig{Executors: defaultExecutors()}
	if path == "" {
		return c, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
		return c, fmt.Errorf("config %s: %w", path, err)
	}
	if err := c.Config.Validate(); err != nil {
		return c, fmt.Errorf("config %s: %w", path, err)
	}
	return c, nil
}

// executorFlags are the executor flags of serve and worker. A flag given on the command line
// overrides its key in the executors: section of the config file; one not given leaves the
// file's value, or the default. --executor chooses the executor and whose pool the pool flags
// set; it has no key in the file.
type executorFlags struct {
	executor   string
	runtime    string
	poolSize   int
	poolMaxAge time.Duration
	noZygote   bool

	functions         string
	functionRegion    string
	functionEndpoint  string
	functionAnonymous bool
}

func (f *executorFlags) register(fs *flag.FlagSet, executorUsage string) {
	fs.StringVar(&f.executor, "executor", "subprocess", executorUsage)
	fs.StringVar(&f.runtime, "runtime", container.DefaultRuntime, "OCI runtime of the container executor: runc, or runsc (gVisor); overrides executors.container.runtime")
	fs.IntVar(&f.poolSize, "pool-size", executors.DefaultPoolSize, "sandboxes kept started and ready per image and limits (0: no pool, every run starts cold); overrides executors.<executor>.pool.size")
	fs.DurationVar(&f.poolMaxAge, "pool-max-age", executors.DefaultPoolMaxAge, "how long a pooled sandbox may wait for a job before it is replaced; overrides executors.<executor>.pool.max_age")
	fs.BoolVar(&f.noZygote, "no-zygote", false, "subprocess executor: pooled sandboxes start their own interpreter instead of being forked from the zygote; overrides executors.subprocess.no_zygote")
	fs.StringVar(&f.functions, "function", "", "function executor: the function of each image, comma-separated image=name-or-ARN (python-data-basic=sluice-python-data-basic); overrides executors.function.functions")
	fs.StringVar(&f.functionRegion, "function-region", "", "function executor: the AWS region (default: the standard AWS chain); overrides executors.function.region")
	fs.StringVar(&f.functionEndpoint, "function-endpoint", "", "function executor: the Lambda API's URL instead of AWS's, e.g. the Runtime Interface Emulator's http://127.0.0.1:9000; overrides executors.function.endpoint")
	fs.BoolVar(&f.functionAnonymous, "function-anonymous", false, "function executor: unsigned requests, for an emulator (no AWS credentials); overrides executors.function.anonymous")
}

// apply returns c with the flags set on fs (parsed) over it, validated: every error names the
// flag when a flag set the value, else the key in the file.
func (f executorFlags) apply(fs *flag.FlagSet, c executorsConfig) (executorsConfig, error) {
	pool, poolKey := &c.Subprocess.Pool, subprocess.Section+".pool"
	if f.executor == "container" {
		pool, poolKey = &c.Container.Pool, container.Section+".pool"
	}
	var errs []error
	byFlag := map[string]string{} // key → the flag that set it
	badFunctions := false         // --function did not parse: its section is not checked further
	fs.Visit(func(fl *flag.Flag) {
		switch fl.Name {
		case "runtime":
			c.Container.Runtime = f.runtime
			byFlag[container.Section+".runtime"] = "--runtime"
		case "pool-size":
			if f.poolSize < 0 { // the Go API's "negative: the default" is no flag value
				errs = append(errs, &executors.FieldError{Field: "--pool-size", Value: f.poolSize, Problem: "want 0 (no pool) to 64"})
			}
			pool.Size = f.poolSize
			byFlag[poolKey+".size"] = "--pool-size"
		case "pool-max-age":
			pool.MaxAge = f.poolMaxAge
			byFlag[poolKey+".max_age"] = "--pool-max-age"
		case "no-zygote":
			c.Subprocess.NoZygote = f.noZygote
		case "function":
			m, err := function.ParseFunctions(f.functions)
			if err != nil {
				errs = append(errs, &executors.FieldError{Field: "--function", Value: f.functions, Problem: err.Error()})
				badFunctions = true
			}
			c.Function.Functions = m
			byFlag[function.Section+".functions"] = "--function"
		case "function-region":
			c.Function.Region = f.functionRegion
			byFlag[function.Section+".region"] = "--function-region"
		case "function-endpoint":
			c.Function.Endpoint = f.functionEndpoint
			byFlag[function.Section+".endpoint"] = "--function-endpoint"
		case "function-anonymous":
			c.Function.Anonymous = f.functionAnonymous
		}
	})
	errs = append(errs, c.Subprocess.Validate(), c.Container.Validate())
	if f.executor == "function" && !badFunctions {
		errs = append(errs, c.Function.Validate())
	}
	err := errors.Join(errs...)
	for _, fe := range executors.FieldErrors(err) {
		if name, ok := byFlag[fe.Field]; ok {
			fe.Field = name
		}
	}
	return c, err
}
