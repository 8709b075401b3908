#!/usr/bin/env bash
# A kangaroom cluster on this machine, as local processes: PostgreSQL, N nodes
# and HAProxy in front of them (README "A cluster", docs/cluster.md).
#
#   scripts/cluster.sh up --nodes N --port P --dir D [--bind ADDR]
#       starts PostgreSQL (its files in D/pg), nodes node-1..node-N and HAProxy
#       on ADDR:P (ADDR 127.0.0.1 unless given), waits until all answer, prints
#       the URL (http://ADDR:P)
#   scripts/cluster.sh down --dir D
#       stops HAProxy, the nodes (SIGTERM, SIGKILL after KANGAROOM_STOP_TIMEOUT
#       seconds, 20 by default) and PostgreSQL; keeps the logs and the database
#       (a later `up` on the same D finds the rooms again; rm -r D to forget them)
#   scripts/cluster.sh stop-node --dir D --node I
#       stops node I as a rolling update does (SIGTERM: it drains), SIGKILL
#       after the timeout
#   scripts/cluster.sh start-node --dir D --node I
#       starts node I again, with the same name and port, and waits for it
#   scripts/cluster.sh status --dir D
#       one line per process: pid, port, health
#
# What it leaves in D, for tests and for people:
#   node-I.port, node-I.pid, node-I.log   each node's own port, pid and output
#   haproxy.cfg, haproxy.pid, haproxy.log, haproxy.sock (runtime API), haproxy.port
#   database.url, pg/ (PostgreSQL's files, port and log)
#   vapid-key.pem   the Web Push key every node shares (--vapid-key; the first
#                   node to start makes it)
#
# Ports: cluster.sh picks each node's port itself (a free one below the
# kernel's ephemeral range, so that no outgoing connection takes it while the
# node is down) and passes it with --port. The node keeps that port for as
# long as D exists: a node started again comes back where HAProxy's server
# line already points, so HAProxy needs no reload. PostgreSQL gets a free
# port of its own in the same way (never a system cluster's 5432).
#
# Environment:
#   KANGAROOM_BIN        the server binary [<repo>/build/release/server/kangaroom]
#   KANGAROOM_NODE_ARGS  more flags for every node, split on spaces, e.g.
#                        "--bot-think-ms 30 --max-rooms-per-address 100000"
#   (start-node uses the binary and flags `up` used, unless these are set)
#   HAPROXY_*            HAProxy's per-source limits and more: see
#                        docker/haproxy/render-config.sh (0 switches a limit off)
#   KANGAROOM_STOP_TIMEOUT  seconds a process has to stop before SIGKILL [20]
#
# As root (CI) PostgreSQL's programs run as the `postgres` user
# (scripts/postgres-local.sh), so D and every folder above it must be
# searchable by that user (/tmp/... is; /root/... is not).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
render=$repo/docker/haproxy/render-config.sh

usage() {  # usage [STATUS]: the comment above, on stdout when asked for, else on stderr
  if ((${1:-2} == 0)); then sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() { echo "cluster: $*" >&2; exit 1; }
say() { echo "cluster: $*" >&2; }

# --- arguments ---------------------------------------------------------------
command=${1:-}
case $command in "") usage ;; -h | --help | help) usage 0 ;; esac
shift
nodes="" port="" dir="" node="" bind=127.0.0.1
while (($#)); do
  case $1 in
    --nodes) nodes=${2:?--nodes needs a number}; shift 2 ;;
    --port) port=${2:?--port needs a number}; shift 2 ;;
    --dir) dir=${2:?--dir needs a folder}; shift 2 ;;
    --node) node=${2:?--node needs a number}; shift 2 ;;
    --bind) bind=${2:?--bind needs an address}; shift 2 ;;
    -h | --help) usage 0 ;;
    *) die "unknown argument $1 (see scripts/cluster.sh --help)" ;;
  esac
done
[[ -n "$dir" ]] || die "--dir is required"
stop_timeout=${KANGAROOM_STOP_TIMEOUT:-20}

# --- processes -----------------------------------------------------------------
# A pid file alone is not proof: after a reboot or a long time the number may
# belong to another program. A process counts as ours only if its command
# line still has the marker we started it with.
alive() {  # alive PIDFILE MARKER
  local pid
  [[ -s "$1" ]] || return 1
  pid=$(<"$1")
  [[ -r /proc/$pid/cmdline ]] && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$2"
}

