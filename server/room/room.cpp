#include "server/room/room.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <utility>

#include "core/registry.hpp"
#include "protocol/json_patch.hpp"
#include "protocol/server_message.hpp"
#include "server/util/sha256.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

Room::Room(std::string code, const engine::GameFactory& factory, Json options, int seats,
           std::string host_token, std::optional<std::uint64_t> chosen_seed, RoomSettings settings,
           Metrics& metrics, BotScheduler schedule_bot, Clock::time_point now)
    : code_(std::move(code)),
      factory_(factory),
      options_(std::move(options)),
      settings_(settings),
      metrics_(metrics),
      seating_(seats, sha256_hex(host_token), settings.grace_period),
      round_(code_, factory, chosen_seed, settings.turn_clock, metrics, std::move(schedule_bot)),
      now_(now),
      last_activity_(now),
      offers_(settings_.offers),
      broadcast_(seating_.count(), settings_.history, metrics) {
  round_.limit_bytes(settings_.max_game_bytes);
  // Without a scheduler (tests) the room makes its games at once, itself.
  starts_.schedule_with(
      [this](GameBuildRequest request) { game_built(build_game(request, std::nullopt), now_); });
  broadcast_.publish_room(room_section(), now_);
}

Outbox::Batch Room::begin_call(Clock::time_point now) {
  now_ = now;
  return outbox_.batch();
}

// ---------------------------------------------------------------- members

void Room::join(const MemberPtr& connection, const protocol::Join& request, const Json& id,
                Clock::time_point now) {
  const auto batch = begin_call(now);
  bool host_token_valid = false;
  if (!request.host_token.empty()) {
    if (!seating_.host_token_matches(sha256_hex(request.host_token))) {
      reply_error(connection, id, ErrorCode::bad_token,
                  "that host token does not belong to this room");
      return;
    }
    host_token_valid = true;
  }
  std::optional<int> seat;
  if (!request.seat_token.empty()) {
    seat = seating_.seat_of_token_hash(sha256_hex(request.seat_token));
    if (!seat) {
      reply_error(connection, id, ErrorCode::bad_token,
                  "that seat token does not belong to this room");
      return;
    }
  }

  const bool host = seating_.is_host(host_token_valid, seat);
  if (const Member* existing = members_.find(connection)) {
    if (existing->seat == seat && existing->host == host) {
      // Joining again as what one already is changes nothing for anyone else
      // (a client repeating join must not cost the room a patch each time).
      last_activity_ = now;
      reply(connection, protocol::joined_message(id, code_, seat, host, version()));
      catch_up(connection, existing->audience(), request.version);
      return;
    }
    leave(connection, now);
  }
  if (!seat && members_.size() >= settings_.max_members) {
    reply_error(connection, id, ErrorCode::room_full,
                "this room has as many people in it as it may");
    return;
  }
  if (host) seating_.host_came();
  last_activity_ = now;
  if (!std::exchange(ever_joined_, true)) head_changed();
  const int audience = members_.add(connection, seat, host).audience();
  const bool could_replay = broadcast_.feeds().tracked(audience);
  RoomChange change;
  if (seat) {
    seating_.came_back(*seat);
    if (host) seating_.set_host_seat(*seat);
    spdlog::info("room={} seat={} reconnected", code_, *seat);
    change.published();
  } else {
    spdlog::debug("room={} spectator joined{}", code_, host ? " (host)" : "");
    spectators_pending_ = true;
  }
  // The joined answer names the version the change publishes: it is made
  // after publishing, as the replies are.
  settle(std::move(change.tracking(audience)));
  reply(connection, protocol::joined_message(id, code_, seat, host, version()));
  catch_up(connection, audience, could_replay ? request.version : std::nullopt);
  for (const auto& line : chat_.recent()) send(connection, line);
}

void Room::leave(const MemberPtr& connection, Clock::time_point now) {
  const auto batch = begin_call(now);
  if (const auto gone = members_.remove(connection)) settle(after_leaving(*gone));
}

RoomChange Room::after_leaving(const Member& gone) {
  const bool last_at_seat = gone.seat && !members_.any_of_audience(*gone.seat);
  if (last_at_seat && seating_.went_away(*gone.seat, now_, unix_ms_now()))
    spdlog::info("room={} seat={} away", code_, *gone.seat);
  if (gone.host && !members_.any_host()) seating_.host_left(now_);
  last_activity_ = now_;
  RoomChange change;
  if (gone.seat)
    change.published();
  else
    spectators_pending_ = true;  // only the watcher count changed
  return change;
}

RoomChange Room::hand_over_host_if_away() {
  const auto heir = seating_.hand_over_host_if_away(now_);
  if (!heir) return {};
  members_.make_host(*heir);
  spdlog::info("room={} the host was away for the grace period: seat {} is host now", code_, *heir);
  return std::move(RoomChange{}.published());
}

bool Room::expired(Clock::time_point now) const {
  return members_.empty() && status() != RoomStatus::playing &&
         now - last_activity_ >= (ever_joined_ ? settings_.idle_expiry : settings_.unjoined_expiry);
}

void Room::send_everyone_away() {
  for (const Member& member : members_.remove_all())
    if (auto connection = member.connection.lock()) connection->room_moved();
}

