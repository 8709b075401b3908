// The registry's rooms while nobody is there: brought back from the store
// (at start, on a join, or when due), and put to sleep (out of memory, their
// wake time written). Creation and lookup are in room_registry.cpp.
#include <spdlog/spdlog.h>

#include "server/room/room_registry.hpp"
#include "server/store/room_leases.hpp"
#include "server/store/room_store.hpp"
#include "server/util/secret.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

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
    uncount_creator(code);
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

}  // namespace kangaroom::server
