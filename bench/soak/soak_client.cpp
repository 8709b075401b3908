#include "soak_client.hpp"

#include <algorithm>
#include <cmath>
#include <iostream>

#include "ws_connection.hpp"

namespace kangaroom::soak {

namespace {

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch())
      .count();
}

const char* kind_name(int kind) {
  static const char* names[] = {"create_room", "join", "set_options", "take_seat", "start",
                                "move",        "chat", "sync",        "rematch",   "other"};
  return names[kind];
}

// Replies that only mean the room moved on between our look and our request:
// the next patch shows what is true now, and we decide again.
bool is_race(const std::string& code) {
  return code == "not_your_turn" || code == "game_over" || code == "not_started" ||
         code == "already_started" || code == "seats_not_filled" || code == "not_finished";
}

// The first few operations that turn `mine` into `fresh`, for a failure line.
std::string describe_difference(const Json& mine, const Json& fresh) {
  const Json ops = Json::diff(mine, fresh);
  std::string text = std::to_string(ops.size()) + " differing ops, first: ";
  for (std::size_t i = 0; i < ops.size() && i < 3; ++i) {
    std::string op = ops[i].dump();
    if (op.size() > 160) op = op.substr(0, 160) + "...";
    text += (i ? ", " : "") + op;
  }
  return text;
}

bool is_resignation(const Json& move) {
  return move.value("action", "") == "give_up" || move.value("type", "") == "resign";
}

}  // namespace

// ------------------------------------------------------------------ SoakStats

void SoakStats::count_error(const std::string& code) {
  std::lock_guard lock(mutex_);
  ++errors_[code];
}

void SoakStats::count_close_reason(const std::string& reason) {
  std::lock_guard lock(mutex_);
  ++closes_[reason];
}

void SoakStats::record_failure(const std::string& text) {
  std::lock_guard lock(mutex_);
  ++failure_total_;
  if (failures_.size() < 40) failures_.push_back(text);
}

std::map<std::string, long> SoakStats::errors_by_code() const {
  std::lock_guard lock(mutex_);
  return errors_;
}

std::map<std::string, long> SoakStats::close_reasons() const {
  std::lock_guard lock(mutex_);
  return closes_;
}

std::vector<std::string> SoakStats::failures() const {
  std::lock_guard lock(mutex_);
  return failures_;
}

long SoakStats::failure_count() const {
  std::lock_guard lock(mutex_);
  return failure_total_;
}

std::string SoakRoom::label() const {
  return "room " + std::to_string(index) + " (" + game + ", " + (code.empty() ? "-" : code) + ")";
}

// ----------------------------------------------------------------- SoakClient

SoakClient::SoakClient(SoakContext& context, SoakRoom& room, int seat, std::uint64_t seed)
    : context_(context),
      room_(room),
      wanted_seat_(seat),
      rng_(seed),
      think_timer_(context.io),
      disconnect_timer_(context.io),
      chat_timer_(context.io),
      check_timer_(context.io),
      pacing_timer_(context.io),
      rematch_timer_(context.io) {}

SoakClient::~SoakClient() = default;

std::string SoakClient::label() const {
  return room_.label() +
         (wanted_seat_ >= 0 ? " seat " + std::to_string(wanted_seat_) : " spectator");
}

void SoakClient::start() { connect(); }

void SoakClient::connect() {
  ++generation_;
  stage_ = Stage::connecting;
  outbox_.clear();
  outbox_head_ = 0;
  pending_.clear();
  pacer_ = bots::MessagePacer{};
  pacing_timer_.cancel();
  pacing_armed_ = false;
  // A sync the tracker still waits for is answered by the rejoin: with our
  // version it brings the patches after it, without one a snapshot.
  check_pending_ = false;
  const std::uint64_t generation = generation_;
  std::weak_ptr<SoakClient> weak = weak_from_this();
  bots::WsConnection::Handlers handlers;
  handlers.on_open = [weak, generation] {
    if (auto self = weak.lock()) self->on_open(generation);
  };
  handlers.on_message = [weak, generation](std::string_view text) {
    if (auto self = weak.lock()) self->on_message(generation, text);
  };
  handlers.on_close = [weak, generation](const std::string& reason) {
    if (auto self = weak.lock()) self->on_close(generation, reason);
  };
  connection_ = bots::WsConnection::connect(context_.io, context_.settings.host,
                                            context_.settings.port, "/ws", std::move(handlers));
}

