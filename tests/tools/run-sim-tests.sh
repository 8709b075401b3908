#!/usr/bin/env bash
# Tests kangaroom-sim as a user runs it: the real binary, its JSON output
# parsed with python3, its exit codes and messages.
#   usage: tests/tools/run-sim-tests.sh path/to/kangaroom-sim
# Prints one line per check and exits non-zero if any check failed.
set -u

SIM=${1:?usage: run-sim-tests.sh SIM_BINARY}
HERE=$(cd "$(dirname "$0")" && pwd)
POSITION="$HERE/positions/kangaruse-2p-midgame.json"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

passed=0
failed=0
pass() { echo "ok   - $1"; passed=$((passed + 1)); }
fail() { echo "FAIL - $1"; failed=$((failed + 1)); }

# run NAME ARGS...: runs the simulator, keeps stdout/stderr/status in $WORK/NAME.*
run() {
  local name=$1
  shift
  "$SIM" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err"
  echo $? >"$WORK/$name.status"
}
status() { cat "$WORK/$1.status"; }

# check NAME DESCRIPTION PYTHON: PYTHON sees `out` (parsed stdout), `text`
# (raw stdout), `err` (stderr) and `status`; it must raise (assert) to fail.
check() {
  local name=$1 description=$2 code=$3
  if python3 - "$WORK/$name" "$code" <<'PY' 2>"$WORK/check.err"
import json, sys
base, code = sys.argv[1], sys.argv[2]
text = open(base + ".out").read()
err = open(base + ".err").read()
status = int(open(base + ".status").read())
try:
    out = json.loads(text)
except ValueError:
    out = None
exec(code)
PY
  then pass "$description"
  else
    fail "$description"
    sed 's/^/       /' "$WORK/check.err" | tail -5
    sed 's/^/       stderr: /' "$WORK/$name.err" | head -5
  fi
}

# --- help and bad command lines ---------------------------------------------
run help --help
check help "--help prints usage and exits 0" \
  'assert status == 0 and "--arena" in text and "--position" in text'

for bad in "--games 0" "--games many" "--bogus" "--strategy nope" "--players" \
           "--mcts-ms 100 --mcts-iterations 5" "--apply {}" "--size gigantic" \
           "--players 9" "--edition 1999" "--arena mcts"; do
  # shellcheck disable=SC2086
  run bad $bad
  check bad "bad command line '$bad' exits 2 with a message" \
    'assert status == 2, status
assert err.startswith("kangaroom-sim: ") and len(err) > 20, err
assert text == ""'
done

# --- statistics mode ----------------------------------------------------------
run play --games 30 --players 3 --size small --seed 7 --strategy random
check play "statistics JSON has the documented shape" '
assert status == 0
for key in ["game", "games", "players", "moves", "seconds", "games_per_second", "teleports",
            "retirements", "mean_final_score", "cell_type_counts"]:
    assert key in out, key
assert out["game"] == "kangaruse" and out["games"] == 30 and out["players"] == 3
assert len(out["mean_final_score"]) == 3
assert out["moves"] > 30 * 3, out["moves"]
assert out["unfinished"] == 0
assert out["games_per_second"] > 0 and out["seconds"] > 0
counts = out["cell_type_counts"]
assert sum(counts.values()) == 30 * 8 * 6, counts
assert counts.get("tree", 0) > 0, counts
assert sum(v for k, v in counts.items() if k in ("score","water","food","shelter","toys","gems","coins","chests")) > 0
assert out["retirements"] == sum(out["retirement_reasons"].values())'

run play_again --games 30 --players 3 --size small --seed 7 --strategy random
run play_other --games 30 --players 3 --size small --seed 8 --strategy random
python3 - "$WORK" <<'PY' && pass "the same seed gives the same statistics; another seed does not" || fail "determinism of the statistics"
import json, sys
work = sys.argv[1]
def load(name):
    out = json.load(open(f"{work}/{name}.out"))
    for timing in ("seconds", "games_per_second"):
        out.pop(timing)
    return out
assert load("play") == load("play_again")
assert load("play") != load("play_other")
PY

run mixed --games 6 --players 2 --size small --strategy greedy,mcts --mcts-iterations 50 --edition 2023
check mixed "per-seat strategies and the 2023 edition run" '
assert status == 0, err
assert out["strategies"] == ["greedy", "mcts"] and out["games"] == 6'

# --- another game: Kangaroo ---------------------------------------------------
run kangaroo --game kangaroo --games 3 --players 2 --seed 1 --strategy random
check kangaroo "--game kangaroo plays whole games to the end" '
assert status == 0, err
assert out["game"] == "kangaroo" and out["games"] == 3 and out["players"] == 2
assert out["unfinished"] == 0
assert out["moves"] >= 3 * 2, out["moves"]
assert len(out["mean_final_score"]) == 2'
run kangaroo_perft --perft 2 --game kangaroo
check kangaroo_perft "--perft 2 --game kangaroo counts 36 then 736 complete turns" '
assert status == 0, err
assert out["game"] == "kangaroo"
assert [(d["depth"], d["turns"]) for d in out["perft"]] == [(1, 36), (2, 736)], out'

