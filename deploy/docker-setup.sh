#!/usr/bin/env bash
# Prepares the Docker engine the container executor and images/build.sh need, on Debian or
# Ubuntu: installs docker.io and debootstrap if missing, starts dockerd if no engine answers, and
# waits until it does. Idempotent: with an engine already up it installs and starts nothing.
#
# Usage: deploy/docker-setup.sh [--runsc]
#   --runsc  also install gVisor (Debian's runsc package) and register it with the engine as the
#            runtime "runsc" (with --host-uds=open, which the executor's report socket needs, and
#            --network=none), for `sluice worker --executor container --runtime runsc`.
#
# Environment:
#   DOCKER_HOST         an engine elsewhere (tcp://, unix://): only checked, never started.
#   DOCKERD_LOG         where a dockerd started here logs (default /var/log/dockerd.log).
#   DOCKER_WAIT_SECONDS how long to wait for the engine to answer (default 60).
set -euo pipefail

RUNSC=0
for a in "$@"; do
  case "$a" in
    --runsc) RUNSC=1 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "docker-setup: unknown argument $a (see --help)" >&2; exit 2 ;;
  esac
done

LOG="${DOCKERD_LOG:-/var/log/dockerd.log}"
WAIT="${DOCKER_WAIT_SECONDS:-60}"
SOCK=/var/run/docker.sock

say() { echo "docker-setup: $*"; }
die() { echo "docker-setup: $*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else SUDO="__none__"; fi
fi
as_root() {
  [ "$SUDO" = "__none__" ] && die "this step needs root ($*); run as root or install sudo"
  $SUDO "$@"
}

# The engine answers when `docker version` reaches the server (any client version: API
# version negotiation).
engine_up() { docker version --format '{{.Server.Version}}' >/dev/null 2>&1; }

# 1. Packages: the engine (dockerd, containerd, runc) and debootstrap for offline image builds.
missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
[ "$RUNSC" -eq 0 ] || command -v runsc >/dev/null 2>&1 || missing+=(runsc)
if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    die "missing ${missing[*]} and this is not a Debian or Ubuntu machine: install Docker Engine and debootstrap yourself"
  fi
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get install -y -qq "${missing[@]}" || { as_root apt-get update -qq && as_root apt-get install -y -qq "${missing[@]}"; }
fi
command -v docker >/dev/null 2>&1 || die "no docker client on PATH after installing docker.io"

# 2. gVisor, if asked: registered in daemon.json (merged into what is there), picked up by a
# running dockerd on SIGHUP.
DAEMON_JSON=/etc/docker/daemon.json
if [ "$RUNSC" -eq 1 ]; then
  runsc_path="$(command -v runsc)"
  changed="$(as_root /usr/bin/python3 - "$DAEMON_JSON" "$runsc_path" <<'PY'
import json, os, sys
path, runsc = sys.argv[1], sys.argv[2]
cfg = {}
if os.path.exists(path):
    with open(path) as f:
        text = f.read().strip()
        cfg = json.loads(text) if text else {}
want = {"path": runsc, "runtimeArgs": ["--host-uds=open", "--network=none"]}
if cfg.setdefault("runtimes", {}).get("runsc") == want:
    print("unchanged")
else:
    cfg["runtimes"]["runsc"] = want
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w") as f:
        json.dump(cfg, f, indent=2)
        f.write("\n")
    os.replace(path + ".tmp", path)
    print("changed")
PY
)"
  if [ "$changed" = "changed" ] && [ -s /var/run/docker.pid ]; then
    say "registered runsc in $DAEMON_JSON; reloading dockerd"
    as_root kill -HUP "$(cat /var/run/docker.pid)"
    sleep 1
  fi
fi

# 3. The engine.
if engine_up; then
  if [ "$RUNSC" -eq 1 ] && ! docker info --format '{{json .Runtimes}}' 2>/dev/null | grep -q '"runsc"'; then
    die "the engine does not list the runsc runtime after registering it in $DAEMON_JSON; restart dockerd"
  fi
  say "engine is up ($(docker version --format '{{.Server.Version}}' 2>/dev/null))"
  exit 0
fi
if [ -n "${DOCKER_HOST:-}" ] && [ "${DOCKER_HOST}" != "unix://${SOCK}" ]; then
  die "DOCKER_HOST=${DOCKER_HOST} does not answer; start that engine (this script starts only a local one)"
fi
if pgrep -x dockerd >/dev/null 2>&1; then
  say "dockerd is running but not answering yet; waiting"
else
  say "starting dockerd (log: ${LOG})"
  # setsid + nohup: the engine outlives this script and the CI step that ran it.
  as_root sh -c "setsid nohup dockerd >>'${LOG}' 2>&1 </dev/null &"
fi
for _ in $(seq 1 "$WAIT"); do
  if [ -S "$SOCK" ] && engine_up; then
    say "engine is up ($(docker version --format '{{.Server.Version}}' 2>/dev/null))"
    exit 0
  fi
  sleep 1
done
echo "docker-setup: dockerd did not answer within ${WAIT}s; last lines of ${LOG}:" >&2
tail -n 20 "$LOG" >&2 2>/dev/null || true
exit 1
