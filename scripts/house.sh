#!/usr/bin/env bash
# The house layer: limits that keep the code easy to change, checked on every
# run instead of promised in an issue.
#   - no source file over 600 lines (tests and vendored code aside);
#   - none in server/ or web-client/js/ over 450;
#   - Room (the server/room/ files that define Room's member functions) at
#     most ROOM_LIMIT lines together.
# Prints the largest files and every file over its limit; exits non-zero if
# any is. Extra paths given as arguments are checked as source files too: the
# layer plants a 601-line file that way to show that the check can fail.
set -uo pipefail
cd "$(dirname "$0")/.."

source_limit=600
folder_limit=450
# Issue 41's limit: Room's jobs live in parts of their own (seat_requests,
# offer_requests, round_starts, option_requests, away_notices, ...).
room_limit=${ROOM_LIMIT:-700}

mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h' '*.js' '*.mjs' '*.py' \
  | grep -v -E '(^|/)tests?/|(^|/)vendor/' ; printf '%s\n' "$@")

failed=0
declare -a counted=()
for file in "${files[@]}"; do
  [[ -f $file ]] || continue
  lines=$(wc -l <"$file")
  counted+=("$lines $file")
  limit=$source_limit
  [[ $file == server/* || $file == web-client/js/* ]] && limit=$folder_limit
  if ((lines > limit)); then
    echo "over the limit: $file has $lines lines (at most $limit)"
    failed=1
  fi
done

mapfile -t room_files < <(grep -l -E '^[A-Za-z].*[ *&]Room::[a-z_]+\(' server/room/*.cpp)
room_lines=$(cat "${room_files[@]}" | wc -l)
if ((room_lines > room_limit)); then
  echo "over the limit: Room has $room_lines lines in ${room_files[*]} (at most $room_limit)"
  failed=1
fi

echo "largest source files:"
printf '%s\n' "${counted[@]}" | sort -rn | head -8 | sed 's/^/  /'
echo "Room: $room_lines lines in ${#room_files[@]} files (limit $room_limit)"
exit $failed
