package subprocess

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// A pooled sandbox imports its libraries under SCHED_IDLE: it runs only on a core nothing else
// wants, so that refilling the pool does not slow the runs in flight (a low CPU weight alone
// still let a refill take a few milliseconds from each run on two cores). The policy is set on
// the shim before it is released, so bubblewrap and the harness inherit it, and set back to
// the normal policy for every thread of the sandbox when a run takes it. Like the CPU weight,
// it orders who runs first; it limits nothing.

// setIdlePolicy gives the process pid the SCHED_IDLE policy (inherited by what it starts).
func setIdlePolicy(pid int) error {
	return unix.SchedSetAttr(pid, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_IDLE}, 0)
}

// setNormalPolicy gives every thread of the processes pids the normal policy back. A thread
// that ended meanwhile is no error.
func setNormalPolicy(pids []int) {
	for _, pid := range pids {
		tasks, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
		if err != nil {
			continue
		}
		for _, t := range tasks {
			tid, err := strconv.Atoi(t.Name())
			if err != nil {
				continue
			}
			_ = unix.SchedSetAttr(tid, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_NORMAL}, 0)
		}
	}
}
