#!/usr/bin/env bash
# Offline checks of the deployment files: the Helm chart (deploy/helm/sluice), the manifest
# checker (deploy/internal/manifestcheck), the systemd units (deploy/systemd) and the image's
# Dockerfile (deploy/Dockerfile, which is not built here).
#
#   deploy/deploy-check.sh
#
# It installs what is missing: helm as a Go module (helm.sh/helm/v4, else v3) and, with CI=true,
# Debian's systemd package for systemd-analyze (elsewhere the unit checks are skipped without it).
# Nothing else is downloaded but Go modules and Debian packages; no cluster is contacted. It
# prints one line per check and ends with "N passed, M failed"; it exits non-zero if any failed.
# It is idempotent and leaves nothing behind but what it installed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
CHART=$ROOT/deploy/helm/sluice
UNITS=$ROOT/deploy/systemd
CHECKER=$ROOT/deploy/internal/manifestcheck
HELM_MODULES=(helm.sh/helm/v4/cmd/helm@v4.3.2 helm.sh/helm/v3/cmd/helm@v3.21.4)
export GOWORK=off
# helm is installed into /usr/local/bin; make sure that is searched even where PATH lacks it.
case ":$PATH:" in *:/usr/local/bin:*) ;; *) PATH=$PATH:/usr/local/bin ;; esac

START=$(date +%s)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/deploy-check.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
PASSED=0
FAILED=0
SKIPPED=0

say() { echo "deploy-check: $*"; }

# check NAME COMMAND...: runs COMMAND, counts it, and shows its output when it fails.
check() {
  local name=$1 log
  shift
  log=$WORK/check-$((PASSED + FAILED)).log
  if "$@" >"$log" 2>&1; then
    PASSED=$((PASSED + 1))
    say "ok   $name"
  else
    FAILED=$((FAILED + 1))
    say "FAIL $name"
    sed 's/^/    /' "$log" | tail -n 60
  fi
}

skip() {
  SKIPPED=$((SKIPPED + 1))
  say "skip $1"
}

# --- tools ---------------------------------------------------------------------------------

command -v go >/dev/null 2>&1 || { say "go is required"; exit 1; }

install_helm() {
  local m t0
  command -v helm >/dev/null 2>&1 && return 0
  for m in "${HELM_MODULES[@]}"; do
    say "installing helm: GOBIN=/usr/local/bin go install $m"
    t0=$(date +%s)
    if GOBIN=/usr/local/bin go install "$m"; then
      say "installed helm in $(($(date +%s) - t0))s"
      return 0
    fi
    say "go install $m failed; trying the next one"
  done
  return 1
}

have_systemd_analyze() {
  command -v systemd-analyze >/dev/null 2>&1 && return 0
  [ "${CI:-}" = true ] || return 1
  say "CI=true: installing Debian's systemd package for systemd-analyze"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends systemd; } >"$WORK/apt.log" 2>&1 ||
    { tail -n 20 "$WORK/apt.log"; return 1; }
  command -v systemd-analyze >/dev/null 2>&1
}

install_helm
check "helm is available: $(helm version --short 2>/dev/null || echo missing)" command -v helm
HAVE_HELM=0
command -v helm >/dev/null 2>&1 && HAVE_HELM=1

# --- the manifest checker -------------------------------------------------------------------

check "manifestcheck is its own module: the main module's packages leave it out" \
  bash -c '! go list ./... | grep -q manifestcheck'
check "manifestcheck is gofmt clean" bash -c "test -z \"\$(gofmt -l '$CHECKER')\" || { gofmt -l '$CHECKER'; exit 1; }"
check "manifestcheck: go vet and its own tests" bash -c "cd '$CHECKER' && go vet ./... && go test -count=1 ./..."
check "manifestcheck builds" bash -c "cd '$CHECKER' && go build -o '$WORK/manifestcheck' ."

# --- the chart ------------------------------------------------------------------------------

