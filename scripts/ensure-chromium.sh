#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser can be downloaded here). Install it when it is missing.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $browser. Install it (Debian: 'sudo apt-get install -y chromium') or set CHROME_PATH." >&2
exit 1
