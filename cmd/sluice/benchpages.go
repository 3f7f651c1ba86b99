package main

import (
	"context"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// pageCostScript maps and fills 16,384 pages, forks, and has the child time its first read and
// then its first write of each page, three times; it prints the medians in µs per page.
const pageCostScript = `import mmap, os, statistics, time
N = 16384
m = mmap.mmap(-1, N * 4096, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
for i in range(0, N * 4096, 4096):
    m[i] = 1
def each(write):
    t = time.perf_counter_ns()
    s = 0
    for i in range(0, N * 4096, 4096):
        if write:
            m[i] = 2
        else:
            s += m[i]
    return (time.perf_counter_ns() - t) / 1000 / N
reads, writes = [], []
for _ in range(3):
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        a = each(False)
        b = each(False)
        c = each(True)
        os.write(w, b"%f %f" % (a - b, c - b))
        os._exit(0)
    os.close(w)
    a, b = os.read(r, 100).split()
    os.close(r)
    os.waitpid(pid, 0)
    reads.append(float(a))
    writes.append(float(b))
print(statistics.median(reads), statistics.median(writes))
`

// pageCost measures what a forked process pays the first time it reads, and the first time it
// writes, a page it shares with its parent (µs per page, net of the loop's own cost), with the
// sandbox's interpreter: what each fork of the zygote pays for the memory a run touches. On a
// host with hardware-assisted paging a first read is nearly free and a first write costs about
// a microsecond; a host whose hypervisor shadows page tables charges both many times that.
func pageCost(ctx context.Context, python string) (readUS, writeUS float64, err error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, python, "-I", "-c", pageCostScript).Output()
	if err != nil {
		return 0, 0, fmt.Errorf("measuring the page cost of a fork: %w", err)
	}
	f := strings.Fields(string(out))
	if len(f) != 2 {
		return 0, 0, fmt.Errorf("measuring the page cost of a fork: unexpected output %q", out)
	}
	if readUS, err = strconv.ParseFloat(f[0], 64); err == nil {
		writeUS, err = strconv.ParseFloat(f[1], 64)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("measuring the page cost of a fork: %w", err)
	}
	return max(readUS, 0), max(writeUS, 0), nil
}
