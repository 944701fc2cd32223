#!/bin/sh
# Builds stripe-mock (Stripe's official API mock, MIT) from the Go module proxy into .cache/bin.
# Idempotent: does nothing when the pinned version is already there. Needs Go (apt-get install golang-go
# or the Go toolchain) and access to proxy.golang.org.
set -eu
VERSION=v0.203.0
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN="$ROOT/.cache/bin"
STAMP="$BIN/stripe-mock.version"
if [ -x "$BIN/stripe-mock" ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$VERSION" ]; then
  echo "stripe-mock $VERSION already installed in $BIN"
  exit 0
fi
mkdir -p "$BIN"
GOBIN="$BIN" GOFLAGS=-mod=mod go install "github.com/stripe/stripe-mock@$VERSION"
echo "$VERSION" > "$STAMP"
echo "stripe-mock $VERSION installed in $BIN"
