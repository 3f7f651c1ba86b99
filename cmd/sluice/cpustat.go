package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// clockTick is the unit of the CPU times in /proc (USER_HZ, 100 on every Linux architecture
// Go supports; the kernel converts to it whatever its own HZ).
const clockTick = 10 * time.Millisecond

// cpuSample is the CPU time spent so far, machine-wide and by one process.
type cpuSample struct {
	// busy is the machine's CPU time outside idle and I/O wait, all cores added up.
	busy time.Duration
	// proc is the process's own CPU time (user and system, its threads; not its children);
	// zero when no process was named.
	proc time.Duration
	ok   bool
}

// sampleCPU reads the machine's CPU time and, when pid > 0, that process's. ok is false
// where /proc cannot be read (not Linux): the figures are then not reported.
func sampleCPU(pid int) cpuSample {
	raw, err := os.ReadFile("/proc/stat")
	if err != nil {
		return cpuSample{}
	}
	busy, err := parseProcStat(raw)
	if err != nil {
		return cpuSample{}
	}
	s := cpuSample{busy: busy, ok: true}
	if pid > 0 {
		if raw, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
			s.proc, _ = parseProcPidStat(raw)
		}
	}
	return s
}

// parseProcStat returns the busy CPU time of the aggregate "cpu" line of /proc/stat: user,
// nice, system, irq, softirq and steal (guest time is already inside user and nice).
func parseProcStat(raw []byte) (time.Duration, error) {
	line, _, _ := bytes.Cut(raw, []byte("\n"))
	f := strings.Fields(string(line))
	if len(f) < 9 || f[0] != "cpu" { // the name and the eight fields up to steal
		return 0, errors.New("/proc/stat: no aggregate cpu line")
	}
	var ticks [8]uint64 // user nice system idle iowait irq softirq steal; guest is inside user
	for i := 1; i <= len(ticks); i++ {
		v, err := strconv.ParseUint(f[i], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("/proc/stat: field %d: %w", i, err)
		}
		ticks[i-1] = v
	}
	busy := ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]
	return time.Duration(busy) * clockTick, nil
}

// parseProcPidStat returns utime+stime of a /proc/<pid>/stat line. The command name in
// parentheses may hold spaces and parentheses, so the fields are counted from its last ')'.
func parseProcPidStat(raw []byte) (time.Duration, error) {
	i := bytes.LastIndexByte(raw, ')')
	if i < 0 {
		return 0, errors.New("/proc/<pid>/stat: no command name")
	}
	f := strings.Fields(string(raw[i+1:]))
	// After the name: state(3) ppid … utime(14) stime(15), i.e. f[11] and f[12].
	if len(f) < 13 {
		return 0, errors.New("/proc/<pid>/stat: too few fields")
	}
	var sum uint64
	for _, s := range f[11:13] {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("/proc/<pid>/stat: %w", err)
		}
		sum += v
	}
	return time.Duration(sum) * clockTick, nil
}
