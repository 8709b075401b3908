#include "server/room/room_registry.hpp"

#include <spdlog/spdlog.h>

#include "core/registry.hpp"
#include "server/store/room_store.hpp"
#include "server/util/secret.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

LocalRoomRegistry::LocalRoomRegistry(IoPool& io, const Config& config, Metrics& metrics,
                                     RoomWorkers workers, RoomStore* store, ReplayArchive* replays)
    : io_(io),
      config_(config),
      metrics_(metrics),
      workers_(workers),
      store_(store),
      replays_(replays) {}

RoomSettings LocalRoomRegistry::settings() const {
  RoomSettings settings;
  settings.grace_period = config_.grace_period;
  settings.idle_expiry = config_.idle_expiry;
  settings.unjoined_expiry = config_.unjoined_expiry;
  settings.max_members = static_cast<std::size_t>(config_.max_members_per_room);
  settings.rematch_interval = config_.rematch_interval;
  settings.max_game_bytes = config_.max_game_bytes;
  return settings;
}

namespace {
// What was read of a room that cannot be restored, kept in quarantine for a
// person to look at.
std::string quarantine_record(const StoredRoom& stored) {
  Json events = Json::array();
  for (const StoredEvent& event : stored.events)
    events.push_back({{"seq", event.seq},
                      {"kind", event.kind == StoredEvent::Kind::move        ? "move"
                               : event.kind == StoredEvent::Kind::agreement ? "agreement"
                                                                            : "chat"},
                      {"round", event.round},
                      {"version", event.version},
                      {"at", event.at_unix_ms},
                      {"body", event.body}});
  Json checkpoint;
  if (stored.checkpoint)
    checkpoint = {{"round", stored.checkpoint->round},
                  {"moves_included", stored.checkpoint->moves_included},
                  {"game", stored.checkpoint->game},
                  {"log", stored.checkpoint->log},
                  {"log_has_private", stored.checkpoint->log_has_private},
                  {"next_log_seq", stored.checkpoint->next_log_seq}};
  return Json{{"head", stored.head},
              {"version", stored.version},
              {"checkpoint", std::move(checkpoint)},
              {"events", std::move(events)}}
      .dump(-1, ' ', false, Json::error_handler_t::replace);
}
}  // namespace

std::size_t LocalRoomRegistry::restore_all() {
  if (!store_) return 0;
  const auto now_ms = unix_ms_now();
  std::size_t restored = 0;
  for (const auto& stored : store_->load_all()) {
    const Json head = Json::parse(stored.head, nullptr, /*allow_exceptions=*/false);
    // A room expires on disk as it would have in memory: idle since its last write.
    const auto expiry = head.is_object() && head.value("ever_joined", false)
                            ? config_.idle_expiry
                            : config_.unjoined_expiry;
    const auto idle_ms = now_ms - stored.touched_at_unix_ms;
    if (idle_ms >= std::chrono::duration_cast<std::chrono::milliseconds>(expiry).count()) {
      spdlog::info("room={} expired while the server was down", stored.code);
      store_->erase(stored.code);
      ++metrics_.rooms_expired;
      continue;
    }
    std::string error;
    auto room = LiveRoom::restore(io_.next(), workers_, stored, settings(), metrics_, store_,
                                  replays_, error);
    if (!room) {
      // Out of memory, but not deleted: the rows move to the quarantine
      // table, where a person can look at them.
      spdlog::error("room={} could not be restored and is kept in quarantine: {}", stored.code,
                    error);
      store_->quarantine(stored.code, quarantine_record(stored), error);
      ++metrics_.rooms_quarantined;
      continue;
    }
    room->dispatch([](Room& restored_room) { restored_room.resume_bots(); });
    {
      std::lock_guard lock(mutex_);
      rooms_.emplace(stored.code, std::move(room));
    }
    ++metrics_.rooms;
    ++metrics_.rooms_restored;
    ++restored;
  }
  if (restored) spdlog::info("restored {} rooms from {}", restored, store_->where());
  return restored;
}

CreateRoomResult LocalRoomRegistry::create(const protocol::CreateRoom& request,
                                           const std::string& creator_address) {
  CreateRoomResult result;
  const engine::GameFactory* factory = engine::find_game(request.game);
  if (!factory) {
    result.error = ErrorCode::unknown_game;
    result.message = "no game called '" + request.game + "' (GET /api/games lists them)";
    return result;
  }
  const int seats = request.seats.value_or(factory->info.max_players);
  if (!factory->info.takes_players(seats)) {
    result.error = ErrorCode::bad_options;
    result.message = factory->info.display_name + " takes " +
                     std::to_string(factory->info.min_players) + " to " +
                     std::to_string(factory->info.max_players) + " players";
    return result;
  }
  auto options = engine::normalize_options(factory->info, request.options);
  if (!options.ok()) {
    result.error = ErrorCode::bad_options;
    result.message = options.error;
    return result;
  }

  if (store_ && store_->failing()) {
    // A room nobody could find after a restart is not made.
    result.error = ErrorCode::storage_unavailable;
    result.message = "the server cannot save rooms right now; try again shortly";
    return result;
  }

  RoomSettings settings = this->settings();
  settings.turn_clock = request.turn_clock.value_or(protocol::TurnClock{});
  std::string host_token = server::new_secret_token();
  // A client's seed makes a public board reproducible; it decides nothing
  // hidden (the room keeps it only for games without hidden information, and
  // only for the first round: Round::next_seed).
  const std::optional<std::uint64_t> seed = request.seed;

  std::lock_guard lock(mutex_);
  if (rooms_.size() >= static_cast<std::size_t>(config_.max_rooms)) {
    result.error = ErrorCode::too_many_rooms;
    result.message = "the server holds as many rooms as it may; try again later";
    return result;
  }
  int& created_here = rooms_by_address_[creator_address];
  if (created_here >= config_.max_rooms_per_address) {
    result.error = ErrorCode::too_many_rooms;
    result.address_limit = true;
    result.message = "this address already has " + std::to_string(created_here) +
                     " open rooms; play in one of them or wait until one closes";
    return result;
  }
  std::string code;
  do code = server::new_room_code();
  while (rooms_.count(code) != 0);
  auto room =
      LiveRoom::create(io_.here_or_next(), workers_, code, *factory, std::move(options.options),
                       seats, host_token, seed, settings, metrics_, store_, replays_);
  if (store_) room->write_creation();
  rooms_.emplace(code, room);
  ++created_here;
  creator_of_.emplace(code, creator_address);
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
  if (store_) store_->flush();
  metrics_.rooms = 0;
}

void LocalRoomRegistry::remove(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (rooms_.erase(code) != 0) --metrics_.rooms;
  if (const auto creator = creator_of_.find(code); creator != creator_of_.end()) {
    if (--rooms_by_address_[creator->second] <= 0) rooms_by_address_.erase(creator->second);
    creator_of_.erase(creator);
  }
  if (store_) store_->erase(code);
}

}  // namespace kangaroom::server
