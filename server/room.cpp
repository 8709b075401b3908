#include "server/room.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "core/registry.hpp"
#include "protocol/json_patch.hpp"
#include "protocol/secret.hpp"
#include "protocol/server_message.hpp"
#include "protocol/sha256.hpp"
#include "server/unix_time.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

const char* to_string(RoomStatus status) {
  switch (status) {
    case RoomStatus::lobby:
      return "lobby";
    case RoomStatus::playing:
      return "playing";
    case RoomStatus::finished:
      return "finished";
  }
  return "lobby";
}

namespace {
constexpr const char* default_colors[] = {"#d94f3d", "#2f7dd1", "#3a9d4a", "#e0a526",
                                          "#8e5cc4", "#1fa5a0", "#d16aa8", "#6b6b6b"};
constexpr const char* default_icons[] = {"kangaroo", "joey", "boomerang", "gum_leaf",
                                         "sun",      "star", "moon",      "wave"};

}  // namespace

Room::Room(std::string code, const engine::GameFactory& factory, Json options, int seats,
           std::string host_token, std::optional<std::uint64_t> chosen_seed, RoomSettings settings,
           Metrics& metrics, BotScheduler schedule_bot, Clock::time_point now)
    : code_(std::move(code)),
      factory_(factory),
      options_(std::move(options)),
      host_token_hash_(protocol::sha256_hex(host_token)),
      chosen_seed_(factory.info.hidden_information ? std::nullopt : chosen_seed),
      settings_(settings),
      metrics_(metrics),
      schedule_bot_(std::move(schedule_bot)),
      seats_(static_cast<std::size_t>(std::max(1, seats))),
      last_activity_(now),
      feeds_(static_cast<int>(seats_.size()), settings_.history),
      sample_rng_(protocol::random_seed()) {
  publish_room_section(room_section());
}

// ---------------------------------------------------------------- members

Room::Member* Room::find_member(const MemberPtr& connection) {
  for (auto& member : members_)
    if (member.connection == connection) return &member;
  return nullptr;
}

void Room::join(const MemberPtr& connection, const protocol::Join& request, const Json& id,
                Clock::time_point now) {
  const auto batch = outbox_.batch();
  bool host_token_valid = false;
  if (!request.host_token.empty()) {
    if (!protocol::constant_time_equal(protocol::sha256_hex(request.host_token),
                                       host_token_hash_)) {
      reply_error(connection, id, ErrorCode::bad_token,
                  "that host token does not belong to this room");
      return;
    }
    host_token_valid = true;
  }
  std::optional<int> seat;
  if (!request.seat_token.empty()) {
    const std::string presented = protocol::sha256_hex(request.seat_token);
    // Compare against every seat, without stopping early, so the time taken
    // says nothing about which seat (if any) nearly matched.
    for (std::size_t i = 0; i < seats_.size(); ++i)
      if (!seats_[i].token_hash.empty() &&
          protocol::constant_time_equal(presented, seats_[i].token_hash))
        seat = static_cast<int>(i);
    if (!seat) {
      reply_error(connection, id, ErrorCode::bad_token,
                  "that seat token does not belong to this room");
      return;
    }
  }

  // Whoever holds the host seat is host; the host token counts only while
  // the role was never handed over to someone else.
  const bool host = (host_token_valid && !host_handed_over_) || (seat && host_seat_ == *seat);
  if (const Member* existing = find_member(connection)) {
    if (existing->seat == seat && existing->host == host) {
      // Joining again as what one already is changes nothing for anyone else
      // (a client repeating join must not cost the room a patch each time).
      last_activity_ = now;
      const int audience = seat ? *seat : engine::spectator;
      reply(connection, protocol::joined_message(id, code_, seat, host, version_));
      const auto deliver = [&](const SharedText& text) { outbox_.send(connection, text); };
      if (!request.version || !feeds_.replay_after(audience, *request.version, version_, deliver))
        send_snapshot(connection, audience);
      return;
    }
    leave(connection, now);
  }
  if (!seat && members_.size() >= settings_.max_members) {
    reply_error(connection, id, ErrorCode::room_full,
                "this room has as many people in it as it may");
    return;
  }
  if (host) host_away_since_.reset();
  last_activity_ = now;
  ever_joined_ = true;
  const int audience = seat ? *seat : engine::spectator;
  const bool could_replay = feeds_.tracked(audience) && request.version.has_value();

  members_.push_back(Member{connection, seat, host, /*receiving=*/false});
  if (seat) {
    Seat& taken = seats_[static_cast<std::size_t>(*seat)];
    ++taken.connections;
    taken.away_since.reset();
    taken.replaceable = false;
    if (host) host_seat_ = *seat;
    spdlog::info("room={} seat={} reconnected", code_, *seat);
    commit_change();
  } else {
    spdlog::debug("room={} spectator joined{}", code_, host ? " (host)" : "");
    spectators_pending_ = true;
  }
  Member& member = members_.back();
  member.receiving = true;
  track(audience);

  reply(connection, protocol::joined_message(id, code_, seat, host, version_));
  // Replay what was missed if the history reaches back far enough, else a snapshot.
  const auto deliver = [&](const SharedText& text) { outbox_.send(connection, text); };
  if (!could_replay || !feeds_.replay_after(audience, *request.version, version_, deliver))
    send_snapshot(connection, audience);
  for (const auto& line : chat_history_) outbox_.send(connection, line);
}

