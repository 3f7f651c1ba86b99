package subprocess

import (
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"

	"golang.org/x/sys/unix"
)

// A pooled sandbox imports its libraries under SCHED_IDLE: it runs only on a core nothing else
// wants, so that refilling the pool does not slow the runs in flight (a low CPU weight alone
// still let a refill take a few milliseconds from each run on two cores). The policy is set on
// the shim before it is released, so bubblewrap and the harness inherit it, and set back to
// the normal policy for every thread of the sandbox when a run takes it (restorePolicy), and to
// SCHED_IDLE again with the low CPU weight once the run's report is in: the exits of a
// sandbox's processes (the kernel unmapping two forks of a 90 MB interpreter, several
// milliseconds of CPU each) then take only CPU that the gateway's and the worker's answer and
// the next runs do not want.
// The zygote runs under SCHED_IDLE too: its forks are pool work. Like the CPU weight, the
// policy orders who runs first; it limits nothing.
//
// All of it only where a sandbox can be set back (Executor.idle): the cgroups list every
// process of a sandbox, and this process may take a thread out of SCHED_IDLE (root, or room
// in RLIMIT_NICE; idleReversible). Elsewhere nothing is put at the idle policy, or a run would
// run there: the zygote's entrants inherit its policy.

// setIdlePolicy gives the process pid the SCHED_IDLE policy (inherited by what it starts).
func setIdlePolicy(pid int) error {
	return unix.SchedSetAttr(pid, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_IDLE}, 0)
}

// setPolicy gives every thread of the processes pids the policy (unix.SCHED_NORMAL or
// unix.SCHED_IDLE). A thread that ended meanwhile is no error.
func setPolicy(pids []int, policy uint32) {
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
			_ = unix.SchedSetAttr(tid, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: policy}, 0)
		}
	}
}

// restorePolicy gives the sandbox's processes the normal CPU policy again, when it took them
// out of it (Executor.idle), and returns what waits for that. The job's line need not wait
// for all of it (listing the cgroup's processes and their threads takes a quarter of a
// millisecond): the entrant, which reads the job and passes it on, and the child it forked to
// run the code are set first and at once, so the code and every thread and process it starts
// run at the normal policy from their first instruction; the others (bubblewrap, the holder
// and the shim, which take no part in the run) follow in the background. Without an entrant
// (the sandbox started its own interpreter, whose processes this one cannot name), everything
// is set before it returns.
func (s *sandbox) restorePolicy() *sync.WaitGroup {
	var wg sync.WaitGroup
	if !s.e.idle {
		return &wg
	}
	kids := entrantChildren(s.entrantPID)
	if len(kids) == 0 {
		setPolicy(s.cg.members(), unix.SCHED_NORMAL)
		return &wg
	}
	first := append(kids, s.entrantPID)
	setPolicy(first, unix.SCHED_NORMAL)
	wg.Go(func() {
		rest := slices.DeleteFunc(s.cg.members(), func(pid int) bool { return slices.Contains(first, pid) })
		setPolicy(rest, unix.SCHED_NORMAL)
	})
	return &wg
}

// entrantChildren lists the children of the entrant pid's main thread (the harness's
// supervisor forks the code's process from it), or none when pid is 0 or the list is not to
// be had.
func entrantChildren(pid int) []int {
	if pid <= 0 {
		return nil
	}
	p := strconv.Itoa(pid)
	return readPids("/proc/" + p + "/task/" + p + "/children")
}

// idleReversible says whether this process may take a thread from SCHED_IDLE back to the
// normal policy: it tries it on a thread of its own, which ends with the probe whatever its
// policy is then. The sandboxes inherit this process's RLIMIT_NICE, so what holds for its
// thread holds for theirs.
func idleReversible() bool {
	ok := make(chan bool, 1)
	go func() {
		// Never unlocked: the thread exits with this goroutine, so a policy it could not
		// leave dies with it.
		runtime.LockOSThread()
		tid := unix.Gettid()
		if unix.SchedSetAttr(tid, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_IDLE}, 0) != nil {
			ok <- false
			return
		}
		ok <- unix.SchedSetAttr(tid, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_NORMAL}, 0) == nil
	}()
	return <-ok
}
