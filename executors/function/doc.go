// Package function is the executor that runs jobs in cloud functions: each run is one
// synchronous invocation (AWS Lambda's Invoke API, RequestResponse) of the function that
// serves the job's image, built from that image with the harness and a custom-runtime
// bootstrap (images/function, images/build-function.sh). Locally and in the tests the
// function runs under the AWS Lambda Runtime Interface Emulator in Docker and the executor
// talks to its endpoint (Config.Endpoint); against AWS the credentials come from the worker's
// standard AWS chain, never from a job.
//
// The wire format is Event and Response (WARNING: images/function/bootstrap.py is the other
// side). The dataset travels base64 in the event, the streams' head and tail and the
// artifacts in the answer: Lambda carries 6 MB each way, so a dataset over about 4.4 MB is
// refused before anything runs, and an artifact that does not fit the answer is dropped with
// that reason (never cut). The harness's report comes through the bootstrap, which reads it
// from the harness's fd 3, a pipe only the harness's supervisor holds, exactly as the other
// executors do; the code cannot reach the bootstrap's answer.
//
// What each limit becomes:
//   - the time limit: the bootstrap's own clock from the job's hand-over to a ready harness
//     (it kills every process of the run at the limit), with the invocation bounded by the
//     limit plus StartupAllowance here; the function's configured timeout must exceed both;
//   - memory: RLIMIT_AS in the harness's process (a MemoryError), under the function's
//     configured memory size, which Lambda enforces by ending the runtime (a killed run);
//   - CPU time, file size, open files and processes: the same rlimits as the subprocess
//     executor, set by the bootstrap before the harness starts;
//   - stdout, stderr and out_dir caps: the bootstrap keeps the streams' head and tail and
//     sends at most the caps, and the artifacts pass the same checks here as in the others
//     (executors/internal/harvest).
//
// What a function cannot hold, and the conformance suite declares skipped:
//   - network egress. A function outside a VPC reaches the internet; one in a VPC without a
//     NAT gateway and a security group without egress rules (deploy/function) reaches
//     nothing but the Lambda Runtime API on its loopback. The default routing policy sends
//     a run to this executor only for a tenant whose policy accepts that
//     (accept_function_egress), since the harness's own import checks are not a boundary.
//   - a kernel memory limit for what no rlimit sees (tmpfs pages), file-system isolation
//     beyond the function's read-only image and its /tmp, and a process-count limit per run
//     apart from RLIMIT_NPROC: the function is one microVM per concurrent run, reused for
//     later runs (the bootstrap kills every leftover process and wipes /tmp between runs).
//   - cancelling a run: an invocation cannot be stopped from outside; Run returns at once
//     and the bootstrap ends the run at its time limit.
//
// Invoke is not idempotent, so only throttled invocations (which ran nothing) are retried.
package function