void Room::leave(const MemberPtr& connection, Clock::time_point now) {
  const auto batch = outbox_.batch();
  const auto it = std::find_if(members_.begin(), members_.end(), [&](const Member& member) {
    return member.connection == connection;
  });
  if (it == members_.end()) return;
  if (it->seat) {
    Seat& seat = seats_[static_cast<std::size_t>(*it->seat)];
    if (--seat.connections <= 0 && !seat.token_hash.empty()) {
      seat.connections = 0;
      seat.away_since = now;
      seat.away_since_unix_ms = unix_ms_now();
      spdlog::info("room={} seat={} away", code_, *it->seat);
    }
  }
  const bool was_host = it->host;
  const bool seated = it->seat.has_value();
  members_.erase(it);
  if (was_host && !host_present()) host_away_since_ = now;
  last_activity_ = now;
  if (seated)
    commit_change();
  else
    spectators_pending_ = true;  // only the watcher count changed
}

bool Room::host_present() const {
  return std::any_of(members_.begin(), members_.end(),
                     [](const Member& member) { return member.host; });
}

void Room::hand_over_host_if_away(Clock::time_point now) {
  if (!host_away_since_ || now - *host_away_since_ < settings_.grace_period) return;
  // The first seat a person is connected to (bots cannot host).
  std::optional<int> heir;
  for (int i = 0; i < seat_count() && !heir; ++i) {
    const Seat& seat = seats_[static_cast<std::size_t>(i)];
    if (!seat.token_hash.empty() && seat.connections > 0) heir = i;
  }
  if (!heir) return;  // nobody to hand it to yet: checked again next tick
  host_seat_ = heir;
  host_handed_over_ = true;
  host_away_since_.reset();
  for (auto& member : members_) member.host = member.seat == heir;
  spdlog::info("room={} the host was away for the grace period: seat {} is host now", code_, *heir);
  commit_change();
}

bool Room::expired(Clock::time_point now) const {
  return members_.empty() &&
         now - last_activity_ >= (ever_joined_ ? settings_.idle_expiry : settings_.unjoined_expiry);
}

void Room::tick(Clock::time_point now) {
  const auto batch = outbox_.batch();
  bool changed = false;
  for (auto& seat : seats_) {
    if (!seat.token_hash.empty() && seat.connections == 0 && seat.away_since && !seat.replaceable &&
        now - *seat.away_since >= settings_.grace_period) {
      seat.replaceable = true;
      changed = true;
    }
  }
  if (spectators_pending_) {
    spectators_pending_ = false;
    // A change since then may have published the count already.
    if (spectator_count() != spectators_sent_) changed = true;
  }
  if (changed) commit_change();
  hand_over_host_if_away(now);
  run_out_clock(now);
}

// ---------------------------------------------------------------- requests

void Room::handle(const MemberPtr& connection, const protocol::ClientMessage& message,
                  Clock::time_point now, Clock::time_point received) {
  const auto batch = outbox_.batch();
  Member* member = find_member(connection);
  const Json& id = message.id;
  if (!member) {
    reply_error(connection, id, ErrorCode::not_in_room, "join a room first");
    return;
  }
  last_activity_ = now;
  std::visit(
      [&](const auto& request) {
        using T = std::decay_t<decltype(request)>;
        if constexpr (std::is_same_v<T, protocol::TakeSeat>)
          take_seat(*member, request, id, now);
        else if constexpr (std::is_same_v<T, protocol::LeaveSeat>)
          leave_seat(*member, id, now);
        else if constexpr (std::is_same_v<T, protocol::SetOptions>)
          set_options(*member, request, id, now);
        else if constexpr (std::is_same_v<T, protocol::Start>)
          start(*member, id, now);
        else if constexpr (std::is_same_v<T, protocol::MakeMove>)
          move(*member, request, id, now, received);
        else if constexpr (std::is_same_v<T, protocol::Sync>)
          sync(*member, request, id);
        else if constexpr (std::is_same_v<T, protocol::Chat>)
          chat(*member, request, id);
        else if constexpr (std::is_same_v<T, protocol::Rematch>)
          rematch(*member, id, now);
        else if constexpr (std::is_same_v<T, protocol::ReleaseSeat>)
          release_seat(*member, request, id, now);
        else if constexpr (std::is_same_v<T, protocol::AddBot>)
          add_bot(*member, request, id, now);
        else if constexpr (std::is_same_v<T, protocol::RemoveBot>)
          remove_bot(*member, request, id, now);
        else
          // hello, create_room, join and ping are the session's business.
          reply_error(connection, id, ErrorCode::unknown_type, "not a room request");
      },
      message.request);
}

bool Room::require_host(Member& member, const Json& id) {
  if (member.host) return true;
  reply_error(member.connection, id, ErrorCode::not_host, "only the host may do that");
  return false;
}

