#include "server/room/room.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

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
      catch_up(*existing, request.version);
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
  ever_joined_ = true;
  Member& member = members_.add(connection, seat, host);
  const int audience = member.audience();
  const bool could_replay = broadcast_.feeds().tracked(audience);
  if (seat) {
    seating_.connect(*seat);
    if (host) seating_.set_host_seat(*seat);
    spdlog::info("room={} seat={} reconnected", code_, *seat);
    commit_change();
  } else {
    spdlog::debug("room={} spectator joined{}", code_, host ? " (host)" : "");
    spectators_pending_ = true;
  }
  members_.resume_receiving();
  track(audience);

  reply(connection, protocol::joined_message(id, code_, seat, host, version()));
  catch_up(member, could_replay ? request.version : std::nullopt);
  for (const auto& line : chat_history_) send(connection, line);
}

void Room::leave(const MemberPtr& connection, Clock::time_point now) {
  const auto batch = begin_call(now);
  if (const auto gone = members_.remove(connection)) after_leaving(*gone);
}

void Room::after_leaving(const Member& gone) {
  if (gone.seat && seating_.disconnect(*gone.seat, now_, unix_ms_now()))
    spdlog::info("room={} seat={} away", code_, *gone.seat);
  if (gone.host && !members_.any_host()) seating_.host_left(now_);
  last_activity_ = now_;
  if (gone.seat)
    commit_change();
  else
    spectators_pending_ = true;  // only the watcher count changed
}

void Room::hand_over_host_if_away() {
  const auto heir = seating_.hand_over_host_if_away(now_);
  if (!heir) return;
  members_.make_host(*heir);
  spdlog::info("room={} the host was away for the grace period: seat {} is host now", code_, *heir);
  commit_change();
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
  for (const Member& gone : members_.remove_gone()) after_leaving(gone);  // went without leaving
  bool changed = seating_.became_replaceable(broadcast_.room_published_at(), now);
  if (offers_.expire(now)) changed = true;
  if (spectators_pending_) {
    spectators_pending_ = false;
    // A change since then may have published the count already.
    if (members_.spectator_count() != broadcast_.spectators_sent()) changed = true;
  }
  if (changed) commit_change();
  hand_over_host_if_away();
  if (store_failing()) return;  // bots and the clock wait for the store
  std::vector<int> losing;      // on_timeout "lose": they resign
  if (round_.run_out_clock(seating_, now, losing)) commit_change();  // the deadline left the view
  for (const int seat : losing)
    if (round_.playing()) give_up(seat, [] {});
  round_.schedule_bots(seating_);                         // any that waited for the store
  if (notifications_.any()) send_notices(unix_ms_now());  // a clock's reminder time
}

// ---------------------------------------------------------------- requests

void Room::set_options(Member& member, const protocol::SetOptions& request, const Json& id) {
  if (round_.starting()) {
    reply_error(member.connection, id, ErrorCode::already_started,
                "options are fixed once the game starts");
    return;
  }
  Json options = options_;
  if (request.options.is_object())
    for (const auto& [key, value] : request.options.items()) options[key] = value;
  auto normalized = engine::normalize_options(factory_.info, options);
  if (!normalized.ok()) {
    reply_error(member.connection, id, ErrorCode::bad_options, normalized.error);
    return;
  }
  if (request.seats) {
    const int count = *request.seats;
    if (!factory_.info.takes_players(count)) {
      reply_error(member.connection, id, ErrorCode::bad_options,
                  factory_.info.display_name + " takes " +
                      std::to_string(factory_.info.min_players) + " to " +
                      std::to_string(factory_.info.max_players) + " players");
      return;
    }
    for (int i = count; i < seat_count(); ++i) {
      if (!seating_[i].vacant()) {
        reply_error(member.connection, id, ErrorCode::seat_taken,
                    "seat " + std::to_string(i) + " is taken: it cannot be removed");
        return;
      }
    }
    broadcast_.feeds().resize(count);
    seating_.resize(count);
  }
  options_ = std::move(normalized.options);
  if (request.turn_clock) round_.set_turn_clock(*request.turn_clock);
  const auto connection = member.connection;
  commit_change();
  reply(connection, protocol::ok_message(id));
}

