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
"$(dirname "$0")/install-debian-packages.sh" "${missing[@]}" || {
  echo "Install them or set CHROME_PATH." >&2
  exit 1
}
