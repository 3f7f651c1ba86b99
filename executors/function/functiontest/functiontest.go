// Package functiontest starts the function image under the AWS Lambda Runtime Interface
// Emulator in Docker for tests: a function as Lambda would run it (read-only root, a /tmp of
// its own, the role's credentials in its environment, a memory size and a timeout) on an
// internal Docker network, so that the host reaches the emulator's Invoke API and the function
// reaches nothing beyond that network, as in a VPC without a NAT gateway.
//
// It is imported by tests only. It requires Docker and the function image through
// sandboxtest (a failure when CI=true, a skip otherwise).
package functiontest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// Image is the function image of python-data-basic (images/build-function.sh).
const Image = "sluice/function-python-data-basic:latest"

// FunctionName is the name the emulator answers to.
const FunctionName = "function"

// Network is the internal Docker network the functions run on.
const Network = "sluice-function-test"

// Fake credentials in the function's environment: no run may ever print them.
const (
	AccessKeyID     = "AKIAFUNCTIONTESTKEY01"
	SecretAccessKey = "function-test-secret-never-shown"
	SessionToken    = "function-test-session-token"
)

// Emulator is one function container.
type Emulator struct {
	// ID is the container's id.
	ID string
	// Endpoint is the emulator's Lambda API, for function.Config.Endpoint.
	Endpoint string
}

// Start starts a function container for t and removes it when t ends.
func Start(t testing.TB) *Emulator {
	t.Helper()
	sandboxtest.Require(t, sandboxtest.Docker, sandboxtest.Function)
	if _, err := docker("network", "inspect", Network); err != nil {
		if _, err := docker("network", "create", "--internal", "--label", "io.sluice.test=function", Network); err != nil && !strings.Contains(err.Error(), "already exists") {
			t.Fatal(err)
		}
	}
	id, err := docker("run", "-d", "--rm", "--network", Network, "--hostname", "sluice", "--read-only",
		"--tmpfs", "/tmp:rw,exec,size=768m,mode=1777", "--memory", "1g", "--label", "io.sluice.test=function",
		"-e", "AWS_ACCESS_KEY_ID="+AccessKeyID, "-e", "AWS_SECRET_ACCESS_KEY="+SecretAccessKey,
		"-e", "AWS_SESSION_TOKEN="+SessionToken, "-e", "AWS_LAMBDA_FUNCTION_TIMEOUT=120",
		"-e", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE=1024",
		// A user of its own: the host's kernel counts a user's processes across containers
		// (RLIMIT_NPROC), and the container executor's tests run uid 10001 beside these.
		"-e", fmt.Sprintf("SLUICE_SANDBOX_UID=%d", 20000+rand.IntN(30000)), Image)
	if err != nil {
		t.Fatal(err)
	}
	e := &Emulator{ID: id}
	t.Cleanup(func() { _, _ = docker("rm", "-f", id) })
	ip, err := docker("inspect", "-f", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}", id)
	if err != nil || ip == "" {
		t.Fatalf("the function container's address: %q, %v", ip, err)
	}
	e.Endpoint = "http://" + ip + ":8080"
	return e
}

// Logs returns the last lines the container logged, for a failure's message.
func (e *Emulator) Logs() string {
	out, err := docker("logs", "--tail", "40", e.ID)
	if err != nil {
		return err.Error()
	}
	return out
}

func docker(args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "docker", args...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("docker %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
	}
	return strings.TrimSpace(string(out)), nil
}