# Helm refuses to lint or render a chart whose declared dependency is missing from charts/, even
# when its condition is off, and the official NATS chart cannot be fetched offline. The chart is
# therefore checked in a scratch copy whose charts/nats is an empty stand-in: it satisfies
# Helm's presence check and renders nothing, so every object checked below is this chart's own.
SCRATCH=$WORK/chart/sluice
mkdir -p "$WORK/chart"
cp -r "$CHART" "$SCRATCH"
rm -rf "$SCRATCH/charts"
mkdir -p "$SCRATCH/charts/nats"
printf 'apiVersion: v2\nname: nats\nversion: 1.99.0\ndescription: empty offline stand-in for the NATS chart\n' >"$SCRATCH/charts/nats/Chart.yaml"

check "Chart.yaml declares the official NATS chart, off unless nats.enabled" \
  bash -c "grep -q '^  - name: nats\$' '$CHART/Chart.yaml' && grep -q 'repository: https://nats-io.github.io/k8s/helm/charts/' '$CHART/Chart.yaml' && grep -q 'condition: nats.enabled' '$CHART/Chart.yaml' && grep -q '^  enabled: false' '$CHART/values.yaml'"

# render NAME ARGS...: helm template into $WORK/NAME.yaml.
render() {
  local name=$1
  shift
  helm template sluice "$SCRATCH" --namespace sluice "$@" >"$WORK/$name.yaml"
}

# manifests NAME MANIFESTCHECK-ARGS...: checks $WORK/NAME.yaml with manifestcheck.
manifests() {
  local name=$1
  shift
  [ -s "$WORK/$name.yaml" ] || { echo "nothing rendered"; return 1; }
  "$WORK/manifestcheck" "$@" <"$WORK/$name.yaml"
}

# refused DESCRIPTION-WORD ARGS...: helm template with ARGS must fail and name the word.
refused() {
  local word=$1 out
  shift
  if out=$(helm template sluice "$SCRATCH" "$@" 2>&1); then
    echo "rendered, but should have been refused"
    return 1
  fi
  echo "$out"
  grep -q -- "$word" <<<"$out"
}

# flags_exist SUBCOMMAND FILE: every --flag FILE passes to `sluice SUBCOMMAND` is one that
# `sluice SUBCOMMAND -h` lists.
flags_exist() {
  local sub=$1 file=$2 known used f bad=0
  known=$("$WORK/sluice" "$sub" -h 2>&1 | sed -n 's/^  -\([a-z0-9-]*\).*/\1/p' | sort -u)
  [ -n "$known" ] || { echo "sluice $sub -h listed no flag"; return 1; }
  used=$(cat)
  [ -n "$used" ] || { echo "no flag found for sluice $sub in $file"; return 1; }
  for f in $used; do
    if ! grep -qx -- "$f" <<<"$known"; then
      echo "$file: sluice $sub has no flag --$f (it has: $(echo $known))"
      bad=1
    fi
  done
  [ "$bad" -eq 0 ] && echo "sluice $sub: $(echo $used)"
}

