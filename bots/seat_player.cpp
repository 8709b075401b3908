#include "seat_player.hpp"

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <iostream>

#include "ws_connection.hpp"

namespace kangaroom::bots {

namespace {

// Move replies that mean "the state moved on under you": the next patch says
// what is true now, so the seat just decides again.
bool is_race(const std::string& code) {
  return code == "not_your_turn" || code == "game_over" || code == "already_started" ||
         code == "not_finished" || code == "not_started";
}

// The view's member `key`, or null when the server left it out: a bot meets
// servers it does not know, and a view is read-only here.
const Json& member(const Json& object, const char* key) {
  static const Json missing;
  if (!object.is_object()) return missing;
  const auto found = object.find(key);
  return found == object.end() ? missing : *found;
}

}  // namespace

Json to_json(const GameResult& result) {
  return {{"room", result.room},     {"round", result.round},     {"seat", result.seat},
          {"scores", result.scores}, {"winners", result.winners}, {"moves", result.moves}};
}

SeatPlayer::SeatPlayer(boost::asio::io_context& io, SeatSettings settings,
                       std::unique_ptr<MoveChooser> chooser, Callbacks callbacks)
    : io_(io),
      settings_(std::move(settings)),
      chooser_(std::move(chooser)),
      callbacks_(std::move(callbacks)) {}

SeatPlayer::~SeatPlayer() = default;

void SeatPlayer::create(CreateRoomRequest request) {
  pending_create_ = std::make_unique<CreateRoomRequest>(std::move(request));
  connect();
}

void SeatPlayer::join(std::string room) {
  room_ = std::move(room);
  connect();
}

void SeatPlayer::connect() {
  std::weak_ptr<SeatPlayer> weak = weak_from_this();
  WsConnection::Handlers handlers;
  handlers.on_open = [weak] {
    if (auto self = weak.lock())
      self->send({{"type", "hello"}, {"protocol", 1}, {"client", "kangaroom-bot"}});
  };
  handlers.on_message = [weak](std::string_view text) {
    if (auto self = weak.lock()) self->on_message(text);
  };
  handlers.on_close = [weak](const std::string& reason) {
    if (auto self = weak.lock()) self->on_close(reason);
  };
  // A room already known (joining, or coming back) is named in the URL: the
  // server then serves this connection on the room's own thread.
  const std::string path = room_.empty() ? "/ws" : "/ws?room=" + room_;
  connection_ =
      WsConnection::connect(io_, settings_.host, settings_.port, path, std::move(handlers));
}

void SeatPlayer::send(Json message) {
  message["id"] = next_id_++;
  if (!connection_) return;
  outbox_.push_back(message.dump());
  send_paced();
}

void SeatPlayer::send_paced() {
  while (connection_ && !outbox_.empty()) {
    const auto now = MessagePacer::Clock::now();
    const auto wait = pacer_.wait_before_next(now);
    if (wait > MessagePacer::Clock::duration::zero()) {
      if (pacing_timer_armed_) return;
      pacing_timer_armed_ = true;
      auto timer = std::make_shared<boost::asio::steady_timer>(io_, wait);
      timer->async_wait([weak = weak_from_this(), timer](const boost::system::error_code&) {
        if (auto self = weak.lock()) {
          self->pacing_timer_armed_ = false;
          self->send_paced();
        }
      });
      return;
    }
    pacer_.spend(now);
    connection_->send(std::move(outbox_.front()));
    outbox_.pop_front();
  }
}

void SeatPlayer::on_message(std::string_view text) {
  if (over_) return;
  Json message = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!message.is_object() || !message.contains("type") || !message["type"].is_string())
    return fail("the server sent a frame that is not a message: " +
                std::string(text.substr(0, 200)));
  const std::string& type = message["type"].get_ref<const std::string&>();

