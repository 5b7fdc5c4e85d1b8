#!/usr/bin/env bash
# Browser tests, the prerender and the script budget drive Debian's Chromium headless shell; Lighthouse measures in
# Debian's Chromium (no browser can be downloaded here; apps/web/scripts/browsers.mjs). Install what is missing.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH names $CHROME_PATH, which is not an executable browser." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Not installed: ${missing[*]}. Install (Debian: 'sudo apt-get install -y ${missing[*]}') or set CHROME_PATH." >&2
exit 1
