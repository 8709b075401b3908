#pragma once
// The soak's command line: the run's settings, and which server to soak
// (one it starts, or one already running).
#include <string>
#include <vector>

#include "soak_settings.hpp"

namespace kangaroom::soak {

struct Options {
  SoakSettings soak;
  std::string server_binary;  // start this server, or
  std::string url;            // use a running one
  int server_pid = 0;         // (for memory and CPU samples of a running one)
  std::vector<std::string> server_args;
  std::string server_log;
  double grace_period = 3600;  // for a server we start; reconnects come back well within it
  double settle_timeout = 120;
};

void usage();
// False (after a word on stderr) if the arguments are not a run.
bool parse_arguments(int argc, char** argv, Options& options);

}  // namespace kangaroom::soak
