// Flags, environment variables and their precedence.
#include "server/ops/config.hpp"

#include <doctest/doctest.h>

#include <map>

using namespace kangaroom::server;

namespace {
ConfigResult parse(std::vector<std::string> arguments,
                   std::map<std::string, std::string> environment = {}) {
  return parse_config(arguments, [&](const std::string& name) -> std::optional<std::string> {
    const auto it = environment.find(name);
    if (it == environment.end()) return std::nullopt;
    return it->second;
  });
}
}  // namespace

TEST_CASE("defaults") {
  const auto result = parse({});
  CHECK(result.error.empty());
  CHECK(result.config.port == 8080);
  CHECK(result.config.bind == "0.0.0.0");
  CHECK(result.config.frame_cap == 8192);
}

TEST_CASE("flags, both spellings, and environment variables; a flag wins") {
  const auto result = parse({"--port", "9000", "--bind=127.0.0.1", "--grace-period", "5"},
                            {{"KANGAROOM_PORT", "7000"},
                             {"KANGAROOM_MAX_ROOMS", "12"},
                             {"KANGAROOM_WEB_ROOT", "/srv/web"}});
  REQUIRE(result.error.empty());
  CHECK(result.config.port == 9000);
  CHECK(result.config.bind == "127.0.0.1");
  CHECK(result.config.max_rooms == 12);
  CHECK(result.config.web_root == "/srv/web");
  CHECK(result.config.grace_period == std::chrono::seconds(5));
  CHECK(parse({"--rate-per-second", "2.5", "--bot-think-ms", "0"}).config.rate_per_second ==
        doctest::Approx(2.5));
}

TEST_CASE("bad values are reported, not guessed") {
  CHECK(!parse({"--port", "70000"}).error.empty());
  CHECK(!parse({"--port", "80a"}).error.empty());
  CHECK(!parse({"--port"}).error.empty());
  CHECK(!parse({"--colour", "red"}).error.empty());
  CHECK(!parse({"stray"}).error.empty());
  CHECK(!parse({"--log-level", "loud"}).error.empty());
  CHECK(!parse({"--rate-per-second", "0"}).error.empty());
  CHECK(!parse({}, {{"KANGAROOM_MAX_CONNECTIONS", "-3"}}).error.empty());
  // The web root may not be empty or the root of the file system.
  for (const char* root : {"", "/", "//", "/.", "/tmp/..", "/../"}) {
    CAPTURE(root);
    CHECK(!parse({"--web-root", root}).error.empty());
  }
  CHECK(parse({"--web-root", "/srv/web"}).error.empty());
  CHECK(parse({"--web-root", "web-client"}).error.empty());
}

TEST_CASE("help lists every flag with its variable") {
  CHECK(parse({"--help"}).show_help);
  CHECK(parse({"--check-health"}).check_health);
  const auto help = config_help();
  for (const char* text : {"--port", "KANGAROOM_PORT", "--bind", "KANGAROOM_BIND", "--web-root",
                           "--max-connections", "--max-rooms", "--idle-expiry", "--unjoined-expiry",
                           "--grace-period", "--frame-cap", "--rate-per-second", "--rate-burst",
                           "--log-level", "--bot-think-ms", "KANGAROOM_BOT_THINK_MS"})
    CHECK_MESSAGE(help.find(text) != std::string::npos, std::string(text));
}