void Room::take_seat(Member& member, const protocol::TakeSeat& request, const Json& id,
                     Clock::time_point now) {
  if (member.seat) {
    reply_error(member.connection, id, ErrorCode::already_seated, "you already have a seat");
    return;
  }
  int chosen = -1;
  if (request.seat) {
    if (*request.seat >= seat_count()) {
      reply_error(member.connection, id, ErrorCode::bad_seat,
                  "this room has seats 0 to " + std::to_string(seat_count() - 1));
      return;
    }
    if (!seats_[static_cast<std::size_t>(*request.seat)].vacant()) {
      reply_error(member.connection, id, ErrorCode::seat_taken, "that seat is taken");
      return;
    }
    chosen = *request.seat;
  } else {
    for (int i = 0; i < seat_count() && chosen < 0; ++i)
      if (seats_[static_cast<std::size_t>(i)].vacant()) chosen = i;
    if (chosen < 0) {
      if (status_ == RoomStatus::lobby)
        reply_error(member.connection, id, ErrorCode::room_full, "every seat is taken");
      else
        reply_error(member.connection, id, ErrorCode::already_started,
                    "the game has started and no seat is free");
      return;
    }
  }
  Seat& seat = seats_[static_cast<std::size_t>(chosen)];
  seat = Seat{};
  // Only the player gets the token; the room keeps its hash (so does the store).
  const std::string token = protocol::new_secret_token();
  seat.token_hash = protocol::sha256_hex(token);
  seat.name = request.name.empty() ? "Player " + std::to_string(chosen + 1) : request.name;
  seat.icon = request.icon.empty()
                  ? default_icons[static_cast<std::size_t>(chosen) % std::size(default_icons)]
                  : request.icon;
  seat.color = request.color.empty()
                   ? default_colors[static_cast<std::size_t>(chosen) % std::size(default_colors)]
                   : request.color;
  seat.connections = 1;
  member.seat = chosen;
  if (member.host) host_seat_ = chosen;
  spdlog::info("room={} seat={} taken by '{}'", code_, chosen, seat.name);

  const MemberPtr connection = member.connection;  // `member` may move when tracking changes
  update_clock(now, false);  // a person in a seat during a game may have to be waited for
  commit_change();
  track(chosen);
  reply(connection, protocol::seat_taken_message(id, chosen, token));
  send_snapshot(connection, chosen);
}

void Room::leave_seat(Member& member, const Json& id, Clock::time_point now) {
  (void)now;
  if (!member.seat) {
    reply_error(member.connection, id, ErrorCode::not_seated, "you have no seat");
    return;
  }
  if (status_ != RoomStatus::lobby) {
    reply_error(member.connection, id, ErrorCode::already_started,
                "seats are kept for the whole game; the host can release an absent player's seat");
    return;
  }
  const int seat = *member.seat;
  const MemberPtr requester = member.connection;
  std::vector<MemberPtr> moved;
  for (auto& other : members_) {
    if (other.seat == seat) {
      other.seat.reset();
      other.receiving = false;
      moved.push_back(other.connection);
    }
  }
  seats_[static_cast<std::size_t>(seat)] = Seat{};
  if (host_seat_ == seat) host_seat_.reset();
  spdlog::info("room={} seat={} left", code_, seat);
  commit_change();
  track(engine::spectator);
  for (auto& other : members_) other.receiving = true;
  reply(requester, protocol::ok_message(id));
  for (const auto& connection : moved) send_snapshot(connection, engine::spectator);
}

void Room::set_options(Member& member, const protocol::SetOptions& request, const Json& id,
                       Clock::time_point now) {
  (void)now;
  if (!require_host(member, id)) return;
  if (status_ != RoomStatus::lobby || pending_start_) {
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
      if (!seats_[static_cast<std::size_t>(i)].vacant()) {
        reply_error(member.connection, id, ErrorCode::seat_taken,
                    "seat " + std::to_string(i) + " is taken: it cannot be removed");
        return;
      }
    }
    feeds_.resize(count);
    seats_.resize(static_cast<std::size_t>(count));
  }
  options_ = std::move(normalized.options);
  if (request.turn_clock) settings_.turn_clock = *request.turn_clock;
  const MemberPtr connection = member.connection;
  commit_change();
  reply(connection, protocol::ok_message(id));
}

void Room::start(Member& member, const Json& id, Clock::time_point now) {
  if (!require_host(member, id)) return;
  if (status_ != RoomStatus::lobby) {
    reply_error(member.connection, id, ErrorCode::already_started, "the game has already started");
    return;
  }
  start_round(member, id, "every seat needs a player or a bot (or lower the seat count)", now);
}

bool Room::any_seat_vacant() const {
  return std::any_of(seats_.begin(), seats_.end(), [](const Seat& seat) { return seat.vacant(); });
}

std::pair<std::uint64_t, bool> Room::next_round_seed() const {
  // Rule (hidden-information contract, docs/architecture.md): a round's seed
  // is never a function of anything published (another round's seed in a
  // replay, the round number, the time). The chosen seed makes only the
  // first board of a game without hidden information; a build that ran out
  // of time, and every rematch, draw afresh.
  if (chosen_seed_ && round_ == 0 && failed_builds_ == 0) return {*chosen_seed_, true};
  return {protocol::random_seed(), false};
}

bool Room::start_round(Member& member, const Json& id, const char* vacant_seat_message,
                       Clock::time_point now) {
  if (pending_start_) {
    reply_error(member.connection, id, ErrorCode::already_started, "the game is being set up");
    return false;
  }
  if (any_seat_vacant()) {
    reply_error(member.connection, id, ErrorCode::seats_not_filled, vacant_seat_message);
    return false;
  }
  const auto [seed, reproducible] = next_round_seed();
  GameBuildRequest request{&factory_, seat_count(), options_, seed, reproducible, ++build_ticket_};
  pending_start_ = PendingStart{member.connection, id, vacant_seat_message, request.ticket};
  // The room's own factory (not a lookup by id), so a room plays exactly the
  // game it was made with; options_ were normalized when the room was made.
  if (schedule_build_)
    schedule_build_(std::move(request));
  else
    game_built(build_game(request, std::nullopt), now);
  return true;
}