# args_of NAME COMPONENT: the --flags of the container COMPONENT in $WORK/NAME.yaml.
args_of() {
  awk -v c="$2" '
    /^kind: /                          { deploy = ($2 == "Deployment") }
    deploy && /^        - name: /      { inc = ($3 == c) }
    deploy && inc && /^            - "?--/ { sub(/^            - "?--/, ""); sub(/[=" ].*/, ""); print }
  ' "$WORK/$1.yaml" | sort -u
}

if [ "$HAVE_HELM" -eq 1 ]; then
  check "helm lint --strict (default values)" helm lint --strict "$SCRATCH"
  check "helm lint --strict (ci-values.yaml: every option on)" helm lint --strict "$SCRATCH" -f "$CHART/ci-values.yaml"
  check "helm template (default values)" render default
  check "helm template (ci-values.yaml)" render ci -f "$CHART/ci-values.yaml"
  check "helm template (worker.sandbox.mode=privileged)" render privileged --set worker.sandbox.mode=privileged
  check "default manifests: strict API types, gateway restricted, resources, probes, selectors" \
    manifests default -restricted gateway \
    -want Deployment=2,Service=1,NetworkPolicy=2,PodDisruptionBudget=1,ServiceAccount=1,ConfigMap=0,Secret=0
  check "ci-values manifests: the same, and the worker with Localhost profiles meets baseline" \
    manifests ci -restricted gateway -baseline worker \
    -want Deployment=2,Service=2,NetworkPolicy=2,PodDisruptionBudget=1,ServiceAccount=1,ConfigMap=1,Secret=0
  check "privileged-mode manifests: strict API types, gateway restricted" \
    manifests privileged -restricted gateway -want Deployment=2,NetworkPolicy=2
  check "the chart refuses a release without auth.configSecret or auth.apiKeySecret" \
    refused "auth.configSecret" --set auth.configSecret=
  check "the chart refuses an unknown worker.sandbox.mode" refused "worker.sandbox.mode" --set worker.sandbox.mode=root
  check "the chart renders no Secret and no key" \
    bash -c "! grep -qE '^kind: Secret|SLUICE_API_KEY=|sk-[a-z]+-[0-9a-f]{16}' '$WORK/default.yaml' '$WORK/ci.yaml'"
  check "default manifests: the command lines and probes the chart promises" bash -c "
    for want in '- serve' '- --no-worker' '- --nats=nats://nats:4222' '- --replicas=3' '- --executors=subprocess' \\
                '- --addr=0.0.0.0:8080' '- --data=/var/lib/sluice' '- worker' '- --executor=subprocess' \\
                '- --metrics-addr=0.0.0.0:9090' 'path: /readyz?workers=optional' 'path: /healthz' 'path: /metrics'; do
      grep -qF -- \"\$want\" '$WORK/default.yaml' || { echo \"missing: \$want\"; exit 1; }
    done"
fi

# --- flags: the chart and the units pass only flags the binary has --------------------------

check "sluice builds (for its -h output)" go build -o "$WORK/sluice" ./cmd/sluice
if [ -x "$WORK/sluice" ] && [ -s "$WORK/ci.yaml" ]; then
  check "chart: every gateway flag exists in sluice serve" bash -c "$(declare -f flags_exist args_of); WORK='$WORK'; args_of ci gateway | flags_exist serve chart"
  check "chart: every worker flag exists in sluice worker" bash -c "$(declare -f flags_exist args_of); WORK='$WORK'; args_of ci worker | flags_exist worker chart"
fi
if [ -x "$WORK/sluice" ]; then
  # unit_flags UNIT: the --flags of UNIT's ExecStart= (with its continuation lines).
  unit_flags() { awk '/^ExecStart=/ { on = 1 } on { print; if ($0 !~ /\\$/) exit }' "$1" | grep -oE -- '--[a-z][a-z0-9-]*' | sed 's/^--//' | sort -u; }
  check "units: every flag of sluice-gateway.service exists in sluice serve" \
    bash -c "$(declare -f flags_exist unit_flags); WORK='$WORK'; unit_flags '$UNITS/sluice-gateway.service' | flags_exist serve sluice-gateway.service"
  check "units: every flag of sluice-worker.service exists in sluice worker" \
    bash -c "$(declare -f flags_exist unit_flags); WORK='$WORK'; unit_flags '$UNITS/sluice-worker.service' | flags_exist worker sluice-worker.service"
  check "units: worker.yaml is a config file sluice accepts (strict keys)" \
    bash -c "out=\$('$WORK/sluice' worker --config '$UNITS/worker.yaml' --nats nats://127.0.0.1:1 2>&1); echo \"\$out\"; grep -qF -- '--nats nats://127.0.0.1:1' <<<\"\$out\""
fi

# --- the systemd units ----------------------------------------------------------------------

check "sluice-cgroup-leaf is valid sh" sh -n "$UNITS/sluice-cgroup-leaf"
if have_systemd_analyze; then
  # verify looks for the programs a unit runs and for the units it depends on: give it a root
  # with the units installed, stand-ins for the programs and the host's own unit files.
  SDROOT=$WORK/sdroot
  mkdir -p "$SDROOT/etc/systemd/system" "$SDROOT/usr/local/bin" "$SDROOT/usr/local/lib/sluice" "$SDROOT/usr/lib/systemd" "$SDROOT/bin" "$SDROOT/etc/sluice"
  cp "$UNITS"/*.service "$SDROOT/etc/systemd/system/"
  cp -a /usr/lib/systemd/system "$SDROOT/usr/lib/systemd/" 2>/dev/null || cp -a /lib/systemd/system "$SDROOT/usr/lib/systemd/"
  printf '#!/bin/sh\nexit 0\n' >"$SDROOT/usr/local/bin/sluice"
  cp "$UNITS/sluice-cgroup-leaf" "$SDROOT/usr/local/lib/sluice/"
  printf '#!/bin/sh\nexit 0\n' >"$SDROOT/bin/kill"
  cp "$UNITS/sluice.env" "$SDROOT/etc/sluice/sluice.env"
  chmod 0755 "$SDROOT/usr/local/bin/sluice" "$SDROOT/usr/local/lib/sluice/sluice-cgroup-leaf" "$SDROOT/bin/kill"
  # verify reports unknown keys and bad values on stderr but still exits 0: any output fails.
  verify() {
    local out
    out=$(systemd-analyze verify --man=no --root="$SDROOT" "$1" 2>&1)
    local rc=$?
    echo "$out"
    [ "$rc" -eq 0 ] && [ -z "$out" ]
  }
  # security THRESHOLD UNIT: the unit's exposure (0-10) must stay at or below THRESHOLD/10.
  security() {
    systemd-analyze security --offline=yes --root="$SDROOT" --threshold="$1" "$2" | tail -n 1
  }
  check "systemd-analyze verify sluice-gateway.service" verify sluice-gateway.service
  check "systemd-analyze verify sluice-worker.service" verify sluice-worker.service
  check "systemd-analyze security: sluice-gateway.service exposure <= 2.0" security 20 sluice-gateway.service
  check "systemd-analyze security: sluice-worker.service exposure <= 7.0" security 70 sluice-worker.service
elif [ "${CI:-}" = true ]; then
  say "CI=true but systemd-analyze could not be installed"
  FAILED=$((FAILED + 1))
else
  skip "systemd-analyze is not installed (apt-get install systemd); the unit checks did not run"
fi

# --- the Dockerfile (not built here) --------------------------------------------------------

check "Dockerfile starts from a sandbox image this repository builds, pulls nothing" bash -c "
  base=\$(sed -n 's#^ARG BASE=sluice/\\([a-z0-9-]*\\):latest\$#\\1#p' '$ROOT/deploy/Dockerfile')
  test -n \"\$base\" && test -f '$ROOT/images/'\"\$base\"/Dockerfile || { echo 'ARG BASE must name sluice/<image>:latest of images/'; exit 1; }
  grep -qx 'FROM \${BASE}' '$ROOT/deploy/Dockerfile' || { echo 'FROM must be \${BASE}'; exit 1; }
  ! grep -q '^# *syntax=' '$ROOT/deploy/Dockerfile' || { echo 'a syntax directive pulls a frontend image'; exit 1; }
  grep -q '^COPY sluice /usr/local/bin/sluice' '$ROOT/deploy/Dockerfile' && grep -q '^USER 10001:10001' '$ROOT/deploy/Dockerfile'"

say "finished in $(($(date +%s) - START))s"
if [ "$SKIPPED" -gt 0 ]; then
  echo "$PASSED passed, $FAILED failed, $SKIPPED skipped"
else
  echo "$PASSED passed, $FAILED failed"
fi
[ "$FAILED" -eq 0 ]