  if (type == "welcome") {
    if (const auto limits = message.find("limits"); limits != message.end() && limits->is_object())
      pacer_.set_limits(limits->value("messages_per_second", 0.0),
                        limits->value("message_burst", 0.0), MessagePacer::Clock::now());
    if (pending_create_) {
      Json request = {{"type", "create_room"},
                      {"game", pending_create_->game},
                      {"options", pending_create_->options}};
      if (pending_create_->seats > 0) request["seats"] = pending_create_->seats;
      send(std::move(request));
      return;
    }
    Json request = {{"type", "join"}, {"room", room_}};
    if (!seat_token_.empty()) request["seat_token"] = seat_token_;
    if (!host_token_.empty()) request["host_token"] = host_token_;
    send(std::move(request));
  } else if (type == "room_created") {
    room_ = message.value("room", "");
    host_token_ = message.value("host_token", "");
    pending_create_.reset();
    if (callbacks_.on_room_created) callbacks_.on_room_created(room_);
    send({{"type", "join"}, {"room", room_}, {"host_token", host_token_}});
  } else if (type == "joined") {
    host_ = message.value("host", false);
    if (message.contains("seat") && message["seat"].is_number_integer())
      seat_ = message["seat"].get<int>();
    consecutive_reconnects_ = 0;
  } else if (type == "seat_taken") {
    seat_ = message.value("seat", -1);
    seat_token_ = message.value("seat_token", "");
    if (callbacks_.on_seated) callbacks_.on_seated(seat_);
    act();
  } else if (type == "seat_changed") {
    // The host swapped seats: the same token stands for another seat.
    seat_ = message.value("seat", seat_);
  } else if (type == "snapshot") {
    handle_snapshot(std::move(message));
  } else if (type == "patch") {
    handle_patch(std::move(message));
  } else if (type == "error") {
    handle_error(message);
  }
  // ok, pong, chat: nothing to do.
}

void SeatPlayer::handle_snapshot(Json message) {
  const auto result = tracker_.accept(std::move(message));
  if (result == protocol::ViewTracker::Result::malformed) return fail(tracker_.last_error());
  if (result != protocol::ViewTracker::Result::applied) return;  // older than our view
  // A fresh snapshot (first join, reconnect, sync) may show the same version
  // we acted at, with our move lost on the way: decide again.
  acted_at_version_ = -1;
  if (seat_ < 0 && !seat_requested_) {
    seat_requested_ = true;
    send({{"type", "take_seat"}, {"name", settings_.name}});
    return;
  }
  act();
}

void SeatPlayer::handle_patch(Json message) {
  switch (tracker_.accept(std::move(message))) {
    case protocol::ViewTracker::Result::applied:
      break;
    case protocol::ViewTracker::Result::ignored:
      return;
    case protocol::ViewTracker::Result::malformed:
      return fail(tracker_.last_error());
    case protocol::ViewTracker::Result::need_sync:
      // A skipped version asks for what we missed; a patch that does not
      // apply, for a snapshot. Never guess.
      if (!tracker_.has_view())
        std::cerr << "kangaroom-bot: " << tracker_.last_error() << ", asking for a snapshot\n";
      send(tracker_.sync_request());
      return;
  }
  if (callbacks_.on_patch) callbacks_.on_patch(tracker_.version());

  if (settings_.drop_after_moves > 0 && !dropped_once_ &&
      moves_total_ >= settings_.drop_after_moves) {
    dropped_once_ = true;
    std::cerr << "kangaroom-bot: room " << room_ << " seat " << seat_
              << ": dropping the connection after " << moves_total_ << " moves, as asked\n";
    connection_->drop();
    return;
  }
  act();
}

void SeatPlayer::handle_error(const Json& message) {
  const std::string code = message.value("code", "");
  const std::string text = message.value("message", "");
  if (is_race(code)) return;
  if (code == "name_taken" && seat_ < 0) {
    // Another player in the room has our name: sit down as "NAME 2", "NAME 3"...
    send({{"type", "take_seat"},
          {"name", settings_.name + " " + std::to_string(++name_suffix_ + 1)}});
    return;
  }
  if (code == "illegal_move" || code == "bad_move") {
    // Only possible if our view is stale or the server disagrees with its own
    // legal_moves; a fresh snapshot settles it, a few times at most.
    std::cerr << "kangaroom-bot: move refused (" << code << ": " << text << ")\n";
    if (++failed_attempts_at_version_ > 3)
      return fail("the server keeps refusing moves from legal_moves");
    tracker_.forget();
    send(tracker_.sync_request());
    return;
  }
  fail("server error " + code + ": " + text);
}

