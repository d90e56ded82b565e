#!/usr/bin/env bash
# Builds the release page into dist/ and serves it on 127.0.0.1 (PORT, default 8080).
# Installs what is missing first (see tools.sh); quick when everything is there.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"
ensure_build_tools
cd "$FOGLIACCIO_ROOT"
trunk build --release --offline
port=${PORT:-8080}
say "fogliaccio is served at http://127.0.0.1:$port/  (Ctrl-C stops it)"
echo "http://127.0.0.1:$port/"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
