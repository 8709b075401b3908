#!/usr/bin/env bash
# Cross-checks server/push against npm's web-push and http_ece and node's
# crypto (tests/push/crosscheck/crosscheck.mjs), and the delivery queue and
# sender end to end against npm's web-push-testing, a push-service stand-in
# run locally (tests/push/crosscheck/web-push-testing.mjs), through push_tool:
#   tests/push/run-crosscheck.sh BUILD_DIR     e.g. build/asan
# Builds nothing: `ninja -C BUILD_DIR push_tool` first. Exits non-zero if a
# check fails.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: tests/push/run-crosscheck.sh BUILD_DIR}
tool="$(cd "$build" && pwd)/server/push/push_tool"
[[ -x "$tool" ]] || { echo "crosscheck: no push_tool at $tool (ninja -C $build push_tool)"; exit 1; }
command -v node >/dev/null || { echo "crosscheck: node is missing (scripts/install-deps.sh --web)"; exit 1; }
if [[ ! -d "$here/crosscheck/node_modules/web-push" || ! -d "$here/crosscheck/node_modules/http_ece" ||
      ! -d "$here/crosscheck/node_modules/web-push-testing" ]]; then
  (cd "$here/crosscheck" && npm ci --no-audit --no-fund --loglevel=error)
fi
status=0
node "$here/crosscheck/crosscheck.mjs" "$tool" || status=1
node "$here/crosscheck/web-push-testing.mjs" "$tool" || status=1
exit $status
