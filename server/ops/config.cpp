#include "server/ops/config.hpp"

#include <filesystem>

#include "server/net/web_security.hpp"
#include "server/ops/config_setting.hpp"
#include "server/store/database_url.hpp"

namespace kangaroom::server {

namespace {

using flags::duration_setting;
using flags::integer_setting;
using flags::parse_bool;
using flags::parse_number;
using flags::real_setting;
using flags::Setting;

// Every option: flag, help, how it is set and shown (config_setting.hpp).
const std::vector<Setting>& settings() {
  static const std::vector<Setting> all = {
      {"bind", "address to listen on",
       [](Config& config, const std::string& text) -> std::string {
         if (text.empty()) return "--bind needs an address";
         config.bind = text;
         return {};
       },
       [](const Config& config) { return config.bind; }},
      integer_setting<std::uint16_t>("port", "TCP port for HTTP and WebSocket (0: any free port)",
                                     &Config::port, 0, 65535),
      {"web-root", "folder of the web client to serve",
       [](Config& config, const std::string& text) -> std::string {
         // Serving the whole file system by a typo is not an option.
         if (text.empty()) return "--web-root needs a folder";
         const auto normal = std::filesystem::path(text).lexically_normal();
         if (normal == "/" || normal.relative_path().empty())
           return "--web-root may not be the root of the file system";
         config.web_root = text;
         return {};
       },
       [](const Config& config) { return config.web_root; }},
      {"data-dir",
       "folder of the database that keeps rooms across restarts (empty: in memory only)",
       [](Config& config, const std::string& text) -> std::string {
         config.data_dir = text;
         return {};
       },
       [](const Config& config) { return config.data_dir; }},
      {"database",
       "PostgreSQL database shared by a cluster's nodes (postgresql://user:password@host/db); "
       "instead of --data-dir",
       [](Config& config, const std::string& text) -> std::string {
         config.database = text;
         return {};
       },
       [](const Config& config) { return without_password(config.database); }},
      {"node-id", "this node's name in a cluster (default: the host name)",
       [](Config& config, const std::string& text) -> std::string {
         if (text.size() > 64) return "--node-id takes at most 64 characters";
         if (text.find('/') != std::string::npos) return "--node-id cannot hold a '/'";
         config.node_id = text;
         return {};
       },
       [](const Config& config) { return config.node_id; }},
      {"lease-ms",
       "with --database: milliseconds a node holds a room without renewing its lease (renewed "
       "4 times as often); a dead node's rooms move to others after it",
       [](Config& config, const std::string& text) -> std::string {
         const auto value = parse_number<long long>(text, 400, 600'000);
         if (!value) return "--lease-ms takes a whole number from 400 to 600000";
         config.lease = std::chrono::milliseconds(*value);
         return {};
       },
       [](const Config& config) { return std::to_string(config.lease.count()); }},
      {"public-url",
       "the address players reach this server at (https://games.example.org): the room links "
       "notifications carry (default: the address the player's page was opened at)",
       [](Config& config, const std::string& text) -> std::string {
         if (!text.empty() && text.rfind("https://", 0) != 0 && text.rfind("http://", 0) != 0)
           return "--public-url takes an http:// or https:// address";
         config.public_url = text;
         while (!config.public_url.empty() && config.public_url.back() == '/')
           config.public_url.pop_back();
         return {};
       },
       [](const Config& config) { return config.public_url; }},
      {"vapid-key",
       "PEM file of the Web Push (VAPID) key, made there on first start; a cluster's nodes "
       "share one (default: vapid-key.pem in --data-dir)",
       [](Config& config, const std::string& text) -> std::string {
         config.vapid_key = text;
         return {};
       },
       [](const Config& config) { return config.vapid_key; }},
      {"vapid-subject",
       "the contact push services may write to: mailto:you@example.org or an https:// URL "
       "(default: --public-url when it is https)",
       [](Config& config, const std::string& text) -> std::string {
         config.vapid_subject = text;
         return {};
       },
       [](const Config& config) { return config.vapid_subject; }},
      {"push-allow-private",
       "let notifications go to http:// and private or loopback addresses (tests, LAN parties)",
       [](Config& config, const std::string& text) -> std::string {
         const auto allow = parse_bool(text);
         if (!allow) return "--push-allow-private takes true or false";
         config.push_allow_private = *allow;
         return {};
       },
       [](const Config& config) {
         return std::string(config.push_allow_private ? "true" : "false");
       }},
      integer_setting<std::size_t>("max-game-bytes",
                                   "bytes of moves and log one game may hold; past it moves get "
                                   "game_too_long",
                                   &Config::max_game_bytes, 4096, std::size_t{1} << 32),
      {"store-sync",
       "normal: a commit survives the server being killed; full: also a power cut (an fsync per "
       "commit)",
       [](Config& config, const std::string& text) -> std::string {
         if (text != "normal" && text != "full") return "--store-sync takes normal or full";
         config.full_sync = text == "full";
         return {};
       },
       [](const Config& config) { return std::string(config.full_sync ? "full" : "normal"); }},
      integer_setting<int>("threads", "I/O threads (0: one per core)", &Config::threads, 0, 256),
      integer_setting<int>("max-connections", "open connections at most", &Config::max_connections,
                           1, 1'000'000),
      integer_setting<int>("max-rooms", "rooms at most", &Config::max_rooms, 1, 1'000'000),
      integer_setting<int>("max-connections-per-address",
                           "open connections at most from one client address",
                           &Config::max_connections_per_address, 1, 1'000'000),
      integer_setting<int>("max-rooms-per-address",
                           "open rooms at most created from one client address",
                           &Config::max_rooms_per_address, 1, 1'000'000),
      integer_setting<int>("max-members-per-room",
                           "connections at most in one room (a seat's owner always gets in)",
                           &Config::max_members_per_room, 2, 1'000'000),
      real_setting("http-rate-per-address",
                   "HTTP requests per second one client address may make on average",
                   &Config::http_rate_per_address, 0.001),
      real_setting("http-burst-per-address", "HTTP requests one client address may make at once",
                   &Config::http_burst_per_address, 1),
      {"trusted-proxies",
       "comma-separated addresses or networks (10.0.0.0/8, ::1) of the proxies in front: from "
       "them the first X-Forwarded-For hop is the client; from any other peer the header is "
       "ignored",
       [](Config& config, const std::string& text) -> std::string {
         std::string why;
         auto parsed = TrustedProxies::parse(text, why);
         if (!parsed) return "--trusted-proxies: " + why;
         config.trusted_proxies = std::move(*parsed);
         return {};
       },
       [](const Config& config) { return config.trusted_proxies.text(); }},
      // Its old form believed the header from every peer: a client reaching
      // a node's port directly chose its own address. Refused with the way on.
      {"trust-proxy", "gone: name the proxies with --trusted-proxies",
       [](Config&, const std::string& text) -> std::string {
         if (parse_bool(text) == false) return {};
         return "--trust-proxy is gone: name the proxies in front with --trusted-proxies "
                "ADDRESS[/BITS],... (a forwarded header from any other peer is ignored)";
       },
       [](const Config&) { return std::string("false"); }},
      {"allowed-origins",
       "comma-separated origins (https://host[:port]) whose pages may open WebSockets and create "
       "rooms here, besides the server's own",
       [](Config& config, const std::string& text) -> std::string {
         std::string error;
         if (!parse_allowed_origins(text, config.allowed_origins, error))
           return "--allowed-origins: " + error;
         return {};
       },
       [](const Config& config) {
         std::string shown;
         for (const auto& origin : config.allowed_origins)
           shown += (shown.empty() ? "" : ",") + origin;
         return shown;
       }},
      {"metrics-bind",
       "address:port of a separate listener that serves /metrics (and /healthz) only; empty: "
       "no such listener",
       [](Config& config, const std::string& text) -> std::string {
         if (text.empty()) {
           config.metrics_bind.reset();
           return {};
         }
         const auto colon = text.rfind(':');
         const auto port = colon == std::string::npos
                               ? std::nullopt
                               : parse_number<std::uint16_t>(text.substr(colon + 1), 0, 65535);
         if (!port || colon == 0) return "--metrics-bind takes address:port, e.g. 127.0.0.1:9100";
         std::string address = text.substr(0, colon);
         if (address.size() > 2 && address.front() == '[' && address.back() == ']')
           address = address.substr(1, address.size() - 2);
         config.metrics_bind = MetricsBind{address, *port};
         return {};
       },
       [](const Config& config) {
         return config.metrics_bind
                    ? config.metrics_bind->address + ":" + std::to_string(config.metrics_bind->port)
                    : std::string();
       }},
      {"metrics-token",
       "a secret that lets /metrics be read on the public port with 'Authorization: Bearer "
       "TOKEN' (empty: /metrics is not on the public port)",
       [](Config& config, const std::string& text) -> std::string {
         if (!text.empty() && text.size() < 16)
           return "--metrics-token needs 16 characters or more";
         config.metrics_token = text;
         return {};
       },
       [](const Config& config) {
         return std::string(config.metrics_token.empty() ? "" : "(set)");
       }},
      duration_setting(
          "handshake-timeout",
          "seconds a new connection has to send its first request or finish its WebSocket upgrade",
          &Config::handshake_timeout, "seconds"),
      duration_setting("idle-expiry",
                       "seconds after which an empty, idle room is removed (a lobby or a "
                       "finished game; a game in progress waits: --abandoned-after)",
                       &Config::idle_expiry, "seconds"),
      duration_setting("sleep-after",
                       "seconds an empty room stays in memory before it sleeps in the store "
                       "(with --data-dir or --database; it wakes when someone comes back)",
                       &Config::sleep_after, "seconds"),
      duration_setting("abandoned-after",
                       "seconds a game in progress may wait for a move before it ends as "
                       "abandoned (kept as a replay)",
                       &Config::abandoned_after, "seconds"),
      duration_setting("unjoined-expiry",
                       "seconds after which a room nobody ever joined is removed",
                       &Config::unjoined_expiry, "seconds"),
      duration_setting("replay-expiry", "seconds a finished game stays available as a replay",
                       &Config::replay_expiry, "seconds"),
      integer_setting<std::size_t>("replay-cache-bytes",
                                   "bytes of rendered replays kept (gzipped) between requests",
                                   &Config::replay_cache_bytes, 0, std::size_t{1} << 40),
      duration_setting("grace-period",
                       "seconds an absent player keeps the seat before the host may replace them",
                       &Config::grace_period, "seconds"),
      integer_setting<std::size_t>("frame-cap",
                                   "largest client frame in bytes (larger: close 1009)",
                                   &Config::frame_cap, 64, 16 * 1024 * 1024),
      real_setting("rate-per-second",
                   "messages per second a connection may send on average (pings are free)",
                   &Config::rate_per_second, 0.001),
      real_setting("rate-burst",
                   "messages a connection may send at once before the rate applies (close 1008)",
                   &Config::rate_burst, 1),
      integer_setting<std::size_t>("send-queue-limit",
                                   "messages queued for a slow client before it is disconnected",
                                   &Config::send_queue_limit, 1, 1'000'000),
      integer_setting<std::size_t>("send-queue-bytes",
                                   "bytes queued for a slow client before it is disconnected",
                                   &Config::send_queue_bytes, 64 * 1024, std::size_t{1} << 32),
      {"log-level", "trace, debug, info, warn, error or off",
       [](Config& config, const std::string& text) -> std::string {
         static const char* levels[] = {"trace", "debug",    "info", "warn",
                                        "error", "critical", "off"};
         for (const char* level : levels)
           if (text == level) {
             config.log_level = text;
             return {};
           }
         return "--log-level takes trace, debug, info, warn, error or off";
       },
       [](const Config& config) { return config.log_level; }},
      duration_setting("bot-think-ms", "least milliseconds a bot in a seat takes per move",
                       &Config::bot_think, "milliseconds"),
      duration_setting("bot-hard-ms", "search time in milliseconds of a hard (mcts) bot",
                       &Config::bot_hard_budget, "milliseconds"),
      integer_setting<int>("bot-threads", "threads that run bots in seats", &Config::bot_threads, 1,
                           64),
      duration_setting(
          "game-build-ms",
          "milliseconds one seed may take to make a new game (then another seed is tried)",
          &Config::game_build_budget, "milliseconds"),
      duration_setting(
          "rematch-interval-ms",
          "after 5 rematches at once, milliseconds per further rematch in a room (0: no limit)",
          &Config::rematch_interval, "milliseconds"),
  };
  return all;
}

std::string environment_name(const char* flag) {
  std::string name = "KANGAROOM_";
  for (const char* c = flag; *c; ++c) name += *c == '-' ? '_' : static_cast<char>(std::toupper(*c));
  return name;
}

const Setting* find_setting(const std::string& flag) {
  for (const auto& setting : settings())
    if (flag == setting.flag) return &setting;
  return nullptr;
}

}  // namespace

ConfigResult parse_config(
    const std::vector<std::string>& arguments,
    const std::function<std::optional<std::string>(const std::string&)>& environment) {
  ConfigResult result;
  for (const auto& setting : settings()) {
    const auto name = environment_name(setting.flag);
    if (const auto value = environment(name)) {
      if (auto error = setting.set(result.config, *value); !error.empty()) {
        result.error = name + ": " + error;
        return result;
      }
    }
  }
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& argument = arguments[i];
    if (argument == "--help" || argument == "-h") {
      result.show_help = true;
      continue;
    }
    if (argument == "--check-health") {
      result.check_health = true;
      continue;
    }
    if (argument == "--recover") {
      result.recover = true;
      continue;
    }
    if (argument == "--backup-to") {
      if (i + 1 >= arguments.size()) {
        result.error = "--backup-to needs a file name";
        return result;
      }
      result.backup_to = arguments[++i];
      continue;
    }
    if (argument.rfind("--", 0) != 0) {
      result.error = "unexpected argument '" + argument + "' (see --help)";
      return result;
    }
    std::string flag = argument.substr(2);
    std::string value;
    if (const auto equals = flag.find('='); equals != std::string::npos) {
      value = flag.substr(equals + 1);
      flag.resize(equals);
    } else if (i + 1 < arguments.size()) {
      value = arguments[++i];
    } else {
      result.error = "--" + flag + " needs a value";
      return result;
    }
    const Setting* setting = find_setting(flag);
    if (!setting) {
      result.error = "unknown option --" + flag + " (see --help)";
      return result;
    }
    if (auto error = setting->set(result.config, value); !error.empty()) {
      result.error = error;
      return result;
    }
  }
  return result;
}

std::string config_help() {
  const Config defaults;
  std::string out =
      "kangaroom: an authoritative multiplayer server for kangaroo board games.\n\n"
      "Usage: kangaroom [--option value]...\n"
      "       kangaroom --check-health   (GET /healthz on 127.0.0.1:PORT; exit 0 if it answers "
      "200)\n"
      "       kangaroom --data-dir DIR --recover   (copy what a damaged database still holds "
      "into a fresh one; the damaged file is kept)\n"
      "       kangaroom --data-dir DIR --backup-to FILE   (a consistent copy of the database, "
      "also while a server runs)\n\n"
      "Every option can also be set with the environment variable shown; a flag wins.\n\n";
  for (const auto& setting : settings()) {
    std::string left =
        "  --" + std::string(setting.flag) + " (" + environment_name(setting.flag) + ")";
    if (left.size() < 44) left.resize(44, ' ');
    out += left + " " + setting.help + " [" + setting.show(defaults) + "]\n";
  }
  out += "  --help                                     this text\n";
  return out;
}

}  // namespace kangaroom::server
