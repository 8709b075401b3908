// A room's new rounds (round_starts.hpp).
#include "server/room/round_starts.hpp"

#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

RoomChange RoundStarts::start(const Member& member, const protocol::Start&, const Json& id) {
  return start_round(member, id, "every seat needs a player or a bot (or lower the seat count)")
      .value_or(RoomChange{});
}

RoomChange RoundStarts::rematch(const Member& member, const protocol::Rematch&, const Json& id) {
  const bool limited = rematch_interval_ > Clock::duration::zero();
  if (limited && !rematches_)
    rematches_.emplace(1.0 / std::chrono::duration<double>(rematch_interval_).count(),
                       rematch_burst_, now_);
  if (limited && rematches_->credits(now_) < 1)
    return RoomChange::refused(
        member.connection, id, ErrorCode::rematch_too_soon,
        "this room has started many games just now; try again in a few seconds");
  // A rematch refused before any game was made costs nothing; one whose game
  // could not be made in time (start_failed) did cost the builder, and counts.
  auto refusal = start_round(member, id, "every seat needs a player or a bot");
  if (refusal) return std::move(*refusal);
  if (limited) rematches_->try_spend(now_);
  return {};
}

std::optional<RoomChange> RoundStarts::start_round(const Member& member, const Json& id,
                                                   const char* vacant_seat_message) {
  if (round_.starting())
    return RoomChange::refused(member.connection, id, ErrorCode::already_started,
                               "the game is being set up");
  if (seating_.any_vacant())
    return RoomChange::refused(member.connection, id, ErrorCode::seats_not_filled,
                               vacant_seat_message);
  GameBuildRequest request = round_.ask_for_game(seating_.count(), options_);
  asked_ = Asked{member.connection, id, vacant_seat_message};
  schedule_(std::move(request));
  return std::nullopt;
}

std::optional<RoomChange> RoundStarts::built(BuiltGame built, bool store_failing) {
  if (!round_.is_awaited(built) || !asked_) return std::nullopt;
  const Asked asked = std::move(*asked_);
  asked_.reset();
  round_.stop_waiting();
  if (store_failing)
    return RoomChange::refused(
        asked.connection, asked.id, ErrorCode::storage_unavailable,
        "the server cannot save changes right now; the game was not started");
  // Seats may have emptied while the game was being made.
  if (seating_.any_vacant())
    return RoomChange::refused(asked.connection, asked.id, ErrorCode::seats_not_filled,
                               asked.vacant_seat_message);
  if (!built.game) {
    round_.build_failed(built);
    if (built.out_of_time) spdlog::warn("room={} no game made in time: {}", code_, built.error);
    return RoomChange::refused(asked.connection, asked.id,
                               built.out_of_time ? ErrorCode::start_failed : ErrorCode::bad_options,
                               built.error);
  }
  round_.begin(std::move(built.game), built.seed);
  spdlog::info("room={} round {} started with {} seats", code_, round_.number(), seating_.count());
  RoomChange change;
  change.new_round = true;
  return std::move(change.clock_to(RoomChange::Clock::restart)
                       .published()
                       .reply(asked.connection, protocol::ok_message(asked.id))
                       .wake_bots());
}

}  // namespace kangaroom::server
