// SoakClient's connection and its messages: connecting, pacing requests
// under the server's rate limit, following the view, answers to requests.
// Playing is in soak_client_play.cpp, the random events in
// soak_client_events.cpp, the end of the run in soak_client_end.cpp.
#include "soak_client.hpp"

#include <algorithm>
#include <chrono>

#include "view_difference.hpp"
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

}  // namespace

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

}  // namespace kangaroom::soak