# Starts a command in its own session (so that a Ctrl-C in the shell that ran
# `up` does not reach it, and it outlives this script), its output appended
# to LOG, and writes its pid to PIDFILE: the shell writes its own pid, then
# becomes the program with exec, so the pid is the program's.
launch() {  # launch PIDFILE LOG COMMAND...
  local pidfile=$1 log=$2
  shift 2
  rm -f "$pidfile"
  # shellcheck disable=SC2016  # $$ and $@ belong to the inner shell
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" >>"$log" 2>&1 </dev/null &
  for _ in $(seq 50); do [[ -s "$pidfile" ]] && return 0; sleep 0.1; done
  die "could not start $3"
}

# Stops a process: SIGTERM, then SIGKILL after the timeout. SIGCONT too: a
# node a test froze with SIGSTOP would otherwise never act on the SIGTERM.
stop_process() {  # stop_process PIDFILE MARKER NAME
  local pidfile=$1 marker=$2 name=$3 pid waited=0
  if ! alive "$pidfile" "$marker"; then rm -f "$pidfile"; return 0; fi
  pid=$(<"$pidfile")
  kill -TERM "$pid" 2>/dev/null || true
  kill -CONT "$pid" 2>/dev/null || true
  while alive "$pidfile" "$marker" && ((waited < stop_timeout * 10)); do
    sleep 0.1
    waited=$((waited + 1))
  done
  if alive "$pidfile" "$marker"; then
    say "$name (pid $pid) still runs after ${stop_timeout}s: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    while alive "$pidfile" "$marker"; do sleep 0.1; done
  fi
  rm -f "$pidfile"
}

# HTTP status of GET URL (000 when nothing answers).
http_status() {
  curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$1" 2>/dev/null || true
}

