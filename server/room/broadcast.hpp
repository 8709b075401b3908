#pragma once
// What a room has published, and each change turned into what every audience
// is sent: the version, the room section as last published (kept as text: a
// room holds it all its life, and as a JSON tree it weighs several times
// more), the turn and outcome as last sent, the feeds of every audience and
// the snapshot last made for each. Room decides what changed and who is
// sent what; this class owns the published state and nothing else.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/ops/metrics.hpp"
#include "server/room/audience_feeds.hpp"
#include "server/room/round.hpp"

namespace kangaroom::server {

class Broadcast {
 public:
  using Clock = std::chrono::steady_clock;

  Broadcast(int seats, HistoryLimits limits, Metrics& metrics);

  std::uint64_t version() const { return version_; }
  AudienceFeeds& feeds() { return feeds_; }
  const AudienceFeeds& feeds() const { return feeds_; }

  // Makes `section` the room section published from now on; returns the one
  // it replaces (null when unchanged, which is most changes: compared as
  // text).
  Json publish_room(const Json& section, Clock::time_point now);
  // When the room section was last computed, and the watcher count it gave.
  Clock::time_point room_published_at() const { return room_published_at_; }
  int spectators_sent() const { return spectators_sent_; }

  // One change: the next version, made of `room_ops` (the room section's
  // operations, a JSON array), the round's turn, outcome and new log
  // entries; `wanted` by audience index (the seats, then the spectators).
  // Returns each tracked audience's message.
  std::vector<AudienceDelivery> publish(Json room_ops, const Round& round,
                                        std::vector<bool> wanted);
  // The whole view of `audience` now, and that view as a snapshot message
  // (made once per audience and version: every reconnect or sync at the same
  // version gets the same text).
  Json full_view(int audience, const Round& round) const;
  SharedText snapshot(int audience, const Round& round);
  // A restored room: its versions go on from `version`, what it shows is
  // what it sent before.
  void restore(std::uint64_t version, const Round& round);

 private:
  RoomFrame frame(const Round& round) const;

  Metrics& metrics_;
  AudienceFeeds feeds_;
  std::uint64_t version_ = 1;
  std::string room_text_;
  Clock::time_point room_published_at_;
  int spectators_sent_ = 0;
  Json to_act_sent_ = Json::array();
  Json outcome_sent_;
  // By audience index (audience + 1); cleared when the room section changes.
  struct CachedSnapshot {
    SharedText text;
    std::uint64_t version = 0;
  };
  std::vector<CachedSnapshot> snapshots_;
};

}  // namespace kangaroom::server
