// Package warm owns what every executor shares about running one job in one sandbox: the
// supervision loop (Supervise: start-up allowance, the run's own limit, report, grace, cancel,
// kill, abandon) and the warm pool (Pool) of sandboxes started ahead of their jobs.
//
// Why a pool, and a zygote behind it. A cold run pays for a new interpreter that imports
// pandas, numpy and matplotlib: about 0.5 s of CPU and 0.6–0.9 s of wall time on the 2-core
// reference machine, against a groupby on 10,000 rows that takes 7–10 ms in a warm interpreter
// (read_csv 4–6 ms, groupby 2–3 ms). A pooled sandbox is built exactly as a cold one is — its
// own bubblewrap or container, namespaces, cgroup with the run's limits, seccomp, tmpfs, user —
// and its harness waits, imports done, for its job line; the dataset is copied into its input
// directory and the job line written when the run comes. So a warm run has the isolation of a
// cold run by construction: the sandbox never ran any code but the harness's, and it serves
// exactly one run before it is destroyed. The pool alone took a warm groupby to about 20 ms end
// to end, but left throughput bounded by the imports: a refill cost 0.6 s of CPU, so 8 clients
// got 4 runs a second on 2 cores. The bubblewrap executor therefore fills its pool from a
// zygote (executors/subprocess/zygote.go): one interpreter that imported everything once,
// never runs user code, and forks the harness into each sandbox bubblewrap built for it, which
// then drops every privilege as bubblewrap would. A sandbox then costs about 35 ms of CPU in
// all (three forks and exits of a 60 MB heap are most of it) instead of 600, and 8 clients got
// 27 runs a second. A warm groupby takes 16 ms at executor level when the forks have copied
// pandas' pages while they waited in the pool (they do so only after 50 ms without a job, so
// that under load no CPU goes to it), a few ms more than a pooled interpreter that imported
// for itself, whose pages were its own. The container executor keeps
// pooled containers that import for themselves: docker's own start dominates there (a warm
// container run takes 40 ms, most of it the engine's). The
// pool's refills run at most Parallel at a time and, in the bubblewrap executor, under
// SCHED_IDLE and a low CPU weight, so that they yield the CPU to the runs in flight.
//
// Priming. Of a warm groupby's time in the sandbox, reading the CSV was the largest part (8 ms
// of 14 for 10,000 rows in a fork: half of it first-touch copies of pandas' pages). An agent's
// runs come one after another on the same dataset, so once a run brought a dataset and the
// pool is full again and quiet (nothing starting or importing, no run for 150 ms), the pool
// primes one more
// sandbox of that key with it (Primer): the dataset is copied into its input directory and
// its harness reads it before any job, at the idle priority of a pooled sandbox. The next run
// on that dataset takes it and starts with the frame parsed: 9 ms in the sandbox instead of
// 18, 18 ms end to end instead of 27. A primed sandbox is served only to a run on the same
// dataset (Dataset.ID: the worker's copy, named by content, with its size and time), since it
// holds that dataset; it still never ran user code. A key keeps one, for its latest dataset;
// one for an older dataset is discarded; under load, when runs keep coming, nothing is primed
// (8 clients over 16 sessions primed 54 sandboxes for 16 hits, and lost a fifth of their runs
// a second, before the pool waited for quiet). Datasets larger than MaxPrimeBytes or a
// sixteenth of the memory limit are not primed. For the same reason a start is marked busy
// (StartFunc) when the last two runs came within that quiet time and no sandbox of the key is
// ready: the executor then leaves out what only pays off while a sandbox waits (the bubblewrap
// executor's copy-ahead; 8 clients got 11–16 % more runs a second, at 10–16 % less CPU a run,
// on a host with shadow page tables).
//
// Keys. A sandbox is started for an image and the run's limits (rlimits and cgroup limits are
// set at start). A run is served only by a sandbox of exactly its key; the keys kept warm are
// the served images at the default limits, then the most recently used ones.
//
// It must not know any executor: what a sandbox is comes in through the Sandbox interface and
// the functions in Run.
package warm
