#!/usr/bin/env bash
# Prints an HAProxy configuration for a kangaroom cluster, from the template
# beside this script (haproxy.cfg.in). Everything comes from the environment:
#
#   KANGAROOM_NODES     required: the nodes, "NAME=HOST:PORT" separated by spaces,
#                       e.g. "node-1=127.0.0.1:41001 node-2=127.0.0.1:41002";
#                       keep the same order everywhere (it numbers the servers,
#                       and the consistent hash depends on those numbers)
#   HAPROXY_BIND        address(es) to listen on, separated by spaces [:8080]
#   HAPROXY_TLS_BIND    address to listen on with TLS, e.g. ":8443" [none]
#   HAPROXY_TLS_CERT    PEM file (certificate, chain and key) or folder of them,
#                       needed with HAPROXY_TLS_BIND
#   HAPROXY_STATS_SOCKET  path of the runtime API socket [none]
#   HAPROXY_MAXCONN     connections at most [HAProxy derives it from the open-files limit]
#   HAPROXY_MAX_CONN_PER_SOURCE              open connections per client address [256]
#   HAPROXY_REQUESTS_PER_10S_PER_SOURCE      HTTP requests per 10 s per client address [1000]
#   HAPROXY_ROOM_CREATES_PER_10M_PER_SOURCE  POST /api/rooms per 10 min per client address [60]
#                       (0 switches a per-source limit off)
#
# Used by scripts/cluster.sh and by the HAProxy image (docker/haproxy/Dockerfile).
set -euo pipefail

template=${HAPROXY_TEMPLATE:-$(dirname "$0")/haproxy.cfg.in}
[[ -r "$template" ]] || { echo "render-config: no template at $template" >&2; exit 1; }
[[ -n "${KANGAROOM_NODES:-}" ]] || { echo "render-config: KANGAROOM_NODES is empty" >&2; exit 1; }

# A limit of 0 means "no limit": an empty value drops the line that uses it.
limit() { [[ "$1" == 0 ]] && echo "" || echo "$1"; }

declare -A field=(
  [MAXCONN]=${HAPROXY_MAXCONN:-}
  [STATS_SOCKET]=${HAPROXY_STATS_SOCKET:-}
  [MAX_CONN_PER_SOURCE]=$(limit "${HAPROXY_MAX_CONN_PER_SOURCE:-256}")
  [REQUESTS_PER_10S_PER_SOURCE]=$(limit "${HAPROXY_REQUESTS_PER_10S_PER_SOURCE:-1000}")
  [ROOM_CREATES_PER_10M_PER_SOURCE]=$(limit "${HAPROXY_ROOM_CREATES_PER_10M_PER_SOURCE:-60}")
)

binds=""
for address in ${HAPROXY_BIND:-:8080}; do
  binds+="    bind $address"$'\n'
done
field[BIND]=${binds%$'\n'}

field[TLS_BIND]=""
if [[ -n "${HAPROXY_TLS_BIND:-}" ]]; then
  [[ -n "${HAPROXY_TLS_CERT:-}" ]] || { echo "render-config: HAPROXY_TLS_BIND needs HAPROXY_TLS_CERT" >&2; exit 1; }
  # HTTP/1.1 only: WebSockets over HTTP/2 (RFC 8441) are not needed by any
  # client here, and this keeps one code path through the proxy.
  field[TLS_BIND]="    bind $HAPROXY_TLS_BIND ssl crt $HAPROXY_TLS_CERT alpn http/1.1"
fi

# Servers are numbered in the order given ("id"): two HAProxy instances hash
# a room code to the same node only when their servers have the same ids.
servers=""
need_dns=0
id=0
for node in $KANGAROOM_NODES; do
  name=${node%%=*}
  address=${node#*=}
  [[ "$name" != "$node" && -n "$name" && "$address" == *:* ]] ||
    { echo "render-config: '$node' is not NAME=HOST:PORT" >&2; exit 1; }
  id=$((id + 1))
  line="    server $name $address id $id"
  host=${address%:*}
  if [[ ! "$host" =~ ^[0-9.]+$ ]]; then
    # A host name (a compose service): resolved again while running, so a
    # node that comes back with a new address is found; a name that does not
    # resolve yet at start leaves that server down instead of failing.
    line+=" resolvers system init-addr libc,none"
    need_dns=1
  fi
  servers+="$line"$'\n'
done
field[SERVERS]=${servers%$'\n'}

field[RESOLVERS]=""
if ((need_dns)); then
  field[RESOLVERS]=$'resolvers system\n    parse-resolv-conf\n    hold valid 5s'
fi

# Each line: replace every @@NAME@@; drop the line if one of them is empty.
while IFS= read -r line || [[ -n "$line" ]]; do
  keep=1
  while [[ "$line" =~ @@([A-Z0-9_]+)@@ ]]; do
    name=${BASH_REMATCH[1]}
    [[ -v "field[$name]" ]] || { echo "render-config: unknown field @@$name@@ in $template" >&2; exit 1; }
    value=${field[$name]}
    if [[ -z "$value" ]]; then keep=0; break; fi
    line=${line//"@@$name@@"/"$value"}
  done
  ((keep)) && printf '%s\n' "$line"
done <"$template"
