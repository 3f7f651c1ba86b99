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
exec /usr/local/bin/aws-lambda-rie /usr/bin/setpriv --reuid=10001 --regid=10001 --clear-groups \
  --no-new-privs --inh-caps=-all --bounding-set=-all $BOOTSTRAP