void Room::start(Member& member, const protocol::Start&, const Json& id) {
  start_round(member, id, "every seat needs a player or a bot (or lower the seat count)");
}

bool Room::start_round(Member& member, const Json& id, const char* vacant_seat_message) {
  if (round_.starting()) {
    reply_error(member.connection, id, ErrorCode::already_started, "the game is being set up");
    return false;
  }
  if (seating_.any_vacant()) {
    reply_error(member.connection, id, ErrorCode::seats_not_filled, vacant_seat_message);
    return false;
  }
  GameBuildRequest request = round_.ask_for_game(seat_count(), options_);
  pending_start_ = PendingStart{member.connection, id, vacant_seat_message};
  if (schedule_build_)
    schedule_build_(std::move(request));
  else
    game_built(build_game(request, std::nullopt), now_);
  return true;
}

void Room::game_built(BuiltGame built, Clock::time_point now) {
  const auto batch = begin_call(now);
  if (!round_.is_awaited(built) || !pending_start_) return;
  const PendingStart asked = std::move(*pending_start_);
  pending_start_.reset();
  round_.stop_waiting();
  if (store_failing()) {
    reply_error(asked.connection, asked.id, ErrorCode::storage_unavailable,
                "the server cannot save changes right now; the game was not started");
    return;
  }
  // Seats may have emptied while the game was being made.
  if (seating_.any_vacant()) {
    reply_error(asked.connection, asked.id, ErrorCode::seats_not_filled, asked.vacant_seat_message);
    return;
  }
  if (!built.game) {
    round_.build_failed(built);
    if (built.out_of_time) spdlog::warn("room={} no game made in time: {}", code_, built.error);
    reply_error(asked.connection, asked.id,
                built.out_of_time ? ErrorCode::start_failed : ErrorCode::bad_options, built.error);
    return;
  }
  round_.begin(std::move(built.game), built.seed);
  last_move_unix_ms_ = unix_ms_now();  // a new round counts from its start
  offers_.withdraw();                  // an offer belongs to the round it was made in
  spdlog::info("room={} round {} started with {} seats", code_, round_.number(), seat_count());
  round_.update_clock(seating_, now, true);
  commit_change();
  reply(asked.connection, protocol::ok_message(asked.id));
  round_.schedule_bots(seating_);
}

void Room::move(Member& member, const protocol::MakeMove& request, const Json& id) {
  const auto connection = member.connection;
  const RoomStatus before = status();
  const auto result = round_.apply(*member.seat, request.move);
  if (!result.accepted) {
    metrics_.count_move_rejected(result.code);
    reply_error(connection, id, result.code, result.reason);
    return;
  }
  moved(before);
  metrics_.observe_move_latency(Clock::now() - received_);
  reply(connection, protocol::ok_message(id));
  round_.schedule_bots(seating_);
}

void Room::moved(RoomStatus before) {
  const bool clock_changed = round_.update_clock(seating_, now_, true);
  // Rule (PROTOCOL.md "Offers"): any move lapses the pending offer.
  const bool offer_lapsed = offers_.move_played();
  last_move_unix_ms_ = unix_ms_now();
  if (status() == RoomStatus::finished && before != RoomStatus::finished) archive_round();
  // A resignation shows in the seats (room.seats[i].resigned).
  const bool resigned = round_.resigned().size() != resignations_published_;
  resignations_published_ = round_.resigned().size();
  commit_change(status() == before && !clock_changed && !resigned && !offer_lapsed
                    ? Changed::game_only
                    : Changed::room_and_game);
}

void Room::archive_round() {
  spdlog::info("room={} round {} finished", code_, round_.number());
  if (!replay_sink_) return;
  FinishedGame finished{code_, round_.number(), unix_ms_now(), {}};
  finished.record = replay_text(record(), finished.finished_at_unix_ms);
  replay_sink_(std::move(finished));
}

void Room::sync(Member& member, const protocol::Sync& request, const Json& id) {
  // Nothing was missed: say so, rather than leave the client waiting.
  if (request.version && *request.version == version() &&
      broadcast_.feeds().tracked(member.audience())) {
    reply(member.connection, protocol::ok_message(id));
    return;
  }
  catch_up(member, request.version);
}

