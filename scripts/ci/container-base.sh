#!/usr/bin/env bash
# The base image the scale suite builds deploy/Containerfile on (--build-arg BASE=...). No container registry is
# reachable here, so instead of docker.io/library/node:20-bookworm-slim it is Debian bookworm from Debian's
# mirror (debootstrap, minbase) with this machine's Node.js binary, the one the rest of the tests run on.
# Needs podman, runc and debootstrap (.ci/run installs them). Idempotent: skips when the image exists.
set -euo pipefail
image=localhost/stellara-test-base:bookworm
if podman image exists "$image"; then
  echo "container base: $image already built"
  exit 0
fi
node=$(command -v node)
dir=$(mktemp -d /var/tmp/stellara-base.XXXXXX)
trap 'rm -rf "$dir"' EXIT
debootstrap --variant=minbase bookworm "$dir" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >/dev/null
# Node 20 (Debian's nodejs is 18, older than the app's engines). The binary only needs glibc and libstdc++,
# both in minbase.
install -m 755 "$node" "$dir/usr/local/bin/node"
rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/*
tar -C "$dir" -c . | podman import --quiet --change 'CMD ["node"]' - "$image" >/dev/null
# A Node.js linked against shared libraries the base lacks (Debian's libnode) would not start: check it does.
if ! version=$(podman --runtime runc run --rm --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 "$image" node --version 2>&1); then
  podman rmi "$image" >/dev/null
  echo "container base: $node does not run in the image: $version" >&2
  exit 1
fi
echo "container base: $image built (Debian bookworm minbase, Node.js $version)"
