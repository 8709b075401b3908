#include "server/live_room.hpp"

#include <spdlog/spdlog.h>

#include "server/bot_runner.hpp"

namespace kangaroom::server {

std::shared_ptr<LiveRoom> LiveRoom::create(net::io_context& io, BotRunner& bots, std::string code,
                                           const engine::GameFactory& factory, Json options, int seats,
                                           std::string host_token, std::uint64_t seed,
                                           RoomSettings settings, Metrics& metrics) {
  std::shared_ptr<LiveRoom> live(new LiveRoom(io, code));
  std::weak_ptr<LiveRoom> weak = live;
  // A bot's turn leaves the strand for the bot runner and comes back here.
  auto schedule_bot = [weak, &bots](BotRequest request) {
    if (auto room = weak.lock()) bots.think(std::move(room), std::move(request));
  };
  live->room_.emplace(std::move(code), factory, std::move(options), seats, std::move(host_token), seed,
                      settings, metrics, std::move(schedule_bot), std::chrono::steady_clock::now());
  return live;
}

void LiveRoom::report_failure(const char* what) noexcept {
  try {
    spdlog::error("room={} a request failed and was dropped: {}", code_, what);
  } catch (...) {
  }
}

}  // namespace kangaroom::server
