#pragma once
// Finished games, kept for --replay-expiry after they end (longer than the
// rooms they were played in), for GET /api/rooms/CODE/replay. A record holds
// what reproduces the game with the engine: game, options, player count,
// the round's seed, the moves in order, the seats and the outcome. Records
// are written only once a game is over, so a replay never shows a game in
// progress (nor, through its seed, the hidden cards of one).
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace kangaroom::server {

using Json = nlohmann::json;
class RoomStore;

class ReplayArchive {
 public:
  // With a store, records are also written to and read back from disk.
  // `shared`: the store is a cluster's database, where other nodes add the
  // games they finished: a record asked for and not held here (or the
  // latest of a room) is read from the store first.
  ReplayArchive(std::chrono::seconds expiry, RoomStore* store, bool shared = false);

  // Thread-safe. A record as JSON text, with the room, round and finish
  // time it holds.
  void add(std::string code, int round, std::int64_t finished_at_unix_ms, std::string record);
  // The record of `round` of room `code` (the latest if no round), or null.
  std::shared_ptr<const std::string> find(const std::string& code, std::optional<int> round) const;
  // Which record find() would return, without inflating it: its round and a
  // fingerprint (a hash of room, round and record, taken once when it is
  // added) that names this record's content wherever it is served from.
  struct Located {
    int round = 0;
    std::string fingerprint;
  };
  std::optional<Located> locate(const std::string& code, std::optional<int> round) const;
  // Drops records older than the expiry (and, past `max_records`, the oldest).
  void sweep();
  // At start: the stored records that have not expired.
  void load();
  std::size_t size() const;

  // The replay as served: the record plus, from the engine, the start and
  // the position after each move as a spectator sees them (`constant` once,
  // `steps[i].game` the changing part, `to_act`, the move's visible
  // `events`). Null with `error` if the record does not replay.
  static Json render(const Json& record, std::string& error);

  static constexpr std::size_t max_records = 20000;

 private:
  // The record's text deflated (a tenth of it: a long Kangaroo game's moves
  // weigh tens of KB as text, and records stay for days), inflated by find.
  struct Entry {
    std::string deflated;
    std::size_t size = 0;
    std::int64_t finished_at_unix_ms = 0;
    std::string fingerprint;
  };
  static Entry entry_of(const std::string& code, int round, const std::string& record,
                        std::int64_t finished_at_unix_ms);
  // The entry of `round` (the latest if none), or null; holds mutex_.
  const Entry* entry_at(const std::string& code, std::optional<int> round, int& found_round) const;
  void insert(const std::string& code, int round, Entry entry);  // holds mutex_
  // `shared`: reads the room's records from the store unless `round` is held.
  void read_through(const std::string& code, std::optional<int> round) const;

  std::chrono::seconds expiry_;
  RoomStore* store_;
  bool shared_;
  mutable std::mutex mutex_;
  // Mutable: a read-through fills it from const lookups.
  mutable std::map<std::string, std::map<int, Entry>> by_room_;
  mutable std::size_t count_ = 0;
};

}  // namespace kangaroom::server
