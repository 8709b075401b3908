#pragma once
// Everything an operator can set, from flags and KANGAROOM_* environment
// variables (a flag wins over the variable). Passed down from main; no
// global state.
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "server/net/trusted_proxies.hpp"

namespace kangaroom::server {

// Where the metrics listener binds (--metrics-bind).
struct MetricsBind {
  std::string address;
  std::uint16_t port = 0;  // 0: any free port (printed on stdout)
};

struct Config {
  std::string bind = "0.0.0.0";
  std::uint16_t port = 8080;  // 0: any free port (printed on stdout)
  std::string web_root = "web-client";
  // Where rooms are kept across restarts (SQLite); empty: in memory only.
  std::string data_dir;
  // A PostgreSQL database shared by a cluster's nodes (instead of data_dir).
  std::string database;
  std::string node_id;  // empty: the host name
  // How long a node holds a room's lease without renewing it (room_leases.hpp).
  std::chrono::milliseconds lease{4000};
  // SQLite synchronous=FULL (see StoreOptions): survives a power cut,
  // at an fsync per commit.
  bool full_sync = false;
  // Notifications (server/push_notifier.hpp): the server's address for room
  // links, the VAPID key file and contact, and whether private addresses
  // may be notified.
  std::string public_url;
  std::string vapid_key;
  std::string vapid_subject;
  bool push_allow_private = false;
  // A round's moves and log at most (RoomSettings::max_game_bytes).
  std::size_t max_game_bytes = 8 << 20;
  int threads = 0;  // 0: one per core
  int max_connections = 10000;
  int max_rooms = 5000;
  // Per client address (see server/address_budgets.hpp): what a family on
  // one home connection never reaches and a flood reaches at once.
  // (Six people behind one home router opening a link at once: ~40
  // connections and ~300 requests of a cold page load.)
  int max_connections_per_address = 128;
  int max_rooms_per_address = 20;       // open rooms it created
  int max_members_per_room = 200;       // connections in one room (players always get in)
  double http_rate_per_address = 100;   // HTTP requests per second, refilled
  double http_burst_per_address = 600;  // HTTP requests at once
  // Peers whose first X-Forwarded-For hop is the client (--trusted-proxies);
  // from anyone else the header is ignored.
  TrustedProxies trusted_proxies;
  // Origins besides the server's own whose pages may open WebSockets and
  // create rooms (web_security.hpp).
  std::vector<std::string> allowed_origins;
  // /metrics is served only on this listener, or on the public port to
  // requests that carry the token; neither is set by default.
  std::optional<MetricsBind> metrics_bind;
  std::string metrics_token;
  std::chrono::seconds handshake_timeout{
      10};  // a new connection's first request, a WebSocket's upgrade
  std::chrono::seconds idle_expiry{1800};
  std::chrono::seconds sleep_after{60};
  std::chrono::seconds abandoned_after{30 * 24 * 3600};
  std::chrono::seconds unjoined_expiry{300};
  std::chrono::seconds grace_period{60};
  std::chrono::seconds replay_expiry{7 * 24 * 3600};  // finished games kept for replays
  // Rendered replays kept gzipped in memory (ReplayCache), least recently used evicted.
  std::size_t replay_cache_bytes = 64 * 1024 * 1024;
  std::size_t frame_cap = 8192;        // bytes per client frame (close 1009 above)
  double rate_per_second = 30;         // message credits refilled per second
  double rate_burst = 60;              // credits a connection may bank
  std::size_t send_queue_limit = 512;  // messages queued per connection before dropping it
  std::size_t send_queue_bytes = 8 * 1024 * 1024;  // bytes queued per connection before dropping it
  std::string log_level = "info";
  std::chrono::milliseconds bot_think{600};         // least time a bot in a seat takes per move
  std::chrono::milliseconds bot_hard_budget{1000};  // search time of a "hard" bot
  int bot_threads = 1;
  // Time one seed may take to make a new game (game_build.hpp): a 20x20
  // Kangaruse board takes about 30 ms for most seeds, 250 ms for the slowest
  // in a hundred (release build).
  std::chrono::milliseconds game_build_budget{1000};
  // After 5 rematches at once, a room may start one game per this long (0: no limit).
  std::chrono::milliseconds rematch_interval{10'000};
};

struct ConfigResult {
  Config config;
  bool show_help = false;
  bool check_health = false;
  // One-off actions on --data-dir instead of serving.
  bool recover = false;   // --recover: copy a damaged database's readable rows
  std::string backup_to;  // --backup-to FILE: a consistent copy of the database
  std::string error;      // non-empty: print it and exit 2
};

// `environment` answers getenv-like lookups (tests pass their own).
ConfigResult parse_config(
    const std::vector<std::string>& arguments,
    const std::function<std::optional<std::string>(const std::string&)>& environment);

std::string config_help();

}  // namespace kangaroom::server