void Room::game_built(BuiltGame built, Clock::time_point now) {
  const auto batch = outbox_.batch();
  if (!pending_start_ || built.ticket != pending_start_->ticket) return;
  const PendingStart asked = std::move(*pending_start_);
  pending_start_.reset();
  // Seats may have emptied while the game was being made.
  if (any_seat_vacant()) {
    reply_error(asked.connection, asked.id, ErrorCode::seats_not_filled, asked.vacant_seat_message);
    return;
  }
  if (!built.game) {
    if (built.out_of_time) {
      ++failed_builds_;
      ++metrics_.game_builds_out_of_time;
      spdlog::warn("room={} no game made in time: {}", code_, built.error);
    }
    reply_error(asked.connection, asked.id,
                built.out_of_time ? ErrorCode::start_failed : ErrorCode::bad_options, built.error);
    return;
  }
  begin_game(std::move(built.game), built.seed);
  update_clock(now, true);
  commit_change();
  reply(asked.connection, protocol::ok_message(asked.id));
  schedule_bots();
}

void Room::move(Member& member, const protocol::MakeMove& request, const Json& id,
                Clock::time_point now, Clock::time_point received) {
  if (!member.seat) {
    reply_error(member.connection, id, ErrorCode::not_seated, "spectators cannot move");
    return;
  }
  if (status_ == RoomStatus::lobby) {
    reply_error(member.connection, id, ErrorCode::not_started, "the game has not started");
    return;
  }
  const MemberPtr connection = member.connection;
  const int seat = *member.seat;
  const RoomStatus before = status_;
  const auto result = apply_move(seat, request.move);
  if (!result.accepted) {
    metrics_.count_move_rejected(result.code);
    reply_error(connection, id, result.code, result.reason);
    return;
  }
  const bool clock_changed = update_clock(now, true);
  commit_change(status_ == before && !clock_changed ? Changed::game_only : Changed::room_and_game);
  metrics_.observe_move_latency(Clock::now() - received);
  reply(connection, protocol::ok_message(id));
  schedule_bots();
}

void Room::sync(Member& member, const protocol::Sync& request, const Json& id) {
  const int audience = audience_of(member);
  const MemberPtr& connection = member.connection;
  // Nothing was missed: say so, rather than leave the client waiting.
  if (request.version && *request.version == version_ && feeds_.tracked(audience)) {
    reply(connection, protocol::ok_message(id));
    return;
  }
  const auto deliver = [&](const SharedText& text) { outbox_.send(connection, text); };
  if (request.version && feeds_.replay_after(audience, *request.version, version_, deliver)) return;
  send_snapshot(connection, audience);
}

void Room::chat(Member& member, const protocol::Chat& request, const Json& id) {
  const std::string name =
      member.seat ? seats_[static_cast<std::size_t>(*member.seat)].name : "spectator";
  const auto text = share(
      protocol::serialize(protocol::chat_message(member.seat, name, request.text, unix_ms_now())));
  for (const auto& other : members_)
    if (other.receiving) outbox_.send(other.connection, text);
  chat_history_.push_back(text);
  while (chat_history_.size() > settings_.chat_history) chat_history_.pop_front();
  ++change_count_;
  // The sender's client clears its input on this reply; without it the text stayed and was sent
  // twice.
  reply(member.connection, protocol::ok_message(id));
}

void Room::rematch(Member& member, const Json& id, Clock::time_point now) {
  if (!require_host(member, id)) return;
  if (status_ != RoomStatus::finished) {
    reply_error(member.connection, id, ErrorCode::not_finished,
                "a rematch starts after the game ends");
    return;
  }
  const bool limited = settings_.rematch_interval > Clock::duration::zero();
  if (!rematch_refilled_) {
    rematch_tokens_ = settings_.rematch_burst;
  } else if (limited) {
    const double earned = std::chrono::duration<double>(now - *rematch_refilled_) /
                          std::chrono::duration<double>(settings_.rematch_interval);
    rematch_tokens_ = std::min(settings_.rematch_burst, rematch_tokens_ + std::max(0.0, earned));
  }
  rematch_refilled_ = now;
  if (limited && rematch_tokens_ < 1) {
    reply_error(member.connection, id, ErrorCode::rematch_too_soon,
                "this room has started many games just now; try again in a few seconds");
    return;
  }
  // A rematch refused before any game was made costs nothing; one whose game
  // could not be made in time (start_failed) did cost the builder, and counts.
  if (start_round(member, id, "every seat needs a player or a bot", now)) rematch_tokens_ -= 1;
}

void Room::release_seat(Member& member, const protocol::ReleaseSeat& request, const Json& id,
                        Clock::time_point now) {
  tick(now);
  if (!require_host(member, id)) return;
  if (request.seat >= seat_count()) {
    reply_error(member.connection, id, ErrorCode::bad_seat, "no such seat");
    return;
  }
  Seat& seat = seats_[static_cast<std::size_t>(request.seat)];
  if (seat.token_hash.empty() || seat.connections > 0 || !seat.replaceable) {
    reply_error(member.connection, id, ErrorCode::seat_not_away,
                "only a player who has been away for the whole grace period can be replaced");
    return;
  }
  seat = Seat{};
  if (host_seat_ == request.seat) host_seat_.reset();
  spdlog::info("room={} seat={} released by the host", code_, request.seat);
  const MemberPtr connection = member.connection;
  commit_change();
  reply(connection, protocol::ok_message(id));
}

