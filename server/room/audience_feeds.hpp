#pragma once
// What a room has sent each audience (every seat, and the spectators as one
// audience): its game view as last patched, its legal moves, and its recent
// patches for `sync`. One change of the room becomes one patch per audience
// here; the rules of hidden information live in the game's per-audience
// views, and this class never mixes one audience's view into another's.
//
// Per move, the game says which parts of its view changed since the copy of
// it each audience holds (Game::changed_view_parts), and only those are
// compared. In a game without hidden information (GameInfo::
// hidden_information) the audiences with nothing of their own to receive (no
// legal moves) share one patch, built and serialized once.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "server/room/position_moves.hpp"
#include "server/room/room_log.hpp"
#include "server/room/room_member.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

// The game as the room holds it right now.
struct GameNow {
  const engine::Game* game = nullptr;  // null in the lobby
  int round = 0;                       // bumps with every new game
  bool playing = false;                // moves are being taken
  // When set: the position's legal moves, listed once (see PositionMoves),
  // and the position they belong to.
  const PositionMoves* moves = nullptr;
  std::uint64_t position = 0;
};

struct HistoryLimits {
  // Per audience. Replaying more bytes of patches than a snapshot holds
  // (6-10 KB for a regular Kangaruse board) gains nothing, and every taken
  // seat keeps its history for as long as the room lives.
  std::size_t patches = 32;
  std::size_t bytes = 8 * 1024;
  // A patch of a move at least this long is compared with a snapshot and
  // replaced by it when the snapshot is shorter (a move that rewrites a long
  // array). A new game always replaces the whole game view in one operation.
  std::size_t snapshot_check_bytes = 4 * 1024;
};

// The room's own part of every audience's view, as it stands for a change:
// read by the feeds (never called back into), so a change is a value.
struct RoomFrame {
  std::uint64_t version = 0;
  const std::string& room_text;  // the room section as published, JSON text
  const Json& to_act;
  const Json& outcome;
  const RoomLog& log;  // per-audience entries for snapshots
};

// One message for every connection of one audience.
struct AudienceDelivery {
  int audience = 0;
  SharedText text;
};

class AudienceFeeds {
 public:
  // One change of the room, as values.
  struct Change {
    // Operations as text (see protocol::ops_text) that every audience shares.
    std::string common_ops;
    // Set when the log holds private entries: each audience's log operations
    // then come from it (RoomLog::unpublished_ops), not from common_ops.
    bool log_per_audience = false;
    // By audience index (the seats, then the spectators): someone listens to it.
    std::vector<bool> wanted;
  };

  AudienceFeeds(int seats, HistoryLimits limits);

  // The seat count changed in the lobby (keeps the spectators' feed).
  void resize(int seats);
  bool tracked(int audience) const { return feed(audience).tracked; }
  // Starts following `audience` from the game as it is now.
  void track(int audience, const GameNow& now);
  // Stops following every audience: drops the views held and the histories
  // (whoever comes back gets a snapshot). For a room nobody is in.
  void untrack_all();
  // Every tracked audience's patch for this change (or a snapshot in its
  // place when that is shorter), to be delivered to that audience.
  std::vector<AudienceDelivery> publish(const Change& change, const RoomFrame& frame,
                                        const GameNow& now);
  // The whole view `audience` holds now: what a snapshot carries.
  Json full_view(const RoomFrame& frame, int audience, const GameNow& now) const;

  // The game view and legal moves `audience` holds (null when absent).
  Json game_view(int audience, const GameNow& now) const;
  Json legal_moves(int audience, const GameNow& now) const;
  // The patches after `known`, in order, if the history reaches back that
  // far (empty when `known` is current); nullopt when a snapshot is needed.
  std::optional<std::vector<SharedText>> patches_after(int audience, std::uint64_t known,
                                                       std::uint64_t current) const;

 private:
  // The game view an audience holds: a copy of the game as last published,
  // whose views are built only for snapshots. Feeds that hold the very same
  // copy hold the same view, which lets one diff and one patch serve them all.
  struct HeldView {
    std::shared_ptr<const engine::Game> game;
    bool empty() const { return !game; }
    Json whole(int audience) const;
    bool operator==(const HeldView&) const = default;
  };
  struct Feed {
    bool tracked = false;
    int round = 0;            // the game its view belongs to (0: none)
    HeldView held;            // empty without a game
    std::string legal_moves;  // as JSON text; empty: absent from the view
    // Oldest first. A vector, not a deque: an empty deque already holds
    // about 600 bytes, and a room keeps one history per audience.
    std::vector<std::pair<std::uint64_t, SharedText>> history;
    std::size_t history_bytes = 0;
  };
  Feed& feed(int audience) { return feeds_[index(audience)]; }
  const Feed& feed(int audience) const { return feeds_[index(audience)]; }
  std::size_t index(int audience) const {
    return audience == engine::spectator ? feeds_.size() - 1 : static_cast<std::size_t>(audience);
  }
  static Json legal_moves_now(int audience, const GameNow& now);
  static std::string legal_moves_text(int audience, const GameNow& now);  // empty: none
  void remember(Feed& state, std::uint64_t version, const SharedText& text);

  std::vector<Feed> feeds_;  // seats 0..n-1, then the spectators
  HistoryLimits limits_;
};

}  // namespace kangaroom::server