TEST_CASE("per-address budgets: defaults, flags, variables, refusals") {
  const auto defaults = parse({}).config;
  CHECK(defaults.max_connections_per_address == 128);
  CHECK(defaults.max_rooms_per_address == 20);
  CHECK(defaults.http_rate_per_address == doctest::Approx(100));
  CHECK(defaults.http_burst_per_address == doctest::Approx(600));
  CHECK(defaults.trusted_proxies.empty());
  CHECK(defaults.handshake_timeout == std::chrono::seconds(10));
  CHECK(defaults.send_queue_bytes == 8u * 1024 * 1024);

  const auto result = parse({"--max-connections-per-address", "3", "--trusted-proxies",
                             "10.0.0.0/8, 127.0.0.1,fd00::/8", "--http-burst-per-address=50"},
                            {{"KANGAROOM_MAX_ROOMS_PER_ADDRESS", "2"},
                             {"KANGAROOM_HTTP_RATE_PER_ADDRESS", "0.5"},
                             {"KANGAROOM_SEND_QUEUE_BYTES", "100000"},
                             {"KANGAROOM_HANDSHAKE_TIMEOUT", "3"}});
  REQUIRE(result.error.empty());
  CHECK(result.config.max_connections_per_address == 3);
  CHECK(result.config.max_rooms_per_address == 2);
  CHECK(result.config.http_rate_per_address == doctest::Approx(0.5));
  CHECK(result.config.http_burst_per_address == doctest::Approx(50));
  CHECK(result.config.trusted_proxies.text() == "10.0.0.0/8,127.0.0.1,fd00::/8");
  CHECK(result.config.send_queue_bytes == 100000u);
  CHECK(result.config.handshake_timeout == std::chrono::seconds(3));

  // The old form trusted every peer's header: refused, saying what to use.
  CHECK(parse({"--trust-proxy", "true"}).error.find("--trusted-proxies") != std::string::npos);
  CHECK(parse({"--trust-proxy", "false"}).error.empty());
  CHECK(!parse({"--trusted-proxies", "10.0.0.0/33"}).error.empty());
  CHECK(!parse({"--trusted-proxies", "proxy.example"}).error.empty());
  CHECK(!parse({"--max-connections-per-address", "0"}).error.empty());
  CHECK(!parse({"--http-burst-per-address", "0.5"}).error.empty());
  CHECK(!parse({"--send-queue-bytes", "10"}).error.empty());
  const auto help = config_help();
  for (const char* text :
       {"--max-connections-per-address", "--max-rooms-per-address", "--http-rate-per-address",
        "--http-burst-per-address", "--trusted-proxies", "KANGAROOM_TRUSTED_PROXIES",
        "--handshake-timeout", "--send-queue-bytes"})
    CHECK_MESSAGE(help.find(text) != std::string::npos, std::string(text));
}

TEST_CASE("origins, the metrics listener and the metrics token") {
  const auto defaults = parse({});
  CHECK(defaults.config.allowed_origins.empty());
  CHECK_FALSE(defaults.config.metrics_bind);
  CHECK(defaults.config.metrics_token.empty());

  const auto set = parse({"--allowed-origins", "https://a.example,http://b.example:8080",
                          "--metrics-bind", "127.0.0.1:9100"},
                         {{"KANGAROOM_METRICS_TOKEN", "a-token-of-sixteen+"}});
  REQUIRE(set.error.empty());
  CHECK(set.config.allowed_origins ==
        std::vector<std::string>{"https://a.example", "http://b.example:8080"});
  REQUIRE(set.config.metrics_bind);
  CHECK(set.config.metrics_bind->address == "127.0.0.1");
  CHECK(set.config.metrics_bind->port == 9100);
  CHECK(set.config.metrics_token == "a-token-of-sixteen+");

  CHECK(parse({"--metrics-bind", "[::1]:0"}).config.metrics_bind->address == "::1");
  CHECK_FALSE(parse({"--allowed-origins", "a.example"}).error.empty());
  CHECK_FALSE(parse({"--metrics-bind", "9100"}).error.empty());
  CHECK_FALSE(parse({"--metrics-bind", "127.0.0.1:99999"}).error.empty());
  CHECK_FALSE(parse({"--metrics-token", "short"}).error.empty());
}

TEST_CASE("a cluster node: its database and name, from flags or the environment") {
  const auto result =
      parse({"--node-id", "node-2"}, {{"KANGAROOM_DATABASE", "postgresql://k:secret@db/k"}});
  REQUIRE(result.error.empty());
  CHECK(result.config.database == "postgresql://k:secret@db/k");
  CHECK(result.config.node_id == "node-2");
  CHECK_FALSE(parse({"--node-id", std::string(65, 'n')}).error.empty());
}
