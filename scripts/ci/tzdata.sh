#!/usr/bin/env bash
# The zoneinfo oracle test (packages/server/src/places/time/zoneinfo-oracle.test.ts) compares our bundled
# tz data with Python's zoneinfo reading Debian's compiled tz database (built with backzone).
# Needs: /usr/share/zoneinfo/tzdata.zi (Debian package tzdata) and python3 (stdlib zoneinfo, Python 3.9+).
# Idempotent. Python is test tooling only.
set -euo pipefail
missing=()
[ -f /usr/share/zoneinfo/tzdata.zi ] || missing+=(tzdata)
python3 -c 'import zoneinfo' 2>/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
echo "tzdata: $(head -1 /usr/share/zoneinfo/tzdata.zi) at /usr/share/zoneinfo; $(python3 --version)"
