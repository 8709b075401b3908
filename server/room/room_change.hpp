#pragma once
// What one request (or tick, bot move, built game) changed in a room, as a
// value. A handler only says what it did and what it owes its asker;
// Room::settle does what follows any change, always in one order: the turn
// clock, the offers, the finished round, publishing, the replies, the bots.
// So no handler spells out "restart the clock, publish, wake the bots" by
// hand, and none can forget a step or take them out of order.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>
#include <vector>

#include "protocol/error_code.hpp"
#include "server/room/room_member.hpp"
#include "server/room/room_record.hpp"

namespace kangaroom::server {

struct RoomChange {
  using Connection = std::weak_ptr<RoomMember>;

  // The turn clock: unchanged, checked again because who sits where changed
  // (a person to act may now be waited for, or none), or restarted because
  // the turn passed (a move, a new round, a takeback).
  enum class Clock { unchanged, recheck, restart };
  Clock clock = Clock::unchanged;
  // Something the room publishes changed (seats, options, offers, the
  // game). A move alone publishes only what it changed (see moved_from).
  bool publish = false;
  // A move, a draw or a resignation landed, in a round that stood at this
  // status before: any pending offer lapses, the round's last move is now,
  // and a round that just finished is archived.
  std::optional<RoomStatus> moved_from;
  // A new round began: it counts from now (abandoned_after), and an offer
  // belongs to the round it was made in.
  bool new_round = false;
  // The mover's latency is measured once its change is published (moves).
  bool timed = false;
  // A bot may be to act now.
  bool bots = false;
  // Something the head keeps (room_record.hpp) changed that publishing does
  // not declare (a subscription): RecordWriter writes the head.
  bool head = false;
  // Audiences to start sending patches to, once published.
  std::vector<int> track;

  // What goes back, after publishing, in this order.
  struct Reply {
    enum class Kind { message, refusal, snapshot, catch_up };
    Kind kind = Kind::message;
    Connection to;
    nlohmann::json message;              // message, refusal
    int audience = 0;                    // snapshot, catch_up
    std::optional<std::uint64_t> known;  // catch_up: the version the connection holds
  };
  std::vector<Reply> replies;

  // Builders, so that a handler reads as what it did.
  RoomChange& published() {
    publish = true;
    return *this;
  }
  RoomChange& clock_to(Clock what) {
    if (what > clock) clock = what;
    return *this;
  }
  RoomChange& wake_bots() {
    bots = true;
    return *this;
  }
  RoomChange& changes_head() {
    head = true;
    return *this;
  }
  RoomChange& tracking(int audience) {
    track.push_back(audience);
    return *this;
  }
  RoomChange& reply(Connection to, nlohmann::json message) {
    replies.push_back({Reply::Kind::message, std::move(to), std::move(message), 0, {}});
    return *this;
  }
  RoomChange& snapshot(Connection to, int audience) {
    replies.push_back({Reply::Kind::snapshot, std::move(to), {}, audience, {}});
    return *this;
  }
  RoomChange& catch_up(Connection to, int audience, std::optional<std::uint64_t> known) {
    replies.push_back({Reply::Kind::catch_up, std::move(to), {}, audience, known});
    return *this;
  }
  // Adds `later`'s effects and replies after this one's.
  RoomChange& then(RoomChange later);

  // A move (a draw, a resignation) landed in a round at status `before`:
  // the turn passed.
  static RoomChange after_move(RoomStatus before) {
    RoomChange change;
    change.moved_from = before;
    change.clock = Clock::restart;
    return change;
  }
  // A request refused: nothing changed; only the refusal goes back (`code`
  // an ErrorCode, or a rule's reject code from the engine).
  static RoomChange refused(Connection to, const nlohmann::json& id, protocol::ErrorCode code,
                            std::string_view text);
  static RoomChange refused(Connection to, const nlohmann::json& id, std::string_view code,
                            std::string_view text);
};

}  // namespace kangaroom::server
