"""Unit tests of the bootstrap's pure parts, on the host's /usr/bin/python3 (stdlib only):
the event's strictness, the streams' head and tail, the response's exact budget, the seccomp
program and its syscall numbers (against the kernel headers, where the host has them).
What needs a Lambda-like environment (the harness, the Runtime API, processes, /tmp) is
images/function/smoke.sh's, under the emulator.

    /usr/bin/python3 -B images/function/bootstrap_test.py
"""

import base64
import importlib.util
import json
import os
import re
import struct
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("bootstrap", os.path.join(HERE, "bootstrap.py"))
bs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bs)

LIMITS = {"timeout_s": 8, "memory_mb": 512, "cpus": 1, "pids": 64, "stdout_bytes": 65536, "stderr_bytes": 65536,
          "output_files": 16, "output_bytes": 33554432, "file_size_bytes": 16777216, "tmp_bytes": 67108864}


def event(**over):
    ev = {"protocol": "sluice-function/1", "run_id": "r-1",
          "job": {"protocol": 1, "kind": "code", "code": "print(1)", "image": "python-data-basic",
                  "memory_mb": 512, "timeout_s": 8, "output_bytes": 33554432},
          "dataset": base64.b64encode(b"a,b\n1,2\n").decode(), "limits": dict(LIMITS), "max_response_bytes": 6000000}
    ev.update(over)
    return json.dumps(ev).encode()


class ParseEvent(unittest.TestCase):
    def test_good(self):
        ev = bs.parse_event(event())
        self.assertEqual(ev.dataset, b"a,b\n1,2\n")
        self.assertEqual(json.loads(ev.job_line)["code"], "print(1)")
        self.assertTrue(ev.job_line.endswith(b"\n") and ev.job_line.count(b"\n") == 1)
        self.assertEqual(ev.limits["timeout_s"], 8.0)  # Go writes 8.0 as 8
        self.assertIsInstance(ev.limits["timeout_s"], float)

    def test_ping(self):
        self.assertIs(bs.parse_event(b'{"protocol":"sluice-function/1","ping":true}'), bs.PING)
        with self.assertRaises(bs.BadEvent):
            bs.parse_event(b'{"protocol":"sluice-function/1","ping":true,"run_id":"r"}')

    def test_no_dataset(self):
        for ds in (None, ""):
            raw = json.loads(event())
            if ds is None:
                del raw["dataset"]
            else:
                raw["dataset"] = ds
            self.assertIsNone(bs.parse_event(json.dumps(raw).encode()).dataset)

    def test_refused(self):
        bad_limits = dict(LIMITS)
        del bad_limits["tmp_bytes"]
        cases = {
            "not json": b"{",
            "not an object": b"[]",
            "other protocol": event(protocol="sluice-function/2"),
            "unknown key": event(extra=1),
            "job not an object": event(job="print(1)"),
            "job protocol": event(job={"protocol": True, "kind": "code"}),
            "job kind": event(job={"protocol": 1, "kind": "shell"}),
            "run id": event(run_id="../x"),
            "dataset": event(dataset="not base64!"),
            "limits missing": event(limits=bad_limits),
            "limits type": event(limits=dict(LIMITS, memory_mb=512.5)),
            "limits bool": event(limits=dict(LIMITS, pids=True)),
            "limits range": event(limits=dict(LIMITS, timeout_s=0)),
            "response range": event(max_response_bytes=7 << 20),
            "nan": event().replace(b'"cpus": 1', b'"cpus": NaN'),
            "duplicate": event().replace(b'"run_id": "r-1"', b'"run_id": "r-1", "run_id": "r-2"'),
            "deep": b'{"protocol":"sluice-function/1","job":' + b"[" * 100000 + b"]" * 100000 + b"}",
        }
        for name, body in cases.items():
            with self.subTest(name), self.assertRaises(bs.BadEvent):
                bs.parse_event(body)


