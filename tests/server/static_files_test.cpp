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

TEST_CASE("a page's language: the lang cookie, else Accept-Language, else English") {
  CHECK(StaticFiles::cookie_value("a=1; lang=ar; b=2", "lang") == "ar");
  CHECK(StaticFiles::cookie_value("lang=\"en-XA\"", "lang") == "en-XA");
  CHECK(StaticFiles::cookie_value("slang=ar", "lang") == std::nullopt);
  CHECK(StaticFiles::cookie_value("", "lang") == std::nullopt);

  CHECK(StaticFiles::accepted_languages("fr;q=0.5, ar-SA, en;q=0.9") ==
        std::vector<std::string>{"ar-SA", "en", "fr"});
  CHECK(StaticFiles::accepted_languages("de;q=0, *;q=0.1, ar;q=0.8") ==
        std::vector<std::string>{"ar"});
  CHECK(StaticFiles::accepted_languages("ar;q=bad, en").size() == 1);

  CHECK(StaticFiles::canonical_language("AR-sa") == "ar-SA");
  CHECK(StaticFiles::canonical_language("en-xa") == "en-XA");
  CHECK(StaticFiles::canonical_language("zh_hant") == "zh-Hant");
  CHECK(StaticFiles::canonical_language("../etc") == "");
  CHECK(StaticFiles::canonical_language("a") == "");
  CHECK(StaticFiles::canonical_language("ar/x") == "");
  CHECK(StaticFiles::right_to_left("ar"));
  CHECK(StaticFiles::right_to_left("ar-SA"));
  CHECK(StaticFiles::right_to_left("he"));
  CHECK_FALSE(StaticFiles::right_to_left("en"));
  CHECK_FALSE(StaticFiles::right_to_left("en-XA"));

  const auto has = [](const std::string& tag) {
    return tag == "en" || tag == "ar" || tag == "en-XA";
  };
  const auto choose = [&](std::string_view cookie, std::string_view accept) {
    const auto language = StaticFiles::choose_language(cookie, accept, has);
    return language.tag + (language.right_to_left ? " rtl" : " ltr");
  };
  CHECK(choose("", "") == "en ltr");
  CHECK(choose("", "ar") == "ar rtl");
  CHECK(choose("", "ar-SA,ar;q=0.9,en;q=0.8") == "ar rtl");
  CHECK(choose("", "fr-FR, fr;q=0.9, ar;q=0.5") == "ar rtl");
  CHECK(choose("", "fr, de") == "en ltr");
  CHECK(choose("lang=en", "ar") == "en ltr");
  CHECK(choose("theme=dark; lang=ar", "en-US") == "ar rtl");
  CHECK(choose("lang=en-xa", "ar") == "en-XA ltr");
  // A cookie naming a language there is not is passed over.
  CHECK(choose("lang=klingon", "ar") == "ar rtl");
  CHECK(choose("lang=../../x", "") == "en ltr");

  CHECK(StaticFiles::with_language("<!doctype html>\n<html lang=\"en\">\n<head>", {"ar", true}) ==
        "<!doctype html>\n<html lang=\"ar\" dir=\"rtl\">\n<head>");
  CHECK(StaticFiles::with_language("<html><body>", {"en", false}) ==
        "<html lang=\"en\" dir=\"ltr\"><body>");
  CHECK(StaticFiles::with_language("no page", {"ar", true}) == "no page");
}

TEST_CASE("the web root has the languages it has a locales folder for") {
  char name[] = "/tmp/kangaroom-webroot-XXXXXX";
  REQUIRE(mkdtemp(name) != nullptr);
  const std::filesystem::path base = name;
  std::filesystem::create_directories(base / "locales" / "en");
  std::filesystem::create_directories(base / "locales" / "ar");
  std::ofstream(base / "locales" / "fr") << "a file, not a folder";
  StaticFiles files(base.string());
  CHECK(files.has_language("en"));
  CHECK(files.has_language("ar"));
  CHECK_FALSE(files.has_language("fr"));
  CHECK_FALSE(files.has_language("de"));
  CHECK_FALSE(files.has_language("AR"));  // only as the folders spell it
  CHECK_FALSE(files.has_language("../locales/ar"));
  CHECK(files.page_language("", "ar-SA, en;q=0.5").tag == "ar");
  CHECK(files.page_language("", "ar-SA, en;q=0.5").right_to_left);
  CHECK(files.page_language("lang=en", "ar").tag == "en");
  CHECK(files.page_language("", "fr").tag == "en");
  std::filesystem::remove_all(base);
}
