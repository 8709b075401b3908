#pragma once
// One seat played over the protocol, on its own connection: hello, create or
// join, take a seat, keep the room view current (protocol::ViewTracker), move
// when the view offers legal moves, start and rematch when host, reconnect
// with the seat token when the connection drops. Knows nothing of Beast.
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "message_pacer.hpp"
#include "move_chooser.hpp"
#include "protocol/view_tracker.hpp"

namespace boost::asio {
class io_context;
}

namespace kangaroom::bots {

class WsConnection;

struct GameResult {
  std::string room;
  int round = 0;
  int seat = -1;
  Json scores;    // the outcome's scores, one per seat
  Json winners;   // the outcome's winners
  int moves = 0;  // moves this seat sent in this game
};
Json to_json(const GameResult& result);

struct SeatSettings {
  std::string host;
  std::string port;
  std::string name = "bot";
  int games = 1;  // complete games to play before leaving
  // Drop the connection (no close frame) once, after this many moves, and
  // come back with the seat token. 0: never.
  int drop_after_moves = 0;
  int max_reconnects = 10;
  // Waits this long before each move (for demonstrations and tests that need
  // a game to last; the strategy's own thinking time comes on top).
  std::chrono::milliseconds move_delay{0};
};

// How the seat enters its room.
struct CreateRoomRequest {
  std::string game;
  Json options = Json::object();
  int seats = 0;  // 0: the game's maximum
};

class SeatPlayer : public std::enable_shared_from_this<SeatPlayer> {
 public:
  struct Callbacks {
    std::function<void(const std::string& room)> on_room_created;
    std::function<void(int seat)> on_seated;
    std::function<void(const GameResult&)> on_game_finished;
    // Exactly one of these ends the seat's run.
    std::function<void()> on_done;
    std::function<void(const std::string& error)> on_failed;
    // For measurements (bench/load): a move frame was queued; a patch arrived.
    std::function<void()> on_move_sent;
    std::function<void(std::uint64_t version)> on_patch;
  };

  SeatPlayer(boost::asio::io_context& io, SeatSettings settings,
             std::unique_ptr<MoveChooser> chooser, Callbacks callbacks);
  ~SeatPlayer();

  // Creates a room, joins it as host and takes a seat.
  void create(CreateRoomRequest request);
  // Joins `room` and takes the first free seat.
  void join(std::string room);

  void set_room_created_handler(std::function<void(const std::string& room)> handler) {
    callbacks_.on_room_created = std::move(handler);
  }

  int seat() const { return seat_; }
  int reconnects() const { return reconnects_; }

 private:
  void connect();
  void on_message(std::string_view text);
  void on_close(const std::string& reason);
  // Every request goes through the outbox, paced to the server's limits.
  void send(Json message);
  void send_paced();
  // By value: the tracker takes the view out of the message.
  void handle_snapshot(Json message);
  void handle_patch(Json message);
  void handle_error(const Json& message);
  void act();
  void finish_game();
  void fail(const std::string& error);
  void done();

  boost::asio::io_context& io_;
  SeatSettings settings_;
  std::unique_ptr<MoveChooser> chooser_;
  Callbacks callbacks_;
  std::shared_ptr<WsConnection> connection_;
  MessagePacer pacer_;
  std::deque<std::string> outbox_;  // requests waiting for a credit
  bool pacing_timer_armed_ = false;
  std::unique_ptr<CreateRoomRequest> pending_create_;

  std::string room_;
  std::string host_token_;
  std::string seat_token_;
  int seat_ = -1;
  bool host_ = false;
  bool seat_requested_ = false;
  int name_suffix_ = 0;  // name_taken answers so far

  protocol::ViewTracker tracker_;
  std::int64_t acted_at_version_ = -1;
  std::int64_t paused_at_version_ = -1;  // the version whose move waits out move_delay
  int failed_attempts_at_version_ = 0;
  std::int64_t next_id_ = 1;

  int moves_this_game_ = 0;
  int moves_total_ = 0;
  bool dropped_once_ = false;
  int reconnects_ = 0;
  int consecutive_reconnects_ = 0;
  int last_recorded_round_ = -1;
  int games_finished_ = 0;
  bool over_ = false;
};

}  // namespace kangaroom::bots
