// Package subprocess is the bubblewrap executor: it runs each job in a fresh bwrap sandbox on
// the worker's own host, with Debian's /usr/bin/python3 and the images harness, and enforces
// every executors.Limits field by force (cgroups v1 or v2 where available, rlimits always).
//
// A run, in order: a per-run host directory and cgroups are created; a tiny /bin/sh shim is
// started as the unprivileged sandbox user (65534 when the worker is root), lowers its own
// rlimits and blocks on a pipe; the executor puts it into the run's cgroups, then releases it —
// so nothing of the sandbox ever runs outside its limits; the shim execs bwrap, which builds the
// sandbox (every namespace unshared, no nested user namespaces, no capabilities, read-only
// /usr, size-capped tmpfs for /tmp and /workspace/output, the dataset read-only), loads a
// seccomp filter (seccomp.go: keyrings, ptrace, BPF, perf events, userfaultfd, io_uring,
// mounts, namespaces, modules and clocks refused with EPERM) and starts the harness. The executor streams stdout
// and stderr into bounded buffers, reads the harness's report from fd 3, copies the artifacts out
// of the sandbox's output tmpfs once the harness has reported, and finally kills whatever is left
// and removes the run's directories and cgroups, whatever happened.
//
// It owns the sandbox's mounts, limits, process lifecycle and artifact checks. It must not
// decide policy (which limits, which image), redact output, or talk to NATS: the worker and the
// gateway do that. Executor.Run is safe for concurrent use.
package subprocess
