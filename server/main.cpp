// kangaroom: reads the configuration, then serves until SIGINT/SIGTERM.
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "server/ops/config.hpp"
#include "server/ops/health_check.hpp"
#include "server/server.hpp"
#include "server/store/room_store.hpp"

int main(int argc, char** argv) {
  using namespace kangaroom::server;
  // A file-size limit (ulimit -f) must fail the store's write, which the
  // store reports and retries, not kill the process with every game in it.
  std::signal(SIGXFSZ, SIG_IGN);
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  auto parsed = parse_config(arguments, [](const std::string& name) -> std::optional<std::string> {
    const char* value = std::getenv(name.c_str());
    if (!value) return std::nullopt;
    return std::string(value);
  });
  if (parsed.show_help) {
    std::cout << config_help();
    return 0;
  }
  if (!parsed.error.empty()) {
    std::cerr << "kangaroom: " << parsed.error << "\n";
    return 2;
  }
  if (parsed.check_health) return check_health(parsed.config);
  if (parsed.recover || !parsed.backup_to.empty()) {
    if (parsed.config.data_dir.empty()) {
      std::cerr << "kangaroom: --recover and --backup-to need --data-dir\n";
      return 2;
    }
    std::string report;
    const bool done = parsed.recover
                          ? RoomStore::recover(parsed.config.data_dir, report)
                          : RoomStore::backup(parsed.config.data_dir, parsed.backup_to, report);
    if (!done) {
      std::cerr << "kangaroom: " << report << "\n";
      return 1;
    }
    std::cout << "kangaroom: "
              << (parsed.recover ? report : "backup written to " + parsed.backup_to) << "\n";
    return 0;
  }

  // Logs go to stderr; stdout carries only the "listening" line that scripts read.
  auto logger = spdlog::stderr_color_mt("kangaroom");
  spdlog::set_default_logger(logger);
  spdlog::set_level(spdlog::level::from_str(parsed.config.log_level));
  spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");

  Server server(parsed.config);
  std::string error;
  if (!server.open(error)) {
    spdlog::critical("{}", error);
    return 1;
  }
  spdlog::info("serving {} on {}:{}", parsed.config.web_root, parsed.config.bind, server.port());
  std::printf("kangaroom listening on http://%s:%u\n", parsed.config.bind.c_str(),
              static_cast<unsigned>(server.port()));
  if (const auto metrics_port = server.metrics_port())
    std::printf("kangaroom metrics on http://%s:%u/metrics\n",
                parsed.config.metrics_bind->address.c_str(), static_cast<unsigned>(*metrics_port));
  std::fflush(stdout);
  server.run();
  return 0;
}
