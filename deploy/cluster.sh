#!/usr/bin/env bash
# sluice beyond one process, on one machine: a 3-node NATS JetStream cluster (R3 for the
# session and run KV buckets, the dataset and artifact object stores and the decision stream),
# two gateways (sluice serve --no-worker), three workers (sluice worker; the third one a
# container worker when a Docker engine with the sluice images answers) and HAProxy in front,
# spreading HTTP over the gateways that say they are ready.
#
#   deploy/cluster.sh deps      install what is missing (the sandbox's packages, haproxy)
#   deploy/cluster.sh up        build bin/sluice and bin/nats-server, start everything, wait
#   deploy/cluster.sh status    which process runs, and each gateway's /readyz
#   deploy/cluster.sh down      stop everything (SIGTERM, then SIGKILL after 15 s)
#   deploy/cluster.sh urls      print the NATS URL list
#   deploy/cluster.sh load      sluice bench --load through the front with 1 worker, then 2,
#                               up to SLUICE_CLUSTER_WORKERS (starts what is missing)
#
# Environment:
#   SLUICE_CLUSTER_DIR      state, configs, logs and pid files (default ./cluster)
#   SLUICE_CLUSTER_BASE     base port (default 8180): front BASE, gateways BASE+1..2, NATS
#                           clients BASE+11..13, routes BASE+21..23, NATS monitoring
#                           BASE+31..33, worker metrics BASE+41..43
#   SLUICE_CLUSTER_WORKERS  how many workers (default 3)
#   SLUICE_CLUSTER_POOL     each worker's --pool-size (default 2)
#   SLUICE_CLUSTER_POLICIES the gateways' --policies (default: the built-in bundle)
#   SLUICE_CLUSTER_BIN      where sluice and nats-server are built (default ./bin)
#   SLUICE_API_KEY          the dev tenant's key on both gateways (default: generated once
#                           and kept in $SLUICE_CLUSTER_DIR/api-key)
#   SLUICE_LOAD_CLIENTS     load: concurrent clients (default 200)
#   SLUICE_LOAD_DURATION    load: how long each round runs (default 60s)
#
# The same files are what a multi-host deployment uses: one nats-N.conf per NATS host (change
# the addresses), the gateway and worker command lines of the pid files' logs, haproxy.cfg.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DIR=${SLUICE_CLUSTER_DIR:-$ROOT/cluster}
BASE=${SLUICE_CLUSTER_BASE:-8180}
WORKERS=${SLUICE_CLUSTER_WORKERS:-3}
POOL=${SLUICE_CLUSTER_POOL:-2}
BIN=${SLUICE_CLUSTER_BIN:-$ROOT/bin}
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
PIDS=$DIR/pids
LOGS=$DIR/logs

nats_urls() {
  local u=() i
  for i in 1 2 3; do u+=("nats://127.0.0.1:$((BASE + 10 + i))"); done
  (IFS=,; echo "${u[*]}")
}

say() { echo "cluster: $*"; }

