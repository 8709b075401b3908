// Path mapping and content types of the static file server.
#include "server/net/static_files.hpp"

#include <doctest/doctest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "server/ops/metrics.hpp"

using namespace kangaroom::server;

TEST_CASE("URL paths map under the root and never out of it") {
  CHECK(StaticFiles::relative_path("/") == "/index.html");
  CHECK(StaticFiles::relative_path("/js/app.js") == "/js/app.js");
  CHECK(StaticFiles::relative_path("/a%20b.css") == "/a b.css");
  CHECK(StaticFiles::relative_path("/games/") == "/games/index.html");
  CHECK_FALSE(StaticFiles::relative_path("/../etc/passwd"));
  CHECK_FALSE(StaticFiles::relative_path("/a/../../b"));
  CHECK_FALSE(StaticFiles::relative_path("/%2e%2e/secret"));
  CHECK_FALSE(StaticFiles::relative_path("/a%00b"));
  CHECK_FALSE(StaticFiles::relative_path("/a\\b"));
  CHECK_FALSE(StaticFiles::relative_path("/bad%zz"));
  CHECK_FALSE(StaticFiles::relative_path("relative"));
}

TEST_CASE("content types") {
  CHECK(StaticFiles::content_type("/index.html") == "text/html; charset=utf-8");
  CHECK(StaticFiles::content_type("/main.js") == "text/javascript; charset=utf-8");
  CHECK(StaticFiles::content_type("/style.css") == "text/css; charset=utf-8");
  CHECK(StaticFiles::content_type("/board.svg") == "image/svg+xml");
  CHECK(StaticFiles::content_type("/x.json") == "application/json");
  CHECK(StaticFiles::content_type("/noextension") == "application/octet-stream");
}

TEST_CASE("metrics render in the Prometheus text format") {
  Metrics metrics;
  ++metrics.games_started;
  metrics.count_move_rejected("illegal_move");
  metrics.count_move_rejected("illegal_move");
  metrics.observe_move_latency(std::chrono::microseconds(300));
  metrics.observe_move_latency(std::chrono::milliseconds(30));
  const auto text = metrics.render_prometheus();
  CHECK(text.find(
            "# TYPE kangaroom_games_started_total counter\nkangaroom_games_started_total 1\n") !=
        std::string::npos);
  CHECK(text.find("kangaroom_moves_rejected_total{code=\"illegal_move\"} 2\n") !=
        std::string::npos);
  CHECK(text.find("kangaroom_move_broadcast_seconds_bucket{le=\"0.0005\"} 1\n") !=
        std::string::npos);
  CHECK(text.find("kangaroom_move_broadcast_seconds_bucket{le=\"0.05\"} 2\n") != std::string::npos);
  CHECK(text.find("kangaroom_move_broadcast_seconds_bucket{le=\"+Inf\"} 2\n") != std::string::npos);
  CHECK(text.find("kangaroom_move_broadcast_seconds_count 2\n") != std::string::npos);
}

TEST_CASE("symlinks that lead out of the web root are not followed; those inside are") {
  char name[] = "/tmp/kangaroom-webroot-XXXXXX";
  REQUIRE(mkdtemp(name) != nullptr);
  const std::filesystem::path base = name;
  std::filesystem::create_directories(base / "root" / "js");
  std::ofstream(base / "root" / "index.html") << "<html>";
  std::ofstream(base / "secret.txt") << "not for the web";
  std::filesystem::create_symlink(base / "secret.txt", base / "root" / "leak.txt");
  std::filesystem::create_symlink(base / "root" / "index.html",
                                  base / "root" / "js" / "alias.html");
  StaticFiles files((base / "root").string());
  CHECK(files.within_root((base / "root" / "index.html").string()));
  CHECK(files.within_root((base / "root" / "js" / "alias.html").string()));
  CHECK_FALSE(files.within_root((base / "root" / "leak.txt").string()));
  CHECK_FALSE(files.within_root((base / "secret.txt").string()));
  CHECK_FALSE(files.within_root((base / "root" / "missing.html").string()));
  std::filesystem::remove_all(base);
}