void Room::chat(Member& member, const protocol::Chat& request, const Json& id) {
  const std::string name = member.seat ? seating_[*member.seat].name : "spectator";
  const auto text = share(
      protocol::serialize(protocol::chat_message(member.seat, name, request.text, unix_ms_now())));
  members_.for_each_receiving([&](const Members::Connection& to) { send(to, text); });
  chat_history_.push_back(text);
  ++chat_count_;
  while (chat_history_.size() > settings_.chat_history) chat_history_.pop_front();
  ++change_count_;
  // The sender's client clears its input on this reply; without it the text
  // stayed and was sent twice.
  reply(member.connection, protocol::ok_message(id));
}

// A rematch asked by the host, or agreed by everyone (room_offers.cpp).
void Room::rematch(Member& member, const protocol::Rematch&, const Json& id) {
  const bool limited = settings_.rematch_interval > Clock::duration::zero();
  if (limited && !rematches_)
    rematches_.emplace(1.0 / std::chrono::duration<double>(settings_.rematch_interval).count(),
                       settings_.rematch_burst, now_);
  if (limited && rematches_->credits(now_) < 1) {
    reply_error(member.connection, id, ErrorCode::rematch_too_soon,
                "this room has started many games just now; try again in a few seconds");
    return;
  }
  // A rematch refused before any game was made costs nothing; one whose game
  // could not be made in time (start_failed) did cost the builder, and counts.
  if (start_round(member, id, "every seat needs a player or a bot") && limited)
    rematches_->try_spend(now_);
}

void Room::resign(Member& member, const protocol::Resign&, const Json& id) {
  const auto requester = member.connection;
  const auto result = give_up(*member.seat, [&] { reply(requester, protocol::ok_message(id)); });
  if (!result.accepted) reply_error(requester, id, result.code, result.reason);
}

engine::ApplyResult Room::give_up(int seat, const std::function<void()>& answer) {
  const RoomStatus before = status();
  bool plays_on = false;
  auto result = round_.resign(seat, plays_on);
  if (!result.accepted) return result;
  spdlog::info("room={} seat={} resigned", code_, seat);
  if (!plays_on) {
    moved(before);
    answer();
    round_.schedule_bots(seating_);
    return result;
  }
  // The game goes on with the seat in it (Jackaroo's partners): a bot of the
  // turn clock's level plays it from now on, and the resigner watches.
  const auto watching = members_.unseat(seat);
  // The seat keeps the resigner's name, icon and colour: the log and the
  // final table speak of the same player (the bot tag says who plays).
  const Seating::Seat was = seating_[seat];
  seating_.seat_bot(seat, round_.turn_clock().level);
  seating_[seat].name = was.name;
  seating_[seat].icon = was.icon;
  seating_[seat].color = was.color;
  moved(before);
  track(engine::spectator);
  members_.resume_receiving();
  answer();
  for (const auto& connection : watching) send_snapshot(connection, engine::spectator);
  round_.schedule_bots(seating_);
  return result;
}

void Room::bot_move(int seat, std::uint64_t ticket, const Json& move, Clock::time_point now) {
  const auto batch = begin_call(now);
  if (!seating_.valid(seat)) return;
  Seating::Seat& state = seating_[seat];
  const bool for_the_clock = state.clock_thinking;
  state.bot_thinking = false;
  state.clock_thinking = false;
  if (store_failing()) {
    // Dropped: asked again once the store writes (tick); a move for the
    // clock is owed again at once.
    if (for_the_clock) round_.clock_due(now);
    return;
  }
  if (!round_.current(ticket) || !(state.bot || for_the_clock) || status() != RoomStatus::playing) {
    round_.schedule_bots(seating_);  // the game moved on: think again if it is still its turn
    return;
  }
  last_activity_ = now;
  const RoomStatus before = status();
  const auto result = round_.apply(seat, move, for_the_clock ? "clock" : "bot");
  if (!result.accepted) {
    spdlog::error("room={} seat={} bot move refused: {} ({})", code_, seat, result.code,
                  result.reason);
    return;
  }
  moved(before);
  round_.schedule_bots(seating_);
}

}  // namespace kangaroom::server
