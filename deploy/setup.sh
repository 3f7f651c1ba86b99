#!/usr/bin/env bash
# Installs what sluice needs on Debian or Ubuntu, if it is missing: bubblewrap, Debian's python3
# with pandas, matplotlib, scipy, statsmodels and scikit-learn, the optional dependencies pandas
# users reach for (tabulate, jinja2, openpyxl, yaml), and a CJK font for charts.
# Idempotent: a second run installs nothing. Elsewhere it says what to install and exits non-zero.
set -euo pipefail

PKGS=(bubblewrap python3 python3-pandas python3-matplotlib python3-scipy python3-statsmodels python3-sklearn python3-tabulate python3-jinja2 python3-openpyxl python3-yaml fonts-wqy-zenhei)

have_all() {
  [ -x /usr/bin/bwrap ] || return 1
  [ -f /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc ] || return 1
  /usr/bin/python3 -c 'import pandas, numpy, matplotlib, scipy, statsmodels, sklearn, tabulate, jinja2, openpyxl, yaml' >/dev/null 2>&1 || return 1
}

if have_all; then
  echo "setup: bubblewrap and Debian's python3 with pandas, matplotlib, scipy, statsmodels, scikit-learn, tabulate, jinja2, openpyxl, yaml and a CJK font are present"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1 || [ ! -f /etc/debian_version ]; then
  cat >&2 <<MSG
setup: this is not a Debian or Ubuntu machine, so nothing was installed.
sluice needs:
  - bubblewrap (the bwrap binary at /usr/bin/bwrap)
  - /usr/bin/python3 (3.11 or later) with pandas, numpy, matplotlib, scipy, statsmodels, scikit-learn
Install them with your distribution's packages, then run 'make run' again.
MSG
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "setup: installing packages needs root; run as root or install sudo" >&2; exit 1
  fi
fi

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! have_all; then
  echo "setup: packages are installed but the check still fails:" >&2
  [ -x /usr/bin/bwrap ] || echo "  /usr/bin/bwrap is missing" >&2
  /usr/bin/python3 -c 'import pandas, numpy, matplotlib, scipy, statsmodels, sklearn' || true
  exit 1
fi

# bubblewrap needs unprivileged user namespaces when the sandbox runs as an unprivileged user.
if [ -r /proc/sys/kernel/unprivileged_userns_clone ] && [ "$(cat /proc/sys/kernel/unprivileged_userns_clone)" = "0" ]; then
  echo "setup: warning: kernel.unprivileged_userns_clone=0; enable it (sysctl -w kernel.unprivileged_userns_clone=1) for the sandbox" >&2
fi
echo "setup: ready"
