#include "server/room/room_registry.hpp"

#include <spdlog/spdlog.h>

#include "core/registry.hpp"
#include "server/store/room_leases.hpp"
#include "server/store/room_store.hpp"
#include "server/util/secret.hpp"
#include "server/util/sha256.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

LocalRoomRegistry::LocalRoomRegistry(IoPool& io, const Config& config, Metrics& metrics,
                                     RoomWorkers workers, RoomStore* store, ReplayArchive* replays,
                                     RoomLeases* leases)
    : io_(io),
      config_(config),
      metrics_(metrics),
      workers_(workers),
      store_(store),
      replays_(replays),
      leases_(leases) {}

LocalRoomRegistry::~LocalRoomRegistry() { stop_threads(); }

void LocalRoomRegistry::stop_threads() {
  {
    std::lock_guard lock(renew_mutex_);
    renew_stop_ = true;
  }
  renew_wake_.notify_all();
  if (renewer_.joinable()) renewer_.join();
  if (waker_.joinable()) waker_.join();
}

RoomSettings LocalRoomRegistry::settings() const {
  RoomSettings settings;
  settings.grace_period = config_.grace_period;
  settings.idle_expiry = config_.idle_expiry;
  settings.unjoined_expiry = config_.unjoined_expiry;
  settings.max_members = static_cast<std::size_t>(config_.max_members_per_room);
  settings.rematch_interval = config_.rematch_interval;
  settings.max_game_bytes = config_.max_game_bytes;
  settings.sleep_after = config_.sleep_after;
  settings.abandoned_after = config_.abandoned_after;
  return settings;
}

namespace {

// Who created a room, as the store keeps it: a SHA-256 of the client's
// address rather than the address in plain sight in the database and its
// backups (not a secret from someone holding the database, who could try
// every IPv4 address).
std::string creator_key(const std::string& address) { return sha256_hex("creator:" + address); }

}  // namespace

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

  // With a store, an address's rooms are counted there: asleep ones too, and
  // in a cluster those every node created (read before the lock: a query).
  const std::string creator = store_ ? creator_key(creator_address) : std::string{};
  std::optional<std::size_t> stored_rooms;
  if (store_) {
    stored_rooms = store_->rooms_created_by(creator);
    if (!stored_rooms) {
      result.error = ErrorCode::storage_unavailable;
      result.message = "the server cannot reach its database right now; try again shortly";
      return result;
    }
  }

  std::lock_guard lock(mutex_);
  if (rooms_.size() >= static_cast<std::size_t>(config_.max_rooms)) {
    result.error = ErrorCode::too_many_rooms;
    result.message = "the server holds as many rooms as it may; try again later";
    return result;
  }
  int& created_here = rooms_by_address_[creator_address];
  // Stored, plus those created here whose first write is not committed yet.
  const std::size_t open_rooms = stored_rooms ? *stored_rooms + unwritten_rooms(creator, 0)
                                              : static_cast<std::size_t>(created_here);
  if (open_rooms >= static_cast<std::size_t>(config_.max_rooms_per_address)) {
    if (created_here == 0) rooms_by_address_.erase(creator_address);
    result.error = ErrorCode::too_many_rooms;
    result.address_limit = true;
    result.message = "this address already has " + std::to_string(open_rooms) +
                     " open rooms; play in one of them or wait until one closes";
    return result;
  }
  std::string code;
  do code = server::new_room_code();
  while (rooms_.count(code) != 0);
  std::optional<std::uint64_t> epoch;
  if (leases_ && !(epoch = leases_->claim(code))) {
    result.error = ErrorCode::storage_unavailable;
    result.message = "the server cannot reach its database right now; try again shortly";
    return result;
  }
  auto room =
      LiveRoom::create(io_.here_or_next(), workers_, code, *factory, std::move(options.options),
                       seats, host_token, seed, settings, metrics_, store_, replays_);
  if (epoch) {
    hold_lease(room, *epoch);
    // Written without a node to serve it: once the room is in the store,
    // the node the proxy sends its players to claims it on their first
    // join (unless someone joined here meanwhile).
    room->after_first_commit([this, weak = std::weak_ptr<LiveRoom>(room)] {
      auto live = weak.lock();
      if (!live) return;
      // It sleeps (its expiry in the wake index); the lease goes once that
      // is written.
      live->dispatch([this, live = live.get()](Room& parked) {
        if (parked.member_count() != 0) return;
        put_to_sleep(*live, parked, std::chrono::steady_clock::now());
      });
    });
  }
  if (store_) {
    unwritten_rooms(creator, +1);
    // On the store's thread (which never waits for mutex_'s holders).
    room->after_first_commit([this, creator] { unwritten_rooms(creator, -1); });
    room->write_creation(creator);
  }
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

std::size_t LocalRoomRegistry::unwritten_rooms(const std::string& creator, int change) {
  std::lock_guard lock(unwritten_mutex_);
  auto found = unwritten_rooms_.find(creator);
  if (change == 0) return found == unwritten_rooms_.end() ? 0 : found->second;
  if (change > 0) return ++unwritten_rooms_[creator];
  if (found == unwritten_rooms_.end()) return 0;
  if (--found->second > 0) return found->second;
  unwritten_rooms_.erase(found);
  return 0;
}

