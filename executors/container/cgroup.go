package container

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// cgroupMount is where the host mounts its cgroup hierarchies.
const cgroupMount = "/sys/fs/cgroup"

// cgroupFiles are the kernel's counters of one container, read from its cgroups on this host:
// a few microseconds, where the engine's stats endpoint waits for its next one-second sample.
// Each counter is a file and, for keyed files (cpu.stat, memory.stat), a key.
type cgroupFiles struct {
	cpu, cpuKey       string // CPU time: nanoseconds (v1), or microseconds under cpuKey (v2)
	cpuMicro          bool
	peak, current     string // peak and current memory use, in bytes
	memStat, cacheKey string // memory.stat and its inactive page cache key
	oomEvents         string // memory.oom_control (v1) or memory.events (v2), key oom_kill
}

// containerCgroups finds the cgroups of the container whose init process has host pid pid,
// from /proc/<pid>/cgroup. It returns nil when they cannot be read here (the worker runs in
// another pid or cgroup namespace than the engine's containers): the engine's stats are used
// instead.
func containerCgroups(pid int) *cgroupFiles {
	if pid <= 0 {
		return nil
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cgroup")
	if err != nil {
		return nil
	}
	c := &cgroupFiles{}
	var unified string
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 || strings.Contains(parts[2], "..") {
			continue
		}
		dir := filepath.Join(cgroupMount, parts[1], parts[2])
		for _, ctl := range strings.Split(parts[1], ",") {
			switch ctl {
			case "":
				unified = filepath.Join(cgroupMount, parts[2])
			case "memory":
				c.peak, c.current = filepath.Join(dir, "memory.max_usage_in_bytes"), filepath.Join(dir, "memory.usage_in_bytes")
				c.memStat, c.cacheKey = filepath.Join(dir, "memory.stat"), "total_inactive_file"
				c.oomEvents = filepath.Join(dir, "memory.oom_control")
			case "cpuacct":
				c.cpu = filepath.Join(dir, "cpuacct.usage")
			}
		}
	}
	if c.current == "" && unified != "" {
		c.cpu, c.cpuKey, c.cpuMicro = filepath.Join(unified, "cpu.stat"), "usage_usec", true
		c.peak, c.current = filepath.Join(unified, "memory.peak"), filepath.Join(unified, "memory.current")
		c.memStat, c.cacheKey = filepath.Join(unified, "memory.stat"), "inactive_file"
		c.oomEvents = filepath.Join(unified, "memory.events")
	}
	if _, ok := counter(c.current, ""); !ok {
		return nil
	}
	return c
}

// read returns the counters now; ok is false when the cgroup is gone.
func (c *cgroupFiles) read() (st engineStats, ok bool) {
	cur, ok := counter(c.current, "")
	if !ok {
		return st, false
	}
	st.peakBytes, st.rssBytes = cur, cur
	if p, ok := counter(c.peak, ""); ok && p > cur {
		st.peakBytes = p // without memory.peak (v2 before Linux 5.19): the current use, as the engine says
	}
	if cache, ok := counter(c.memStat, c.cacheKey); ok && cache < cur {
		st.rssBytes = cur - cache
	}
	if cpu, ok := counter(c.cpu, c.cpuKey); ok {
		if c.cpuMicro {
			cpu *= 1000
		}
		st.cpuNanos = cpu
	}
	st.oomKills, st.oomKnown = counter(c.oomEvents, "oom_kill")
	return st, true
}

// counter reads a cgroup counter: the whole file when key is empty, else the value on the line
// "key value".
func counter(path, key string) (uint64, bool) {
	if path == "" {
		return 0, false
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	s := strings.TrimSpace(string(b))
	if key != "" {
		_, rest, found := strings.Cut("\n"+s, "\n"+key+" ")
		if !found {
			return 0, false
		}
		s, _, _ = strings.Cut(rest, "\n")
	}
	n, err := strconv.ParseUint(s, 10, 64)
	return n, err == nil
}
