#pragma once
// A soak room as its clients share it (code, tokens, who is ready, the
// host's copy of the rematch allowance), and the context every client of
// one io_context thread is given. Touched only from that thread.
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "soak_settings.hpp"
#include "soak_stats.hpp"

namespace kangaroom::soak {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// Shared by every client of one io_context thread.
struct SoakContext {
  boost::asio::io_context& io;
  const SoakSettings& settings;
  SoakStats& stats;
  const std::atomic<bool>& quiescing;  // the end is near: no new activity
};

class SoakClient;

struct SoakRoom {
  int index = 0;
  std::string game;
  std::string code;
  std::string host_token;
  int seat_count = 0;                                // known once the host has set the room up
  std::vector<std::shared_ptr<SoakClient>> clients;  // seats 0..n-1, then spectators
  int clients_ready = 0;
  bool ready = false;  // every client is live
  int max_round_seen = 0;
  int last_counted_finish = 0;  // the round whose end was counted
  // The host's copy of the server's rematch allowance (5 at once, then one per 10 s).
  double rematch_tokens = 5;
  Clock::time_point rematch_refilled = Clock::now();
  std::function<void(SoakRoom&)> on_ready;
  std::function<void(SoakRoom&)> on_seats_known;
  std::string label() const;  // "room 12 (kanga, CODE)"
};

}  // namespace kangaroom::soak
