#!/usr/bin/env bash
# Installs what kangaroom needs to build and test, from Debian's packages and
# npm only. Safe to run again: it installs only what is missing.
#   scripts/install-deps.sh          build + C++ test dependencies
#   scripts/install-deps.sh --web    also Chromium and the web-client's npm packages
#   scripts/install-deps.sh --fuzz   also clang 16 with libFuzzer (tests/fuzz)
#   scripts/install-deps.sh --cluster  also PostgreSQL's server and HAProxy (the cluster)
#   scripts/install-deps.sh --bench  also valgrind and strace (bench/callgrind); flags combine
set -euo pipefail
cd "$(dirname "$0")/.."

want_web=0
want_fuzz=0
want_cluster=0
want_bench=0
for flag in "$@"; do
  case $flag in
    --web) want_web=1 ;;
    --fuzz) want_fuzz=1 ;;
    --cluster) want_cluster=1 ;;
    --bench) want_bench=1 ;;
    *) echo "install-deps: unknown flag $flag" >&2; exit 2 ;;
  esac
done

# clang-format: Debian 12's is version 14, the one the tree is formatted with
# (scripts/test.sh's format layer checks it).
packages=(build-essential cmake ninja-build ccache pkg-config curl clang-format
          libboost1.81-dev nlohmann-json3-dev libspdlog-dev doctest-dev libsqlite3-dev zlib1g-dev libjemalloc-dev libsodium-dev libpq-dev python3-websockets libssl-dev libicu-dev)
((want_web)) && packages+=(chromium nodejs npm)
# clang 16, not Debian 12's default clang 14: the engine captures structured
# bindings in lambdas (C++20), which clang supports from 16 on. libFuzzer and
# the sanitizer runtimes are in libclang-rt-16-dev (only recommended by clang,
# so named here); llvm-16 brings llvm-symbolizer for readable crash stacks.
((want_fuzz)) && packages+=(clang-16 libclang-rt-16-dev llvm-16)
# postgresql-15, not `postgresql`: the latter also sets up and starts a
# system cluster, which tests do not use (scripts/postgres-local.sh runs its
# own).
((want_cluster)) && packages+=(postgresql-15 haproxy)
((want_bench)) && packages+=(valgrind strace)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
# nodejs/npm may come from outside Debian (e.g. NodeSource); accept any working node.
if ((want_web)) && command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs}"); missing=("${missing[@]/npm}")
fi
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | grep -v '^$' || true)

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  sudo_cmd=()
  ((EUID != 0)) && sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ((want_web)); then
  for dir in web-client tests/browser bots/examples tests/push/crosscheck; do
    if [[ -f "$dir/package.json" && ! -d "$dir/node_modules" ]]; then
      (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
  done
fi