void SoakClient::on_open(std::uint64_t generation) {
  if (generation != generation_) return;
  counted_open_ = true;
  ++context_.stats.connections_open;
  send({{"type", "hello"}, {"protocol", 1}, {"client", "kangaroom-soak"}}, Kind::other);
}

void SoakClient::on_close(std::uint64_t generation, const std::string& reason) {
  if (generation != generation_) return;  // a connection we let go of ourselves
  const bool was_open = counted_open_;
  if (counted_open_) --context_.stats.connections_open;
  counted_open_ = false;
  if (stage_ == Stage::live) --context_.stats.clients_live;
  stage_ = Stage::offline;
  connection_.reset();
  thinking_ = false;
  rematch_planned_ = false;
  think_timer_.cancel();
  rematch_timer_.cancel();
  if (shut_down_) return;
  if (was_open) {
    // A well-behaved client should never be closed by the server.
    ++context_.stats.server_closes;
    context_.stats.count_close_reason(reason);
    context_.stats.record_failure(label() + ": the server closed the connection: " + reason);
  } else {
    ++context_.stats.connect_failures;
    context_.stats.count_close_reason(reason);
  }
  if (room_lost_) return;
  reconnecting_ = true;
  resume_with_version_ = tracker_.has_view();
  ++connect_attempts_;
  const double backoff = std::min(5.0, 0.25 * connect_attempts_ * connect_attempts_);
  schedule(disconnect_timer_, backoff, &SoakClient::reconnect);
}

void SoakClient::send(Json message, Kind kind) {
  const std::int64_t id = next_id_++;
  message["id"] = id;
  // Requests answered by a message that echoes the id; sync is answered by a
  // snapshot or patches, which carry none.
  if (kind != Kind::sync) pending_[id] = kind;
  outbox_.push_back(message.dump());
  send_paced();
}

// Every request waits for a credit of our copy of the server's bucket, so the
// server's rate limit is never reached (reaching it is counted as our bug).
void SoakClient::send_paced() {
  while (connection_ && outbox_head_ < outbox_.size()) {
    const auto now = Clock::now();
    const auto wait = pacer_.wait_before_next(now);
    if (wait > Clock::duration::zero()) {
      if (pacing_armed_) return;
      pacing_armed_ = true;
      pacing_timer_.expires_after(wait);
      pacing_timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& error) {
        if (error) return;
        if (auto self = weak.lock()) {
          self->pacing_armed_ = false;
          self->send_paced();
        }
      });
      return;
    }
    pacer_.spend(now);
    connection_->send(std::move(outbox_[outbox_head_++]));
  }
  if (outbox_head_ == outbox_.size()) {
    outbox_.clear();
    outbox_head_ = 0;
  }
}

void SoakClient::on_message(std::uint64_t generation, std::string_view text) {
  if (generation != generation_ || stage_ == Stage::offline) return;
  context_.stats.last_message_ns.store(now_ns(), std::memory_order_relaxed);
  Json message = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!message.is_object() || !message.contains("type") || !message["type"].is_string()) {
    ++context_.stats.unexpected_errors;
    context_.stats.record_failure(
        label() + ": a frame that is not a message: " + std::string(text.substr(0, 120)));
    return;
  }
  const std::string type = message["type"].get<std::string>();
  if (type == "welcome")
    handle_welcome(message);
  else if (type == "room_created") {
    room_.code = message.value("room", "");
    room_.host_token = message.value("host_token", "");
    send({{"type", "join"}, {"room", room_.code}, {"host_token", room_.host_token}}, Kind::join);
    stage_ = Stage::joining;
  } else if (type == "joined")
    handle_joined(message);
  else if (type == "seat_taken") {
    seat_ = message.value("seat", -1);
    seat_token_ = message.value("seat_token", "");
    awaiting_live_snapshot_ = true;  // the seat's own view follows
  } else if (type == "snapshot")
    handle_snapshot(message);
  else if (type == "patch")
    handle_patch(message);
  else if (type == "ok")
    handle_ok(message);
  else if (type == "error")
    handle_error(message);
  else if (type == "chat")
    handle_chat(message);
  if (const auto id = message.find("id"); id != message.end() && id->is_number_integer())
    pending_.erase(id->get<std::int64_t>());
}

