#include "server/room_registry.hpp"

#include <spdlog/spdlog.h>

#include "core/registry.hpp"
#include "protocol/secret.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

LocalRoomRegistry::LocalRoomRegistry(net::io_context& io, const Config& config, Metrics& metrics,
                                     BotRunner& bots)
    : io_(io), config_(config), metrics_(metrics), bots_(bots) {}

CreateRoomResult LocalRoomRegistry::create(const protocol::CreateRoom& request) {
  CreateRoomResult result;
  const engine::GameFactory* factory = engine::find_game(request.game);
  if (!factory) {
    result.error = ErrorCode::unknown_game;
    result.message = "no game called '" + request.game + "' (GET /api/games lists them)";
    return result;
  }
  const int seats = request.seats.value_or(factory->info.max_players);
  if (seats < factory->info.min_players || seats > factory->info.max_players) {
    result.error = ErrorCode::bad_options;
    result.message = factory->info.display_name + " takes " + std::to_string(factory->info.min_players) +
                     " to " + std::to_string(factory->info.max_players) + " players";
    return result;
  }
  auto options = engine::normalize_options(factory->info, request.options);
  if (!options.ok()) {
    result.error = ErrorCode::bad_options;
    result.message = options.error;
    return result;
  }

  RoomSettings settings;
  settings.grace_period = config_.grace_period;
  settings.idle_expiry = config_.idle_expiry;
  settings.unjoined_expiry = config_.unjoined_expiry;
  std::string host_token = protocol::new_secret_token();
  // A client's seed makes a game reproducible, which is fine for public
  // boards but would let it predict hidden cards: in games with hidden
  // information the server mixes its own secret entropy in (PROTOCOL.md).
  std::uint64_t seed = request.seed.value_or(protocol::random_seed());
  if (request.seed && factory->info.hidden_information) seed ^= protocol::random_seed();

  std::lock_guard lock(mutex_);
  if (rooms_.size() >= static_cast<std::size_t>(config_.max_rooms)) {
    result.error = ErrorCode::too_many_rooms;
    result.message = "the server holds as many rooms as it may; try again later";
    return result;
  }
  std::string code;
  do code = protocol::new_room_code();
  while (rooms_.count(code) != 0);
  auto room = LiveRoom::create(io_, bots_, code, *factory, std::move(options.options), seats, host_token,
                               seed, settings, metrics_);
  rooms_.emplace(code, room);
  ++metrics_.rooms;
  ++metrics_.rooms_created;
  spdlog::info("room={} created: game={} seats={}", code, factory->info.id, seats);
  result.room = std::move(room);
  result.host_token = std::move(host_token);
  return result;
}

std::shared_ptr<LiveRoom> LocalRoomRegistry::find(std::string_view code) {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(std::string(code));
  return it == rooms_.end() ? nullptr : it->second;
}

std::size_t LocalRoomRegistry::size() {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

void LocalRoomRegistry::sweep() {
  std::vector<std::shared_ptr<LiveRoom>> rooms;
  {
    std::lock_guard lock(mutex_);
    rooms.reserve(rooms_.size());
    for (const auto& [code, room] : rooms_) rooms.push_back(room);
  }
  for (const auto& live : rooms) {
    live->dispatch([this, live = live.get()](Room& room) {
      const auto now = std::chrono::steady_clock::now();
      room.tick(now);
      if (room.expired(now)) {
        spdlog::info("room={} expired after being idle", room.code());
        live->close();
        ++metrics_.rooms_expired;
        remove(room.code());
      }
    });
  }
}

void LocalRoomRegistry::discard_all() {
  std::unordered_map<std::string, std::shared_ptr<LiveRoom>> rooms;
  {
    std::lock_guard lock(mutex_);
    rooms.swap(rooms_);
  }
  for (auto& [code, room] : rooms) room->discard();
  metrics_.rooms = 0;
}

void LocalRoomRegistry::remove(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (rooms_.erase(code) != 0) --metrics_.rooms;
}

}  // namespace kangaroom::server
