#pragma once
// The directory of rooms: create, find by code, expire (room_registry.cpp);
// rooms put to sleep and woken (room_registry_sleep.cpp); a cluster's
// leases (room_registry_leases.cpp). An interface, so
// that a directory shared between nodes (e.g. Redis: code -> node) can take
// the place of the in-memory one without touching sessions or rooms.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "protocol/client_message.hpp"
#include "server/net/io_pool.hpp"
#include "server/ops/config.hpp"
#include "server/room/live_room.hpp"
#include "server/store/room_leases.hpp"

namespace kangaroom::server {

class ReplayArchive;
struct StoredRoom;

struct CreateRoomResult {
  std::shared_ptr<LiveRoom> room;  // null on error
  std::string host_token;          // secret: only to the creator
  protocol::ErrorCode error = protocol::ErrorCode::bad_options;
  bool address_limit =
      false;  // too_many_rooms because of the creator's address, not the server's cap
  std::string message;
  bool ok() const { return room != nullptr; }
};

// A room asked for by its code.
struct RoomLookup {
  std::shared_ptr<LiveRoom> room;  // null: no such room here
  bool elsewhere = false;          // a cluster's other node serves it (room_elsewhere)
};

class RoomRegistry {
 public:
  virtual ~RoomRegistry() = default;
  // Thread-safe.
  // `creator_address`: the client address that asks; it may hold at most
  // Config::max_rooms_per_address open rooms.
  virtual CreateRoomResult create(const protocol::CreateRoom& request,
                                  const std::string& creator_address) = 0;
  // A room this server holds in memory right now.
  virtual std::shared_ptr<LiveRoom> find(std::string_view code) = 0;
  // The room a client joins: in a cluster, a room held by no node is
  // claimed and loaded from the store here (blocking on the database).
  virtual RoomLookup open(std::string_view code) { return {find(code), false}; }
  virtual std::size_t size() = 0;
  // What POST /api/seats says of each room of `codes`, in order (nullopt:
  // no such room). Wakes none: a room in memory is asked on its thread, the
  // others are read from the store. `done` runs once, on any thread.
  using Summaries = std::vector<std::optional<RoomSummary>>;
  virtual void summarize(const std::vector<std::string>& codes,
                         std::function<void(Summaries)> done) = 0;
  // Grace-period ticks for every room, and removal of expired rooms.
  virtual void sweep() = 0;
  // At exit, after the io_context stopped: writes every room that changed
  // since its last save (if rooms are stored), then drops every room (in a
  // cluster, letting their leases go so other nodes take them at once).
  virtual void discard_all() = 0;
};

class LocalRoomRegistry final : public RoomRegistry {
 public:
  // With a store, rooms are saved as they change and erased as they expire.
  // A room runs on the I/O thread of the connection that created it.
  // With `leases` (a cluster's node, on PostgreSQL), a room is served only
  // while this node holds its lease: rooms are loaded when first joined
  // (open), not at start, and handed over when another node asks.
  LocalRoomRegistry(IoPool& io, const Config& config, Metrics& metrics, RoomWorkers workers,
                    RoomStore* store = nullptr, ReplayArchive* replays = nullptr,
                    RoomLeases* leases = nullptr);
  ~LocalRoomRegistry() override;
  // At start, before serving: brings back every stored room that has not
  // expired meanwhile; returns how many. Nothing with leases.
  std::size_t restore_all();
  // With leases: renews them every `renew_every` on a thread of its own
  // (until discard_all); a room whose lease is lost is dropped, one another
  // node asks for is handed over.
  void start_leases(std::chrono::milliseconds renew_every, std::chrono::milliseconds lease);
  // The node stops (SIGTERM): no room is claimed any more.
  void drain() { draining_ = true; }
  // With a store: wakes, every second on a thread of its own (until
  // discard_all), the sleeping rooms that are due (RoomStore::due_rooms).
  void start_waking();

  CreateRoomResult create(const protocol::CreateRoom& request,
                          const std::string& creator_address) override;
  std::shared_ptr<LiveRoom> find(std::string_view code) override;
  RoomLookup open(std::string_view code) override;
  std::size_t size() override;
  void summarize(const std::vector<std::string>& codes,
                 std::function<void(Summaries)> done) override;
  void sweep() override;
  void discard_all() override;

 private:
  void remove(const std::string& code);
  // Under mutex_: `code` no longer counts against its creator's address.
  void uncount_creator(const std::string& code);
  // The waker and the renewer stop (joined).
  void stop_threads();
  RoomSettings settings() const;
  // A room read from the store made live again (null if it cannot be).
  std::shared_ptr<LiveRoom> bring_back(const StoredRoom& stored);
  // Leases: what a room does when its lease is lost, and the node's side.
  void hold_lease(const std::shared_ptr<LiveRoom>& room, std::uint64_t epoch);
  // Out of memory without being erased, on the room's thread: false if the
  // room was no longer held here.
  bool let_go(LiveRoom& live, Room& room);
  void let_go_of_orphans(const std::vector<RoomLeases::Held>& held);
  void renew_leases(std::chrono::milliseconds renew_every, std::chrono::milliseconds lease);
  void hand_over(const std::shared_ptr<LiveRoom>& room);
  // On the room's thread: out of memory, its wake time written (rooms that
  // sleep); open() wakes it.
  void put_to_sleep(LiveRoom& live, Room& room, std::chrono::steady_clock::time_point now);
  void wake_due_rooms();
  // open(), for a person (`ask_holder`: a cluster's node holding the room is
  // asked to hand it over) or for the wake index (it is not).
  RoomLookup wake(std::string_view code, bool ask_holder);
  std::vector<std::shared_ptr<LiveRoom>> rooms_now();

  IoPool& io_;
  const Config& config_;
  Metrics& metrics_;
  RoomWorkers workers_;
  RoomStore* store_;
  ReplayArchive* replays_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<LiveRoom>> rooms_;
  // Open rooms per creator address, and each room's creator (rooms restored
  // from disk have none: they count against nobody).
  std::unordered_map<std::string, int> rooms_by_address_;
  std::unordered_map<std::string, std::string> creator_of_;
  // With a store the budget is counted there (RoomStore::rooms_created_by);
  // these are the rooms created here, by creator key, not written yet.
  // unwritten_rooms(key, +1 / -1 / 0): changes or reads the count.
  std::size_t unwritten_rooms(const std::string& creator, int change);
  std::mutex unwritten_mutex_;
  std::unordered_map<std::string, std::size_t> unwritten_rooms_;

  RoomLeases* leases_;
  std::atomic<bool> draining_{false};
  std::mutex open_mutex_;  // one claim at a time: a room is never loaded twice
  std::unordered_set<std::string> handing_over_;  // under mutex_
  // Rooms falling asleep whose last write is not committed yet (under
  // mutex_): open() waits for the store before reading one.
  std::unordered_set<std::string> dozing_;
  std::thread waker_;  // wake_due_rooms; stops with the renewer (renew_stop_)
  std::mutex renew_mutex_;
  std::condition_variable renew_wake_;
  bool renew_stop_ = false;
  std::thread renewer_;
};

}  // namespace kangaroom::server
