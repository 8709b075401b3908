// Flags, environment variables and their precedence.
#include <doctest/doctest.h>

#include <map>

#include "server/config.hpp"

using namespace kangaroom::server;

namespace {
ConfigResult parse(std::vector<std::string> arguments, std::map<std::string, std::string> environment = {}) {
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
                            {{"KANGAROOM_PORT", "7000"}, {"KANGAROOM_MAX_ROOMS", "12"}, {"KANGAROOM_WEB_ROOT", "/srv/web"}});
  REQUIRE(result.error.empty());
  CHECK(result.config.port == 9000);
  CHECK(result.config.bind == "127.0.0.1");
  CHECK(result.config.max_rooms == 12);
  CHECK(result.config.web_root == "/srv/web");
  CHECK(result.config.grace_period == std::chrono::seconds(5));
  CHECK(parse({"--rate-per-second", "2.5", "--bot-think-ms", "0"}).config.rate_per_second == doctest::Approx(2.5));
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
  for (const char* text : {"--port", "KANGAROOM_PORT", "--bind", "KANGAROOM_BIND", "--web-root", "--max-connections",
                           "--max-rooms", "--idle-expiry", "--unjoined-expiry", "--grace-period", "--frame-cap", "--rate-per-second",
                           "--rate-burst", "--log-level", "--bot-think-ms", "KANGAROOM_BOT_THINK_MS"})
    CHECK_MESSAGE(help.find(text) != std::string::npos, std::string(text));
}
