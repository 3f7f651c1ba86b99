#!/usr/bin/env bash
# Builds the sluice images (python-data-basic, python-stats, python-ml-lite) into the local
# Docker engine, labelled so that the container executor can find them:
#
#   io.sluice.image     the image name (python-stats)
#   io.sluice.digest    sha256 of what the image is built from (its Dockerfile and its base's,
#                       manifest.json, harness.py, tools/*.py, the build recipe)
#   io.sluice.packages  the importable packages of its manifest, comma-separated
#   io.sluice.harness   sha256 of harness.py
#
# Usage: images/build.sh [--offline] [--force] [--prefix P] [--mirror URL] [name ...]
#
#   (default)   `docker build` of images/<name>/Dockerfile; needs a registry for debian:bookworm-slim
#               and a Debian mirror reachable from build containers.
#   --offline   no registry: a debootstrap --variant=minbase rootfs of bookworm with the same
#               Debian packages, the same user, files, environment and labels, imported with
#               `docker import`. Needs root, debootstrap and a Debian mirror (taken from
#               /etc/apt/sources.list(.d), or --mirror / $SLUICE_DEBIAN_MIRROR).
#   --force     rebuild even when the engine has an image with the same io.sluice.digest.
#   --prefix P  tag prefix (default sluice/, or $SLUICE_IMAGE_PREFIX); images are tagged P<name>:latest.
#   name ...    which images (default: all three). Online, an image's base is built first.
#
# An image whose io.sluice.digest label already matches is skipped, so a second run is quick.
# Offline downloads and the minbase rootfs are cached under $SLUICE_IMAGE_CACHE (default
# /var/cache/sluice-images); remove that directory to start from scratch.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
ALL=(python-data-basic python-stats python-ml-lite)
RECIPE="sluice-image-recipe/1" # bump when the offline recipe below changes what it produces
SUITE=bookworm
UID_SANDBOX=10001
PREFIX="${SLUICE_IMAGE_PREFIX:-sluice/}"
CACHE="${SLUICE_IMAGE_CACHE:-/var/cache/sluice-images}"
MIRROR="${SLUICE_DEBIAN_MIRROR:-}"
OFFLINE=0
FORCE=0
NAMES=()

say() { echo "build.sh: $*"; }
die() { echo "build.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --offline) OFFLINE=1 ;;
    --force) FORCE=1 ;;
    --prefix) shift; PREFIX="${1:?--prefix needs a value}" ;;
    --prefix=*) PREFIX="${1#--prefix=}" ;;
    --mirror) shift; MIRROR="${1:?--mirror needs a value}" ;;
    --mirror=*) MIRROR="${1#--mirror=}" ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) NAMES+=("$1") ;;
  esac
  shift
