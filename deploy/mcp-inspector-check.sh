#!/usr/bin/env bash
# The MCP flow of issue 7 with the official MCP Inspector CLI against a real sluice: build
# bin/sluice, serve it on a free local port (embedded NATS, built-in bubblewrap worker), create a
# session and upload gateway/testdata/sales.csv over HTTP, then through /mcp?session=<sid>:
#   1. tools/list shows only inspect_csv;
#   2. tools/call inspect_csv answers the schema as structured content;
#   3. tools/list now shows aggregate, inspect_csv, plot, run_python and sql (each Inspector run
#      is a new MCP session, so the change shows as a new list; the list-changed notification
#      itself is checked by the Go SDK client in gateway/mcp_test.go);
#   4. tools/call sql with a DELETE is refused (isError, policy_violation);
#   5. tools/call run_python saving a chart answers with the PNG as image content.
#
# Needs npx (Node.js); without it the check is skipped, unless SLUICE_REQUIRE_NPX=1. The
# Inspector is fetched by npx at the pinned version MCP_INSPECTOR (override to try another).
# Usage: deploy/mcp-inspector-check.sh            (from anywhere in the repository)
set -euo pipefail
cd "$(dirname "$0")/.."

INSPECTOR="${MCP_INSPECTOR:-@modelcontextprotocol/inspector@2.12.0}"
PY=/usr/bin/python3

if ! command -v npx >/dev/null 2>&1; then
	if [ "${SLUICE_REQUIRE_NPX:-}" = 1 ]; then
		echo "mcp-inspector-check: npx not found and SLUICE_REQUIRE_NPX=1" >&2
		exit 1
	fi
	echo "mcp-inspector-check: npx not found; skipped"
	exit 0
fi

work="$(mktemp -d)"
pid=""
cleanup() {
	if [ -n "$pid" ]; then
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

fail() {
	echo "mcp-inspector-check: FAIL: $*" >&2
	if [ -f "$work/serve.log" ]; then
		echo "--- sluice serve log (tail)" >&2
		tail -n 40 "$work/serve.log" >&2
	fi
	exit 1
}

echo "== build"
go build -o "$work/sluice" ./cmd/sluice

port="$($PY -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
url="http://127.0.0.1:$port"
key="sk-mcp-check-$($PY -c 'import secrets; print(secrets.token_hex(16))')"

echo "== serve on $url"
SLUICE_API_KEY="$key" "$work/sluice" serve --addr "127.0.0.1:$port" --data "$work/data" --nats-listen "" >"$work/serve.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
	if curl -fsS "$url/readyz" >/dev/null 2>&1; then
		break
	fi
	kill -0 "$pid" 2>/dev/null || fail "sluice serve exited"
	sleep 0.5
done
curl -fsS "$url/readyz" >/dev/null || fail "sluice did not become ready"

auth=(-H "Authorization: Bearer $key")
sid="$(curl -fsS -X POST "${auth[@]}" "$url/v1/sessions" | $PY -c 'import json, sys; print(json.load(sys.stdin)["session_id"])')"
curl -fsS -X PUT "${auth[@]}" -H "Content-Type: text/csv" --data-binary @gateway/testdata/sales.csv "$url/v1/sessions/$sid/dataset" >/dev/null
echo "session $sid"

# inspector ARGS... runs one Inspector CLI request and prints its JSON result. The CLI exits 5
# when a tool answers isError (and still prints the result); set want_rc=5 to expect that.
inspector() {
	local rc=0
	npx -y "$INSPECTOR" --cli "$url/mcp?session=$sid" --transport http \
		--header "Authorization: Bearer $key" --format json "$@" 2>"$work/inspector.err" || rc=$?
	if [ "$rc" != "${want_rc:-0}" ]; then
		cat "$work/inspector.err" >&2
		fail "inspector $* exited $rc, want ${want_rc:-0}"
	fi
}

# check PYTHON-EXPRESSION reads a JSON result on stdin as r and fails unless the expression holds.
check() {
	$PY -c '
import json, sys
r = json.load(sys.stdin)["result"]
ok = eval(sys.argv[1], {"r": r, "json": json})
if not ok:
    print(json.dumps(r, ensure_ascii=False)[:2000], file=sys.stderr)
    sys.exit(1)
' "$1"
}

tools='sorted(t["name"] for t in r["tools"])'

echo "== 1. tools/list before inspection"
inspector --method tools/list | check "$tools == ['inspect_csv']" || fail "tools before inspection"

echo "== 2. tools/call inspect_csv"
inspector --method tools/call --tool-name inspect_csv --tool-args-json '{"sample_rows": 2}' |
	check 'not r.get("isError") and r["structuredContent"]["ok"] and r["structuredContent"]["result"]["rows"] == 60' ||
	fail "inspect_csv"

echo "== 3. tools/list after inspection"
inspector --method tools/list | check "$tools == ['aggregate', 'inspect_csv', 'plot', 'run_python', 'sql']" ||
	fail "tools after inspection"

echo "== 4. sql DELETE is refused"
want_rc=5 inspector --method tools/call --tool-name sql --tool-args-json '{"query": "DELETE FROM df"}' |
	check 'r.get("isError") and r["structuredContent"]["error"]["code"] == "policy_violation"' ||
	fail "sql DELETE was not refused"

echo "== 5. run_python returns the chart as image content"
code="$($PY -c 'import json, sys; print(json.dumps({"code": open(sys.argv[1]).read(), "purpose": "margin chart"}))' deploy/examples/chart.py)"
inspector --method tools/call --tool-name run_python --tool-args-json "$code" |
	check '
not r.get("isError") and r["structuredContent"]["ok"] and any(
    c["type"] == "image" and c["mimeType"] == "image/png"
    and __import__("base64").b64decode(c["data"]).startswith(b"\x89PNG\r\n\x1a\n")
    for c in r["content"])' ||
	fail "run_python image content"

echo "mcp-inspector-check: ok"