void SoakClient::handle_welcome(const Json& message) {
  if (const auto limits = message.find("limits"); limits != message.end() && limits->is_object())
    pacer_.set_limits(limits->value("messages_per_second", 0.0),
                      limits->value("message_burst", 0.0), Clock::now());
  if (wanted_seat_ == 0 && room_.code.empty()) {
    // Fixed seeds make boards reproducible; hidden cards stay the server's.
    send({{"type", "create_room"},
          {"game", room_.game},
          {"seed", context_.settings.seed * 100'003ULL + static_cast<std::uint64_t>(room_.index)}},
         Kind::create_room);
    return;
  }
  Json join = {{"type", "join"}, {"room", room_.code}};
  if (!seat_token_.empty()) join["seat_token"] = seat_token_;
  if (wanted_seat_ == 0) join["host_token"] = room_.host_token;
  resumed_from_version_ = 0;
  if (reconnecting_ && resume_with_version_ && tracker_.has_view()) {
    join["version"] = tracker_.version();
    resumed_from_version_ = tracker_.version();
  }
  send(std::move(join), Kind::join);
  stage_ = Stage::joining;
}

void SoakClient::handle_joined(const Json& message) {
  if (message.contains("seat") && message["seat"].is_number_integer())
    seat_ = message["seat"].get<int>();
  const bool spectator = wanted_seat_ < 0;
  if (spectator || !seat_token_.empty()) {
    // Back in: the view we hold is caught up by the patches or snapshot that follow.
    if (tracker_.has_view())
      become_live();
    else
      awaiting_live_snapshot_ = true;
    return;
  }
  // A seat still to take. The host first shapes the room (from its first snapshot).
  if (wanted_seat_ != 0 || room_.seat_count > 0)
    send({{"type", "take_seat"},
          {"seat", wanted_seat_},
          {"name", "soak " + std::to_string(room_.index) + "." + std::to_string(wanted_seat_)}},
         Kind::take_seat);
}

void SoakClient::handle_snapshot(Json& message) {
  ++context_.stats.snapshots;
  if (check_pending_ && tracker_.has_view() && message.contains("view") &&
      message.value("version", Json()) == tracker_.version()) {
    // Every patch up to this version came before this reply on the same
    // connection, so our copy must be exactly this.
    check_pending_ = false;
    compare_with_snapshot(message["view"], tracker_.version());
  }
  const auto result = tracker_.accept(std::move(message));
  if (result == protocol::ViewTracker::Result::malformed) {
    ++context_.stats.unexpected_errors;
    context_.stats.record_failure(label() + ": " + tracker_.last_error());
    return;
  }
  if (result != protocol::ViewTracker::Result::applied)
    return;  // older than what we hold: the protocol says ignore it
  resumed_from_version_ = 0;

  // The host's first look at its new room: shape it, then take seat 0.
  if (wanted_seat_ == 0 && seat_token_.empty() && room_.seat_count == 0) {
    const Json& section = tracker_.view()["room"];
    const int low = section.value("min_players", 1), high = section.value("max_players", 1);
    room_.seat_count = std::clamp(context_.settings.seats, low, high);
    if (room_.seat_count != static_cast<int>(section["seats"].size()))
      send({{"type", "set_options"}, {"seats", room_.seat_count}}, Kind::set_options);
    send({{"type", "take_seat"},
          {"seat", 0},
          {"name", "soak " + std::to_string(room_.index) + ".0"}},
         Kind::take_seat);
    return;
  }
  if (awaiting_live_snapshot_) {
    awaiting_live_snapshot_ = false;
    become_live();
  }
  after_view_change();
}

void SoakClient::handle_patch(Json& message) {
  switch (tracker_.accept(std::move(message))) {
    case protocol::ViewTracker::Result::applied:
      break;
    case protocol::ViewTracker::Result::ignored:
      return;  // a replay of what we have, or part of a gap already asked for
    case protocol::ViewTracker::Result::malformed:
      ++context_.stats.unexpected_errors;
      context_.stats.record_failure(label() + ": " + tracker_.last_error());
      return;
    case protocol::ViewTracker::Result::need_sync:
      // The tracker keeps the view across a gap and drops it when a patch
      // does not apply; either is the server's fault.
      ++(tracker_.has_view() ? context_.stats.version_gaps : context_.stats.patch_failures);
      context_.stats.record_failure(label() + ": " + tracker_.last_error());
      send(tracker_.sync_request(), Kind::sync);
      return;
  }
  if (resumed_from_version_ != 0 && tracker_.version() == resumed_from_version_ + 1)
    ++context_.stats.reconnects_resumed;
  resumed_from_version_ = 0;
  ++context_.stats.patches_applied;
  after_view_change();
}

void SoakClient::compare_with_snapshot(const Json& fresh, std::uint64_t fresh_version) {
  if (final_check_) {
    final_check_ = false;
    ++context_.stats.final_checks_answered;
  }
  if (tracker_.view() == fresh) {
    ++context_.stats.checks_passed;
    return;
  }
  ++context_.stats.checks_failed;
  context_.stats.record_failure(label() + " version " + std::to_string(fresh_version) +
                                ": the patched view differs from a fresh snapshot: " +
                                describe_difference(tracker_.view(), fresh));
}

void SoakClient::after_view_change() {
  const Json& section = tracker_.view()["room"];
  const int round = section.value("round", 0);
  if (round < max_round_) {
    ++context_.stats.round_regressions;
    context_.stats.record_failure(label() + " version " + std::to_string(tracker_.version()) +
                                  ": round went back from " + std::to_string(max_round_) + " to " +
                                  std::to_string(round));
  }
  max_round_ = std::max(max_round_, round);
  room_.max_round_seen = std::max(room_.max_round_seen, round);
  react();
}

void SoakClient::become_live() {
  if (stage_ == Stage::live) return;
  stage_ = Stage::live;
  ++context_.stats.clients_live;
  connect_attempts_ = 0;
  if (reconnecting_) {
    reconnecting_ = false;
    ++context_.stats.reconnects;
  }
  if (!ever_live_) {
    ever_live_ = true;
    plan_chat();
    plan_check();
    if (++room_.clients_ready == room_.seat_count + context_.settings.spectators) {
      room_.ready = true;
      if (room_.on_ready) room_.on_ready(room_);
    }
    // The host's seat is taken: the others may come in.
    if (wanted_seat_ == 0 && room_.on_seats_known) room_.on_seats_known(room_);
  }
  plan_disconnect();
}

void SoakClient::handle_ok(const Json& message) {
  const auto id = message.find("id");
  if (id == message.end() || !id->is_number_integer()) return;
  const auto request = pending_.find(id->get<std::int64_t>());
  if (request == pending_.end()) return;
  if (request->second == Kind::move) {
    ++context_.stats.moves_accepted;
    // A patch that came before this answer may have left us to act again.
    pending_.erase(request);
    react();
  }
}

void SoakClient::handle_error(const Json& message) {
  const std::string code = message.value("code", "");
  context_.stats.count_error(code);
  Kind kind = Kind::other;
  if (const auto id = message.find("id"); id != message.end() && id->is_number_integer())
    if (const auto request = pending_.find(id->get<std::int64_t>()); request != pending_.end()) {
      kind = request->second;
      pending_.erase(request);  // answered (before react() below looks for a move still out)
    }
  const std::string what = label() + ": " + kind_name(static_cast<int>(kind)) + " refused with " +
                           code + " (" + message.value("message", "") + ")";
  if (kind == Kind::move || kind == Kind::start) acted_version_ = UINT64_MAX;  // decide again
  if (code == "rate_limited" || code == "rematch_too_soon") {
    ++context_.stats.rate_limit_hits;
    context_.stats.record_failure(what);
    if (code == "rematch_too_soon") {
      rematch_planned_ = true;
      schedule(rematch_timer_, 11, &SoakClient::send_rematch);
    }
  } else if (code == "unknown_room" || code == "bad_token") {
    ++context_.stats.rooms_lost;
    context_.stats.record_failure(what);
    room_lost_ = true;  // coming back would only be refused again
  } else if (!is_race(code)) {
    ++context_.stats.unexpected_errors;
    context_.stats.record_failure(what);
  }
  if (kind == Kind::move) react();
}

void SoakClient::handle_chat(const Json& message) {
  ++context_.stats.chat_delivered;
  if (!last_chat_.empty() && message.value("text", "") == last_chat_) {
    ++context_.stats.chat_echoed;
    last_chat_.clear();
  }
}

// ------------------------------------------------------------ playing the game

bool SoakClient::is_host() const {
  if (seat_ < 0 || !tracker_.has_view()) return false;
  const Json& seats = tracker_.view()["room"]["seats"];
  return static_cast<std::size_t>(seat_) < seats.size() &&
         seats[static_cast<std::size_t>(seat_)].value("host", false);
}

bool SoakClient::move_pending() const {
  return std::any_of(pending_.begin(), pending_.end(),
                     [](const auto& request) { return request.second == Kind::move; });
}

bool SoakClient::our_turn() const {
  // Not while a move of ours is unanswered: a newer version (another seat
  // reconnecting, a spectator arriving) still shows the position before it,
  // and a second move chosen from that would be refused as illegal_move.
  const Json& view = tracker_.view();
  if (seat_ < 0 || !tracker_.has_view() || acted_version_ == tracker_.version() || move_pending())
    return false;
  const auto legal = view.find("legal_moves");
  if (legal == view.end() || !legal->is_array() || legal->empty()) return false;
  const auto acting = view.find("to_act");  // (const operator[] on a missing key is undefined)
  return acting != view.end() && acting->is_array() &&
         std::find(acting->begin(), acting->end(), Json(seat_)) != acting->end();
}

void SoakClient::react() {
  if (stage_ != Stage::live || !tracker_.has_view() || tracker_.syncing() ||
      context_.quiescing.load())
    return;
  const Json& section = tracker_.view()["room"];
  const std::string status = section.value("status", "");
  if (status == "lobby") {
    if (!is_host() || acted_version_ == tracker_.version()) return;
    for (const auto& seat : section["seats"])
      if (!seat.value("taken", false)) return;
    acted_version_ = tracker_.version();
    send({{"type", "start"}}, Kind::start);
  } else if (status == "playing") {
    if (!thinking_ && our_turn()) {
      thinking_ = true;
      schedule(think_timer_, uniform(context_.settings.think_min, context_.settings.think_max),
               &SoakClient::play_move);
    }
  } else if (status == "finished" && is_host()) {
    const int round = section.value("round", 0);
    if (round > room_.last_counted_finish) {
      room_.last_counted_finish = round;
      ++context_.stats.games_finished;
    }
    if (!rematch_planned_) {
      rematch_planned_ = true;
      schedule(rematch_timer_, context_.settings.rematch_pause, &SoakClient::send_rematch);
    }
  }
}

void SoakClient::play_move() {
  thinking_ = false;
  if (stage_ != Stage::live || tracker_.syncing() || context_.quiescing.load() || !our_turn())
    return;
  const Json& moves = tracker_.view()["legal_moves"];
  // Random, but resigning only now and then: uniform random players give up
  // within a few turns, and a Kangaroo game without resigning may never end.
  std::vector<std::size_t> candidates;
  const bool may_resign = rng_.chance(context_.settings.resign_chance);
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (may_resign || !is_resignation(moves[i])) candidates.push_back(i);
  if (candidates.empty())
    for (std::size_t i = 0; i < moves.size(); ++i) candidates.push_back(i);
  const std::size_t choice = candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))];
  acted_version_ = tracker_.version();
  ++context_.stats.moves_sent;
  send({{"type", "move"}, {"move", moves[choice]}}, Kind::move);
}

