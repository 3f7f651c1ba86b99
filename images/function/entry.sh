#!/bin/sh
# The function image's entry point. In Lambda (AWS_LAMBDA_RUNTIME_API set) it runs the
# bootstrap, as the unprivileged user Lambda starts the function as. Anywhere else it runs
# the bootstrap under the Runtime Interface Emulator (Invoke API on :8080): the emulator as
# root, the bootstrap and everything it starts as the sandbox user, so that a run's code can
# neither signal nor read the emulator, which knows the request ids.
set -eu
BOOTSTRAP="/usr/bin/python3 -I -B /var/runtime/bootstrap.py"
if [ -n "${AWS_LAMBDA_RUNTIME_API:-}" ]; then
  exec $BOOTSTRAP
fi
if [ "$(id -u)" != 0 ]; then
  echo "entry: the emulator must start as root (it drops to the sandbox user for the bootstrap)" >&2
  exit 1
fi
# SLUICE_SANDBOX_UID: the user the bootstrap runs as (default 10001, the images' sandbox user).
# Containers share the host's kernel, which counts a user's processes across all of them
# (RLIMIT_NPROC): a function container beside other sandboxes of the same user on one host may
# take a user of its own. In Lambda every execution environment is a VM of its own.
RUN_UID="${SLUICE_SANDBOX_UID:-10001}"
case "$RUN_UID" in
  ''|*[!0-9]*) echo "entry: SLUICE_SANDBOX_UID must be a number" >&2; exit 1 ;;
esac
if [ "$RUN_UID" -lt 1000 ] || [ "$RUN_UID" -gt 60000 ]; then
  echo "entry: SLUICE_SANDBOX_UID must be 1000 to 60000" >&2
  exit 1
fi
exec /usr/local/bin/aws-lambda-rie /usr/bin/setpriv --reuid="$RUN_UID" --regid="$RUN_UID" --clear-groups \
  --no-new-privs --inh-caps=-all --bounding-set=-all $BOOTSTRAP
