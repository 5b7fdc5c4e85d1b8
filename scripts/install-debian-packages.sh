#!/usr/bin/env bash
# Installs the named Debian packages (the callers name only those missing). As root with apt-get it installs them;
# otherwise it says what to install and fails, and the caller decides what that means.
set -euo pipefail
if [ $# -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing $* from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  exit 0
fi
echo "Not installed: $* (Debian: 'sudo apt-get install -y $*')." >&2
exit 1