class CaptureTest(unittest.TestCase):
    def test_head_and_tail(self):
        c = bs.Capture(10)
        for chunk in (b"abc", b"defgh", b"ijklmnopqrstuvwxyz"):
            c.write(chunk)
        self.assertEqual((bytes(c.head), bytes(c.tail), c.total), (b"abcde", b"vwxyz", 26))

    def test_small(self):
        c = bs.Capture(4096)
        c.write(b"1\n")
        self.assertEqual((c.kept(), len(c.head), c.total), (b"1\n", 2, 2))

    def test_flood_keeps_the_limit(self):
        c = bs.Capture(4097)
        for i in range(2000):
            c.write(bytes([i % 256]) * 1000)
        self.assertEqual(len(c.kept()), 4097)
        self.assertEqual(c.total, 2_000_000)
        self.assertTrue(bytes(c.tail).endswith(bytes([1999 % 256]) * 1000))

    def test_zero(self):
        c = bs.Capture(0)
        c.write(b"abc")
        self.assertEqual((c.kept(), c.total), (b"", 3))


class BudgetTest(unittest.TestCase):
    def size(self, base, b):
        return len(bs._enc(dict(base, artifacts=b.artifacts, dropped=b.dropped)))

    def test_exact(self):
        base = {"a": "x" * 100, "artifacts": [], "dropped": []}
        b = bs.Budget(2000, len(bs._enc(base)))
        for i in range(40):
            b.add_artifact("f%02d.bin" % i, os.urandom(i * 7))
            b.drop("d%02d \u00e9\n\"" % i, "directory")
            self.assertEqual(self.size(base, b), b.size)
        b.finish()
        self.assertLessEqual(self.size(base, b), 2000)
        self.assertTrue(b.dropped[-1]["reason"].endswith("more entries dropped, not listed"))

    def test_over_the_limit_is_said(self):
        base = {"artifacts": [], "dropped": []}
        b = bs.Budget(4096, len(bs._enc(base)))
        b.add_artifact("a.txt", b"small")
        b.add_artifact("big.bin", os.urandom(4096))
        b.add_artifact("z.txt", b"last")
        b.finish()
        self.assertEqual([a["name"] for a in b.artifacts], ["a.txt", "z.txt"])
        self.assertEqual(b.dropped, [{"name": "big.bin", "reason": "over the function's response limit (4096 bytes)"}])
        self.assertEqual(self.size(base, b), b.size)


class FilterTest(unittest.TestCase):
    def test_program(self):
        for arch in bs.SYSCALLS:
            code = bs.build_filter(arch, {1, 2, -2, 0xFFFFFFFF})
            self.assertEqual(len(code) % 8, 0)
            prog = [struct.unpack("=HBBI", code[i:i + 8]) for i in range(0, len(code), 8)]
            for i, (op, jt, jf, _) in enumerate(prog):
                if op & 0x07 == 0x05:  # BPF_JMP: both targets inside the program
                    self.assertLess(i + 1 + max(jt, jf), len(prog), (arch, i))
            self.assertEqual(prog[-1][0], 0x06)  # ends in a return

    def test_numbers_match_the_headers(self):
        tables = {
            "x86_64": ("/usr/include/x86_64-linux-gnu/asm/unistd_64.h", r"#define __NR_(\w+)\s+(\d+)"),
            "aarch64": ("/usr/include/asm-generic/unistd.h", r"#define __NR(?:3264)?_(\w+)\s+(\d+)"),
        }
        checked = 0
        for arch, (path, pat) in tables.items():
            if not os.path.exists(path):
                continue
            with open(path) as f:
                nums = {m.group(1): int(m.group(2)) for m in re.finditer(pat, f.read())}
            for name, nr in bs.SYSCALLS[arch].items():
                if name in nums:
                    self.assertEqual(nums[name], nr, (arch, name))
                    checked += 1
        if checked == 0:
            self.skipTest("no kernel headers on this host")


if __name__ == "__main__":
    unittest.main(verbosity=1)
