// Room: what follows a change. Handlers return a RoomChange saying what
// they did; this is the one place that acts on it, in one order.
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

void Room::settle(RoomChange change) {
  using Kind = RoomChange::Reply::Kind;
  if (change.new_round) {
    last_move_unix_ms_ = unix_ms_now();
    offers_.withdraw();
  }
  // 1. The clock: the turn passed, or who is waited for may have changed.
  bool clock_changed = false;
  if (change.clock != RoomChange::Clock::unchanged)
    clock_changed = round_.update_clock(seating_, now_, change.clock == RoomChange::Clock::restart);
  // 2. Offers and 3. the finished round, after a move (a draw, a resignation).
  bool room_unchanged = false;
  if (change.moved_from) {
    // Rule (PROTOCOL.md "Offers"): any move lapses the pending offer.
    const bool offer_lapsed = offers_.move_played();
    last_move_unix_ms_ = unix_ms_now();
    if (status() == RoomStatus::finished && *change.moved_from != RoomStatus::finished)
      archive_round();
    // A resignation shows in the seats (room.seats[i].resigned).
    const bool resigned = round_.resigned().size() != resignations_published_;
    resignations_published_ = round_.resigned().size();
    // Only the game changed: nothing else in this change touched the room.
    room_unchanged = !change.publish && status() == *change.moved_from && !clock_changed &&
                     !resigned && !offer_lapsed;
    change.publish = true;
  }
  // 4. Publishing: a new version, every audience's patch, the notices.
  if (change.publish || clock_changed)
    publish(room_unchanged ? Changed::game_only : Changed::room_and_game);
  if (change.timed) metrics_.observe_move_latency(Clock::now() - received_);
  // 5. New audiences, then the replies, in the order the handler gave.
  for (const int audience : change.track) track(audience);
  if (!change.track.empty()) members_.resume_receiving();
  for (const RoomChange::Reply& answer : change.replies) {
    switch (answer.kind) {
      case Kind::message:
        reply(answer.to, answer.message);
        break;
      case Kind::refusal:
        send_refusal(answer.to, answer.message);
        break;
      case Kind::snapshot:
        send_snapshot(answer.to, answer.audience);
        break;
      case Kind::catch_up:
        catch_up(answer.to, answer.audience, answer.known);
        break;
    }
  }
  if (change.head) head_changed();
  // 6. The bots whose turn it may now be.
  if (change.bots) round_.schedule_bots(seating_);
}

}  // namespace kangaroom::server