void SeatPlayer::act() {
  // While a sync is unanswered the view may be behind: a move chosen from it
  // could be one the server already has.
  if (over_ || !tracker_.has_view() || tracker_.syncing() || seat_ < 0) return;
  const auto version = static_cast<std::int64_t>(tracker_.version());
  if (acted_at_version_ == version) return;
  const Json& view = tracker_.view();
  const Json& room = member(view, "room");
  const std::string status = room.is_object() ? room.value("status", "") : "";

  if (status == "lobby") {
    if (!host_) return;
    const Json& seats = member(room, "seats");
    if (!seats.is_array()) return;
    for (const auto& seat : seats)
      if (!seat.is_object() || !seat.value("taken", false)) return;
    acted_at_version_ = version;
    send({{"type", "start"}});
  } else if (status == "playing") {
    const Json& legal = member(view, "legal_moves");
    if (!legal.is_array() || legal.empty()) return;
    const Json& acting = member(view, "to_act");
    if (!acting.is_array() || std::find(acting.begin(), acting.end(), Json(seat_)) == acting.end())
      return;
    if (settings_.move_delay.count() > 0 && paused_at_version_ != version) {
      paused_at_version_ = version;
      auto timer = std::make_shared<boost::asio::steady_timer>(io_, settings_.move_delay);
      timer->async_wait([weak = weak_from_this(), timer](const boost::system::error_code&) {
        if (auto self = weak.lock()) self->act();
      });
      return;
    }
    std::string error;
    const int choice = chooser_->choose(view, seat_, error);
    if (choice < 0) return fail("cannot choose a move: " + error);
    acted_at_version_ = version;
    failed_attempts_at_version_ = 0;
    ++moves_this_game_;
    ++moves_total_;
    send({{"type", "move"}, {"move", legal[static_cast<std::size_t>(choice)]}});
    if (callbacks_.on_move_sent) callbacks_.on_move_sent();
  } else if (status == "finished") {
    finish_game();
  }
}

void SeatPlayer::finish_game() {
  const Json& outcome = member(tracker_.view(), "outcome");
  const int round = member(tracker_.view(), "room").value("round", 0);
  if (outcome.is_object() && round != last_recorded_round_) {
    last_recorded_round_ = round;
    ++games_finished_;
    GameResult result{room_,
                      round,
                      seat_,
                      outcome.value("scores", Json::array()),
                      outcome.value("winners", Json::array()),
                      moves_this_game_};
    moves_this_game_ = 0;
    if (callbacks_.on_game_finished) callbacks_.on_game_finished(result);
  }
  if (games_finished_ >= settings_.games) return done();
  if (host_) {
    acted_at_version_ = static_cast<std::int64_t>(tracker_.version());
    send({{"type", "rematch"}});
  }
}

void SeatPlayer::on_close(const std::string& reason) {
  if (over_) return;
  connection_.reset();
  outbox_.clear();  // those requests belonged to the lost connection
  pacer_ = MessagePacer{};
  tracker_.forget();  // the rejoin brings a snapshot
  // Without a seat token there is no seat to come back to.
  if (seat_token_.empty()) return fail("connection lost before getting a seat: " + reason);
  if (++consecutive_reconnects_ > settings_.max_reconnects)
    return fail("gave up reconnecting after " + std::to_string(settings_.max_reconnects) +
                " attempts: " + reason);
  ++reconnects_;
  std::cerr << "kangaroom-bot: room " << room_ << " seat " << seat_ << ": connection lost ("
            << reason << "), reconnecting with the seat token\n";
  // Back off a little more on each failed attempt.
  auto timer = std::make_shared<boost::asio::steady_timer>(
      io_, std::chrono::milliseconds(50 * consecutive_reconnects_ * consecutive_reconnects_));
  timer->async_wait([self = shared_from_this(), timer](const boost::system::error_code&) {
    if (!self->over_) self->connect();
  });
}

void SeatPlayer::fail(const std::string& error) {
  if (over_) return;
  over_ = true;
  if (connection_) connection_->close();
  if (callbacks_.on_failed)
    callbacks_.on_failed("room " + room_ + " seat " + std::to_string(seat_) + ": " + error);
}

void SeatPlayer::done() {
  if (over_) return;
  over_ = true;
  if (connection_) connection_->close();
  if (callbacks_.on_done) callbacks_.on_done();
}

}  // namespace kangaroom::bots
