#include "server/room/room_registry.hpp"

#include <spdlog/spdlog.h>

#include <future>

#include "core/registry.hpp"
#include "server/store/room_leases.hpp"
#include "server/store/room_store.hpp"
#include "server/util/secret.hpp"
#include "server/util/sha256.hpp"
#include "server/util/unix_time.hpp"

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

LocalRoomRegistry::~LocalRoomRegistry() {
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
// Who created a room, as the store keeps it: a SHA-256 of the client's
// address rather than the address in plain sight in the database and its
// backups (not a secret from someone holding the database, who could try
// every IPv4 address).
std::string creator_key(const std::string& address) { return sha256_hex("creator:" + address); }

}  // namespace

std::shared_ptr<LiveRoom> LocalRoomRegistry::bring_back(const StoredRoom& stored) {
  const Json head = Json::parse(stored.head, nullptr, /*allow_exceptions=*/false);
  // A room expires on disk as it would have in memory: idle since its last
  // write. A game in progress never does: it waits for its players, until
  // it is abandoned (which the woken room itself does).
  const bool in_progress = head.is_object() && head.value("status", "") == "playing";
  const auto expiry = head.is_object() && head.value("ever_joined", false)
                          ? config_.idle_expiry
                          : config_.unjoined_expiry;
  const auto idle_ms = unix_ms_now() - stored.touched_at_unix_ms;
  if (!in_progress &&
      idle_ms >= std::chrono::duration_cast<std::chrono::milliseconds>(expiry).count()) {
    spdlog::info("room={} expired while nobody served it", stored.code);
    store_->erase(stored.code);
    ++metrics_.rooms_expired;
    return nullptr;
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
    return nullptr;
  }
  return room;
}

