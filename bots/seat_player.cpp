#include "seat_player.hpp"

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <iostream>
#include <utility>

#include "reconnect_policy.hpp"
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

// The requests whose replies matter later: a move's `ok` is recorded, and
// these are asked again after `storage_unavailable`.
bool is_tracked(const std::string& type) {
  return type == "move" || type == "take_seat" || type == "start" || type == "rematch" ||
         type == "create_room";
}

}  // namespace

Json to_json(const GameResult& result) {
  return {{"room", result.room},     {"round", result.round},     {"seat", result.seat},
          {"scores", result.scores}, {"winners", result.winners}, {"moves", result.moves}};
}

Json to_json(const AckedMove& move) {
  return {{"room", move.room},
          {"round", move.round},
          {"seat", move.seat},
          {"move", move.move},
          {"id", move.id}};
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
  ++connection_generation_;
  rejoin_requested_ = false;
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

std::int64_t SeatPlayer::send(Json message) {
  const std::int64_t id = next_id_++;
  message["id"] = id;
  if (!connection_) return id;
  const std::string type = message.value("type", "");
  if (is_tracked(type)) {
    Pending pending{type, Json(), 0, seat_};
    if (type == "move") {
      pending.move = message["move"];
      const Json& round = member(member(tracker_.view(), "room"), "round");
      pending.round = round.is_number_integer() ? round.get<int>() : 0;
    }
    pending_[id] = std::move(pending);
  }
  outbox_.push_back(message.dump());
  send_paced();
  return id;
}

void SeatPlayer::send_create() {
  Json request = {{"type", "create_room"},
                  {"game", pending_create_->game},
                  {"options", pending_create_->options}};
  if (pending_create_->seats > 0) request["seats"] = pending_create_->seats;
  send(std::move(request));
}

void SeatPlayer::send_take_seat() {
  // After name_taken answers: "NAME 2", "NAME 3"...
  send({{"type", "take_seat"},
        {"name", name_suffix_ == 0 ? settings_.name
                                   : settings_.name + " " + std::to_string(name_suffix_ + 1)}});
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

  // The reply to a request we keep track of.
  std::string request_type;
  if (const auto id = message.find("id"); id != message.end() && id->is_number_integer()) {
    const auto request_id = id->get<std::int64_t>();
    if (const auto found = pending_.find(request_id); found != pending_.end()) {
      Pending pending = std::move(found->second);
      pending_.erase(found);
      request_type = pending.type;
      if (type == "ok") {
        storage_retries_ = 0;
        if (pending.type == "move" && callbacks_.on_move_acknowledged)
          callbacks_.on_move_acknowledged(
              AckedMove{room_, pending.round, pending.seat, std::move(pending.move), request_id});
      }
    }
  }

  if (finishing_) {
    // The games are over: only the last move's ok was awaited.
    if (!waiting_before_leaving()) finish_done();
    return;
  }

  if (type == "welcome") {
    if (const auto limits = message.find("limits"); limits != message.end() && limits->is_object())
      pacer_.set_limits(limits->value("messages_per_second", 0.0),
                        limits->value("message_burst", 0.0), MessagePacer::Clock::now());
    if (pending_create_) return send_create();
    Json request = {{"type", "join"}, {"room", room_}};
    if (!seat_token_.empty()) request["seat_token"] = seat_token_;
    if (!host_token_.empty()) request["host_token"] = host_token_;
    // Back with the view we held: the server replays the patches we missed
    // (among them, perhaps, the end of a game and the host's rematch) when it
    // still has them, else it sends a snapshot.
    if (tracker_.has_view()) request["version"] = tracker_.version();
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
    in_room_ = true;
    if (tracker_.has_view()) rejoined(member(message, "version"));
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
    handle_error(message, request_type);
  } else if (type == "ok" && request_type == "move") {
    act();  // the view holds that move now: the next one, if it is still our turn
  }
  // ok, pong, chat: nothing to do.
}

bool SeatPlayer::waiting_before_leaving() const {
  return (connection_ && awaiting_move_ack()) || missed_results_pending_ > 0;
}

bool SeatPlayer::awaiting_move_ack() const {
  return std::any_of(pending_.begin(), pending_.end(),
                     [](const auto& entry) { return entry.second.type == "move"; });
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
    send_take_seat();
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

void SeatPlayer::handle_error(const Json& message, const std::string& request_type) {
  const std::string code = message.value("code", "");
  const std::string text = message.value("message", "");
  if (is_race(code)) return;
  if (means_room_elsewhere(code)) {
    // A cluster's node that does not serve the room right now: nothing
    // happened. A new connection through the proxy reaches the one that does
    // (on_close takes the way back, with the pause).
    rejoin_requested_ = true;
    if (connection_) connection_->close();
    return;
  }
  if (code == "storage_unavailable") {
    // The server cannot write (its disk, a database restarting): the request
    // did not happen. Ask again shortly, as PROTOCOL.md says.
    if (++storage_retries_ > settings_.max_storage_retries)
      return fail("the server kept answering storage_unavailable: " + text);
    if (storage_retries_ == 1)
      std::cerr << "kangaroom-bot: room " << room_ << " seat " << seat_
                << ": the server cannot write right now (storage_unavailable), asking again"
                << " every 500 ms\n";
    if (request_type == "move") {
      --moves_this_game_;  // counted again when it is sent again
      --moves_total_;
    }
    retry_later(request_type);
    return;
  }
  if (code == "name_taken" && seat_ < 0) {
    // Another player in the room has our name: sit down as "NAME 2", "NAME 3"...
    ++name_suffix_;
    send_take_seat();
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

void SeatPlayer::retry_later(const std::string& type) {
  auto timer = std::make_shared<boost::asio::steady_timer>(io_, std::chrono::milliseconds(500));
  timer->async_wait([weak = weak_from_this(), timer, type,
                     generation = connection_generation_](const boost::system::error_code&) {
    auto self = weak.lock();
    // A new connection starts over from its own join and snapshot.
    if (!self || self->over_ || !self->connection_ || self->connection_generation_ != generation)
      return;
    if (type == "take_seat") {
      if (self->seat_ < 0) self->send_take_seat();
    } else if (type == "create_room") {
      if (self->pending_create_) self->send_create();
    } else if (type == "move" || type == "start" || type == "rematch") {
      self->acted_at_version_ = -1;  // decide again on the view as it is now
      self->act();
    }
  });
}

void SeatPlayer::rejoined(const Json& room_version) {
  // A move sent just before the connection ended may never have arrived:
  // decide again on the view the server confirms.
  acted_at_version_ = -1;
  const bool known = room_version.is_number_unsigned();
  const std::uint64_t version = known ? room_version.get<std::uint64_t>() : 0;
  if (!known || version < tracker_.version() || tracker_.syncing()) {
    // A room that counts differently now (rebuilt elsewhere), or a sync that
    // was under way: only a snapshot can be trusted.
    tracker_.forget();
    send({{"type", "sync"}});
  } else if (version == tracker_.version()) {
    act();  // nothing was missed (the patches that follow, if any, are newer)
  }
  // Else the patches after our version (or a snapshot) are on their way.
}

void SeatPlayer::act() {
  // While a sync is unanswered the view may be behind: a move chosen from it
  // could be one the server already has. Between connections, wait for the join.
  if (over_ || finishing_ || !in_room_ || !tracker_.has_view() || tracker_.syncing() || seat_ < 0)
    return;
  const auto version = static_cast<std::int64_t>(tracker_.version());
  if (acted_at_version_ == version) return;
  const Json& view = tracker_.view();
  note_round(member(member(view, "room"), "round"));
  if (over_ || finishing_) return;
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
    // One move at a time: until its ok (which follows the patch it caused) a
    // patch about something else still shows the choices it was made from.
    if (awaiting_move_ack()) return;
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

void SeatPlayer::note_round(const Json& round_json) {
  const int round = round_json.is_number_integer() ? round_json.get<int>() : 0;
  if (round <= seen_round_) return;
  if (seen_round_ > 0 && last_recorded_round_ != seen_round_) {
    // Round seen_round_ ended and the next began while this seat was away
    // (the server no longer had the patches in between, as when the room
    // moved to another node): its game counts, and its result comes from
    // the round's replay.
    std::cerr << "kangaroom-bot: room " << room_ << " seat " << seat_
              << ": missed the end of round " << seen_round_
              << " while reconnecting; reading its result from its replay\n";
    ++games_finished_;
    ++missed_results_pending_;
    fetch_missed_result(seen_round_, std::exchange(moves_this_game_, 0), 1);
    if (games_finished_ >= settings_.games) {
      seen_round_ = round;
      return done();
    }
  }
  seen_round_ = round;
}

void SeatPlayer::fetch_missed_result(int round, int moves, int attempt) {
  const std::string target = "/api/rooms/" + room_ + "/replay?round=" + std::to_string(round);
  http_get(io_, settings_.host, settings_.port, target,
           [weak = weak_from_this(), round, moves, attempt](int status, std::string body) {
             auto self = weak.lock();
             if (!self || self->over_) return;
             const Json replay =
                 status == 200 ? Json::parse(body, nullptr, /*allow_exceptions=*/false) : Json();
             const Json& outcome = member(replay, "outcome");
             if (outcome.is_object()) {
               GameResult result{self->room_,
                                 round,
                                 self->seat_,
                                 outcome.value("scores", Json::array()),
                                 outcome.value("winners", Json::array()),
                                 moves};
               if (self->callbacks_.on_game_finished) self->callbacks_.on_game_finished(result);
             } else if (attempt < 10) {
               // Not answered, or replays_busy (503): ask again in a second.
               auto timer =
                   std::make_shared<boost::asio::steady_timer>(self->io_, std::chrono::seconds(1));
               timer->async_wait([weak, timer, round, moves, attempt](const auto&) {
                 if (auto again = weak.lock(); again && !again->over_)
                   again->fetch_missed_result(round, moves, attempt + 1);
               });
               return;
             } else {
               std::cerr << "kangaroom-bot: room " << self->room_ << " seat " << self->seat_
                         << ": could not read the result of round " << round << " (HTTP " << status
                         << " " << body.substr(0, 200) << "); no result line for it\n";
             }
             --self->missed_results_pending_;
             if (self->finishing_ && !self->waiting_before_leaving()) self->finish_done();
           });
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
  if (finishing_) {
    // No need to come back for an ok; a missed round's result may still come.
    connection_.reset();
    pending_.clear();
    if (!waiting_before_leaving()) finish_done();
    return;
  }
  // After room_elsewhere we closed the connection ourselves, to come back.
  const bool elsewhere = rejoin_requested_;
  const int code = elsewhere ? close_room_moved : connection_ ? connection_->close_code() : 0;
  connection_.reset();
  outbox_.clear();   // those requests belonged to the lost connection
  pending_.clear();  // and so did their replies
  pacer_ = MessagePacer{};
  in_room_ = false;
  // With a seat the view is kept: the rejoin names its version and gets
  // what it missed. Without one the join is a new one: a snapshot comes.
  if (seat_token_.empty()) tracker_.forget();
  if (!reconnects_after_close(code, !seat_token_.empty(), !room_.empty()))
    return fail("connection lost before getting a seat: " + reason);
  if (++consecutive_reconnects_ > settings_.max_reconnects)
    return fail("gave up reconnecting after " + std::to_string(settings_.max_reconnects) +
                " attempts: " + reason);
  ++reconnects_;
  // Without a seat token (still in the lobby) the join is a new one: sit down again.
  if (seat_token_.empty()) seat_requested_ = false;
  const auto delay = reconnect_delay(
      consecutive_reconnects_, std::uniform_real_distribution<double>(0.0, 1.0)(jitter_random_));
  std::string why = "connection lost (" + reason + ")";
  if (elsewhere)
    why = "another node serves the room (room_elsewhere)";
  else if (code == close_room_moved)
    why = "the room moved to another node (" + reason + ")";
  else if (code == close_going_away)
    why = "the server is going away (" + reason + ")";
  std::cerr << "kangaroom-bot: room " << room_ << " seat " << seat_ << ": " << why
            << ", reconnecting " << (seat_token_.empty() ? "to the room" : "with the seat token")
            << " in " << delay.count() << " ms\n";
  auto timer = std::make_shared<boost::asio::steady_timer>(io_, delay);
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
  if (over_ || finishing_) return;
  finishing_ = true;
  if (!waiting_before_leaving()) return finish_done();
  auto timer = std::make_shared<boost::asio::steady_timer>(io_, std::chrono::seconds(15));
  timer->async_wait([weak = weak_from_this(), timer](const boost::system::error_code& error) {
    if (auto self = weak.lock(); self && !error) self->finish_done();
  });
  // Once the ok came, the timer must not keep the io_context (the process) running.
  cancel_finish_timer_ = [timer] { timer->cancel(); };
}

void SeatPlayer::finish_done() {
  if (over_) return;
  over_ = true;
  if (cancel_finish_timer_) std::exchange(cancel_finish_timer_, nullptr)();
  if (connection_) connection_->close();
  if (callbacks_.on_done) callbacks_.on_done();
}

}  // namespace kangaroom::bots