done
[ ${#NAMES[@]} -gt 0 ] || NAMES=("${ALL[@]}")
for n in "${NAMES[@]}"; do
  [ -f "$HERE/$n/Dockerfile" ] && [ -f "$HERE/$n/manifest.json" ] || die "unknown image $n (have: ${ALL[*]})"
done
command -v docker >/dev/null 2>&1 || die "no docker client; run deploy/docker-setup.sh"
docker version --format '{{.Server.Version}}' >/dev/null 2>&1 || die "the Docker engine does not answer; run deploy/docker-setup.sh"

# --- reading the Dockerfiles (one source of truth for both builds) ------------------------

# base_of NAME: the sluice image NAME builds on (from `ARG BASE=.../<base>:tag`), or nothing.
base_of() {
  sed -n 's#^ARG BASE=\(.*/\)\{0,1\}\([a-z0-9-]*\)\(:.*\)\{0,1\}$#\2#p' "$HERE/$1/Dockerfile" | head -n1
}

# own_packages NAME: the Debian packages NAME's Dockerfile installs.
own_packages() {
  sed -n 's/^ARG DEBIAN_PACKAGES="\(.*\)"$/\1/p' "$HERE/$1/Dockerfile" | head -n1
}

# own_excludes NAME: the Debian packages NAME's Dockerfile keeps out (only NAME's own: an image
# built on it may install them).
own_excludes() {
  sed -n 's/^ARG DEBIAN_EXCLUDE="\(.*\)"$/\1/p' "$HERE/$1/Dockerfile" | head -n1
}

# all_stubs NAME: the packages NAME's Dockerfile chain replaces with empty stubs.
all_stubs() {
  local b
  b="$(base_of "$1")"
  if [ -n "$b" ]; then all_stubs "$b"; fi
  sed -n 's/^ARG DEBIAN_STUBS="\(.*\)"$/\1/p' "$HERE/$1/Dockerfile" | head -n1
}

# install_stub ROOT PACKAGE: installs an empty package named PACKAGE in the chroot ROOT, as the
# Dockerfiles do, so that a dependency nothing uses at run time pulls in nothing.
install_stub() {
  local d="$1/tmp/stub/$2"
  mkdir -p "$d/DEBIAN"
  printf 'Package: %s\nVersion: 99:0-sluice\nArchitecture: all\nMaintainer: sluice <sluice@localhost>\nDescription: empty stub (not needed at run time)\n' "$2" >"$d/DEBIAN/control"
  dpkg-deb --build "$d" "$1/tmp/stub/$2.deb" >/dev/null
  chroot "$1" dpkg -i "/tmp/stub/$2.deb" >/dev/null
  rm -rf "$1/tmp/stub"
}

# all_packages NAME: NAME's packages and its bases', base first.
all_packages() {
  local b
  b="$(base_of "$1")"
  if [ -n "$b" ]; then all_packages "$b"; fi
  own_packages "$1"
}

# instructions NAME: the ENV, USER, WORKDIR and CMD instructions of NAME's Dockerfile chain,
# base first, continuation lines joined, one per line.
instructions() {
  local b
  b="$(base_of "$1")"
  if [ -n "$b" ]; then instructions "$b"; fi
  sed -e ':a' -e '/\\$/N; s/\\\n[[:space:]]*/ /; ta' "$HERE/$1/Dockerfile" |
    grep -E '^(ENV|USER|WORKDIR|CMD) ' | sed 's/[[:space:]]\{2,\}/ /g'
}

# digest NAME: sha256 over everything the image is built from.
digest() {
  local b
  b="$(base_of "$1")"
  {
    echo "$RECIPE"
    if [ -n "$b" ]; then echo "base $(digest "$b")"; fi
    cat "$HERE/$1/Dockerfile" "$HERE/$1/manifest.json" "$HERE/harness.py"
    for f in "$HERE"/tools/*.py; do echo "tool $(basename "$f")"; cat "$f"; done
  } | sha256sum | cut -d' ' -f1
}

manifest_field() { # manifest_field NAME packages|description
  /usr/bin/python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); v=m[sys.argv[2]]; print(",".join(v) if isinstance(v, list) else v)' \
    "$HERE/$1/manifest.json" "$2"
}

label_args() { # label_args NAME DIGEST: the labels, as KEY=VALUE lines
  echo "io.sluice.image=$1"
  echo "io.sluice.digest=$2"
  echo "io.sluice.packages=$(manifest_field "$1" packages)"
  echo "io.sluice.harness=$(sha256sum "$HERE/harness.py" | cut -d' ' -f1)"
  echo "org.opencontainers.image.title=$1"
  echo "org.opencontainers.image.description=$(manifest_field "$1" description)"
}

current_digest() { # the io.sluice.digest of the engine's image TAG, or nothing
  docker image inspect --format '{{index .Config.Labels "io.sluice.digest"}}' "$1" 2>/dev/null || true
}

# --- online: docker build ----------------------------------------------------------------

build_online() {
  local name="$1" dg="$2" tag="$3" b args=()
  b="$(base_of "$name")"
  [ -z "$b" ] || args+=(--build-arg "BASE=${PREFIX}${b}:latest")
  while IFS= read -r l; do args+=(--label "$l"); done < <(label_args "$name" "$dg")
  docker build --pull=false -f "$HERE/$name/Dockerfile" "${args[@]}" -t "$tag" "$HERE"
}

# --- offline: debootstrap + docker import --------------------------------------------------

find_mirror() {
  local m=""
  if [ -n "$MIRROR" ]; then echo "$MIRROR"; return; fi
  # deb822 sources (URIs:) first, then one-line sources; the first Debian archive that carries
  # the suite, not the security archive.
  m="$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '
        /^URIs:/ { uris=$0; sub(/^URIs:[ \t]*/, "", uris) }
        /^Suites:/ && $0 ~ /(^|[ \t])'"$SUITE"'([ \t]|$)/ { n=split(uris, u, /[ \t]+/); for (i=1;i<=n;i++) if (u[i] ~ /\/debian\/?$/) { print u[i]; exit } }')"
  if [ -z "$m" ]; then
    m="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
         awk '$1=="deb" && $0 ~ /[ \t]'"$SUITE"'[ \t]/ { for (i=2;i<=NF;i++) if ($i ~ /^https?:\/\/.*\/debian\/?$/) { print $i; exit } }')"
  fi
  echo "${m:-http://deb.debian.org/debian}"
}