void Room::add_bot(Member& member, const protocol::AddBot& request, const Json& id,
                   Clock::time_point now) {
  tick(now);
  if (!require_host(member, id)) return;
  if (request.seat >= seat_count()) {
    reply_error(member.connection, id, ErrorCode::bad_seat, "no such seat");
    return;
  }
  Seat& seat = seats_[static_cast<std::size_t>(request.seat)];
  if (seat.bot || (!seat.token_hash.empty() && seat.connections > 0)) {
    reply_error(member.connection, id, ErrorCode::seat_taken, "that seat is taken");
    return;
  }
  if (!seat.token_hash.empty() && !seat.replaceable) {
    reply_error(member.connection, id, ErrorCode::seat_not_away,
                "that player may still come back (grace period)");
    return;
  }
  const bool thinking = seat.bot_thinking;
  seat = Seat{};
  seat.bot = request.level;
  seat.bot_thinking = thinking;
  // Numbered by seat, so that two bots at one table (a Jackaroo team's
  // names in the final result) can be told apart.
  seat.name = "Bot " + std::to_string(request.seat + 1) + " (" +
              std::string(protocol::to_string(request.level)) + ")";
  seat.icon = "robot";
  seat.color = default_colors[static_cast<std::size_t>(request.seat) % std::size(default_colors)];
  if (host_seat_ == request.seat) host_seat_.reset();
  spdlog::info("room={} seat={} bot {} added", code_, request.seat,
               protocol::to_string(request.level));
  const MemberPtr connection = member.connection;
  update_clock(now, false);
  commit_change();
  reply(connection, protocol::ok_message(id));
  schedule_bots();
}

void Room::remove_bot(Member& member, const protocol::RemoveBot& request, const Json& id,
                      Clock::time_point now) {
  if (!require_host(member, id)) return;
  if (request.seat >= seat_count() || !seats_[static_cast<std::size_t>(request.seat)].bot) {
    reply_error(member.connection, id, ErrorCode::bad_seat, "there is no bot in that seat");
    return;
  }
  const bool thinking = seats_[static_cast<std::size_t>(request.seat)].bot_thinking;
  seats_[static_cast<std::size_t>(request.seat)] = Seat{};
  seats_[static_cast<std::size_t>(request.seat)].bot_thinking = thinking;
  const MemberPtr connection = member.connection;
  update_clock(now, false);
  commit_change();
  reply(connection, protocol::ok_message(id));
}

// ---------------------------------------------------------------- game

void Room::begin_game(std::unique_ptr<engine::Game> game, std::uint64_t game_seed) {
  game_ = std::move(game);
  round_seed_ = game_seed;
  moves_.clear();
  ++round_;
  ++move_ticket_;
  status_ = RoomStatus::playing;
  log_.clear();
  outcome_ = nullptr;
  ++metrics_.games_started;
  spdlog::info("room={} round {} started with {} seats", code_, round_, seat_count());
}

engine::ApplyResult Room::apply_move(int seat, const Json& move) {
  if (!game_ || status_ != RoomStatus::playing)
    return engine::ApplyResult::rejected(engine::reject::game_over, "the game is over");
  Json events = Json::array();
  // The replay keeps the move as the engine writes it, not as the client sent it.
  std::string unparsed;
  const auto parsed = game_->move_from_json(move, unparsed);
  // The list the feeds sent this seat for this position, if it may act.
  const std::vector<engine::Move>* listed =
      game_->may_act(seat) ? &position_moves_.of(*game_, seat, move_ticket_) : nullptr;
  auto result = game_->apply(seat, move, &events, listed);
  if (!result.accepted) return result;
  moves_.push_back(played_move_line(seat, parsed ? game_->move_to_json(*parsed) : move));
  ++metrics_.moves_accepted;
  ++move_ticket_;
  for (const auto& event : events) log_.append(event);
  if (game_->finished()) {
    status_ = RoomStatus::finished;
    outcome_ = game_->outcome();
    ++metrics_.games_finished;
    spdlog::info("room={} round {} finished", code_, round_);
    if (replay_sink_) replay_sink_(replay_record());
  }
  return result;
}

void Room::schedule_bots() {
  if (status_ != RoomStatus::playing || !game_ || !schedule_bot_) return;
  for (const int seat : game_->to_act()) {
    if (seat < 0 || seat >= seat_count()) continue;
    Seat& state = seats_[static_cast<std::size_t>(seat)];
    if (!state.bot || state.bot_thinking) continue;
    state.bot_thinking = true;
    // The bot thinks on what its seat knows: hidden cards are re-drawn.
    schedule_bot_(BotRequest{game_->sample_for(seat, sample_rng_), seat, *state.bot, move_ticket_});
  }
}

void Room::bot_move(int seat, std::uint64_t ticket, const Json& move, Clock::time_point now) {
  const auto batch = outbox_.batch();
  if (seat < 0 || seat >= seat_count()) return;
  Seat& state = seats_[static_cast<std::size_t>(seat)];
  const bool for_the_clock = state.clock_thinking;
  state.bot_thinking = false;
  state.clock_thinking = false;
  if (ticket != move_ticket_ || !(state.bot || for_the_clock) || status_ != RoomStatus::playing) {
    schedule_bots();  // the game moved on: think again if it is still this bot's turn
    return;
  }
  last_activity_ = now;
  const RoomStatus before = status_;
  const auto result = apply_move(seat, move);
  if (!result.accepted) {
    spdlog::error("room={} seat={} bot move refused: {} ({})", code_, seat, result.code,
                  result.reason);
    return;
  }
  const bool clock_changed = update_clock(now, true);
  commit_change(status_ == before && !clock_changed ? Changed::game_only : Changed::room_and_game);
  schedule_bots();
}

// ---------------------------------------------------------------- turn clock

