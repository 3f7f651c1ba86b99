#!/usr/bin/env bash
# Builds the sluice function images into the local Docker engine: sluice/function-<name>:latest
# FROM sluice/<name>:latest (images/build.sh builds those), adding the Lambda custom runtime
# (images/function/bootstrap.py, entry.sh) and the AWS Lambda Runtime Interface Emulator, so
# that one image runs under Lambda (pushed to ECR, deploy/function) and locally under
# `docker run` (the emulator serves Lambda's Invoke API on :8080). Labels:
#
#   io.sluice.function  the base image's name (python-data-basic)
#   io.sluice.harness   sha256 of the harness, the base image's own
#   io.sluice.digest    sha256 of what the image is built from: images/function/Dockerfile,
#                       bootstrap.py, entry.sh, the emulator binary's sha256, the base image's id
#   io.sluice.image     empty: tools that find the base image by that label skip this one
#
# Usage: images/build-function.sh [--force] [--prefix P] [name ...]
#
#   --force     rebuild even when the engine has an image with the same io.sluice.digest.
#   --prefix P  tag prefix of the bases and the results (default sluice/, or $SLUICE_IMAGE_PREFIX).
#   name ...    which bases (default: every one of python-data-basic, python-stats and
#               python-ml-lite the engine has; a base named here must exist).
#
# Offline: `docker build --pull=false` FROM the local base, no registry. The emulator is
# $SLUICE_RIE, or $(go env GOPATH)/bin/aws-lambda-rie, installed with `go install` (through the
# Go module proxy or cache) when missing. An image whose io.sluice.digest matches is skipped.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
FN="$HERE/function"
ALL=(python-data-basic python-stats python-ml-lite)
RECIPE="sluice-function-recipe/1" # bump when this script changes what it produces
RIE_MODULE="github.com/aws/aws-lambda-runtime-interface-emulator/cmd/aws-lambda-rie"
RIE_VERSION="v0.0.0-20261030222936-bef5c4ba774d"
PREFIX="${SLUICE_IMAGE_PREFIX:-sluice/}"
FORCE=0
NAMES=()

say() { echo "build-function.sh: $*"; }
die() { echo "build-function.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --force) FORCE=1 ;;
    --prefix) shift; PREFIX="${1:?--prefix needs a value}" ;;
    --prefix=*) PREFIX="${1#--prefix=}" ;;
    -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) NAMES+=("$1") ;;
  esac
  shift
done
for n in "${NAMES[@]:-}"; do
  [ -z "$n" ] && continue
  case " ${ALL[*]} " in *" $n "*) ;; *) die "unknown image $n (have: ${ALL[*]})" ;; esac
done
for f in Dockerfile bootstrap.py entry.sh; do
  [ -f "$FN/$f" ] || die "missing $FN/$f"
done
command -v docker >/dev/null 2>&1 || die "no docker client; run deploy/docker-setup.sh"
docker version --format '{{.Server.Version}}' >/dev/null 2>&1 || die "the Docker engine does not answer; run deploy/docker-setup.sh"

# --- the emulator ----------------------------------------------------------------------------

rie_path() {
  if [ -n "${SLUICE_RIE:-}" ]; then echo "$SLUICE_RIE"; return; fi
  command -v go >/dev/null 2>&1 || die "no Go toolchain to find or install the emulator (or set SLUICE_RIE)"
  echo "$(go env GOPATH)/bin/aws-lambda-rie"
}
RIE="$(rie_path)"
if [ ! -x "$RIE" ]; then
  [ -z "${SLUICE_RIE:-}" ] || die "SLUICE_RIE=$SLUICE_RIE is not an executable"
  say "installing the Runtime Interface Emulator ($RIE_MODULE@$RIE_VERSION)"
  # Static (no cgo): it runs in any base image, whatever the host's C library.
  (cd / && CGO_ENABLED=0 go install "$RIE_MODULE@$RIE_VERSION") || die "go install of the emulator failed (no Go module proxy or cache?)"
  [ -x "$RIE" ] || die "go install did not produce $RIE"