# --- --show -------------------------------------------------------------------
run show --show --seed 5 --size small
run show_again --show --seed 5 --size small
run show_other --show --seed 6 --size small
check show "--show prints a readable board, the same for the same seed" '
assert status == 0, err
lines = text.splitlines()
assert len(lines) >= 6, text
assert text == open(base.replace("/show", "/show_again") + ".out").read()
assert text != open(base.replace("/show", "/show_other") + ".out").read()'

# --- positions ----------------------------------------------------------------
run moves --position "$POSITION" --print-state
check moves "--position lists the legal moves of the seat to act" '
assert status == 0, err
assert out["finished"] is False
assert out["seat"] in out["to_act"]
assert len(out["legal_moves"]) > 0
assert all(isinstance(m, dict) and "action" in m for m in out["legal_moves"])'
cp "$POSITION" "$WORK/position.json"
check moves "a saved position loads and saves back unchanged" '
import os
saved = json.load(open(os.path.dirname(base) + "/position.json"))
assert out["state"] == saved'

FIRST_MOVE=$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["legal_moves"][0]))' "$WORK/moves.out")
run applied --position "$POSITION" --apply "$FIRST_MOVE"
check applied "--apply with a legal move prints the new state" '
assert status == 0, err
assert out["accepted"] is True
assert isinstance(out["events"], list) and len(out["events"]) > 0
assert isinstance(out["state"], dict) and out["state"] != json.load(open(__import__("os").path.dirname(base) + "/position.json"))'
python3 -c 'import json,sys; json.dump(json.load(open(sys.argv[1]))["state"], open(sys.argv[2], "w"))' \
  "$WORK/applied.out" "$WORK/next.json"
run next --position "$WORK/next.json" --print-state
check next "the state printed by --apply loads again, with the same seats to act" '
import os
assert status == 0, err
applied = json.load(open(os.path.dirname(base) + "/applied.out"))
assert out["to_act"] == applied["to_act"]
assert out["state"] == applied["state"]'
run applied_again --position "$POSITION" --apply "$FIRST_MOVE"
check applied_again "--apply is deterministic" '
import os
assert text == open(os.path.dirname(base) + "/applied.out").read()'

run illegal --position "$POSITION" --apply '{"action":"jump","x":-5,"y":99}'
check illegal "an illegal move is rejected with a code and a reason (exit 1)" '
assert status == 1, status
assert out["accepted"] is False
assert out["code"] in ("illegal_move", "bad_move"), out
assert len(out["reason"]) > 0'
run malformed --position "$POSITION" --apply '{"dance":true}'
check malformed "a move of the wrong shape is rejected as bad_move" '
assert status == 1 and out["accepted"] is False and out["code"] == "bad_move", out'
run not_json --position "$POSITION" --apply 'jump to 3,4'
check not_json "a move that is not JSON is a command-line error" \
  'assert status == 2 and "not valid JSON" in err, err'

printf '{"game":"kangaruse",' >"$WORK/truncated.json"
echo '{"game":"kangaruse","players":"many"}' >"$WORK/wrong.json"
echo '[1,2,3]' >"$WORK/array.json"
for file in "$WORK/missing.json" "$WORK/truncated.json" "$WORK/wrong.json" "$WORK/array.json"; do
  run badfile --position "$file"
  check badfile "bad position file $(basename "$file") exits 2 with a message" '
assert status == 2, status
assert "kangaroom-sim: " in err and ".json" in err, err'
done

# --- --save-at makes position files --------------------------------------------
run saved --save-at 12 --seed 3 --size small --players 2 --strategy greedy
check saved "--save-at prints a state that --position accepts" '
assert status == 0, err
assert isinstance(out, dict) and out.get("game") == "kangaruse"'
cp "$WORK/saved.out" "$WORK/saved.json"
run saved_moves --position "$WORK/saved.json"
check saved_moves "the state written by --save-at loads" 'assert status == 0 and "legal_moves" in out, err'

# --- arena --------------------------------------------------------------------
run arena --arena mcts,greedy,random --games 4 --players 2 --size small --mcts-iterations 30
check arena "--arena prints every pair with wins, losses and draws" '
assert status == 0, err
pairs = out["pairs"]
assert [(p["a"], p["b"]) for p in pairs] == [("mcts","greedy"), ("mcts","random"), ("greedy","random")]
for p in pairs:
    assert p["games"] == 4
    assert p["a_wins"] + p["b_wins"] + p["draws"] == 4, p
assert out["unfinished"] == 0'
run arena_timed --arena mcts,random --games 2 --size small --mcts-ms 2
check arena_timed "--arena with a time budget per mcts decision" '
assert status == 0, err
assert out["budget"]["mcts_ms"] == 2
assert out["pairs"][0]["games"] == 2
assert out["strategies"]["mcts"]["decisions"] > 0'