std::size_t LocalRoomRegistry::restore_all() {
  if (!store_ || leases_) return 0;
  std::size_t restored = 0;
  // Rooms asleep stay in the store (they wake when asked for or due); the
  // ones in memory when the server stopped come back.
  for (const auto& stored : store_->load_awake()) {
    auto room = bring_back(stored);
    if (!room) continue;
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

RoomLookup LocalRoomRegistry::open(std::string_view code) { return wake(code, true); }

RoomLookup LocalRoomRegistry::wake(std::string_view code, bool ask_holder) {
  if (auto room = find(code)) return {std::move(room), false};
  if (!store_ || !server::looks_like_room_code(code)) return {};
  if (leases_ && draining_) return {nullptr, true};
  const std::string name(code);
  std::lock_guard opening(open_mutex_);
  if (auto room = find(code)) return {std::move(room), false};
  bool dozing = false;
  {
    std::lock_guard lock(mutex_);
    if (handing_over_.count(name) != 0) return {nullptr, true};
    dozing = dozing_.count(name) != 0;
  }
  // A room falling asleep right now: its last writes are read once they
  // are committed.
  if (dozing) store_->flush();
  std::optional<std::uint64_t> epoch;
  if (leases_ && !(epoch = leases_->claim(name))) {
    // Another node serves it: ask it to let the room go, since the proxy
    // sends the room's players here (not for a clock: the holder has it).
    if (ask_holder) leases_->ask_for(name);
    return {nullptr, true};
  }
  const auto stored = store_->load_room(name);
  std::shared_ptr<LiveRoom> room = stored ? bring_back(*stored) : nullptr;
  if (!room) {
    if (leases_) leases_->forget(name);
    return {};
  }
  if (epoch) hold_lease(room, *epoch);
  room->mark_awake();
  room->dispatch([](Room& restored) { restored.resume_bots(); });
  {
    std::lock_guard lock(mutex_);
    rooms_.emplace(name, room);
  }
  ++metrics_.rooms;
  ++metrics_.rooms_woken;
  // A cluster's node claiming a room counts it as restored too, as before rooms slept.
  if (epoch) ++metrics_.rooms_restored;
  if (epoch)
    spdlog::info("room={} woken and claimed at epoch {}", name, *epoch);
  else
    spdlog::info("room={} woken", name);
  return {std::move(room), false};
}

void LocalRoomRegistry::put_to_sleep(LiveRoom& live, Room& room,
                                     std::chrono::steady_clock::time_point now) {
  const std::string code = room.code();
  const std::uint64_t epoch = live.epoch();
  // In order: marked dozing (open() then waits for the store before reading
  // it), its last write queued (the room closes: a join reaching it now
  // opens it again), and only then out of the directory.
  {
    std::lock_guard lock(mutex_);
    const auto it = rooms_.find(code);
    if (it == rooms_.end() || it->second.get() != &live) return;
    dozing_.insert(code);
  }
  const std::int64_t wake_at = room.wake_at_unix_ms(now);
  spdlog::debug("room={} asleep until {}", code, wake_at);
  // Once written, the room may wake anywhere: a cluster's node lets its
  // lease go (any node may claim it then).
  live.fall_asleep(wake_at, [this, code, epoch] {
    if (leases_ && epoch != 0) leases_->release(code, epoch);
    std::lock_guard lock(mutex_);
    dozing_.erase(code);
  });
  {
    std::lock_guard lock(mutex_);
    rooms_.erase(code);
    --metrics_.rooms;
    if (const auto creator = creator_of_.find(code); creator != creator_of_.end()) {
      if (--rooms_by_address_[creator->second] <= 0) rooms_by_address_.erase(creator->second);
      creator_of_.erase(creator);
    }
  }
  ++metrics_.rooms_slept;
}

void LocalRoomRegistry::start_waking() {
  if (!store_ || waker_.joinable()) return;
  waker_ = std::thread([this] { wake_due_rooms(); });
}

void LocalRoomRegistry::wake_due_rooms() {
  std::unique_lock lock(renew_mutex_);
  while (!renew_wake_.wait_for(lock, std::chrono::seconds(1), [this] { return renew_stop_; })) {
    lock.unlock();
    // Rooms whose clock ran out (or that are abandoned, or expire) while
    // asleep, in a cluster also those a dead node held: woken here, the
    // room does the rest on its next tick. A room another node claimed
    // meanwhile is its business.
    if (!draining_ && !store_->failing())
      for (const std::string& code : store_->due_rooms(unix_ms_now(), 64)) wake(code, false);
    lock.lock();
  }
}

void LocalRoomRegistry::hold_lease(const std::shared_ptr<LiveRoom>& room, std::uint64_t epoch) {
  room->lease(epoch, [this, live = room.get()](Room& lost) {
    spdlog::warn("room={} was taken over by another node: dropped here", lost.code());
    let_go(*live, lost);
  });
}

bool LocalRoomRegistry::let_go(LiveRoom& live, Room& room) {
  bool held = false;
  {
    std::lock_guard lock(mutex_);
    const auto it = rooms_.find(room.code());
    if (it != rooms_.end() && it->second.get() == &live) {
      held = true;
      rooms_.erase(it);
      --metrics_.rooms;
      if (const auto creator = creator_of_.find(room.code()); creator != creator_of_.end()) {
        if (--rooms_by_address_[creator->second] <= 0) rooms_by_address_.erase(creator->second);
        creator_of_.erase(creator);
      }
    }
  }
  live.close();
  room.send_everyone_away();
  return held;
}

std::vector<std::shared_ptr<LiveRoom>> LocalRoomRegistry::rooms_now() {
  std::vector<std::shared_ptr<LiveRoom>> rooms;
  std::lock_guard lock(mutex_);
  rooms.reserve(rooms_.size());
  for (const auto& [code, room] : rooms_) rooms.push_back(room);
  return rooms;
}

void LocalRoomRegistry::start_leases(std::chrono::milliseconds renew_every,
                                     std::chrono::milliseconds lease) {
  if (!leases_ || renewer_.joinable()) return;
  renewer_ = std::thread([this, renew_every, lease] { renew_leases(renew_every, lease); });
}

void LocalRoomRegistry::renew_leases(std::chrono::milliseconds renew_every,
                                     std::chrono::milliseconds lease) {
  auto renewed_at = std::chrono::steady_clock::now();
  std::unique_lock lock(renew_mutex_);
  while (!renew_wake_.wait_for(lock, renew_every, [this] { return renew_stop_; })) {
    lock.unlock();
    // The rooms held before the renewal: one claimed while it ran may be
    // missing from its answer without being lost.
    const auto before = rooms_now();
    const auto held = leases_->renew();
    const auto now = std::chrono::steady_clock::now();
    if (held) renewed_at = now;
    // While the database cannot be reached nothing is known: the rooms stay
    // (they change nothing meanwhile: the store refuses), and the first
    // renewal that works says which ones another node took.
    if (!held && now - renewed_at >= lease)
      spdlog::warn("leases: not renewed for {} ms",
                   std::chrono::duration_cast<std::chrono::milliseconds>(now - renewed_at).count());
    if (held) {
      std::unordered_map<std::string, const RoomLeases::Held*> by_code;
      for (const auto& one : *held) by_code.emplace(one.code, &one);
      for (const auto& room : before) {
        const auto it = by_code.find(room->code());
        if (it == by_code.end() || it->second->epoch != room->epoch()) {
          room->dispatch([this, live = room.get()](Room& lost) {
            if (let_go(*live, lost)) spdlog::warn("room={} lease lost: dropped here", lost.code());
          });
        } else if (it->second->wanted && !draining_) {
          hand_over(room);
        }
      }
      let_go_of_orphans(*held);
    }
    lock.lock();
  }
}

void LocalRoomRegistry::let_go_of_orphans(const std::vector<RoomLeases::Held>& held) {
  // A lease held for a room not in memory (dropped, or a claim whose room
  // could not be loaded) would be renewed forever: it goes. Claims happen
  // under open_mutex_ (open) or mutex_ (create), so a room being claimed
  // right now is seen here.
  for (const auto& lease : held) {
    std::lock_guard opening(open_mutex_);
    if (find(lease.code)) continue;
    {
      std::lock_guard lock(mutex_);
      // Handed over, or falling asleep: that lets the lease go itself.
      if (handing_over_.count(lease.code) != 0 || dozing_.count(lease.code) != 0) continue;
    }
    leases_->release(lease.code, lease.epoch);
  }
}

void LocalRoomRegistry::hand_over(const std::shared_ptr<LiveRoom>& room) {
  const std::string code = room->code();
  {
    std::lock_guard lock(mutex_);
    handing_over_.insert(code);
  }
  // Runs `work` on the room's thread and waits for it (or for the room to
  // have closed meanwhile).
  const auto on_room_thread = [&room](auto work) {
    auto ran = std::make_shared<std::promise<void>>();
    auto done = ran->get_future();
    room->dispatch(
        [ran, work](Room& target) {
          work(target);
          ran->set_value();
        },
        [ran] { ran->set_value(); });
    return done.wait_for(std::chrono::seconds(5)) == std::future_status::ready;
  };
  // The room stops changing; every change it made is committed and its
  // answers go out (the commits' callbacks reach the room's thread before
  // what follows); then it leaves this node, and only then the lease goes,
  // so the next node reads the whole log and no answered change is lost.
  bool ready = on_room_thread([](Room& moving) { moving.stop_changes(); }) && store_->flush();
  ready =
      on_room_thread([this, live = room.get()](Room& leaving) { let_go(*live, leaving); }) && ready;
  if (ready) leases_->release(code, room->epoch());
  spdlog::info("room={} handed over to the node that asked for it", code);
  std::lock_guard lock(mutex_);
  handing_over_.erase(code);
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
  {
    std::lock_guard lock(renew_mutex_);
    renew_stop_ = true;
  }
  renew_wake_.notify_all();
  if (renewer_.joinable()) renewer_.join();
  if (waker_.joinable()) waker_.join();
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

void LocalRoomRegistry::remove(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (rooms_.erase(code) != 0) --metrics_.rooms;
  if (const auto creator = creator_of_.find(code); creator != creator_of_.end()) {
    if (--rooms_by_address_[creator->second] <= 0) rooms_by_address_.erase(creator->second);
    creator_of_.erase(creator);
  }
  if (store_) store_->erase(code);
  if (leases_) leases_->forget(code);
}

}  // namespace kangaroom::server