void SoakClient::send_rematch() {
  rematch_planned_ = false;
  if (stage_ != Stage::live || context_.quiescing.load() || !is_host()) return;
  if (tracker_.view()["room"].value("status", "") != "finished") return;
  // Our copy of the room's allowance, refilled a little slower than the
  // server's so that we never ask before the server would allow it.
  constexpr double burst = 5, interval_seconds = 10.5;
  const auto now = Clock::now();
  const double earned =
      std::chrono::duration<double>(now - room_.rematch_refilled).count() / interval_seconds;
  room_.rematch_tokens = std::min(burst, room_.rematch_tokens + earned);
  room_.rematch_refilled = now;
  if (room_.rematch_tokens < 1) {
    rematch_planned_ = true;
    schedule(rematch_timer_, (1 - room_.rematch_tokens) * interval_seconds + 0.05,
             &SoakClient::send_rematch);
    return;
  }
  room_.rematch_tokens -= 1;
  ++context_.stats.rematches;
  send({{"type", "rematch"}}, Kind::rematch);
}

// ---------------------------------------------------------- random events

void SoakClient::schedule(boost::asio::steady_timer& timer, double seconds,
                          void (SoakClient::*action)()) {
  timer.expires_after(
      std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)));
  timer.async_wait([weak = weak_from_this(), action](const boost::system::error_code& error) {
    if (error) return;  // cancelled
    if (auto self = weak.lock()) ((*self).*action)();
  });
}