# --- other games: Kanga --------------------------------------------------------
run kanga_play --game kanga --games 3 --seed 4 --strategy random
check kanga_play "--game kanga plays whole games to the end" '
assert status == 0, err
assert out["game"] == "kanga" and out["games"] == 3 and out["players"] == 2, out
assert out["unfinished"] == 0
assert out["moves"] >= 3 * 13, out["moves"]'
run kanga_perft --perft 2 --game kanga
check kanga_perft "--perft 2 --game kanga counts 49 and 2352 turns on the empty 7x7 board" '
assert status == 0, err
assert out["game"] == "kanga"
assert [d["turns"] for d in out["perft"]] == [49, 2352], out'
run kanga_perft_9 --perft 1 --game kanga --option size=9 --option pie_rule=true
check kanga_perft_9 "--perft takes Kanga options (9x9: 81 first placements)" '
assert status == 0, err
assert out["perft"][0]["turns"] == 81, out'

# --- other games: Jackaroo (hidden hands; the sim sees the whole state) -------
run jackaroo_play --game jackaroo --games 3 --players 4 --seed 5 --strategy random
check jackaroo_play "--game jackaroo plays whole 4-player games to the end" '
assert status == 0, err
assert out["game"] == "jackaroo" and out["games"] == 3 and out["players"] == 4, out
assert out["unfinished"] == 0
assert out["moves"] >= 3 * 100, out["moves"]'
run jackaroo_play_again --game jackaroo --games 3 --players 4 --seed 5 --strategy random
check jackaroo_play_again "the same seed plays the same Jackaroo games" '
import os
again = json.load(open(os.path.dirname(base) + "/jackaroo_play_again.out"))
assert out["moves"] == again["moves"] and out["wins"] == again["wins"], (out, again)'
run jackaroo_three --game jackaroo --games 2 --players 3 --seed 5 --strategy greedy
check jackaroo_three "--game jackaroo with 3 players and greedy seats" '
assert status == 0, err
assert out["players"] == 3 and out["unfinished"] == 0, out'
run jackaroo_saved --game jackaroo --save-at 30 --seed 3 --players 4 --strategy random
cp "$WORK/jackaroo_saved.out" "$WORK/jackaroo.json"
check jackaroo_saved "--save-at writes a Jackaroo position" '
assert status == 0, err
assert isinstance(out, dict) and out.get("game") == "jackaroo", out'
run jackaroo_moves --position "$WORK/jackaroo.json" --print-state
check jackaroo_moves "a saved Jackaroo position loads, lists the moves of the seat to act and saves back unchanged" '
import os
assert status == 0, err
assert out["seat"] in out["to_act"] and len(out["legal_moves"]) > 0, out
assert all("card" in m for m in out["legal_moves"]), out["legal_moves"]
assert out["state"] == json.load(open(os.path.dirname(base) + "/jackaroo.json"))'
JACKAROO_MOVE=$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["legal_moves"][0]))' "$WORK/jackaroo_moves.out" 2>/dev/null)
run jackaroo_applied --position "$WORK/jackaroo.json" --apply "${JACKAROO_MOVE:-{\}}"
check jackaroo_applied "--apply plays a legal Jackaroo move: the card leaves the hand" '
import os
assert status == 0, err
assert out["accepted"] is True and len(out["events"]) > 0, out
before, after = json.load(open(os.path.dirname(base) + "/jackaroo.json")), out["state"]
seat = before["turn"]
new_deal = (after["set"], after["round"]) != (before["set"], before["round"])
assert new_deal or len(after["hands"][seat]) == len(before["hands"][seat]) - 1, (before["hands"], after["hands"])
assert new_deal or len(after["pile"]) == len(before["pile"]) + 1, (before["pile"], after["pile"])'

# --- positions of the two-player games: save, load, apply -----------------------
for game in kanga kangaroo; do
  run "${game}_saved" --game "$game" --save-at 6 --seed 3 --strategy random
  cp "$WORK/${game}_saved.out" "$WORK/$game.json"
  run "${game}_moves" --position "$WORK/$game.json" --print-state
  check "${game}_moves" "a $game position from --save-at loads (its file names the game) and saves back unchanged" "
import os
assert status == 0, err
assert out['game'] == '$game' and out['seat'] in out['to_act'] and out['legal_moves'], out
assert out['state'] == json.load(open(os.path.dirname(base) + '/$game.json'))"
  move=$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["legal_moves"][0]))' "$WORK/${game}_moves.out" 2>/dev/null)
  run "${game}_applied" --position "$WORK/$game.json" --apply "${move:-{\}}"
  check "${game}_applied" "--apply plays a legal $game move and the state moves on" "
import os
assert status == 0 and out['accepted'] is True, (err, out)
assert out['state'] != json.load(open(os.path.dirname(base) + '/$game.json'))"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