bool Room::update_clock(Clock::time_point now, bool new_turn) {
  const auto& clock = settings_.turn_clock;
  const bool had_deadline = turn_deadline_.has_value();
  bool person_to_act = false;
  if (clock.seconds > 0 && status_ == RoomStatus::playing && game_)
    for (const int seat : game_->to_act())
      if (seat >= 0 && seat < seat_count() && !seats_[static_cast<std::size_t>(seat)].bot &&
          !seats_[static_cast<std::size_t>(seat)].token_hash.empty())
        person_to_act = true;
  // Games with bots only never wait on a clock.
  if (!person_to_act) {
    turn_deadline_.reset();
    return had_deadline;
  }
  if (turn_deadline_ && !new_turn) return false;
  turn_deadline_ = now + std::chrono::seconds(clock.seconds);
  turn_deadline_unix_ms_ = unix_ms_now() + std::int64_t{clock.seconds} * 1000;
  return true;
}

void Room::run_out_clock(Clock::time_point now) {
  if (!turn_deadline_ || now < *turn_deadline_ || status_ != RoomStatus::playing || !game_) return;
  turn_deadline_.reset();
  for (const int seat : game_->to_act()) {
    if (seat < 0 || seat >= seat_count()) continue;
    Seat& state = seats_[static_cast<std::size_t>(seat)];
    if (state.bot || state.token_hash.empty() || state.bot_thinking || state.clock_thinking)
      continue;
    state.clock_thinking = true;
    spdlog::info("room={} seat={} ran out of time: a bot ({}) moves for them", code_, seat,
                 protocol::to_string(settings_.turn_clock.level));
    if (schedule_bot_)
      schedule_bot_(BotRequest{game_->sample_for(seat, sample_rng_), seat,
                               settings_.turn_clock.level, move_ticket_});
  }
  commit_change();  // the deadline is gone from the room view
}

// ---------------------------------------------------------------- replay

FinishedGame Room::replay_record() const {
  Json seats = Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i)
    seats.push_back({{"seat", i},
                     {"name", seats_[i].name},
                     {"icon", seats_[i].icon},
                     {"color", seats_[i].color},
                     {"bot", seats_[i].bot ? Json(protocol::to_string(*seats_[i].bot)) : Json()}});
  FinishedGame finished{code_, round_, unix_ms_now(), {}};
  const std::string rest =
      protocol::serialize({{"room", code_},
                           {"game", factory_.info.id},
                           {"round", round_},
                           {"options", options_},
                           {"players", seat_count()},
                           // A string: 64-bit seeds do not survive JavaScript's numbers.
                           {"seed", std::to_string(round_seed_)},
                           {"seats", std::move(seats)},
                           {"outcome", outcome_},
                           {"finished_at", finished.finished_at_unix_ms}});
  // The moves are kept as JSON text already ("SEAT MOVE" lines): spliced in
  // as they are, {"move":MOVE,"seat":SEAT} each, rather than parsed back.
  std::string& record = finished.record;
  record = R"({"moves":[)";
  bool first = true;
  moves_.for_each([&](std::string_view line) {
    const auto space = line.find(' ');
    record += first ? R"({"move":)" : R"(,{"move":)";
    record += line.substr(space + 1);
    record += R"(,"seat":)";
    record += line.substr(0, space);
    record += '}';
    first = false;
  });
  record += "],";
  record.append(rest, 1);  // the other fields, without their opening brace
  return finished;
}

std::string Room::played_move_line(int seat, const Json& move) {
  return std::to_string(seat) + ' ' + protocol::serialize(move);
}

Json Room::moves_json() const {
  Json moves = Json::array();
  moves_.for_each([&](std::string_view line) {
    const auto space = line.find(' ');
    moves.push_back({{"seat", std::stoi(std::string(line.substr(0, space)))},
                     {"move", Json::parse(line.substr(space + 1))}});
  });
  return moves;
}

// ---------------------------------------------------------------- durability

namespace {
constexpr int durable_format = 1;  // bump when durable_state changes shape
constexpr std::uint64_t restore_version_gap = 1 << 20;
}  // namespace

Json Room::durable_state() const {
  Json seats = Json::array();
  for (const Seat& seat : seats_) {
    seats.push_back({{"token_hash", seat.token_hash},
                     {"name", seat.name},
                     {"icon", seat.icon},
                     {"color", seat.color},
                     {"bot", seat.bot ? Json(protocol::to_string(*seat.bot)) : Json()}});
  }
  Json chat = Json::array();
  for (const auto& line : chat_history_) chat.push_back(*line);
  return {{"format", durable_format},
          {"code", code_},
          {"game", factory_.info.id},
          {"options", options_},
          {"seed", chosen_seed_ ? Json(*chosen_seed_) : Json()},
          {"host_token_hash", host_token_hash_},
          {"host_seat", host_seat_ ? Json(*host_seat_) : Json()},
          {"host_handed_over", host_handed_over_},
          {"seats", std::move(seats)},
          {"status", to_string(status_)},
          {"round", round_},
          {"version", version_},
          {"ever_joined", ever_joined_},
          {"game_state", game_ ? game_->save() : Json()},
          {"log", log_.to_json()},
          {"log_has_private", log_.has_private()},
          {"next_log_seq", log_.next_seq()},
          {"outcome", outcome_},
          {"round_seed", round_seed_},
          {"turn_clock",
           {{"seconds", settings_.turn_clock.seconds},
            {"bot", protocol::to_string(settings_.turn_clock.level)}}},
          {"turn_deadline", turn_deadline_ ? Json(turn_deadline_unix_ms_) : Json()},
          {"moves", moves_json()},
          {"chat", std::move(chat)}};
}

