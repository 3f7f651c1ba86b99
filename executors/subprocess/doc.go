// Package subprocess is the bubblewrap executor: it runs each job in a fresh bwrap sandbox on
// the worker's own host, with Debian's /usr/bin/python3 and the images harness, and enforces
// every executors.Limits field by force (cgroups v1 or v2 where available, rlimits always).
//
// A sandbox, in order (executors/internal/warm holds the pool and the supervision loop): a
// per-sandbox host directory and cgroups are created; a tiny /bin/sh shim is started as the
// unprivileged sandbox user (65534 when the worker is root), lowers its own rlimits and blocks
// on a pipe; the executor puts it into the sandbox's cgroups, then releases it — so nothing of
// the sandbox ever runs outside its limits; the shim execs bwrap, which builds the sandbox
// (every namespace unshared, no nested user namespaces, no capabilities, read-only /usr,
// size-capped tmpfs for /tmp and /workspace/output, an empty per-sandbox input directory bound
// read-only), loads a seccomp filter (seccomp.go: keyrings, ptrace, BPF, perf events,
// userfaultfd, io_uring, mounts, namespaces, modules and clocks refused with EPERM) and starts
// the harness, which imports its libraries, forks the process that will run the code and
// announces itself. A pooled sandbox is built the same way except for its harness (zygote.go):
// bubblewrap runs a holder as the sandbox's init, and the zygote — one interpreter per executor
// that imported the libraries once and never runs user code — forks an entrant that the
// executor places in the sandbox's cgroups, that joins the holder's namespaces, sets the same
// rlimits, drops every capability, sets no_new_privs, loads the same seccomp filter and is the
// harness's supervisor from then on (outside the sandbox's pid namespace, where its child,
// which runs the code, cannot see it; once that child has waited 50 ms for its job or been
// primed, and until the job comes, it copies the pages the zygote learnt a fork writes when it
// runs pandas (zygote.py), unless the pool is busy (warm.StartFunc: runs take sandboxes as
// fast as they come, and the copies would cost CPU for pages a run may never write), and the
// supervisor rehearses its own work on a made-up job, harness.py). A pooled
// sandbox waits there (low CPU weight, and SCHED_IDLE where the executor may set it back,
// sched.go) until a run takes it; a run that finds none starts one the same way. The run then
// gets the normal CPU weight and policy (the processes that read the job and run the code
// before its line is written, the rest meanwhile), its dataset is copied into the input
// directory and its job line written. The executor streams stdout and stderr into bounded buffers and reads the
// harness's report from fd 3. Once the report is in, the user's process and everything it
// started have been sent SIGKILL by the harness (they never run again), so the executor copies
// the artifacts out of the sandbox's output tmpfs, reads the usage from the cgroups and what is
// left in the output pipes, and returns; the sandbox is killed and its directories and cgroups
// removed in the background (Close waits for that). Without cgroups the executor lets the
// harness exit and takes the usage from the reaped process instead. Each sandbox serves one
// run. A worker that dies takes its sandboxes with it (parent-death signal on the shim, started
// from the pool's locked thread); a watchman process kills the process groups that signal
// cannot reach, a bubblewrap clone caught before its go-ahead (watchman.go); the next New
// removes the cgroups and directories a dead worker left (reap.go).
//
// It owns the sandbox's mounts, limits, process lifecycle and artifact checks. It must not
// decide policy (which limits, which image), redact output, or talk to NATS: the worker and the
// gateway do that. Executor.Run is safe for concurrent use.
package subprocess
