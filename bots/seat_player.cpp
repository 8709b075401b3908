#include "seat_player.hpp"

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
  } else if (type == "snapshot") {
    handle_snapshot(message);
  } else if (type == "patch") {
    handle_patch(message);
  } else if (type == "error") {
    handle_error(message);
  }
  // ok, pong, chat: nothing to do.
}

void SeatPlayer::handle_snapshot(Json& message) {
  if (!message.contains("version") || !message["version"].is_number_unsigned() ||
      !message.contains("view"))
    return fail("snapshot without version or view");
  version_ = message["version"].get<std::uint64_t>();
  view_ = std::move(message["view"]);
  have_view_ = true;
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

void SeatPlayer::handle_patch(Json& message) {
  if (!have_view_) return;  // a snapshot is on its way
  if (!message.contains("version") || !message["version"].is_number_unsigned())
    return fail("patch without version");
  const auto version = message["version"].get<std::uint64_t>();
  if (version != version_ + 1) {
    // A version was skipped: ask for what we missed instead of guessing.
    have_view_ = false;
    send({{"type", "sync"}, {"version", version_}});
    return;
  }
  try {
    view_.patch_inplace(message["ops"]);
  } catch (const Json::exception& error) {
    std::cerr << "kangaroom-bot: patch " << version << " does not apply (" << error.what()
              << "), asking for a snapshot\n";
    have_view_ = false;
    send({{"type", "sync"}});
    return;
  }
  version_ = version;
  if (callbacks_.on_patch) callbacks_.on_patch(version);

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
  if (code == "illegal_move" || code == "bad_move") {
    // Only possible if our view is stale or the server disagrees with its own
    // legal_moves; a fresh snapshot settles it, a few times at most.
    std::cerr << "kangaroom-bot: move refused (" << code << ": " << text << ")\n";
    if (++failed_attempts_at_version_ > 3)
      return fail("the server keeps refusing moves from legal_moves");
    have_view_ = false;
    send({{"type", "sync"}});
    return;
  }
  fail("server error " + code + ": " + text);
}

void SeatPlayer::act() {
  if (over_ || !have_view_ || seat_ < 0 || acted_at_version_ == static_cast<std::int64_t>(version_))
    return;
  const Json& room = view_["room"];
  const std::string status = room.value("status", "");

  if (status == "lobby") {
    if (!host_) return;
    const Json& seats = room["seats"];
    for (const auto& seat : seats)
      if (!seat.value("taken", false)) return;
    acted_at_version_ = static_cast<std::int64_t>(version_);
    send({{"type", "start"}});
  } else if (status == "playing") {
    const auto legal = view_.find("legal_moves");
    if (legal == view_.end() || !legal->is_array() || legal->empty()) return;
    bool my_turn = false;
    for (const auto& acting : view_["to_act"])
      if (acting == seat_) my_turn = true;
    if (!my_turn) return;
    if (settings_.move_delay.count() > 0 &&
        paused_at_version_ != static_cast<std::int64_t>(version_)) {
      paused_at_version_ = static_cast<std::int64_t>(version_);
      auto timer = std::make_shared<boost::asio::steady_timer>(io_, settings_.move_delay);
      timer->async_wait([weak = weak_from_this(), timer](const boost::system::error_code&) {
        if (auto self = weak.lock()) self->act();
      });
      return;
    }
    std::string error;
    const int choice = chooser_->choose(view_, seat_, error);
    if (choice < 0) return fail("cannot choose a move: " + error);
    acted_at_version_ = static_cast<std::int64_t>(version_);
    failed_attempts_at_version_ = 0;
    ++moves_this_game_;
    ++moves_total_;
    send({{"type", "move"}, {"move", (*legal)[static_cast<std::size_t>(choice)]}});
    if (callbacks_.on_move_sent) callbacks_.on_move_sent();
  } else if (status == "finished") {
    finish_game();
  }
}

void SeatPlayer::finish_game() {
  const Json& outcome = view_["outcome"];
  const int round = view_["room"].value("round", 0);
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
    acted_at_version_ = static_cast<std::int64_t>(version_);
    send({{"type", "rematch"}});
  }
}

void SeatPlayer::on_close(const std::string& reason) {
  if (over_) return;
  connection_.reset();
  outbox_.clear();  // those requests belonged to the lost connection
  pacer_ = MessagePacer{};
  have_view_ = false;
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
