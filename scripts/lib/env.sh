# Shared settings for the project's scripts: versions, the cache outside the clone, tool paths.
RK_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
IMGUI_VERSION=1.90.1;    IMGUI_DEB_VERSION=1.90.1+ds-1
SDL_VERSION=2.26.5;      SDL_DEB_VERSION=2.26.5+dfsg-1
QRCODEGEN_VERSION=1.8.0; QRCODEGEN_DEB_VERSION=1.8.0-1.1
SDL_WASM_FLAGS="-DCMAKE_BUILD_TYPE=MinSizeRel -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
 -DSDL2_DISABLE_SDL2MAIN=ON -DSDL_CCACHE=OFF -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF \
 -DSDL_HIDAPI=OFF -DSDL_POWER=OFF -DSDL_SENSOR=OFF -DSDL_THREADS=OFF -DSDL_PTHREADS=OFF -DSDL_RENDER=OFF \
 -DSDL_LOCALE=OFF -DSDL_FILESYSTEM=OFF -DSDL_MISC=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF \
 -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF -DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1"
RK_CACHE=${ROUNDKEEPER_CACHE:-$HOME/.cache/roundkeeper}
RK_SRC=$RK_CACHE/src
# keyed by version and flags: changing either builds a fresh copy beside the old one
RK_SDL_WASM=$RK_CACHE/sdl2-$SDL_VERSION-wasm-$(printf '%s' "$SDL_WASM_FLAGS" | sha1sum | cut -c1-10)
RK_NPM=$RK_CACHE/npm
# Closure Compiler (npm, scripts/lib/closure/package.json) minifies the release web build's JavaScript.
RK_BUILD_NPM=$RK_CACHE/npm-build
export EM_CLOSURE_COMPILER=$RK_BUILD_NPM/node_modules/.bin/google-closure-compiler
RK_IMGUI_SRC=$RK_SRC/imgui-$IMGUI_VERSION
RK_QRCODEGEN_SRC=$RK_SRC/QR-Code-generator-$QRCODEGEN_VERSION
# Emscripten's JS optimizer needs Debian's acorn; this machine's node may not be Debian's.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export RK_ROOT RK_CACHE RK_SRC RK_SDL_WASM RK_NPM RK_BUILD_NPM RK_IMGUI_SRC RK_QRCODEGEN_SRC
