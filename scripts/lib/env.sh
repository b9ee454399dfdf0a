# Shared settings for the project's scripts: versions, the cache outside the clone, tool paths.
RK_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
IMGUI_VERSION=1.90.1;    IMGUI_DEB_VERSION=1.90.1+ds-1
QRCODEGEN_VERSION=1.8.0; QRCODEGEN_DEB_VERSION=1.8.0-1.1
RK_CACHE=${ROUNDKEEPER_CACHE:-$HOME/.cache/roundkeeper}
RK_SRC=$RK_CACHE/src
RK_NPM=$RK_CACHE/npm
# The web build's npm packages (scripts/lib/web-npm/package.json): Closure Compiler minifies the release
# web build's JavaScript; jsQR is the camera's QR code reader (qr-reader.js).
RK_BUILD_NPM=$RK_CACHE/npm-build
export EM_CLOSURE_COMPILER=$RK_BUILD_NPM/node_modules/.bin/google-closure-compiler
RK_IMGUI_SRC=$RK_SRC/imgui-$IMGUI_VERSION
RK_QRCODEGEN_SRC=$RK_SRC/QR-Code-generator-$QRCODEGEN_VERSION
# Emscripten's JS optimizer needs Debian's acorn; this machine's node may not be Debian's.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export RK_ROOT RK_CACHE RK_SRC RK_NPM RK_BUILD_NPM RK_IMGUI_SRC RK_QRCODEGEN_SRC
# A compiler cache when one is installed (scripts/setup installs ccache): the web, fuzz and
# native builds compile the core three times over, and a fresh clone (CI) rebuilds everything.
# Paths under the clone are hashed relative to it, so every clone on the machine shares hits.
if command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  # No sloppiness about headers' times: a header changed while a build runs is then never
  # cached under its new text with code compiled from its old one.
  export CCACHE_BASEDIR=$RK_ROOT CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=time_macros
fi
