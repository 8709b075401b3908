#!/usr/bin/env bash
# The "fuzz" test layer: builds the libFuzzer targets (preset fuzz, its own
# build directory build/fuzz) and runs each over its committed seed corpus
# plus a bounded number of new inputs. Fails on any crash, leak, sanitizer
# report, broken check, input slower than 10 s or memory blow-up; the input
# that did it and the log go to test-artifacts/fuzz/. The committed corpus is
# only read: new inputs go to a temporary folder that is removed.
#   tests/fuzz/run.sh                     every target, FUZZ_RUNS (100000) inputs each
#   FUZZ_RUNS=2000000 tests/fuzz/run.sh game_moves
set -uo pipefail
cd "$(dirname "$0")/../.."

all_targets=(client_message create_room_body game_moves position_loader)
targets=("$@")
((${#targets[@]})) || targets=("${all_targets[@]}")
runs=${FUZZ_RUNS:-100000}
artifacts=test-artifacts/fuzz

# Longest input each target gets: a WebSocket frame (8 KiB), an HTTP body or
# a move (4 KiB is plenty for anything valid), a save (the largest committed
# one is about 4 KiB; room to grow).
max_len_of() {
  case $1 in
    client_message) echo 8192 ;;
    position_loader) echo 16384 ;;
    *) echo 4096 ;;
  esac
}

export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
cmake --preset fuzz >/dev/null && cmake --build --preset fuzz || { echo "fuzz: the build failed"; exit 1; }

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
symbolizer=$(command -v llvm-symbolizer-16 || command -v /usr/lib/llvm-16/bin/llvm-symbolizer || command -v llvm-symbolizer || true)
[[ -n "$symbolizer" ]] && export ASAN_SYMBOLIZER_PATH=$symbolizer

mkdir -p "$artifacts"
new_inputs=$(mktemp -d)
trap 'rm -rf "$new_inputs"' EXIT

status=0
for target in "${targets[@]}"; do
  binary=build/fuzz/tests/fuzz/fuzz_$target
  [[ -x "$binary" ]] || { echo "fuzz: no target $target"; status=1; continue; }
  log=$artifacts/$target.log
  mkdir -p "$new_inputs/$target"
  start=$SECONDS
  # The first folder receives new inputs; the committed corpus is read only.
  if "$binary" -runs="$runs" -max_len="$(max_len_of "$target")" -timeout=10 -rss_limit_mb=2048 \
       -print_final_stats=1 -artifact_prefix="$artifacts/$target-" \
       "$new_inputs/$target" "tests/fuzz/corpus/$target" >"$log" 2>&1; then
    stats=$(awk '/^stat::number_of_executed_units/ {n=$2} /^stat::average_exec_per_sec/ {s=$2}
                 /^#[0-9]+[ \t]+DONE/ {for (i = 1; i <= NF; i++) if ($i == "cov:") c = $(i + 1)}
                 END {printf "%s inputs, %s exec/s, cov %s", n, s, c}' "$log")
    echo "fuzz $target: ok, $stats ($((SECONDS - start)) s)"
  else
    echo "fuzz $target: FAILED after $((SECONDS - start)) s; input and log in $artifacts/ (tests/fuzz/README.md)"
    grep -E -A25 '^==[0-9]+==ERROR|fuzz check failed|runtime error|^SUMMARY|Test unit written' "$log" | head -60
    status=1
  fi
done
exit $status
