package container

import (
	"strings"
	"syscall"

	"github.com/sluice-gw/sluice/executors"
)

// runFacts is what the executor knows at the end of a run.
type runFacts struct {
	timedOut  bool           // the wall-clock limit or the context's deadline passed
	cancelled bool           // the context was cancelled
	oomKilled bool           // the engine saw the kernel's OOM killer strike in the container
	signal    syscall.Signal // the signal that ended the container or the user's process, if any
	report    *executors.Report
}

// classify decides the outcome, exactly as the subprocess executor does: the executor's own
// observations first (they cannot be forged from inside), then the harness's report tells a
// MemoryError or a full disk apart from an ordinary exception.
func classify(f runFacts) executors.Outcome {
	var errType, errMsg string
	if f.report != nil && f.report.Error != nil {
		errType, errMsg = f.report.Error.Type, f.report.Error.Message
	}
	switch {
	case f.timedOut:
		return executors.OutcomeTimeout
	case f.cancelled:
		return executors.OutcomeKilled
	case f.oomKilled:
		return executors.OutcomeOOM
	case f.signal == syscall.SIGXCPU:
		return executors.OutcomeTimeout
	case f.signal == syscall.SIGXFSZ:
		return executors.OutcomeOutputLimit
	case errType == "MemoryError":
		return executors.OutcomeOOM
	case isOutputLimit(errType, errMsg):
		return executors.OutcomeOutputLimit
	case f.signal != 0, f.report == nil:
		return executors.OutcomeKilled
	case f.report.OK:
		return executors.OutcomeOK
	default:
		return executors.OutcomeRaised
	}
}

// isOutputLimit recognises the OSError Python raises when RLIMIT_FSIZE (EFBIG, errno 27) or a
// full out_dir or /tmp tmpfs (ENOSPC, errno 28) stops a write.
func isOutputLimit(typ, msg string) bool {
	switch typ {
	case "OSError", "IOError":
		return strings.HasPrefix(msg, "[Errno 27]") || strings.HasPrefix(msg, "[Errno 28]")
	}
	return false
}
