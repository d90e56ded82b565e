#!/usr/bin/env bash
# Installs what fogliaccio needs to build and test, from the package registries only.
# Sourced by serve.sh and test.sh. Every step checks first, so a second run is quick; the
# first, on a machine without trunk and wasm-bindgen, compiles both (some 10 minutes on 2 cores).
#
# Pinned versions live here, and must agree with Cargo.toml (wasm-bindgen) and Trunk.toml.
set -euo pipefail

FOGLIACCIO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130

say() { printf '[fogliaccio] %s\n' "$*" >&2; }

ensure_rust_target() {
    if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        say "adding the wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
}

# cargo_tool BINARY VERSION CRATE [cargo install flags…]: install CRATE@VERSION unless
# BINARY already reports VERSION.
cargo_tool() {
    local bin=$1 version=$2 crate=$3
    shift 3
    if command -v "$bin" >/dev/null && "$bin" --version 2>/dev/null | grep -q " $version"; then
        return
    fi
    say "installing $crate $version (compiles once: trunk and wasm-bindgen-cli take some 10 minutes on 2 cores)"
    # The tools' own release profiles ask for fat LTO in one codegen unit, which is most of
    # their compile; they read files and run wasm-bindgen and wasm-opt, so their own speed
    # hardly counts: a quick optimised build serves (25 minutes became some 9 on 2 cores).
    cargo install "$crate" --version "$version" \
        --config 'profile.release.lto=false' --config 'profile.release.codegen-units=16' \
        --config 'profile.release.opt-level=1' "$@"
}

# npm_deps DIR: install DIR's package-lock.json into DIR/node_modules unless it is there
# already (npm records what it installed in node_modules/.package-lock.json).
npm_deps() {
    local dir=$1
    if [ ! -f "$dir/node_modules/.package-lock.json" ] \
        || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
        say "installing npm packages in ${dir#"$FOGLIACCIO_ROOT"/}"
        (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
}

# The crates Cargo.lock names, for every target (native and wasm32): the page's build runs
# offline (`trunk build --offline`), so an empty cargo registry must be filled first.
ensure_crates() {
    (cd "$FOGLIACCIO_ROOT" && cargo fetch --locked --quiet)
}

ensure_build_tools() {
    # Where `cargo install` puts tools (CARGO_INSTALL_ROOT, else CARGO_HOME), and the usual place.
    export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"
    ensure_rust_target
    ensure_crates
    # Without their default features (TLS for downloads, trunk's update check): the build runs
    # offline and the tools never download.
    cargo_tool trunk "$TRUNK_VERSION" trunk --locked --no-default-features
    # Not --locked: one dependency in wasm-bindgen-cli's lock file is gone from the registry.
    cargo_tool wasm-bindgen "$WASM_BINDGEN_VERSION" wasm-bindgen-cli --no-default-features
    npm_deps "$FOGLIACCIO_ROOT/scripts"
    # Trunk finds wasm-opt (binaryen from npm) on PATH and never downloads (Trunk.toml pins it).
    export PATH="$FOGLIACCIO_ROOT/scripts/node_modules/.bin:$PATH"
}

# The formatter and the linter the test command runs (in rustup's default profile, but a
# minimal profile lacks them).
ensure_rust_checkers() {
    local component
    for component in rustfmt clippy; do
        if ! rustup component list --installed | grep -q "^$component"; then
            say "adding the $component component"
            rustup component add "$component"
        fi
    done
}

ensure_test_tools() {
    ensure_build_tools
    ensure_rust_checkers
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
        say "installing Debian's chromium and chromium-driver"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null
    fi
    # Japanese and emoji as a player's browser draws them: the layout tests measure them.
    if ! fc-list 2>/dev/null | grep -q "Noto Sans CJK" || ! fc-list 2>/dev/null | grep -q "Noto Color Emoji"; then
        say "installing Debian's Noto CJK and colour emoji fonts"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq fonts-noto-cjk fonts-noto-color-emoji >/dev/null
    fi
    npm_deps "$FOGLIACCIO_ROOT/tests/browser"
}
