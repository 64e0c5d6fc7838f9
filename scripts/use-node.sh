# Source this file (`. scripts/use-node.sh`) to run the project on its Node.js LTS major in this shell. When the
# shell's `node` is another major, that Node is installed once from the npm registry's `node` package (the official
# binaries, nothing downloaded from elsewhere) into ~/.cache/home-kitchen and put first on PATH, with its headers
# for any native addon npm has to compile.
HOME_KITCHEN_NODE_MAJOR="${HOME_KITCHEN_NODE_MAJOR:-24}"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$HOME_KITCHEN_NODE_MAJOR" ]; then
  home_kitchen_node_home="${XDG_CACHE_HOME:-$HOME/.cache}/home-kitchen/node-$HOME_KITCHEN_NODE_MAJOR"
  if [ ! -x "$home_kitchen_node_home/node_modules/node/bin/node" ]; then
    echo "Installing Node.js $HOME_KITCHEN_NODE_MAJOR from the npm registry into $home_kitchen_node_home"
    npm install --prefix "$home_kitchen_node_home" "node@$HOME_KITCHEN_NODE_MAJOR" --no-audit --no-fund --loglevel=error || return 1
  fi
  export PATH="$home_kitchen_node_home/node_modules/node/bin:$PATH"
  npm_config_nodedir="$(ls -d "$home_kitchen_node_home"/node_modules/node/node_modules/node-*-* 2>/dev/null | head -n 1)"
  export npm_config_nodedir
fi
echo "Using Node.js $(node --version)"
