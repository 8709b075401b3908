#pragma once
// Rooms leased to the servers (nodes) of a cluster that share one
// PostgreSQL database: a room is served by one node at a time, the one
// holding its lease (owner, epoch, expiry by the database's clock, in table
// room_leases). A node claims a room when its players reach it, renews
// every lease it holds in one statement, releases a room it hands over, and
// asks the holder for a room whose players it is sent. Every claim raises
// the room's epoch, and every write of the room carries the epoch it was
// claimed at (RoomWrite::epoch): a write from a node whose lease was taken
// over is refused by the store (StoreOp::fenced), so a frozen or cut-off
// node can never acknowledge a move after another node took the room.
// Its own connection: renewals never wait behind a batch of writes.
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

struct pg_conn;

namespace kangaroom::server {

class RoomLeases {
 public:
  // `owner`: this server's name in the leases, "node/random": a restarted
  // node is a new owner, but one of the same node name may claim its rooms
  // at once; `lease`: how long a
  // claim or a renewal holds. Null with `error` when the database cannot be
  // reached (its schema must be migrated: PgBackend::connect first).
  static std::unique_ptr<RoomLeases> connect(const std::string& url, std::string owner,
                                             std::chrono::milliseconds lease, std::string& error);
  ~RoomLeases();
  RoomLeases(const RoomLeases&) = delete;
  RoomLeases& operator=(const RoomLeases&) = delete;

  const std::string& owner() const { return owner_; }

  // Takes the room if it is free, its lease ran out, or this server holds
  // it already: its new epoch. Nullopt while another server holds it (or
  // the database cannot be reached).
  std::optional<std::uint64_t> claim(const std::string& code);

  struct Held {
    std::string code;
    std::uint64_t epoch = 0;
    bool wanted = false;  // another server asked for it: hand it over
  };
  // Extends every lease this server holds: the rooms it still holds (a
  // room missing from the answer was taken over). Nullopt when the
  // database cannot be reached: nothing is known, the leases run out.
  std::optional<std::vector<Held>> renew();

  // Lets the room go (a handover, a drain, a room that closed), if this
  // server still holds it at `epoch`.
  bool release(const std::string& code, std::uint64_t epoch);

  // The room is gone (expired, or it never existed): its lease row goes.
  void forget(const std::string& code);

  // Another server holds the room: asks it to hand the room over (it sees
  // the request at its next renewal). True if the request was recorded.
  bool ask_for(const std::string& code);

 private:
  RoomLeases(pg_conn* connection, std::string owner, std::chrono::milliseconds lease);
  bool usable();

  std::mutex mutex_;
  pg_conn* connection_;
  std::string owner_;
  std::string lease_ms_;
};

}  // namespace kangaroom::server
