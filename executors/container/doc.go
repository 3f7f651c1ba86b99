// Package container is the Docker executor: it runs each job in a fresh container of one of the
// sluice images (images/build.sh: python-data-basic, python-stats, python-ml-lite) through the
// Docker Engine API with the Go client (API version negotiated, so Docker 20.10 and later), with
// the same harness and protocol as the subprocess executor, so that the same job gives the same
// executors.Result in both; executors/conformance holds the suite both must pass.
//
// A container, in order, all before any job exists (so that the pool can start it ahead of
// its job, and a cold start is built exactly the same way): a per-container host directory
// holds a unix socket, the report channel, and an empty input directory; a tmpfs volume of
// Limits.OutputBytes (local driver, nr_inodes capped) becomes out_dir; the container is
// created with no network, a read-only root, every capability dropped, no-new-privileges, the
// unprivileged user 10001, memory with memory-swap equal (no swap), CPUs, a pids limit,
// rlimits (data = memory, CPU time, file size, no core files), a size-capped /tmp and
// /dev/shm, the input directory bound read-only at the dataset's directory (/workspace/input),
// the worker's embedded harness read-only at /sluice, no log driver (output is streamed
// through the attach connection into bounded buffers) and the configured runtime (runc, or
// runsc for gVisor); then it is started, and its harness imports its libraries and announces
// itself. When the job comes, its dataset is copied into the input directory (0444, as
// data.csv) and its job line is written to the container's stdin. The container's PID 1 is
// coreutils' timeout, a watchdog that kills the container shortly after its limits (and, while
// the pool is on, Pool.MaxAge) should anyway, so that a container outlives a crashed worker
// only that long.
//
// The report channel: Docker cannot pass a file descriptor into a container, so a tiny
// bootstrap connects to the socket (bind-mounted read-only at /run/sluice) and makes it fd 3
// before the harness starts, in the same process. The executor accepts exactly one connection
// and closes the listener (which removes the socket file) before it sends the job: when the
// user's code first runs, nothing can connect any more, and the harness keeps fd 3 away from the
// code as it does under bubblewrap (closed in the child, supervisor non-dumpable). The run
// directory is 0700, so no other host user can reach the socket either.
//
// The time limit starts when the harness announces itself, or when the job is sent to a
// harness that did before, as in the subprocess executor; the container's start and the
// imports are bounded by StartupTimeout, counted from its creation. The supervision is
// warm.Supervise, the loop both executors share. On the limit, a cancelled context, or a
// harness that does not let go after reporting, the container is killed. Artifacts are copied
// out of the live container with the archive API (the engine sees a volume, not a tmpfs
// mount, hence the volume) once the harness has reported, unless the host side of the volume,
// read without following anything, shows out_dir empty: regular files directly in out_dir
// only, bounded in number and bytes, names sanitised exactly as the subprocess executor does.
// CPU time, memory and OOM kills are read from the container's cgroups on this host (the
// engine's stats endpoint, the fallback, waits for its next one-second sample). Then, when
// the cgroups were readable, the run is finished (warm.Run.OnReport): the exit status is the
// one the report carries, and the container is killed instead of let go through its stdin,
// with a SIGKILL to its init process through a pidfd taken at start (under runc; the engine's
// kill waits about 80 ms for the container to be torn down); otherwise the harness is let
// go, and the exit status and OOM come from the engine's state (OOMKilled) once it has
// exited. The output streams end through the engine about 45 ms after the container's
// processes died, so the job carries an end mark (harness.Job.EndMark, random per
// container, kept from the code by the harness) that the harness writes last on stdout and
// stderr: the executor takes the streams up to it (endWatch) and does not wait for their
// end. Whatever happened, the container, the volume and the run directory are removed once
// Run has returned, in the background (the engine takes 50 to 100 ms for it); Close waits
// for every removal.
//
// Warm runs (Config.Pool): a warm.Pool keeps containers started ahead of their jobs, keyed by
// image and limits exactly (seeded with every image Images serves at executors.DefaultLimits,
// then the most recent runs' keys), so that a warm container is the one a cold start would
// have built. Each serves one run and is then destroyed; Run starts one cold when the pool
// has none for the job's key. A pooled container is discarded unused when it ended, wrote
// anything on stdout, stderr or the report channel besides the harness's header before its
// job, did not become ready within StartupTimeout, or waited longer than Pool.MaxAge.
//
// Every container and volume carries the labels io.sluice.worker and io.sluice.owner (host,
// pid and start time of the worker process, and an executor instance id), and, when it was
// started for its run (cold), io.sluice.run; containers are named sluice-<instance>-<random>,
// never by run id (a pooled one has none yet). New removes those whose owner process no
// longer runs on this host: what a worker killed with SIGKILL left behind, its pool's
// containers included, is gone after the next start; other live workers' are untouched.
//
// Under gVisor (Config.Runtime "runsc", registered by deploy/docker-setup.sh --runsc with
// --host-uds=open, which the report socket needs, and --network=none): the sandbox kernel runs
// in the container's pids cgroup, so that limit is raised by its own threads' share and the
// code's processes and threads are held by RLIMIT_NPROC inside the sandbox instead; gVisor does
// not enforce RLIMIT_DATA, so one allocation beyond the memory limit ends in the memory cgroup's
// OOM kill (OutcomeOOM without a MemoryError report); a FIFO made in out_dir never leaves the
// sandbox. The conformance suite passes under both runtimes with those two allowances.
//
// Limits of this design: the engine must run on the worker's host (bind mounts of the dataset,
// harness and socket); Images lists only images tagged <ImagePrefix><name>:latest whose labels
// carry their manifest's packages.
//
// Cold-start cost (BenchmarkColdRun: read the 40-row sales CSV, group, print; a new container
// every time; Debian 12, Docker 20.10, runc, 2 cores shared with other jobs, so expect noise;
// median of 3 × 10 runs):
//
//	executor                                   2.01 s
//	docker run --rm --network none (CLI)       1.66 s   executor / CLI = 1.21
//	  the same with the harness's imports      2.23 s
//	the same container by the Engine API       1.39 s   executor / API = 1.45
//
// An earlier, quieter measurement gave 1.93 s against 1.36 s (1.42). Beyond a plain run, the
// executor pays for the out_dir volume (create and remove), the archive copy of out_dir after
// the report (about 0.2 s: the engine mounts the container's file system to read it), the
// harness's imports (Matplotlib) and fork, and waiting for the exit status after stdin is
// closed; the limits themselves cost nothing measurable.
//
// Warm runs (BenchmarkRunWarm against BenchmarkRunCold: the groupby of a 10,000-row CSV, from
// the call to Run to its return; Docker 20.10, runc, cgroup v1, 2 cores at a load average of 5
// from other jobs; median of 15): warm 195 ms, cold 1.07 s. Of a warm run, about 45 ms were
// the harness's (the job line in, read_csv, the groupby, the report out); the rest was the
// engine's: the kill of the finished container waited for the engine to see it stopped
// (80-100 ms), and the end of the output streams came 45 ms after that. With the dataset
// read before the job (a primed container, warm.Primer: the harness's part is 7 ms), the kill
// through a pidfd and the end marks, the same benchmark takes 40 ms (2026-12-02, load about
// 1; it was 119 ms with priming alone, 97 with the pidfd kill). The removal of the container
// and its volume (50-100 ms) happens after Run returned.
//
// It owns the containers' configuration, lifecycle, clean-up and artifact checks. It must not
// decide policy (which limits, which image), redact output, or talk to NATS: the worker and the
// gateway do that. Executor.Run is safe for concurrent use.
package container
