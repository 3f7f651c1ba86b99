package function

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/images"
)

// Section is the key path of this executor's section in sluice.yaml. Every FieldError from
// Validate names a key under it.
const Section = "executors.function"

// functionRE is a Lambda function's name, partial or full ARN, optionally with a qualifier.
var functionRE = regexp.MustCompile(`^(arn:aws[a-zA-Z-]*:lambda:[a-z0-9-]+:\d{12}:function:)?[A-Za-z0-9_-]{1,64}(:[A-Za-z0-9$_-]{1,128})?$`)

var regionRE = regexp.MustCompile(`^[a-z]{2}(-[a-z]+)+-\d$`)

// Config configures the function executor. In sluice.yaml it is the section Section
// (executors.function), each field under its yaml key. The zero value serves nothing: at
// least one function must be named.
type Config struct {
	// Functions maps an image name (python-data-basic) to the name or ARN of the function
	// that runs it, optionally name:qualifier (an alias or a version). Only these images are
	// served.
	Functions map[string]string `json:"functions" yaml:"functions"`
	// Region is the AWS region; empty takes it from the standard chain (AWS_REGION, the
	// shared config file).
	Region string `json:"region" yaml:"region"`
	// Endpoint, when set, is the Lambda API's base URL instead of AWS's: the Runtime
	// Interface Emulator's (http://127.0.0.1:9000) locally and in the tests.
	Endpoint string `json:"endpoint" yaml:"endpoint"`
	// Anonymous sends unsigned requests, for an emulator, which needs no credentials.
	// Otherwise the credentials come from the worker's standard AWS chain (variables, shared
	// files, the instance's or task's role); never from a job.
	Anonymous bool `json:"anonymous" yaml:"anonymous"`
	// Concurrency bounds the invocations in flight per function (0: no bound; Lambda's own
	// concurrency, or the function's reserved concurrency, bounds them). An emulator takes one
	// at a time. A run waits for its turn within its context.
	Concurrency int `json:"concurrency" yaml:"concurrency"`
	// MaxResponseBytes is the response budget the function keeps to (0: MaxResponseBytes,
	// Lambda's limit).
	MaxResponseBytes int `json:"max_response_bytes" yaml:"max_response_bytes"`

	// Logger receives the executor's diagnostics; nil discards them.
	Logger hclog.Logger `json:"-" yaml:"-"`
}

// Validate checks c, naming each problem's key in sluice.yaml.
func (c Config) Validate() error {
	var errs []error
	if len(c.Functions) == 0 {
		errs = append(errs, &executors.FieldError{Field: Section + ".functions", Problem: "name the function of at least one image (image: function)"})
	}
	names := make([]string, 0, len(c.Functions))
	for img := range c.Functions {
		names = append(names, img)
	}
	slices.Sort(names)
	for _, img := range names {
		if _, ok := images.Lookup(img); !ok {
			errs = append(errs, &executors.FieldError{Field: Section + ".functions", Value: img, Problem: "not an image of this build"})
		}
		if fn := c.Functions[img]; !functionRE.MatchString(fn) {
			errs = append(errs, &executors.FieldError{Field: Section + ".functions." + img, Value: fn, Problem: "want a function name, or its ARN, optionally with :qualifier"})
		}
	}
	if c.Region != "" && !regionRE.MatchString(c.Region) {
		errs = append(errs, &executors.FieldError{Field: Section + ".region", Value: c.Region, Problem: "not an AWS region (e.g. eu-west-1)"})
	}
	if c.Endpoint != "" {
		if u, err := url.Parse(c.Endpoint); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, &executors.FieldError{Field: Section + ".endpoint", Value: c.Endpoint, Problem: "want an http:// or https:// URL"})
		}
	}
	if c.Concurrency < 0 || c.Concurrency > 10000 {
		errs = append(errs, &executors.FieldError{Field: Section + ".concurrency", Value: c.Concurrency, Problem: "want 0 (no bound) to 10000"})
	}
	if c.MaxResponseBytes < 0 || c.MaxResponseBytes > MaxResponseBytes {
		errs = append(errs, &executors.FieldError{Field: Section + ".max_response_bytes", Value: c.MaxResponseBytes,
			Problem: fmt.Sprintf("want 0 (the default) to %d", MaxResponseBytes)})
	}
	return errors.Join(errs...)
}

// ParseFunctions parses the --function flag's value: comma-separated image=function pairs.
func ParseFunctions(s string) (map[string]string, error) {
	out := map[string]string{}
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		img, fn, ok := strings.Cut(p, "=")
		if !ok || img == "" || fn == "" {
			return nil, fmt.Errorf("%q: want image=function", p)
		}
		if _, dup := out[img]; dup {
			return nil, fmt.Errorf("image %s named twice", img)
		}
		out[img] = fn
	}
	return out, nil
}