double SoakClient::exponential(double mean) { return -mean * std::log(1.0 - rng_.unit()); }

double SoakClient::uniform(double low, double high) { return low + (high - low) * rng_.unit(); }

void SoakClient::plan_disconnect() {
  if (context_.settings.disconnect_every > 0 && !context_.quiescing.load())
    schedule(disconnect_timer_, exponential(context_.settings.disconnect_every),
             &SoakClient::disconnect);
}

void SoakClient::plan_chat() {
  if (context_.settings.chat_every > 0 && !context_.quiescing.load())
    schedule(chat_timer_, exponential(context_.settings.chat_every), &SoakClient::chat);
}

void SoakClient::plan_check() {
  if (context_.settings.check_every > 0 && !context_.quiescing.load())
    schedule(check_timer_, exponential(context_.settings.check_every), &SoakClient::check);
}

void SoakClient::disconnect() {
  if (stage_ != Stage::live || context_.quiescing.load()) return;
  const bool clean = rng_.chance(context_.settings.clean_close_share);
  ++(clean ? context_.stats.disconnects_clean : context_.stats.disconnects_abrupt);
  // Forget this connection first, so that its close is not taken for the server's.
  auto connection = std::move(connection_);
  ++generation_;
  if (counted_open_) --context_.stats.connections_open;
  counted_open_ = false;
  --context_.stats.clients_live;
  stage_ = Stage::offline;
  thinking_ = false;
  rematch_planned_ = false;
  think_timer_.cancel();
  rematch_timer_.cancel();
  if (clean)
    connection->close();
  else
    connection->drop();
  reconnecting_ = true;
  schedule(disconnect_timer_,
           uniform(context_.settings.reconnect_min, context_.settings.reconnect_max),
           &SoakClient::reconnect);
}

