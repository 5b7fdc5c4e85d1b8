#!/usr/bin/env bash
# The fault suite (apps/api/faults) runs a Postgres and a Redis of its own, which it stops and kills: it needs the
# servers' programs, not only the running services. Install what is missing from Debian's packages.
set -euo pipefail
missing=()
if ! command -v pg_config >/dev/null 2>&1 || [ ! -x "$(pg_config --bindir 2>/dev/null)/pg_ctl" ]; then
  missing+=(postgresql libpq-dev)
fi
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
"$(dirname "$0")/install-debian-packages.sh" "${missing[@]}" ||
  echo "The fault suite skips the cases that need them." >&2
