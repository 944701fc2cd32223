#!/usr/bin/env bash
# Creates /work/main/.venv (or <repo>/.venv) with the Python test oracles pinned (Kerykeion for the astro golden test).
# Idempotent: re-running with the pins already installed does nothing. Python is test tooling only, never product code.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$ROOT/.venv"
KERYKEION_VERSION="4.26.3"

if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  # Debian splits venv out of the interpreter package.
  apt-get update -qq && apt-get install -y -qq python3-venv
fi
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
if "$VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('kerykeion') != '$KERYKEION_VERSION')" 2>/dev/null; then
  echo "python-oracles: kerykeion $KERYKEION_VERSION already in $VENV"
  exit 0
fi
"$VENV/bin/pip" install --quiet --disable-pip-version-check "kerykeion==$KERYKEION_VERSION"
echo "python-oracles: installed kerykeion $KERYKEION_VERSION in $VENV"
