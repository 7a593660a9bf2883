#!/bin/sh
# Node 24, the project's release line (package.json `engines`, .nvmrc), for
# `npm start`, `npm test`, `npm run build` and CI (.ci/run), on any machine:
#
#   sh scripts/node24.sh <command> [args]   runs the command on Node 24
#
# A machine whose `node` is 24 or newer: nothing changes, nothing is
# printed. An older one (Debian's and NodeSource's Node 20): the official
# binary comes from the npm registry on first use (the platform package the
# registry's `node` package would pick, without its install script), kept
# outside the work tree, and goes first on PATH; one line says so.
# NODE_DIR overrides where it is kept.
set -eu

NODE_RELEASE=24.21.0
NODE_MAJOR=24

if node -e "process.exit(Number(process.versions.node.split('.')[0]) >= $NODE_MAJOR ? 0 : 1)" 2>/dev/null; then
  exec "$@"
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-x64 ;;
  Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
  *)
    echo "This site needs Node.js $NODE_MAJOR and there is no Node $NODE_RELEASE package for $(uname -s) $(uname -m) here: install Node $NODE_MAJOR LTS (nodejs.org, or \`nvm install\` in this folder) and run the command again." >&2
    exit 1
    ;;
esac

node_dir="${NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/studio-site/node-$NODE_RELEASE-$platform}"
node_bin="$node_dir/node_modules/node-$platform/bin"
had="$(node -v 2>/dev/null || echo none)"
if [ ! -x "$node_bin/node" ]; then
  echo "This machine has Node $had: fetching Node $NODE_RELEASE from the npm registry into $node_dir (once) and using it." >&2
  mkdir -p "$node_dir"
  npm install --prefix "$node_dir" --no-save --no-package-lock --no-audit --no-fund \
    --loglevel=error "node-$platform@$NODE_RELEASE" >/dev/null
else
  echo "This machine has Node $had: using Node $NODE_RELEASE from $node_dir." >&2
fi

# npm under the new Node would look for its global config beside that
# Node: keep the machine's (its registry, proxy and certificate settings).
globalconfig="$(npm config get globalconfig)"
[ -f "$globalconfig" ] && export NPM_CONFIG_GLOBALCONFIG="$globalconfig"
# Commands this one starts (npm run build from npm start) find Node 24
# first on PATH and say nothing more.
export PATH="$node_bin:$PATH"
exec "$@"