bool Room::restore(const Json& saved, Clock::time_point now, std::string& error) {
  try {
    if (saved.at("format").get<int>() != durable_format) {
      error = "saved in format " + saved.at("format").dump() + ", this server reads " +
              std::to_string(durable_format);
      return false;
    }
    if (saved.at("game").get<std::string>() != factory_.info.id) {
      error = "saved for another game";
      return false;
    }
    const Json& seats = saved.at("seats");
    if (!seats.is_array() || seats.empty() || seats.size() > 64) {
      error = "bad seats";
      return false;
    }
    std::unique_ptr<engine::Game> game;
    if (!saved.at("game_state").is_null()) {
      if (!factory_.load) {
        error = factory_.info.id + " cannot load a saved game";
        return false;
      }
      game = factory_.load(saved.at("game_state"), error);
      if (!game) return false;
      if (game->players() != static_cast<int>(seats.size())) {
        error = "the saved game has another number of players than the room has seats";
        return false;
      }
    }
    const std::string status = saved.at("status").get<std::string>();
    if (status == "lobby")
      status_ = RoomStatus::lobby;
    else if (status == "playing")
      status_ = RoomStatus::playing;
    else if (status == "finished")
      status_ = RoomStatus::finished;
    else {
      error = "unknown status '" + status + "'";
      return false;
    }
    if (status_ != RoomStatus::lobby && !game) {
      error = "a started room without its game";
      return false;
    }

    seats_.assign(seats.size(), Seat{});
    feeds_.resize(static_cast<int>(seats.size()));
    const auto away_ms = unix_ms_now();
    for (std::size_t i = 0; i < seats.size(); ++i) {
      Seat& seat = seats_[i];
      seat.token_hash = seats[i].at("token_hash").get<std::string>();
      seat.name = seats[i].at("name").get<std::string>();
      seat.icon = seats[i].at("icon").get<std::string>();
      seat.color = seats[i].at("color").get<std::string>();
      if (!seats[i].at("bot").is_null())
        seat.bot = protocol::bot_level_from_string(seats[i].at("bot").get<std::string>());
      if (!seat.token_hash.empty()) {
        // Nobody is connected after a restart: the grace period starts again.
        seat.away_since = now;
        seat.away_since_unix_ms = away_ms;
      }
    }
    options_ = saved.at("options");
    // Before 2026-11-27 every room saved a seed, random or chosen; it matters
    // only for a public game's first round, as a chosen one does now.
    chosen_seed_.reset();
    if (!saved.at("seed").is_null() && !factory_.info.hidden_information)
      chosen_seed_ = saved.at("seed").get<std::uint64_t>();
    host_token_hash_ = saved.at("host_token_hash").get<std::string>();
    host_seat_.reset();
    if (!saved.at("host_seat").is_null()) host_seat_ = saved.at("host_seat").get<int>();
    host_handed_over_ = saved.at("host_handed_over").get<bool>();
    // Nobody is connected after a restart: if the host does not come back
    // within the grace period, the role passes on as usual.
    if (saved.at("ever_joined").get<bool>()) host_away_since_ = now;
    round_ = saved.at("round").get<int>();
    ever_joined_ = saved.at("ever_joined").get<bool>();
    game_ = std::move(game);
    log_.restore(saved.at("log"), saved.at("log_has_private").get<bool>(),
                 saved.at("next_log_seq").get<std::uint64_t>());
    outcome_ = saved.at("outcome");
    round_seed_ = saved.at("round_seed").get<std::uint64_t>();
    moves_.clear();
    for (const auto& played : saved.at("moves"))
      moves_.push_back(played_move_line(played.at("seat").get<int>(), played.at("move")));
    settings_.turn_clock.seconds = saved.at("turn_clock").at("seconds").get<int>();
    settings_.turn_clock.level =
        protocol::bot_level_from_string(saved.at("turn_clock").at("bot").get<std::string>())
            .value_or(protocol::BotLevel::medium);
    turn_deadline_.reset();
    if (!saved.at("turn_deadline").is_null()) {
      // What was left of the turn when the server stopped, counted from now.
      turn_deadline_unix_ms_ = saved.at("turn_deadline").get<std::int64_t>();
      turn_deadline_ = now + std::chrono::milliseconds(
                                 std::max<std::int64_t>(0, turn_deadline_unix_ms_ - unix_ms_now()));
    }
    chat_history_.clear();
    for (const auto& line : saved.at("chat"))
      chat_history_.push_back(share(line.get<std::string>()));
  } catch (const Json::exception& bad) {
    error = std::string("malformed saved room: ") + bad.what();
    return false;
  }
  // Versions go on, far past the saved one: after a crash, clients may hold
  // versions the store never saw (the last fraction of a second), and a
  // patch must never apply to a view that no longer exists. Patch history is
  // not saved, so every client rejoining gets a snapshot.
  version_ = saved.at("version").get<std::uint64_t>() + restore_version_gap;
  ++move_ticket_;
  last_activity_ = now;
  publish_room_section(room_section());
  to_act_json_ = to_act_section();
  outcome_sent_ = outcome_;
  return true;
}

// ---------------------------------------------------------------- views

int Room::audience_of(const Member& member) const {
  return member.seat ? *member.seat : engine::spectator;
}

bool Room::audience_wanted(int audience) const {
  if (audience == engine::spectator)
    return std::any_of(members_.begin(), members_.end(),
                       [](const Member& member) { return !member.seat; });
  return !seats_[static_cast<std::size_t>(audience)].token_hash.empty();
}

int Room::spectator_count() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(),
                                        [](const Member& member) { return !member.seat; }));
}