void SoakClient::reconnect() {
  if (stage_ != Stage::offline || shut_down_ || room_lost_) return;
  // Mostly "I was at version V", sometimes a plain rejoin that gets a snapshot.
  resume_with_version_ = tracker_.has_view() && rng_.chance(context_.settings.resume_share);
  connect();
}

void SoakClient::chat() {
  if (stage_ == Stage::live && !context_.quiescing.load()) {
    last_chat_ = "soak " + std::to_string(room_.index) + "." + std::to_string(wanted_seat_) +
                 " line " + std::to_string(++chat_count_);
    ++context_.stats.chat_sent;
    send({{"type", "chat"}, {"text", last_chat_}}, Kind::chat);
  }
  plan_chat();
}

void SoakClient::check() {
  if (stage_ == Stage::live && tracker_.has_view() && !tracker_.syncing() &&
      !context_.quiescing.load()) {
    check_pending_ =
        true;  // a check whose answer never came (replaced by a newer snapshot) is simply redone
    send({{"type", "sync"}}, Kind::sync);
  }
  plan_check();
}

// ------------------------------------------------------------------- the end

void SoakClient::quiesce() {
  think_timer_.cancel();
  chat_timer_.cancel();
  check_timer_.cancel();
  rematch_timer_.cancel();
  thinking_ = false;
  rematch_planned_ = false;
  if (stage_ == Stage::offline && !shut_down_ && !room_lost_ && !room_.code.empty()) {
    disconnect_timer_.cancel();
    reconnect();
  } else if (stage_ != Stage::offline) {
    disconnect_timer_.cancel();
  }
}

bool SoakClient::settled() const {
  return stage_ == Stage::live && tracker_.has_view() && !tracker_.syncing() && pending_.empty() &&
         outbox_.empty();
}

bool SoakClient::begin_final_check() {
  if (!settled()) return false;
  final_check_ = true;
  check_pending_ = true;
  send({{"type", "sync"}}, Kind::sync);
  return true;
}

void SoakClient::corrupt_view() {
  if (!tracker_.has_view()) return;
  // A snapshot at our own version replaces the view: the only way in, on purpose.
  Json wrong = tracker_.view();
  wrong["room"]["round"] = wrong["room"].value("round", 0) + 1000;
  tracker_.accept(
      {{"type", "snapshot"}, {"version", tracker_.version()}, {"view", std::move(wrong)}});
}

