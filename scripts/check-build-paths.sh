#!/usr/bin/env bash
# The two ways a newcomer builds by hand, tried in a fresh clone of this
# repository: the README's presets, and a plain CMake build. Warnings must
# not fail either (warnings are errors only where KANGAROOM_WERROR=ON: the
# debug and asan presets that scripts/test.sh and CI use).
#   scripts/check-build-paths.sh            builds the server with both paths
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scripts/install-deps.sh >/dev/null

clone=$(mktemp -d /tmp/kangaroom-build-paths-XXXXXX)
trap 'rm -rf "$clone"' EXIT
git clone -q "$root" "$clone/src"
cd "$clone/src"

export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1

status=0
echo "--- cmake --preset release && cmake --build --preset release"
if cmake --preset release >/dev/null && cmake --build --preset release; then
  echo "PASS  presets"
else
  echo "FAIL  presets"; status=1
fi
echo "--- cmake -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build"
if cmake -B build -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build build -j2; then
  echo "PASS  plain cmake"
else
  echo "FAIL  plain cmake"; status=1
fi
exit $status
