#pragma once
// One seat played over the protocol, on its own connection: hello, create or
// join, take a seat, keep the room view current (protocol::ViewTracker), move
// when the view offers legal moves, start and rematch when host, reconnect
// with the seat token when the connection drops, when the server goes away
// (1001) and, in a cluster, when the room is served by another node
// (`room_elsewhere`, close code 4000; reconnect_policy.hpp). Knows nothing of
// Beast.
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <unordered_map>

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

// A move the server acknowledged with `ok` (kangaroom-bot --record writes one
// JSON line of each): in a test, every one of them must be in the room's log,
// once and in order.
struct AckedMove {
  std::string room;
  int round = 0;  // the room's round when the move was chosen
  int seat = -1;
  Json move;            // exactly as sent
  std::int64_t id = 0;  // the request's id, which the `ok` echoed
};
Json to_json(const AckedMove& move);

struct SeatSettings {
  std::string host;
  std::string port;
  std::string name = "bot";
  int games = 1;  // complete games to play before leaving
  // Drop the connection (no close frame) once, after this many moves, and
  // come back with the seat token. 0: never.
  int drop_after_moves = 0;
  // New connections in a row without a successful join before the seat gives
  // up; with the pauses of reconnect_delay (at most 2 s each), 30 attempts
  // are about a minute: enough for a cluster node's death to be noticed and
  // its rooms to be served elsewhere (a lease of a few seconds).
  int max_reconnects = 30;
  // `storage_unavailable` answers in a row (the server cannot write: its disk,
  // or a restarting database) before the seat gives up; one retry per 500 ms.
  int max_storage_retries = 240;
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
    // A move of this seat was acknowledged (`ok`): kangaroom-bot --record.
    std::function<void(const AckedMove&)> on_move_acknowledged;
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
  // Returns the id it was given.
  std::int64_t send(Json message);
  void send_paced();
  void send_create();
  void send_take_seat();
  // After `storage_unavailable`: asks again for what request `type` wanted.
  void retry_later(const std::string& type);
  // By value: the tracker takes the view out of the message.
  void handle_snapshot(Json message);
  void handle_patch(Json message);
  // `request_type`: the type of the request it refuses, when tracked.
  void handle_error(const Json& message, const std::string& request_type);
  void act();
  // Joined again after a reconnect, holding a view: `room_version` is the
  // joined message's version.
  void rejoined(const Json& room_version);
  // The view shows `round`: a round that ended unseen (the seat was away
  // meanwhile, and the host started the next) still counts as played.
  void note_round(const Json& round);
  void finish_game();
  void fail(const std::string& error);
  // The seat played its games. The last move's `ok` comes after the patch
  // that ends the game: done() waits for it (and for a missed round's result;
  // 15 s at most), so that it is counted as acknowledged, then finish_done()
  // leaves.
  void done();
  void finish_done();
  bool awaiting_move_ack() const;
  // A move's ok, or a missed round's result, is still to come.
  bool waiting_before_leaving() const;
  // GET /api/rooms/ROOM/replay?round=ROUND for a round whose end this seat
  // missed, and its result line from the replay's outcome.
  void fetch_missed_result(int round, int moves, int attempt);

  boost::asio::io_context& io_;
  SeatSettings settings_;
  std::unique_ptr<MoveChooser> chooser_;
  Callbacks callbacks_;
  std::shared_ptr<WsConnection> connection_;
  MessagePacer pacer_;
  std::deque<std::string> outbox_;  // requests waiting for a credit
  bool pacing_timer_armed_ = false;
  std::unique_ptr<CreateRoomRequest> pending_create_;
  // Requests of this connection that wait for their reply, by id: a move's
  // `ok` is recorded, a refusal for storage_unavailable asked again.
  struct Pending {
    std::string type;
    Json move;  // for "move": as sent, with the round and seat it was chosen in
    int round = 0;
    int seat = -1;
  };
  std::unordered_map<std::int64_t, Pending> pending_;
  int connection_generation_ = 0;  // one more per connection
  bool rejoin_requested_ = false;  // we closed after room_elsewhere: come back
  std::minstd_rand jitter_random_{std::random_device{}()};
  int storage_retries_ = 0;

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
  int seen_round_ = 0;              // the highest round seen in a view (0: the lobby)
  int missed_results_pending_ = 0;  // missed rounds whose result is being read
  bool in_room_ = false;            // joined on this connection
  int games_finished_ = 0;
  bool finishing_ = false;  // done(): waiting for the last move's ok
  std::function<void()> cancel_finish_timer_;
  bool over_ = false;
};

}  // namespace kangaroom::bots