deps() {
  bash deploy/setup.sh
  local missing=()
  command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  if [ ${#missing[@]} -gt 0 ]; then
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    say "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" ||
      { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; }
  fi
}

# start NAME CMD...: starts CMD in the background with its output in logs/NAME.log and its pid
# in pids/NAME.pid, unless a process of that name still runs.
start() {
  local name=$1; shift
  if alive "$name"; then say "$name already runs (pid $(cat "$PIDS/$name.pid"))"; return; fi
  mkdir -p "$PIDS" "$LOGS"
  echo "$*" >"$LOGS/$name.cmd"
  setsid "$@" >"$LOGS/$name.log" 2>&1 </dev/null &
  echo $! >"$PIDS/$name.pid"
}

alive() { [ -f "$PIDS/$1.pid" ] && kill -0 "$(cat "$PIDS/$1.pid")" 2>/dev/null; }

# wait_for WHAT SECONDS CMD...: polls CMD until it succeeds.
wait_for() {
  local what=$1 secs=$2; shift 2
  local end=$((SECONDS + secs))
  until "$@" >/dev/null 2>&1; do
    if [ $SECONDS -ge $end ]; then say "$what: not up after ${secs}s (logs in $LOGS)"; return 1; fi
    sleep 0.2
  done
}

docker_ok() {
  command -v docker >/dev/null 2>&1 && docker image ls -q --filter label=io.sluice.image=python-data-basic 2>/dev/null | grep -q .
}

# api_key prints the dev tenant's key: SLUICE_API_KEY, else the one kept in $DIR/api-key
# (made on first use).
api_key() {
  if [ -n "${SLUICE_API_KEY:-}" ]; then echo "$SLUICE_API_KEY"; return; fi
  if [ ! -s "$DIR/api-key" ]; then
    (umask 077; echo "sk-cluster-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" >"$DIR/api-key")
  fi
  cat "$DIR/api-key"
}

# console_secret: the secret both gateways sign the console's cookies with, kept in the cluster
# directory, so that a browser signed in through the front is signed in on either gateway.
console_secret() {
  if [ ! -s "$DIR/console-secret" ]; then
    (umask 077; head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$DIR/console-secret")
  fi
  cat "$DIR/console-secret"
}

# load: for n = 1 .. WORKERS, bring the cluster up with n workers (adding one each round) and
# run sluice bench --load through the front, sampling both gateways' memory.
load() {
  local n max=$WORKERS f
  # Round 1 has exactly one worker: stop any that run already (NATS and the gateways stay).
  local p pids=()
  for f in "$PIDS"/worker-*.pid; do
    [ -f "$f" ] || continue
    p=$(cat "$f"); kill -TERM "$p" 2>/dev/null && pids+=("$p")
    rm -f "$f"
  done
  local end=$((SECONDS + 15))
  for p in "${pids[@]}"; do
    while kill -0 "$p" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.2; done
  done
  for n in $(seq 1 "$max"); do
    WORKERS=$n up
    say "load: $n worker(s), ${SLUICE_LOAD_CLIENTS:-200} clients for ${SLUICE_LOAD_DURATION:-60s}"
    "$BIN/sluice" bench --load --url "http://127.0.0.1:$BASE" --key "$(api_key)" \
      --metrics "http://127.0.0.1:$((BASE + 1)),http://127.0.0.1:$((BASE + 2))" \
      --clients "${SLUICE_LOAD_CLIENTS:-200}" --duration "${SLUICE_LOAD_DURATION:-60s}"
  done
}

up() {
  command -v haproxy >/dev/null 2>&1 || { say "haproxy is missing: run deploy/cluster.sh deps"; exit 1; }
  say "building $BIN/sluice and $BIN/nats-server (the nats-server module sluice embeds)"
  go build -o "$BIN/sluice" ./cmd/sluice
  go build -o "$BIN/nats-server" github.com/nats-io/nats-server/v2

  local key; key=$(api_key)

  local i routes=()
  for i in 1 2 3; do routes+=("\"nats-route://127.0.0.1:$((BASE + 20 + i))\""); done
  for i in 1 2 3; do
    mkdir -p "$DIR/nats-$i"
    cat >"$DIR/nats-$i.conf" <<EOF
# NATS node $i of sluice's cluster (deploy/cluster.sh). On separate hosts, listen on the host's
# address and list every node's route address.
server_name: nats-$i
listen: 127.0.0.1:$((BASE + 10 + i))
http: 127.0.0.1:$((BASE + 30 + i))
max_payload: 8MB
jetstream {
  store_dir: "$DIR/nats-$i"
}
cluster {
  name: sluice
  listen: 127.0.0.1:$((BASE + 20 + i))
  routes: [$(IFS=,; echo "${routes[*]}")]
}
EOF
    start "nats-$i" "$BIN/nats-server" -c "$DIR/nats-$i.conf"
  done
  for i in 1 2 3; do
    wait_for "nats-$i (JetStream)" 60 curl -fsS "http://127.0.0.1:$((BASE + 30 + i))/healthz"
  done
  say "NATS: 3 nodes, JetStream cluster formed"

  local urls; urls=$(nats_urls)
  local offered=subprocess
  docker_ok && offered=subprocess,container
  local pol=()
  [ -n "${SLUICE_CLUSTER_POLICIES:-}" ] && pol=(--policies "$SLUICE_CLUSTER_POLICIES")
  for i in 1 2; do
    SLUICE_API_KEY=$key SLUICE_CONSOLE_SECRET=$(console_secret) start "gateway-$i" "$BIN/sluice" serve --name "gateway-$i" --no-worker --nats "$urls" --replicas 3 \
      --executors "$offered" --addr "127.0.0.1:$((BASE + i))" --data "$DIR/gateway-$i" "${pol[@]}"
  done
  for i in $(seq 1 "$WORKERS"); do
    local ex=subprocess
    if [ "$i" -eq 3 ] && docker_ok; then ex=container; fi
    start "worker-$i" "$BIN/sluice" worker --nats "$urls" --executor "$ex" --pool-size "$POOL" \
      --metrics-addr "127.0.0.1:$((BASE + 40 + i))"
  done
  for i in 1 2; do
    wait_for "gateway-$i" 120 curl -fsS "http://127.0.0.1:$((BASE + i))/readyz"
  done

  cat >"$DIR/haproxy.cfg" <<EOF
# The front of sluice's cluster (deploy/cluster.sh): round robin over the gateways that are
# ready, a worker or not (/readyz?workers=optional: with no worker a gateway still answers,
# runs with its own 503 WorkerUnavailable and a retry hint). Runs are long requests (up to the
# policy's timeout).
global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 10m
  timeout server 10m
  option redispatch
  retries 2
frontend sluice
  bind 127.0.0.1:$BASE
  default_backend gateways
backend gateways
  balance roundrobin
  option httpchk GET /readyz?workers=optional
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
  server gateway-1 127.0.0.1:$((BASE + 1)) check
  server gateway-2 127.0.0.1:$((BASE + 2)) check
EOF
  haproxy -c -q -f "$DIR/haproxy.cfg"
  start haproxy haproxy -W -db -f "$DIR/haproxy.cfg"
  wait_for "haproxy" 30 curl -fsS "http://127.0.0.1:$BASE/readyz"
  say "up: API http://127.0.0.1:$BASE (gateways :$((BASE + 1)) :$((BASE + 2))), NATS $urls"
  say "key: $key"
}

status() {
  local n
  for n in nats-1 nats-2 nats-3 gateway-1 gateway-2 $(for i in $(seq 1 "$WORKERS"); do echo "worker-$i"; done) haproxy; do
    if alive "$n"; then echo "$n: running (pid $(cat "$PIDS/$n.pid"))"; else echo "$n: not running"; fi
  done
  for i in 1 2; do
    echo "gateway-$i /readyz: $(curl -s -m 2 "http://127.0.0.1:$((BASE + i))/readyz" || echo unreachable)"
  done
}

down() {
  local f pids=()
  [ -d "$PIDS" ] || { say "nothing runs"; return; }
  # The front and the gateways first, the workers next, NATS last.
  for f in haproxy gateway-1 gateway-2 $(cd "$PIDS" && ls worker-*.pid 2>/dev/null | sed 's/\.pid$//') nats-1 nats-2 nats-3; do
    [ -f "$PIDS/$f.pid" ] || continue
    local p; p=$(cat "$PIDS/$f.pid")
    kill -TERM "$p" 2>/dev/null && pids+=("$p")
    rm -f "$PIDS/$f.pid"
  done
  local end=$((SECONDS + 15)) p
  for p in "${pids[@]}"; do
    while kill -0 "$p" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.2; done
    kill -KILL "$p" 2>/dev/null || true
  done
  say "down (state kept in $DIR; remove it for a fresh cluster)"
}

case "${1:-}" in
  deps) deps ;;
  up) up ;;
  status) status ;;
  down) down ;;
  urls) nats_urls ;;
  load) load ;;
  *) sed -n 2,31p "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