# --- ports ---------------------------------------------------------------------
# COUNT free TCP ports on 127.0.0.1, none of them in EXCLUDE..., chosen below
# the kernel's ephemeral range: a port there could be taken by an outgoing
# connection while its node is down, and the node could not come back on it.
pick_ports() {  # pick_ports COUNT [EXCLUDE...]
  local count=$1
  shift
  local ephemeral_low high
  ephemeral_low=$(awk '{print $1}' /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)
  high=$((ephemeral_low > 21000 ? ephemeral_low : 65536))
  if command -v python3 >/dev/null; then
    # Binding proves the port is free (also of TIME_WAIT leftovers); all are
    # held until every one is found, so no port is given twice.
    python3 - "$count" 20000 "$high" "$@" <<'PY'
import random, socket, sys
count, low, high = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
exclude = {int(p) for p in sys.argv[4:]}
held, ports = [], []
for _ in range(10000):
    if len(ports) == count:
        break
    port = random.randrange(low, high)
    if port in exclude or port in ports:
        continue
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        s.bind(("127.0.0.1", port))
    except OSError:
        s.close()
        continue
    held.append(s)
    ports.append(port)
if len(ports) < count:
    sys.exit("no free ports found")
print(" ".join(map(str, ports)))
PY
  else
    # Without Python: a port nothing accepts connections on is taken as free.
    local ports=() candidate
    while ((${#ports[@]} < count)); do
      candidate=$((20000 + RANDOM % (high - 20000)))
      [[ " $* ${ports[*]} " == *" $candidate "* ]] && continue
      (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null && continue
      ports+=("$candidate")
    done
    echo "${ports[*]}"
  fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# --- the pieces ------------------------------------------------------------------
node_count() {  # how many nodes D was set up with
  local count=0
  while [[ -f "$dir/node-$((count + 1)).port" ]]; do count=$((count + 1)); done
  echo "$count"
}

# The binary and the node flags: what the caller gives, or what `up` used.
node_binary() {
  if [[ -n "${KANGAROOM_BIN:-}" ]]; then echo "$KANGAROOM_BIN"
  elif [[ -s "$dir/kangaroom.bin" ]]; then cat "$dir/kangaroom.bin"
  else echo "$repo/build/release/server/kangaroom"; fi
}
node_extra_args() {
  if [[ -n "${KANGAROOM_NODE_ARGS+set}" ]]; then echo "$KANGAROOM_NODE_ARGS"
  elif [[ -f "$dir/node-args" ]]; then cat "$dir/node-args"; fi
}

node_marker() { echo "--node-id node-$1 "; }

start_node() {  # start_node I: starts node I and waits until /healthz says 200
  local i=$1 node_port bin extra=()
  node_port=$(<"$dir/node-$i.port")
  bin=$(node_binary)
  [[ -x "$bin" ]] || die "no server binary at $bin (build it, or set KANGAROOM_BIN)"
  alive "$dir/node-$i.pid" "$(node_marker "$i")" && die "node-$i already runs (pid $(<"$dir/node-$i.pid"))"
  port_in_use "$node_port" && die "port $node_port of node-$i is taken by another program"
  read -ra extra <<<"$(node_extra_args)"
  echo "--- $(date -u '+%F %T') start" >>"$dir/node-$i.log"
  # --node-id goes last: node_marker looks for "--node-id node-I " (the
  # command line ends in a NUL, read as a space), so node-1 is not taken for
  # node-10.
  launch "$dir/node-$i.pid" "$dir/node-$i.log" \
    "$bin" --bind 127.0.0.1 --port "$node_port" --database "$(<"$dir/database.url")" \
    --web-root "$repo/web-client" --trusted-proxies 127.0.0.1 --vapid-key "$dir/vapid-key.pem" \
    "${extra[@]}" --node-id "node-$i"
}

wait_node() {  # wait_node I: until node I answers /healthz with 200 (30 s at most)
  local i=$1 node_port
  node_port=$(<"$dir/node-$i.port")
  for _ in $(seq 300); do
    [[ "$(http_status "http://127.0.0.1:$node_port/healthz")" == 200 ]] && return 0
    if ! alive "$dir/node-$i.pid" "$(node_marker "$i")"; then
      say "node-$i exited; the end of $dir/node-$i.log:"
      tail -n 15 "$dir/node-$i.log" >&2
      return 1
    fi
    sleep 0.1
  done
  say "node-$i does not answer on port $node_port after 30 s; the end of $dir/node-$i.log:"
  tail -n 15 "$dir/node-$i.log" >&2
  return 1
}

haproxy_bin() {
  command -v haproxy 2>/dev/null || { [[ -x /usr/sbin/haproxy ]] && echo /usr/sbin/haproxy; } ||
    die "no haproxy (scripts/install-deps.sh --cluster)"
}

start_haproxy() {
  local count=$1 list="" i haproxy
  haproxy=$(haproxy_bin)
  for i in $(seq "$count"); do list+="node-$i=127.0.0.1:$(<"$dir/node-$i.port") "; done
  # A Unix socket's path has room for about 100 bytes: no runtime API in a
  # folder deeper than that.
  local socket="$dir/haproxy.sock"
  ((${#socket} < 100)) || socket=""
  KANGAROOM_NODES=$list HAPROXY_BIND="$bind:$port" HAPROXY_STATS_SOCKET="$socket" \
    "$render" >"$dir/haproxy.cfg"
  "$haproxy" -c -q -f "$dir/haproxy.cfg" || die "HAProxy refuses $dir/haproxy.cfg"
  echo "$port" >"$dir/haproxy.port"
  echo "--- $(date -u '+%F %T') start" >>"$dir/haproxy.log"
  # -W: master-worker, so `kill -USR2 $(cat D/haproxy.pid)` reloads an edited
  # haproxy.cfg without dropping open WebSockets; -db: stay in the
  # foreground (the logs go to its stdout, D/haproxy.log).
  launch "$dir/haproxy.pid" "$dir/haproxy.log" "$haproxy" -W -db -f "$dir/haproxy.cfg"
}

haproxy_marker() { echo "-f $dir/haproxy.cfg"; }

# --- commands ----------------------------------------------------------------------
started=0 # read by up's EXIT trap
up() {
  [[ "$nodes" =~ ^[1-9][0-9]*$ ]] || die "--nodes N (1 or more) is required"
  [[ "$port" =~ ^[0-9]+$ ]] || die "--port P is required"
  command -v curl >/dev/null || die "curl is needed (scripts/install-deps.sh)"
  haproxy_bin >/dev/null
  local bin
  bin=$(node_binary)
  [[ -x "$bin" ]] || die "no server binary at $bin (build it, or set KANGAROOM_BIN)"

  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if alive "$dir/haproxy.pid" "$(haproxy_marker)"; then
    die "a cluster already runs in $dir (scripts/cluster.sh down --dir $dir first)"
  fi
  local i
  for i in $(seq "$(node_count)"); do
    alive "$dir/node-$i.pid" "$(node_marker "$i")" &&
      die "node-$i already runs in $dir (scripts/cluster.sh down --dir $dir first)"
  done
  if ((EUID == 0)) && ! runuser -u postgres -- test -x "$dir"; then
    die "the postgres user cannot reach $dir (as root, PostgreSQL runs as postgres): use a folder such as /tmp/..."
  fi
  port_in_use "$port" && die "port $port is taken"

  # A previous cluster in D may have had more nodes: forget their ports.
  rm -f "$dir"/node-*.port "$dir"/node-*.pid
  echo "$bin" >"$dir/kangaroom.bin"
  echo "${KANGAROOM_NODE_ARGS:-}" >"$dir/node-args"

  # From here on, a failure (die exits) stops whatever was started.
  trap 'if ((!started)); then say "up failed: stopping what was started"; down; fi' EXIT

  local ports
  read -ra ports <<<"$(pick_ports $((nodes + 1)) "$port")"
  for i in $(seq "$nodes"); do echo "${ports[i - 1]}" >"$dir/node-$i.port"; done

  say "PostgreSQL on port ${ports[nodes]} ($dir/pg)"
  local output
  output=$("$repo/scripts/postgres-local.sh" start "$dir/pg" "${ports[nodes]}") ||
    die "PostgreSQL did not start: $output"
  tail -n 1 <<<"$output" >"$dir/database.url"

  # All nodes start at once (each takes a moment to open its database), then
  # each is waited for.
  for i in $(seq "$nodes"); do start_node "$i"; done
  for i in $(seq "$nodes"); do
    wait_node "$i"
    say "node-$i on port $(<"$dir/node-$i.port") (pid $(<"$dir/node-$i.pid"))"
  done

  start_haproxy "$nodes"
  local url="http://$bind:$port" ready=0
  for _ in $(seq 100); do
    if [[ "$(http_status "$url/healthz")" == 200 ]]; then ready=1; break; fi
    alive "$dir/haproxy.pid" "$(haproxy_marker)" || break
    sleep 0.1
  done
  if ((!ready)); then
    say "HAProxy does not answer on $url; the end of $dir/haproxy.log:"
    tail -n 15 "$dir/haproxy.log" >&2
    exit 1
  fi
  # shellcheck disable=SC2034  # read by the EXIT trap
  started=1
  say "HAProxy on port $port (pid $(<"$dir/haproxy.pid"))"
  echo "$url"
}

down() {
  [[ -d "$dir" ]] || return 0
  dir=$(cd "$dir" && pwd)
  local count i
  stop_process "$dir/haproxy.pid" "$(haproxy_marker)" haproxy
  rm -f "$dir/haproxy.sock"
  count=$(node_count)
  # SIGTERM to every node first, so that they drain side by side, then wait.
  for i in $(seq "$count"); do
    if alive "$dir/node-$i.pid" "$(node_marker "$i")"; then
      kill -TERM "$(<"$dir/node-$i.pid")" 2>/dev/null || true
      kill -CONT "$(<"$dir/node-$i.pid")" 2>/dev/null || true
    fi
  done
  for i in $(seq "$count"); do stop_process "$dir/node-$i.pid" "$(node_marker "$i")" "node-$i"; done
  if [[ -d "$dir/pg" ]]; then "$repo/scripts/postgres-local.sh" stop "$dir/pg"; fi
  say "stopped (logs and database kept in $dir)"
}

check_node_argument() {
  [[ -d "$dir" ]] || die "no cluster in $dir"
  dir=$(cd "$dir" && pwd)
  [[ "$node" =~ ^[1-9][0-9]*$ && -f "$dir/node-$node.port" ]] || die "--node I: one of 1..$(node_count)"
}

start_node_command() {
  check_node_argument
  start_node "$node"
  wait_node "$node"
  say "node-$node on port $(<"$dir/node-$node.port") (pid $(<"$dir/node-$node.pid"))"
}

stop_node_command() {
  check_node_argument
  stop_process "$dir/node-$node.pid" "$(node_marker "$node")" "node-$node"
  say "node-$node stopped"
}

status() {
  [[ -d "$dir" ]] || die "no cluster in $dir"
  dir=$(cd "$dir" && pwd)
  local i node_port state
  for i in $(seq "$(node_count)"); do
    node_port=$(<"$dir/node-$i.port")
    if alive "$dir/node-$i.pid" "$(node_marker "$i")"; then
      state="pid $(<"$dir/node-$i.pid"), /healthz $(http_status "http://127.0.0.1:$node_port/healthz")"
    else
      state="not running"
    fi
    echo "node-$i  port $node_port  $state"
  done
  if alive "$dir/haproxy.pid" "$(haproxy_marker)"; then
    echo "haproxy port $(<"$dir/haproxy.port")  pid $(<"$dir/haproxy.pid")"
  else
    echo "haproxy not running"
  fi
  if [[ -s "$dir/database.url" ]]; then echo "database $(<"$dir/database.url")"; fi
}

case $command in
  up) up ;;
  down) down ;;
  start-node) start_node_command ;;
  stop-node) stop_node_command ;;
  status) status ;;
  *) die "unknown command $command (see scripts/cluster.sh --help)" ;;
esac
