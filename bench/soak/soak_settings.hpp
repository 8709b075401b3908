#pragma once
// What a soak run does, from the command line (soak_options.cpp) down to
// every client: a plain struct, read only once the run has begun.
#include <cstdint>
#include <string>
#include <vector>

namespace kangaroom::soak {

struct SoakSettings {
  std::string host = "127.0.0.1";
  std::string port;
  int rooms = 300;
  int seats = 4;       // people per room, clamped to the game's min..max players
  int spectators = 4;  // per room
  std::vector<std::string> games = {"kangaruse", "jackaroo", "kangaroo", "kanga"};  // round robin
  double seconds = 300;
  std::uint64_t seed = 1;
  double report_every = 10;
  int client_threads = 2;
  int setup_parallel = 8;  // rooms being set up at once, per client thread
  double think_min = 0.5;  // seconds before a move, uniform in [min, max]
  double think_max = 2.5;
  double disconnect_every = 300;  // mean seconds between disconnects, per connection (0: never)
  double clean_close_share =
      0.3;  // of disconnects: a close frame; the rest drop the TCP connection
  double reconnect_min =
      0.2;  // seconds offline, uniform in [min, max] (keep max below the grace period)
  double reconnect_max = 10;
  double resume_share = 0.7;  // of reconnects: join with the last version (patches replayed)
  double chat_every = 60;     // mean seconds between chat lines, per connection (0: never)
  double check_every =
      60;  // mean seconds between snapshot checks, per connection (0: only at the end)
  double rematch_pause = 2;      // seconds the host waits after a game ends before the rematch
  double resign_chance = 0.005;  // a resign/give_up move, when listed, is chosen this often
  // Test option: corrupt this many clients' views just before the final check
  // (so that a run can show the check catching a wrong view). 0 in real runs.
  int corrupt_views = 0;
};

}  // namespace kangaroom::soak
