#!/usr/bin/env bash
# The self-hosting path, tested for real: builds docker/Dockerfile with podman
# (a Docker stand-in, see ../shared/tools/container-env.sh), runs the image,
# waits for /healthz, plays a game against it with kangaroom-bot and restarts
# the container in the middle of it (the game must go on from the /data
# volume), checks the image's health check, non-root user and size, then stops it and
# checks that it shut down cleanly (exit code 0 after SIGTERM).
#   scripts/container-test.sh [BOT_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
preset=${KANGAROOM_PRESET:-asan}
bot=${1:-$root/build/$preset/bots/kangaroom-bot}
image=localhost/kangaroom:ci-test
name=kangaroom-ci-$$

env_script=${KANGAROOM_CONTAINER_ENV:-}
for candidate in "$root/../shared/tools/container-env.sh" /work/shared/tools/container-env.sh; do
  [[ -z $env_script && -f $candidate ]] && env_script=$candidate
done
[[ -n $env_script ]] || { echo "container-test: container-env.sh not found (set KANGAROOM_CONTAINER_ENV)"; exit 1; }
# shellcheck disable=SC1090
source "$env_script"

if [[ ! -x $bot ]]; then
  echo "container-test: building kangaroom-bot ($preset)"
  cmake --preset "$preset" >/dev/null && cmake --build --preset "$preset" --target kangaroom-bot
fi

cleanup() { podman rm -f "$name" >/dev/null 2>&1 || true; }
trap cleanup EXIT

echo "--- build image"
# --format docker keeps the HEALTHCHECK instruction (the OCI format drops it).
ctr build --format docker -t "$image" -f docker/Dockerfile . >/tmp/kangaroom-ctr-build.log 2>&1 ||
  { tail -50 /tmp/kangaroom-ctr-build.log; echo "container-test: image build failed"; exit 1; }

image_bytes=$(podman image inspect "$image" --format '{{.Size}}')
base_bytes=$(podman image inspect docker.io/library/debian:bookworm-slim --format '{{.Size}}')
added_mb=$(( (image_bytes - base_bytes) / 1000000 ))
echo "image: $((image_bytes / 1000000)) MB, base bookworm-slim $((base_bytes / 1000000)) MB, added ${added_mb} MB"
(( added_mb < 25 )) || { echo "container-test: the image adds ${added_mb} MB (limit 25)"; exit 1; }

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
echo "--- run image on port $port (host network)"
# The port comes in through the environment here, as compose users set it;
# --log-level shows that flags pass through the entrypoint.
# /metrics only with the token (the public port serves it to nobody else).
metrics_token=container-test-metrics-token
ctr run -d --name "$name" -e KANGAROOM_PORT="$port" -e KANGAROOM_METRICS_TOKEN="$metrics_token" \
    "$image" --log-level info >/dev/null

for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null || { podman logs "$name"; echo "container-test: /healthz never answered"; exit 1; }
echo "healthz: ok"

user=$(podman exec "$name" id -u)
[[ $user != 0 ]] || { echo "container-test: the server runs as root"; exit 1; }
echo "runs as uid $user"

podman healthcheck run "$name" || { echo "container-test: HEALTHCHECK failed"; exit 1; }
echo "HEALTHCHECK: healthy"

curl -fsS "http://127.0.0.1:$port/" | grep -qi "<html" || { echo "container-test: / does not serve the web client"; exit 1; }

metric() { curl -fsS -H "Authorization: Bearer $metrics_token" "http://127.0.0.1:$port/metrics" | awk -v name="$1" '$1 == name { print $2 }'; }

echo "--- play a game with kangaroom-bot, restart the container in the middle, finish it"
# Kangaroo between two greedy seats lasts a hundred moves or more; a pause
# before each move makes that several seconds, so the restart lands mid-game.
# The bot reconnects with its seat tokens.
"$bot" --url "ws://127.0.0.1:$port" --create kangaroo --seats 2 --games 1 --strategy greedy \
       --move-delay-ms 60 --seed 7 >/tmp/kangaroom-ctr-bot.out &
bot_pid=$!
moves=0
for _ in $(seq 1 300); do
  moves=$(metric kangaroom_moves_accepted_total); moves=${moves:-0}
  (( moves >= 4 )) && break
  sleep 0.1
done
(( moves >= 4 )) || { echo "container-test: the game never got going"; exit 1; }
podman restart --time 20 "$name" >/dev/null
echo "restarted after $moves moves"
wait "$bot_pid" || { echo "container-test: kangaroom-bot failed across the restart"; exit 1; }
results=$(cat /tmp/kangaroom-ctr-bot.out)
echo "$results"
lines=$(grep -c '"winner' <<<"$results" || true)
(( lines == 2 )) || { echo "container-test: expected 2 finished-game lines, got $lines"; exit 1; }
restored=$(metric kangaroom_rooms_restored_total)
[[ $restored == 1 ]] || { echo "container-test: the room was not restored after the restart ($restored)"; exit 1; }
finished=$(metric kangaroom_games_finished_total)
[[ $finished == 1 ]] || { echo "container-test: the game did not finish after the restart ($finished)"; exit 1; }
echo "the game went on across the restart and finished"

echo "--- stop (SIGTERM) and check a clean shutdown"
podman stop --time 20 "$name" >/dev/null
code=$(podman inspect "$name" --format '{{.State.ExitCode}}')
podman logs "$name" 2>&1 | tail -5
[[ $code == 0 ]] || { echo "container-test: exit code $code after SIGTERM"; exit 1; }
echo "container-test: clean shutdown (exit 0); image adds ${added_mb} MB to bookworm-slim"
