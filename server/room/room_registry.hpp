#pragma once
// The directory of rooms: create, find by code, expire. An interface, so
// that a directory shared between nodes (e.g. Redis: code -> node) can take
// the place of the in-memory one without touching sessions or rooms.
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "protocol/client_message.hpp"
#include "server/net/io_pool.hpp"
#include "server/ops/config.hpp"
#include "server/room/live_room.hpp"

namespace kangaroom::server {

class ReplayArchive;

struct CreateRoomResult {
  std::shared_ptr<LiveRoom> room;  // null on error
  std::string host_token;          // secret: only to the creator
  protocol::ErrorCode error = protocol::ErrorCode::bad_options;
  bool address_limit =
      false;  // too_many_rooms because of the creator's address, not the server's cap
  std::string message;
  bool ok() const { return room != nullptr; }
};

class RoomRegistry {
 public:
  virtual ~RoomRegistry() = default;
  // Thread-safe.
  // `creator_address`: the client address that asks; it may hold at most
  // Config::max_rooms_per_address open rooms.
  virtual CreateRoomResult create(const protocol::CreateRoom& request,
                                  const std::string& creator_address) = 0;
  virtual std::shared_ptr<LiveRoom> find(std::string_view code) = 0;
  virtual std::size_t size() = 0;
  // Grace-period ticks for every room, and removal of expired rooms.
  virtual void sweep() = 0;
  // At exit, after the io_context stopped: writes every room that changed
  // since its last save (if rooms are stored), then drops every room.
  virtual void discard_all() = 0;
};

class LocalRoomRegistry final : public RoomRegistry {
 public:
  // With a store, rooms are saved as they change and erased as they expire.
  // A room runs on the I/O thread of the connection that created it.
  LocalRoomRegistry(IoPool& io, const Config& config, Metrics& metrics, RoomWorkers workers,
                    RoomStore* store = nullptr, ReplayArchive* replays = nullptr);
  // At start, before serving: brings back every stored room that has not
  // expired meanwhile; returns how many.
  std::size_t restore_all();

  CreateRoomResult create(const protocol::CreateRoom& request,
                          const std::string& creator_address) override;
  std::shared_ptr<LiveRoom> find(std::string_view code) override;
  std::size_t size() override;
  void sweep() override;
  void discard_all() override;

 private:
  void remove(const std::string& code);
  RoomSettings settings() const;

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
};

}  // namespace kangaroom::server