Json Room::publish_room_section(const Json& section) {
  std::string text = protocol::serialize(section);
  if (text == room_text_) return nullptr;
  Json before = room_text_.empty() ? Json() : Json::parse(room_text_);
  text.shrink_to_fit();  // kept as long as the room: its growth's spare room goes
  room_text_ = std::move(text);
  spectators_sent_ = section.at("spectators").get<int>();
  return before;
}

Json Room::room_section() const {
  Json seats = Json::array();
  const int spectators = spectator_count();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const Seat& seat = seats_[i];
    const bool away = !seat.token_hash.empty() && seat.connections == 0;
    Json entry = {{"seat", i},
                  {"name", seat.name},
                  {"icon", seat.icon},
                  {"color", seat.color},
                  {"taken", !seat.vacant()},
                  {"connected", seat.bot.has_value() || seat.connections > 0},
                  {"away", away},
                  {"away_since", nullptr},
                  {"replaceable", away && seat.replaceable},
                  {"bot", nullptr},
                  {"host", host_seat_ == static_cast<int>(i)}};
    if (away && seat.away_since) entry["away_since"] = seat.away_since_unix_ms;
    if (seat.bot) entry["bot"] = protocol::to_string(*seat.bot);
    seats.push_back(std::move(entry));
  }
  return {{"code", code_},
          {"game", factory_.info.id},
          {"options", options_},
          {"status", to_string(status_)},
          {"seats", std::move(seats)},
          {"spectators", spectators},
          {"round", round_},
          {"turn_clock", settings_.turn_clock.seconds
                             ? Json{{"seconds", settings_.turn_clock.seconds},
                                    {"bot", protocol::to_string(settings_.turn_clock.level)}}
                             : Json()},
          {"turn_deadline", turn_deadline_ ? Json(turn_deadline_unix_ms_) : Json()},
          {"min_players", factory_.info.min_players},
          {"max_players", factory_.info.max_players}};
}

Json Room::to_act_section() const {
  if (!game_ || status_ != RoomStatus::playing) return Json::array();
  return game_->to_act();
}

void Room::track(int audience) {
  if (audience_wanted(audience)) feeds_.track(audience, game_now());
}

GameNow Room::game_now() const {
  return GameNow{game_.get(), round_, status_ == RoomStatus::playing, &position_moves_,
                 move_ticket_};
}

void Room::commit_change(Changed changed) {
  // Operations every audience shares, computed once.
  Json common = Json::array();
  if (changed == Changed::room_and_game) {
    const Json room_json = room_section();
    if (const Json before = publish_room_section(room_json); !before.is_null())
      protocol::append_diff(common, before, room_json, "/room");
  }
  Json to_act = to_act_section();
  if (to_act != to_act_json_)
    common.push_back({{"op", "replace"}, {"path", "/to_act"}, {"value", to_act}});
  to_act_json_ = std::move(to_act);
  // The log's new entries: shared by everyone while every entry is public,
  // otherwise filtered per audience.
  const bool log_per_audience = log_.has_private();
  if (outcome_ != outcome_sent_)
    common.push_back({{"op", "replace"}, {"path", "/outcome"}, {"value", outcome_}});
  outcome_sent_ = outcome_;

  ++version_;
  ++change_count_;
  AudienceFeeds::Change change;
  change.version = version_;
  change.common_ops = protocol::ops_text(common);
  if (!log_per_audience) {
    const std::string log_ops = log_.unpublished_ops(engine::spectator);
    if (!log_ops.empty()) change.common_ops += (change.common_ops.empty() ? "" : ",") + log_ops;
  } else {
    change.audience_ops = [this](int audience) { return log_.unpublished_ops(audience); };
  }
  change.wanted = [this](int audience) { return audience_wanted(audience); };
  change.deliver = [this](int audience, const SharedText& text) {
    deliver_to_audience(audience, text);
  };
  change.snapshot = [this](int audience) {
    return share(protocol::snapshot_text(version_, full_view(audience)));
  };
  feeds_.publish(change, game_now());

  log_.mark_published();
  // A finished game nobody is in stays until the room expires: it keeps no
  // copies of its views nor patches to replay (whoever comes back gets a
  // snapshot), and its log and moves are packed.
  if (members_.empty() && status_ == RoomStatus::finished) {
    feeds_.untrack_all();
    log_.pack();
    moves_.pack();
  }
}

void Room::deliver_to_audience(int audience, const SharedText& text) {
  for (const auto& member : members_)
    if (member.receiving && audience_of(member) == audience) outbox_.send(member.connection, text);
}

Json Room::full_view(int audience) const {
  Json view = {{"room", Json::parse(room_text_)},
               {"to_act", to_act_json_},
               {"log", log_.for_audience(audience)},
               {"outcome", outcome_sent_}};
  const GameNow now = game_now();
  view["game"] = feeds_.game_view(audience, now);
  if (Json legal = feeds_.legal_moves(audience, now); !legal.is_null())
    view["legal_moves"] = std::move(legal);
  return view;
}

void Room::send_snapshot(const MemberPtr& connection, int audience) {
  outbox_.send(connection, share(protocol::snapshot_text(version_, full_view(audience))),
               /*snapshot=*/true);
}

void Room::reply(const MemberPtr& connection, const Json& message) {
  outbox_.send(connection, share(protocol::serialize(message)));
}

void Room::reply_error(const MemberPtr& connection, const Json& id, ErrorCode code,
                       std::string_view message) {
  reply_error(connection, id, protocol::to_string(code), message);
}

void Room::reply_error(const MemberPtr& connection, const Json& id, std::string_view code,
                       std::string_view message) {
  metrics_.count_error(code);
  reply(connection, protocol::error_message(id, code, message));
}

}  // namespace kangaroom::server