void Room::tick(Clock::time_point now) {
  const auto batch = begin_call(now);
  RoomChange change;
  for (const Member& gone : members_.remove_gone())
    change.then(after_leaving(gone));  // went without leaving
  if (seating_.became_replaceable(broadcast_.room_published_at(), now)) change.published();
  if (offers_.expire(now)) change.published();
  if (spectators_pending_) {
    spectators_pending_ = false;
    // A change since then may have published the count already.
    if (members_.spectator_count() != broadcast_.spectators_sent()) change.published();
  }
  change.then(hand_over_host_if_away());
  // Read once: the clock, the bots and the reminders go together.
  const bool writing = !store_failing();
  if (writing) {              // else bots and the clock wait for the store
    std::vector<int> losing;  // on_timeout "lose": they resign
    if (round_.run_out_clock(seating_, now, losing)) change.published();  // the deadline left
    for (const int seat : losing)
      if (round_.playing()) give_up(seat, change);
    change.wake_bots();  // any that waited for the store
  }
  settle(std::move(change));
  if (writing && notices_.send(unix_ms_now())) head_changed();  // a clock's reminder time
}

// ---------------------------------------------------------------- requests

void Room::game_built(BuiltGame built, Clock::time_point now) {
  const auto batch = begin_call(now);
  if (auto change = starts_.built(std::move(built), store_failing())) settle(std::move(*change));
}

RoomChange Room::move(const Member& member, const protocol::MakeMove& request, const Json& id) {
  const RoomStatus before = status();
  const auto result = round_.apply(*member.seat, request.move);
  if (!result.accepted) {
    metrics_.count_move_rejected(result.code);
    return RoomChange::refused(member.connection, id, result.code, result.reason);
  }
  RoomChange change = RoomChange::after_move(before);
  change.timed = true;
  return std::move(change.reply(member.connection, protocol::ok_message(id)).wake_bots());
}

void Room::archive_round() {
  spdlog::info("room={} round {} finished", code_, round_.number());
  if (!replay_sink_) return;
  FinishedGame finished{code_, round_.number(), unix_ms_now(), {}};
  // The head, the moves and the outcome: not the game's save, nor the log.
  RoomRecord replay = head_record();
  replay.outcome = round_.outcome();
  finished.record = replay_text(replay, round_.moves_json_text(), finished.finished_at_unix_ms);
  replay_sink_(std::move(finished));
}

RoomChange Room::sync(const Member& member, const protocol::Sync& request, const Json& id) {
  // Nothing was missed: say so, rather than leave the client waiting.
  if (request.version && *request.version == version() &&
      broadcast_.feeds().tracked(member.audience()))
    return std::move(RoomChange{}.reply(member.connection, protocol::ok_message(id)));
  return std::move(RoomChange{}.catch_up(member.connection, member.audience(), request.version));
}

RoomChange Room::chat(const Member& member, const protocol::Chat& request, const Json& id) {
  const std::string name = member.seat ? seating_[*member.seat].name : "spectator";
  const auto text = share(
      protocol::serialize(protocol::chat_message(member.seat, name, request.text, unix_ms_now())));
  members_.for_each_receiving([&](const Members::Connection& to) { send(to, text); });
  chat_.add(text);
  ++change_count_;
  // The sender's client clears its input on this reply; without it the text
  // stayed and was sent twice.
  return std::move(RoomChange{}.reply(member.connection, protocol::ok_message(id)));
}

RoomChange Room::resign(const Member& member, const protocol::Resign&, const Json& id) {
  RoomChange change;
  change.reply(member.connection, protocol::ok_message(id));
  const auto result = give_up(*member.seat, change);
  if (!result.accepted)
    return RoomChange::refused(member.connection, id, result.code, result.reason);
  return change;
}

engine::ApplyResult Room::give_up(int seat, RoomChange& change) {
  const RoomStatus before = status();
  bool plays_on = false;
  auto result = round_.resign(seat, plays_on);
  if (!result.accepted) return result;
  spdlog::info("room={} seat={} resigned", code_, seat);
  change.then(RoomChange::after_move(before).wake_bots());
  if (!plays_on) return result;
  // The game goes on with the seat in it (Jackaroo's partners): a bot of the
  // turn clock's level plays it from now on, and the resigner watches. The
  // seat keeps the resigner's name, icon and colour: the log and the final
  // table speak of the same player (the bot tag says who plays).
  const auto watching = members_.unseat(seat);
  seating_.hand_to_bot(seat, round_.turn_clock().level);
  change.tracking(engine::spectator);
  for (const auto& connection : watching) change.snapshot(connection, engine::spectator);
  return result;
}

void Room::bot_move(int seat, std::uint64_t ticket, const Json& move, Clock::time_point now) {
  const auto batch = begin_call(now);
  if (!seating_.valid(seat)) return;
  const bool for_the_clock = seating_.bot_answered(seat);
  if (store_failing()) {
    // Dropped: asked again once the store writes (tick); a move for the
    // clock is owed again at once.
    if (for_the_clock) round_.clock_due(now);
    return;
  }
  // The game moved on: think again if it is still the bot's turn.
  const Seating::Seat& state = seating_[seat];
  if (!round_.current(ticket) || !(state.bot || for_the_clock) || status() != RoomStatus::playing)
    return settle(std::move(RoomChange{}.wake_bots()));
  last_activity_ = now;
  const RoomStatus before = status();
  const auto result = round_.apply(seat, move, for_the_clock ? "clock" : "bot");
  if (!result.accepted) {
    spdlog::error("room={} seat={} bot move refused: {} ({})", code_, seat, result.code,
                  result.reason);
    return;
  }
  settle(std::move(RoomChange::after_move(before).wake_bots()));
}

}  // namespace kangaroom::server
