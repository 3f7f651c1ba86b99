package harvest

import (
	"fmt"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
)

// Facts is what an executor itself knows at the end of a run.
type Facts struct {
	TimedOut  bool           // the wall-clock limit or the context's deadline passed
	Cancelled bool           // the context was cancelled
	OOMKilled bool           // the kernel's OOM killer struck in the run's cgroup or container
	Signal    syscall.Signal // the signal that ended the sandbox or the user's process, if any
	Report    *executors.Report
}

// Classify decides a run's outcome. The executor's own observations come first: they cannot be
// forged from inside. The harness's report then tells a MemoryError or a full disk apart from an
// ordinary exception; with no report at all the run was killed.
func Classify(f Facts) executors.Outcome {
	var errType, errMsg string
	if f.Report != nil && f.Report.Error != nil {
		errType, errMsg = f.Report.Error.Type, f.Report.Error.Message
	}
	switch {
	case f.TimedOut:
		return executors.OutcomeTimeout
	case f.Cancelled:
		return executors.OutcomeKilled
	case f.OOMKilled:
		return executors.OutcomeOOM
	case f.Signal == syscall.SIGXCPU:
		return executors.OutcomeTimeout
	case f.Signal == syscall.SIGXFSZ:
		return executors.OutcomeOutputLimit
	case errType == "MemoryError":
		return executors.OutcomeOOM
	case isOutputLimit(errType, errMsg):
		return executors.OutcomeOutputLimit
	case f.Signal != 0, f.Report == nil:
		return executors.OutcomeKilled
	case f.Report.OK:
		return executors.OutcomeOK
	default:
		return executors.OutcomeRaised
	}
}

// isOutputLimit recognises the OSError Python raises when RLIMIT_FSIZE (EFBIG, errno 27; Python
// ignores SIGXFSZ) or a full out_dir or /tmp tmpfs (ENOSPC, errno 28) stops a write.
func isOutputLimit(typ, msg string) bool {
	switch typ {
	case "OSError", "IOError":
		return strings.HasPrefix(msg, "[Errno 27]") || strings.HasPrefix(msg, "[Errno 28]")
	}
	return false
}

// ExitFromCode fills res.ExitCode and res.Signal from an exit status where 128+N means "the
// user's process died of signal N" (the harness's convention, and the engines' and
// bubblewrap's for a payload killed by a signal), and returns that signal (0 if none). A
// signal res named before is replaced: the code says it all.
func ExitFromCode(code int, res *executors.Result) syscall.Signal {
	var sig syscall.Signal
	res.Signal = ""
	if code > harness.ExitSignalBase && code <= harness.ExitSignalBase+64 {
		res.ExitCode, sig = -1, syscall.Signal(code-harness.ExitSignalBase)
	} else {
		res.ExitCode = code
	}
	SetSignal(sig, res)
	return sig
}

// SetSignal names sig in res.Signal ("SIGKILL"); a zero sig names nothing.
func SetSignal(sig syscall.Signal, res *executors.Result) {
	if sig != 0 {
		res.Signal = unix.SignalName(sig)
		if res.Signal == "" {
			res.Signal = fmt.Sprintf("signal %d", int(sig))
		}
	}
}

// FirstLine is the first line of what a sandbox wrote, trimmed and cut at 300 bytes: what an
// executor's error quotes of a sandbox, harness or zygote that did not start.
func FirstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if len(s) > 300 {
		s = strings.ToValidUTF8(s[:300], "") + "..."
	}
	return s
}
