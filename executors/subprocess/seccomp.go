package subprocess

import (
	"encoding/binary"
	"fmt"
	"os"
	"runtime"

	"golang.org/x/sys/unix"
)

// The sandbox's seccomp filter, loaded by bubblewrap (--seccomp) just before it execs the
// harness. The namespaces, the dropped capabilities and --disable-userns already keep the code
// from the network, the host's files and privileges; the filter shrinks the kernel interface
// the code can reach on top of that, as the container runtimes' default profiles do: no
// tracing of other processes, no kernel keyrings, BPF, perf events, userfaultfd or io_uring, no
// module, mount, namespace, clock or reboot calls, no file handles. A refused call fails with
// EPERM, so a library that probes for a feature degrades instead of dying; a call made with a
// foreign system-call ABI (32-bit x86 on x86-64) kills the process.

// deniedSyscalls are refused with EPERM. None of them is needed by CPython, numpy, pandas,
// matplotlib, scipy, statsmodels or scikit-learn.
var deniedSyscalls = []uintptr{
	unix.SYS_PTRACE, unix.SYS_PROCESS_VM_READV, unix.SYS_PROCESS_VM_WRITEV, unix.SYS_PIDFD_GETFD,
	unix.SYS_BPF, unix.SYS_PERF_EVENT_OPEN, unix.SYS_USERFAULTFD,
	unix.SYS_KEYCTL, unix.SYS_ADD_KEY, unix.SYS_REQUEST_KEY,
	unix.SYS_IO_URING_SETUP, unix.SYS_IO_URING_ENTER, unix.SYS_IO_URING_REGISTER,
	unix.SYS_KEXEC_LOAD, unix.SYS_KEXEC_FILE_LOAD, unix.SYS_INIT_MODULE, unix.SYS_FINIT_MODULE,
	unix.SYS_DELETE_MODULE, unix.SYS_REBOOT, unix.SYS_SWAPON, unix.SYS_SWAPOFF, unix.SYS_ACCT,
	unix.SYS_MOUNT, unix.SYS_UMOUNT2, unix.SYS_PIVOT_ROOT, unix.SYS_CHROOT, unix.SYS_MOVE_MOUNT,
	unix.SYS_OPEN_TREE, unix.SYS_FSOPEN, unix.SYS_FSCONFIG, unix.SYS_FSMOUNT, unix.SYS_FSPICK,
	unix.SYS_SETNS, unix.SYS_UNSHARE,
	unix.SYS_OPEN_BY_HANDLE_AT, unix.SYS_NAME_TO_HANDLE_AT, unix.SYS_FANOTIFY_INIT,
	unix.SYS_QUOTACTL, unix.SYS_SYSLOG, unix.SYS_VHANGUP, unix.SYS_LOOKUP_DCOOKIE,
	unix.SYS_CLOCK_SETTIME, unix.SYS_CLOCK_ADJTIME, unix.SYS_SETTIMEOFDAY, unix.SYS_ADJTIMEX,
}

// x32SyscallBit marks the x32 ABI's system-call numbers on x86-64.
const x32SyscallBit = 0x40000000

// seccompProgram assembles the classic-BPF filter for the host's architecture, as the bytes of
// an array of struct sock_filter (what bubblewrap reads from --seccomp's descriptor).
func seccompProgram() ([]byte, error) {
	var arch uint32
	switch runtime.GOARCH {
	case "amd64":
		arch = unix.AUDIT_ARCH_X86_64
	case "arm64":
		arch = unix.AUDIT_ARCH_AARCH64
	default:
		return nil, fmt.Errorf("no seccomp filter for %s", runtime.GOARCH)
	}
	const (
		offNR   = 0 // struct seccomp_data: int nr; __u32 arch; ...
		offArch = 4
	)
	retErrno := uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM))
	var prog []unix.SockFilter
	stmt := func(code uint16, k uint32) { prog = append(prog, unix.SockFilter{Code: code, K: k}) }
	jump := func(code uint16, k uint32, jt, jf uint8) {
		prog = append(prog, unix.SockFilter{Code: code, Jt: jt, Jf: jf, K: k})
	}
	// A foreign ABI is killed: its numbers mean other calls.
	stmt(unix.BPF_LD|unix.BPF_W|unix.BPF_ABS, offArch)
	jump(unix.BPF_JMP|unix.BPF_JEQ|unix.BPF_K, arch, 1, 0)
	stmt(unix.BPF_RET|unix.BPF_K, unix.SECCOMP_RET_KILL_PROCESS)
	stmt(unix.BPF_LD|unix.BPF_W|unix.BPF_ABS, offNR)
	if runtime.GOARCH == "amd64" {
		jump(unix.BPF_JMP|unix.BPF_JGE|unix.BPF_K, x32SyscallBit, 0, 1)
		stmt(unix.BPF_RET|unix.BPF_K, unix.SECCOMP_RET_KILL_PROCESS)
	}
	for _, nr := range deniedSyscalls {
		jump(unix.BPF_JMP|unix.BPF_JEQ|unix.BPF_K, uint32(nr), 0, 1)
		stmt(unix.BPF_RET|unix.BPF_K, retErrno)
	}
	stmt(unix.BPF_RET|unix.BPF_K, unix.SECCOMP_RET_ALLOW)

	b := make([]byte, 0, len(prog)*unix.SizeofSockFilter)
	for _, f := range prog {
		b = binary.NativeEndian.AppendUint16(b, f.Code)
		b = append(b, f.Jt, f.Jf)
		b = binary.NativeEndian.AppendUint32(b, f.K)
	}
	return b, nil
}

// seccompFile returns a fresh memory file holding the filter at offset 0, for one bubblewrap
// to read; the caller closes it.
func seccompFile(prog []byte) (*os.File, error) {
	fd, err := unix.MemfdCreate("sluice-seccomp", unix.MFD_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("creating the seccomp filter file: %w", err)
	}
	f := os.NewFile(uintptr(fd), "seccomp")
	if _, err := f.Write(prog); err != nil {
		f.Close()
		return nil, fmt.Errorf("writing the seccomp filter: %w", err)
	}
	if _, err := f.Seek(0, 0); err != nil {
		f.Close()
		return nil, fmt.Errorf("rewinding the seccomp filter: %w", err)
	}
	return f, nil
}
