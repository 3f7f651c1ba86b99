// Package warm owns what every executor shares about running one job in one sandbox: the
// supervision loop (Supervise: start-up allowance, the run's own limit, report, grace, cancel,
// kill, abandon) and the warm pool (Pool) of sandboxes started ahead of their jobs.
//
// Why a pool of pre-started sandboxes, and not (yet) a zygote. A cold run pays for a new
// interpreter that imports pandas, numpy and matplotlib: about 0.5 s of CPU and 0.6–0.9 s of
// wall time on the 2-core reference machine, against a groupby on 10,000 rows that takes
// 7–10 ms in a warm interpreter (read_csv 4–6 ms, groupby 2–3 ms). A pooled sandbox is built
// exactly as a cold one is — its own bubblewrap or container, namespaces, cgroup with the run's
// limits, seccomp, tmpfs, user — and its harness imports everything, then waits for its job
// line. Only its job differs: the dataset is copied into its input directory and the job line
// written when the run comes. So a warm run has the isolation of a cold run by construction:
// the sandbox never ran any code but the harness's, and it serves exactly one run before it is
// destroyed. A zygote (one interpreter that imported once and forks a child per run, each child
// entering namespaces of its own) would make refills nearly free, so that sustained throughput
// is no longer bounded by the imports (about two refills a second per core); it needs a second
// sandbox-building path with the same guarantees, and is left for later. The pool's refills
// run at most Parallel at a time and, in the bubblewrap executor, under SCHED_IDLE and a low
// CPU weight, so that
// they yield the CPU to the runs in flight.
//
// Keys. A sandbox is started for an image and the run's limits (rlimits and cgroup limits are
// set at start). A run is served only by a sandbox of exactly its key; the keys kept warm are
// the served images at the default limits, then the most recently used ones.
//
// It must not know any executor: what a sandbox is comes in through the Sandbox interface and
// the functions in Run.
package warm