fi
RIE_SUM="$(sha256sum "$RIE" | cut -d' ' -f1)"

# --- the images ------------------------------------------------------------------------------

if [ ${#NAMES[@]} -eq 0 ]; then
  for n in "${ALL[@]}"; do
    if docker image inspect "${PREFIX}${n}:latest" >/dev/null 2>&1; then NAMES+=("$n"); fi
  done
  [ ${#NAMES[@]} -gt 0 ] || die "no base image in the engine (${PREFIX}python-data-basic:latest ...): run images/build.sh --offline first"
fi

digest() { # digest NAME BASE_ID
  {
    echo "$RECIPE"
    echo "base $2"
    echo "rie $RIE_SUM"
    for f in Dockerfile bootstrap.py entry.sh; do echo "file $f"; cat "$FN/$f"; done
  } | sha256sum | cut -d' ' -f1
}

current_digest() { # the io.sluice.digest of the engine's image TAG, or nothing
  docker image inspect --format '{{index .Config.Labels "io.sluice.digest"}}' "$1" 2>/dev/null || true
}

built=()
for name in "${NAMES[@]}"; do
  base="${PREFIX}${name}:latest"
  tag="${PREFIX}function-${name}:latest"
  base_id="$(docker image inspect --format '{{.Id}}' "$base" 2>/dev/null)" ||
    die "$name: no base image $base in the engine: run images/build.sh --offline $name first"
  harness="$(docker image inspect --format '{{index .Config.Labels "io.sluice.harness"}}' "$base")"
  [ -n "$harness" ] || die "$name: $base has no io.sluice.harness label: rebuild it with images/build.sh"
  if [ "$harness" != "$(sha256sum "$HERE/harness.py" | cut -d' ' -f1)" ]; then
    say "$name: note: $base carries another harness than images/harness.py (rebuild it with images/build.sh to match)"
  fi
  dg="$(digest "$name" "$base_id")"
  if [ "$FORCE" -eq 0 ] && [ "$(current_digest "$tag")" = "$dg" ]; then
    say "$name: up to date ($tag, digest ${dg:0:12})"
    continue
  fi
  start=$(date +%s)
  ctx="$(mktemp -d "${TMPDIR:-/tmp}/sluice-function-XXXXXX")"
  # shellcheck disable=SC2064
  trap "rm -rf '$ctx'" EXIT
  cp "$FN/Dockerfile" "$FN/bootstrap.py" "$FN/entry.sh" "$ctx/"
  cp "$RIE" "$ctx/aws-lambda-rie"
  old_id="$(docker image inspect --format '{{.Id}}' "$tag" 2>/dev/null || true)"
  if ! docker build --pull=false -q --build-arg "BASE=$base" \
      --label "io.sluice.function=$name" --label "io.sluice.harness=$harness" \
      --label "io.sluice.digest=$dg" --label "io.sluice.image=" \
      --label "org.opencontainers.image.title=function-$name" \
      --label "org.opencontainers.image.description=sluice $name as an AWS Lambda function (custom runtime, with the Runtime Interface Emulator for local runs)" \
      -t "$tag" "$ctx" >"$ctx/build.log" 2>&1; then
    tail -n 30 "$ctx/build.log" >&2
    die "$name: docker build failed"
  fi
  rm -rf "$ctx"
  trap - EXIT
  [ "$(current_digest "$tag")" = "$dg" ] || die "$name: built, but $tag does not carry io.sluice.digest=$dg"
  # The image this one replaces, unless a container or another tag still uses it.
  if [ -n "$old_id" ] && [ "$old_id" != "$(docker image inspect --format '{{.Id}}' "$tag")" ]; then
    docker image rm "$old_id" >/dev/null 2>&1 || true
  fi
  built+=("$tag")
  say "$name: built $tag in $(( $(date +%s) - start ))s (digest ${dg:0:12})"
done
docker images --filter label=io.sluice.function --format 'table {{.Repository}}:{{.Tag}}\t{{.ID}}\t{{.Size}}\t{{.CreatedSince}}'