std::shared_ptr<LiveRoom> LocalRoomRegistry::find(std::string_view code) {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(std::string(code));
  return it == rooms_.end() ? nullptr : it->second;
}

std::vector<std::shared_ptr<LiveRoom>> LocalRoomRegistry::rooms_now() {
  std::vector<std::shared_ptr<LiveRoom>> rooms;
  std::lock_guard lock(mutex_);
  rooms.reserve(rooms_.size());
  for (const auto& [code, room] : rooms_) rooms.push_back(room);
  return rooms;
}

void LocalRoomRegistry::summarize(const std::vector<std::string>& codes,
                                  std::function<void(Summaries)> done) {
  // The answers gather here; the last to arrive hands them on.
  struct Gathering {
    std::mutex mutex;
    Summaries found;
    std::size_t waiting = 1;  // the rooms in memory, and this call itself
    std::function<void(Summaries)> done;
    void arrived() {
      std::unique_lock lock(mutex);
      if (--waiting != 0) return;
      lock.unlock();
      done(std::move(found));
    }
  };
  auto gathering = std::make_shared<Gathering>();
  gathering->found.resize(codes.size());
  gathering->done = std::move(done);
  std::vector<std::string> asleep;
  std::vector<std::size_t> asleep_at;
  std::vector<std::pair<std::size_t, std::shared_ptr<LiveRoom>>> awake;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    if (auto room = find(codes[i])) {
      awake.emplace_back(i, std::move(room));
    } else if (server::looks_like_room_code(codes[i])) {
      asleep.push_back(codes[i]);
      asleep_at.push_back(i);
    }
  }
  if (store_ && !asleep.empty()) {
    std::unordered_map<std::string, StoredSummary> stored;
    for (auto& one : store_->summaries(asleep)) stored.emplace(one.code, std::move(one));
    for (std::size_t k = 0; k < asleep.size(); ++k) {
      const auto it = stored.find(asleep[k]);
      if (it == stored.end()) continue;
      const Json summary = Json::parse(it->second.summary, nullptr, false);
      auto read = summary_from_json(summary);
      if (!read) read = summary_from_head(Json::parse(it->second.head, nullptr, false));
      gathering->found[asleep_at[k]] = std::move(read);
    }
  }
  {
    std::lock_guard lock(gathering->mutex);
    gathering->waiting += awake.size();
  }
  for (auto& [index, room] : awake)
    room->summarize([gathering, index = index](std::optional<RoomSummary> summary) {
      {
        std::lock_guard lock(gathering->mutex);
        gathering->found[index] = std::move(summary);
      }
      gathering->arrived();
    });
  gathering->arrived();
}

std::size_t LocalRoomRegistry::size() {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

void LocalRoomRegistry::sweep() {
  for (const auto& live : rooms_now()) {
    live->dispatch([this, live = live.get()](Room& room) {
      const auto now = std::chrono::steady_clock::now();
      room.tick(now);
      if (room.abandoned()) {
        room.abandon(now);
        ++metrics_.rooms_abandoned;
      }
      if (room.expired(now)) {
        spdlog::info("room={} expired after being idle", room.code());
        live->close();
        ++metrics_.rooms_expired;
        remove(room.code());
      } else if (store_ && !draining_ && room.may_sleep(now)) {
        put_to_sleep(*live, room, now);
      }
    });
  }
}

void LocalRoomRegistry::discard_all() {
  stop_threads();
  std::unordered_map<std::string, std::shared_ptr<LiveRoom>> rooms;
  {
    std::lock_guard lock(mutex_);
    rooms.swap(rooms_);
  }
  std::vector<std::pair<std::string, std::uint64_t>> leased;
  for (auto& [code, room] : rooms) {
    if (room->epoch() != 0) {
      leased.emplace_back(code, room->epoch());
      // In a cluster the room sleeps (its wake time written), so that
      // whichever node is up when its clock runs out wakes it.
      room->fall_asleep_at_exit();
    }
    room->discard();
  }
  // Every change is written before the leases go: the next node reads it all.
  if (store_ && store_->flush() && leases_) {
    for (const auto& [code, epoch] : leased) leases_->release(code, epoch);
    if (!leased.empty()) spdlog::info("let {} rooms go to the other nodes", leased.size());
  }
  metrics_.rooms = 0;
}

void LocalRoomRegistry::uncount_creator(const std::string& code) {
  const auto creator = creator_of_.find(code);
  if (creator == creator_of_.end()) return;
  if (--rooms_by_address_[creator->second] <= 0) rooms_by_address_.erase(creator->second);
  creator_of_.erase(creator);
}

void LocalRoomRegistry::remove(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (rooms_.erase(code) != 0) --metrics_.rooms;
  uncount_creator(code);
  if (store_) store_->erase(code);
  if (leases_) leases_->forget(code);
}

}  // namespace kangaroom::server