build_offline() {
  local name="$1" dg="$2" tag="$3" pkgs excl root work changes=()
  [ "$(id -u)" -eq 0 ] || die "--offline needs root (debootstrap)"
  command -v debootstrap >/dev/null 2>&1 || die "--offline needs debootstrap; run deploy/docker-setup.sh"
  # shellcheck disable=SC2046
  pkgs="$(echo $(all_packages "$name") | tr ' ' ',')"
  # shellcheck disable=SC2046
  excl="$(echo $(own_excludes "$name") | tr ' ' ',')"
  mkdir -p "$CACHE/debs"
  work="$(mktemp -d "$CACHE/build-$name-XXXXXX")"
  # shellcheck disable=SC2064
  trap "cleanup_work '$work'" EXIT
  root="$work/rootfs"
  # The Dockerfile's apt-get install, run in a minbase chroot: apt's resolver (not
  # debootstrap's, which always takes the first alternative) picks the same packages.
  # The minbase rootfs is the same for every image: debootstrap it once, then reuse a tarball.
  local minbase="$CACHE/minbase-$SUITE-$(find_mirror | sha256sum | cut -c1-12).tar"
  if [ -s "$minbase" ]; then
    say "$name: minbase rootfs from the cache ($minbase)"
    mkdir -p "$root"
    tar --numeric-owner -C "$root" -xf "$minbase"
  else
    say "$name: debootstrap $SUITE minbase from $(find_mirror)"
    if ! debootstrap --variant=minbase --cache-dir="$CACHE/debs" "$SUITE" "$root" "$(find_mirror)" >"$work/debootstrap.log" 2>&1; then
      tail -n 30 "$work/debootstrap.log" >&2
      die "$name: debootstrap failed"
    fi
    tar --numeric-owner --one-file-system -C "$root" -cf "$minbase.tmp" . && mv "$minbase.tmp" "$minbase"
  fi
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  mkdir -p "$CACHE/archives/partial"
  mount -t proc proc "$root/proc"
  mount --bind "$CACHE/archives" "$root/var/cache/apt/archives"
  for p in $(all_stubs "$name"); do install_stub "$root" "$p"; done
  say "$name: apt-get install $pkgs${excl:+ (without $excl)}"
  # shellcheck disable=SC2046
  if ! { chroot "$root" apt-get update -qq &&
         chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
           $(echo "$pkgs" | tr ',' ' ') $(for p in $(echo "$excl" | tr ',' ' '); do echo "$p-"; done); } >"$work/apt.log" 2>&1; then
    tail -n 30 "$work/apt.log" >&2
    die "$name: apt-get install failed in the chroot"
  fi
  umount "$root/var/cache/apt/archives" "$root/proc"
  : >"$root/etc/resolv.conf"

  # What the Dockerfile's RUN steps do, without running anything of the image.
  chroot "$root" groupadd --gid "$UID_SANDBOX" sluice
  chroot "$root" useradd --uid "$UID_SANDBOX" --gid "$UID_SANDBOX" --no-create-home \
    --home-dir /nonexistent --shell /usr/sbin/nologin sluice
  mkdir -p "$root/workspace/input" "$root/workspace/output"
  chmod 0755 "$root/workspace" "$root/workspace/input" "$root/workspace/output"
  mkdir -p "$root/sluice/tools"
  install -m 0444 -o 0 -g 0 "$HERE/harness.py" "$root/sluice/harness.py"
  install -m 0444 -o 0 -g 0 "$HERE"/tools/*.py "$root/sluice/tools/"
  chmod 0555 "$root/sluice" "$root/sluice/tools"
  # As slim as bookworm-slim: no package caches, indexes, logs, manuals or documentation
  # beyond the copyright files.
  rm -rf "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* \
         "$root"/var/log/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/tmp/* "$root"/var/tmp/*
  find "$root/usr/share/doc" -type f ! -name copyright -delete 2>/dev/null || true
  : >"$root/etc/machine-id"
  # /usr/bin/python3 must be there and import the manifest's packages as the sandbox user.
  local mods
  mods="$(manifest_field "$name" packages)"
  if ! chroot --userspec="$UID_SANDBOX:$UID_SANDBOX" "$root" /usr/bin/env -i HOME=/tmp MPLCONFIGDIR=/tmp \
      /usr/bin/python3 -I -B -c 'import importlib, sys; [importlib.import_module(m) for m in sys.argv[1].split(",")]' "$mods"; then
    die "$name: the rootfs cannot import its manifest's packages ($mods)"
  fi

  while IFS= read -r l; do changes+=(--change "$l"); done < <(instructions "$name")
  while IFS= read -r l; do changes+=(--change "LABEL ${l%%=*}=\"${l#*=}\""); done < <(label_args "$name" "$dg")
  say "$name: importing $(du -sh "$root" | cut -f1) as $tag"
  tar --numeric-owner --one-file-system -C "$root" -c . |
    docker import "${changes[@]}" --message "sluice $name (offline build, $RECIPE)" - "$tag" >/dev/null
  cleanup_work "$work"
  trap - EXIT
}

# cleanup_work DIR: removes a build directory, first unmounting whatever a failed debootstrap
# left mounted in it (/proc, /sys), never crossing into another file system.
cleanup_work() {
  local m
  for m in $(awk -v d="$1" 'index($2, d "/") == 1 { print $2 }' /proc/mounts | sort -r); do
    umount -l "$m" 2>/dev/null || true
  done
  rm -rf --one-file-system "$1"
}

# --- main ------------------------------------------------------------------------------------

# Online, bases are built first (the Dockerfiles build on them); offline each image is whole.
order=()
add() {
  local b
  for x in "${order[@]:-}"; do [ "$x" = "$1" ] && return; done
  if [ "$OFFLINE" -eq 0 ]; then b="$(base_of "$1")"; [ -z "$b" ] || add "$b"; fi
  order+=("$1")
}
for n in "${NAMES[@]}"; do add "$n"; done

for name in "${order[@]}"; do
  tag="${PREFIX}${name}:latest"
  dg="$(digest "$name")"
  if [ "$FORCE" -eq 0 ] && [ "$(current_digest "$tag")" = "$dg" ]; then
    say "$name: up to date ($tag, digest ${dg:0:12})"
    continue
  fi
  start=$(date +%s)
  old_id="$(docker image inspect --format '{{.Id}}' "$tag" 2>/dev/null || true)"
  if [ "$OFFLINE" -eq 1 ]; then build_offline "$name" "$dg" "$tag"; else build_online "$name" "$dg" "$tag"; fi
  [ "$(current_digest "$tag")" = "$dg" ] || die "$name: built, but $tag does not carry io.sluice.digest=$dg"
  # The image this one replaces, unless a container or another tag still uses it.
  if [ -n "$old_id" ] && [ "$old_id" != "$(docker image inspect --format '{{.Id}}' "$tag")" ]; then
    docker image rm "$old_id" >/dev/null 2>&1 || true
  fi
  say "$name: built $tag in $(( $(date +%s) - start ))s (digest ${dg:0:12})"
done
docker images --filter label=io.sluice.image --format 'table {{.Repository}}:{{.Tag}}\t{{.ID}}\t{{.Size}}\t{{.CreatedSince}}'