void SoakClient::shut_down() {
  shut_down_ = true;
  ++generation_;
  if (counted_open_) --context_.stats.connections_open;
  counted_open_ = false;
  if (stage_ == Stage::live) --context_.stats.clients_live;
  stage_ = Stage::offline;
  for (auto* timer : {&think_timer_, &disconnect_timer_, &chat_timer_, &check_timer_,
                      &pacing_timer_, &rematch_timer_})
    timer->cancel();
  if (connection_) connection_->close();
  connection_.reset();
}

// ---------------------------------------------------------------- RoomAuditor

RoomAuditor::RoomAuditor(SoakContext& context, SoakRoom& room, std::atomic<long>& done,
                         std::atomic<long>& lost)
    : context_(context), room_(room), done_(done), lost_(lost) {}

void RoomAuditor::start() {
  std::weak_ptr<RoomAuditor> weak = weak_from_this();
  bots::WsConnection::Handlers handlers;
  handlers.on_open = [weak] {
    if (auto self = weak.lock())
      self->connection_->send(Json{{"type", "join"}, {"room", self->room_.code}}.dump());
  };
  handlers.on_message = [weak](std::string_view text) {
    if (auto self = weak.lock()) self->on_message(text);
  };
  handlers.on_close = [weak](const std::string& reason) {
    if (auto self = weak.lock(); self && !self->finished_) {
      ++self->lost_;
      self->context_.stats.record_failure(
          self->room_.label() + ": the auditor's connection ended before a snapshot: " + reason);
      self->finish();
    }
  };
  connection_ = bots::WsConnection::connect(context_.io, context_.settings.host,
                                            context_.settings.port, "/ws", std::move(handlers));
}

void RoomAuditor::on_message(std::string_view text) {
  if (finished_) return;
  Json message = Json::parse(text, nullptr, false);
  const std::string type = message.is_object() ? message.value("type", "") : "";
  if (type == "error") {
    ++lost_;
    context_.stats.record_failure(
        room_.label() + ": a fresh spectator could not join: " + message.value("code", "") + " (" +
        message.value("message", "") + ")");
    finish();
  } else if (type == "snapshot") {
    audit(message["view"], message.value("version", std::uint64_t{0}));
    finish();
  }
}

void RoomAuditor::audit(const Json& view, std::uint64_t version) {
  auto without_spectator_count = [](Json copy) {
    // The auditor's own arrival changes this count a tick later.
    copy["room"].erase("spectators");
    return copy;
  };
  const Json fresh = without_spectator_count(view);
  const int round = fresh["room"].value("round", 0);
  const std::string where = room_.label() + " version " + std::to_string(version);
  if (round < room_.max_round_seen) {
    ++lost_;
    context_.stats.record_failure(where + ": a fresh spectator sees round " +
                                  std::to_string(round) + ", the players saw round " +
                                  std::to_string(room_.max_round_seen));
    return;
  }
  // A spectator's patched view must be the fresh spectator's, whole.
  for (const auto& client : room_.clients) {
    if (client->seat() >= 0 || !client->has_view()) continue;
    const Json mine = without_spectator_count(client->view());
    if (mine != fresh) {
      ++context_.stats.checks_failed;
      context_.stats.record_failure(where + ": a fresh spectator's snapshot differs from " +
                                    client->label() + "'s patched view (version " +
                                    std::to_string(client->version()) +
                                    "): " + describe_difference(mine, fresh));
    } else {
      ++context_.stats.checks_passed;
    }
    return;
  }
  // No spectator in the room: the public parts must match the first seat's view.
  for (const auto& client : room_.clients) {
    if (!client->has_view()) continue;
    const Json mine = without_spectator_count(client->view());
    for (const char* part : {"room", "to_act", "outcome"}) {
      const Json& ours = mine.contains(part) ? mine[part] : Json();
      const Json& theirs = fresh.contains(part) ? fresh[part] : Json();
      if (ours != theirs) {
        ++context_.stats.checks_failed;
        context_.stats.record_failure(where + ": a fresh spectator's \"" + part +
                                      "\" differs from " + client->label() +
                                      "'s: " + describe_difference(ours, theirs));
        return;
      }
    }
    ++context_.stats.checks_passed;
    return;
  }
}

void RoomAuditor::finish() {
  if (finished_) return;
  finished_ = true;
  ++done_;
  if (connection_) connection_->close();
}

}  // namespace kangaroom::soak
