// The registry's side of a cluster's room leases: renewed on a thread of
// their own, a room dropped when its lease is lost and handed over when
// another node asks, with every answered change committed first.
#include <spdlog/spdlog.h>

#include <future>

#include "server/room/room_registry.hpp"
#include "server/store/room_leases.hpp"
#include "server/store/room_store.hpp"

namespace kangaroom::server {

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
      uncount_creator(room.code());
    }
  }
  live.close();
  room.send_everyone_away();
  return held;
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

}  // namespace kangaroom::server
