#include "soak_options.hpp"

#include <algorithm>
#include <charconv>
#include <iostream>

namespace kangaroom::soak {

namespace {

const std::vector<std::string> all_games = {"kangaruse", "jackaroo", "kangaroo", "kanga"};

}  // namespace

void usage() {
  std::cerr << "usage: kangaroom-soak (--server PATH [--server-arg ARG]... [--server-log FILE] | "
               "--url ws://HOST:PORT [--server-pid PID])\n"
               "       [--seconds 300] [--rooms 300] [--seats 4] [--spectators 4] [--game "
               "all|kangaruse|jackaroo|kangaroo|kanga]\n"
               "       [--seed 1] [--report-every 10] [--client-threads 2] [--setup-parallel 8]\n"
               "       [--think-min 0.5] [--think-max 2.5] [--disconnect-every 300] "
               "[--clean-close-share 0.3]\n"
               "       [--reconnect-min 0.2] [--reconnect-max 10] [--resume-share 0.7] "
               "[--chat-every 60]\n"
               "       [--check-every 60] [--rematch-pause 2] [--resign-chance 0.005] "
               "[--grace-period 3600]\n"
               "       [--settle-timeout 120] [--corrupt-views N (test: the final check must then "
               "FAIL)]\n";
}

bool parse_arguments(int argc, char** argv, Options& options) {
  SoakSettings& soak = options.soak;
  std::string game = "all";
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--help" || i + 1 >= argc) return false;
    const std::string value = argv[++i];
    auto number = [&](auto& target) {
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), target);
      return error == std::errc{} && end == value.data() + value.size();
    };
    auto non_negative = [&](double& target) { return number(target) && target >= 0; };
    bool ok = true;
    if (flag == "--server")
      options.server_binary = value;
    else if (flag == "--server-arg")
      options.server_args.push_back(value);
    else if (flag == "--server-log")
      options.server_log = value;
    else if (flag == "--url")
      options.url = value;
    else if (flag == "--server-pid")
      ok = number(options.server_pid);
    else if (flag == "--grace-period")
      ok = number(options.grace_period) && options.grace_period > 0;
    else if (flag == "--settle-timeout")
      ok = number(options.settle_timeout) && options.settle_timeout > 0;
    else if (flag == "--seconds")
      ok = number(soak.seconds) && soak.seconds > 0;
    else if (flag == "--rooms")
      ok = number(soak.rooms) && soak.rooms > 0;
    else if (flag == "--seats")
      ok = number(soak.seats) && soak.seats > 0;
    else if (flag == "--spectators")
      ok = number(soak.spectators) && soak.spectators >= 0;
    else if (flag == "--game")
      game = value;
    else if (flag == "--seed")
      ok = number(soak.seed);
    else if (flag == "--report-every")
      ok = number(soak.report_every) && soak.report_every > 0;
    else if (flag == "--client-threads")
      ok = number(soak.client_threads) && soak.client_threads > 0;
    else if (flag == "--setup-parallel")
      ok = number(soak.setup_parallel) && soak.setup_parallel > 0;
    else if (flag == "--think-min")
      ok = non_negative(soak.think_min);
    else if (flag == "--think-max")
      ok = non_negative(soak.think_max);
    else if (flag == "--disconnect-every")
      ok = non_negative(soak.disconnect_every);
    else if (flag == "--clean-close-share")
      ok = non_negative(soak.clean_close_share) && soak.clean_close_share <= 1;
    else if (flag == "--reconnect-min")
      ok = non_negative(soak.reconnect_min);
    else if (flag == "--reconnect-max")
      ok = non_negative(soak.reconnect_max);
    else if (flag == "--resume-share")
      ok = non_negative(soak.resume_share) && soak.resume_share <= 1;
    else if (flag == "--chat-every")
      ok = non_negative(soak.chat_every);
    else if (flag == "--check-every")
      ok = non_negative(soak.check_every);
    else if (flag == "--rematch-pause")
      ok = non_negative(soak.rematch_pause);
    else if (flag == "--resign-chance")
      ok = non_negative(soak.resign_chance) && soak.resign_chance <= 1;
    else if (flag == "--corrupt-views")
      ok = number(soak.corrupt_views) && soak.corrupt_views >= 0;
    else
      ok = false;
    if (!ok) {
      std::cerr << "soak: bad " << flag << " " << value << "\n";
      return false;
    }
  }
  if (game == "all")
    soak.games = all_games;
  else if (std::find(all_games.begin(), all_games.end(), game) != all_games.end())
    soak.games = {game};
  else {
    std::cerr << "soak: unknown --game " << game << "\n";
    return false;
  }
  if (soak.think_max < soak.think_min || soak.reconnect_max < soak.reconnect_min) {
    std::cerr << "soak: a --*-max below its --*-min\n";
    return false;
  }
  if (soak.reconnect_max >= options.grace_period) {
    std::cerr << "soak: --reconnect-max must stay below the server's grace period\n";
    return false;
  }
  return options.server_binary.empty() != options.url.empty();
}

}  // namespace kangaroom::soak
