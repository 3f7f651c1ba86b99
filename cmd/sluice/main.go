// Command sluice is the one binary of sluice: the gateway with its embedded NATS and worker
// (serve), a worker alone (worker), the newcomer's client (run), the auditor's policy replay
// (replay), the benchmark against its peers (bench) and its version. It only wires parts
// together; behaviour lives in the packages.
package main

import (
	"fmt"
	"os"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "0.1.0-dev"

const usage = `sluice — a policy-as-code gateway in front of sandboxed Python executors

Usage:
  sluice serve   [flags]              gateway + embedded NATS + a worker, in one process
  sluice worker  --nats URL [flags]   a worker alone, against an external NATS
  sluice run     FILE.py --csv FILE   create a session, upload, inspect, run, print the observation
  sluice replay  --log FILE [flags]   re-evaluate logged decisions against a policy directory
  sluice bench   [flags]              measure warm, no-pool, cold bwrap and docker runs on this machine
  sluice version                      print the version

Run "sluice <command> -h" for the flags of a command.
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "serve":
		err = serveCmd(os.Args[2:])
	case "worker":
		err = workerCmd(os.Args[2:])
	case "run":
		err = runCmd(os.Args[2:])
	case "replay":
		err = replayCmd(os.Args[2:])
	case "bench":
		err = benchCmd(os.Args[2:])
	case "version", "--version", "-v":
		fmt.Println("sluice", version)
	case "help", "-h", "--help":
		fmt.Print(usage)
	default:
		fmt.Fprintf(os.Stderr, "sluice: unknown command %q\n\n%s", os.Args[1], usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sluice:", err)
		if ec, ok := err.(exitCoder); ok {
			os.Exit(ec.ExitCode())
		}
		os.Exit(1)
	}
}

// exitCoder is an error that chooses the process's exit status.
type exitCoder interface{ ExitCode() int }

type exitErr struct {
	code int
	msg  string
}

func (e exitErr) Error() string { return e.msg }
func (e exitErr) ExitCode() int { return e.code }
