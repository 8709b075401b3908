#!/usr/bin/env bash
# The HAProxy image's start: render the configuration from the environment,
# check it, then become HAProxy (master-worker, in the foreground, logs on
# stdout). `docker kill -s USR2` reloads the rendered file without dropping
# open WebSockets; a change of KANGAROOM_NODES needs a new container.
set -euo pipefail
here=$(dirname "$0")
config=/run/kangaroom-haproxy/haproxy.cfg
HAPROXY_TEMPLATE="$here/haproxy.cfg.in" "$here/render-config.sh" >"$config"
haproxy -c -q -f "$config"
exec haproxy -W -db -f "$config" "$@"
