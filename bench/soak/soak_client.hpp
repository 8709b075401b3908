#pragma once
// The soak's simulated people: one SoakClient per connection (a seat's player
// or a spectator), grouped in SoakRooms. A client keeps the room view with
// protocol::ViewTracker (the bot's rules too), plays random legal moves after a
// think delay, chats, drops or closes its connection and comes back, and now
// and then asks the server for a fresh snapshot to compare with its copy.
// Everything of a room lives on one io_context thread; counters shared with
// the reporting thread are atomics in SoakStats.
#include <boost/asio/steady_timer.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/rng.hpp"
#include "message_pacer.hpp"
#include "protocol/view_tracker.hpp"
#include "soak_room.hpp"

namespace kangaroom::bots {
class WsConnection;
}

namespace kangaroom::soak {

class SoakClient : public std::enable_shared_from_this<SoakClient> {
 public:
  // seat: the seat this client will take (0 is the host, who creates the
  // room), or -1 for a spectator.
  SoakClient(SoakContext& context, SoakRoom& room, int seat, std::uint64_t seed);
  ~SoakClient();

  void start();              // first connection
  void quiesce();            // cancel planned activity; come back now if offline
  bool settled() const;      // connected, with a current view, nothing outstanding
  bool begin_final_check();  // ask for a snapshot to compare; false if not possible
  void corrupt_view();       // test option: make this client's view wrong
  void shut_down();          // close for good

  bool live() const { return stage_ == Stage::live; }
  bool has_view() const { return tracker_.has_view(); }
  const Json& view() const { return tracker_.view(); }
  std::uint64_t version() const { return tracker_.version(); }
  int seat() const { return seat_; }
  std::string label() const;

 private:
  enum class Stage { offline, connecting, joining, live };
  enum class Kind {
    create_room,
    join,
    set_options,
    take_seat,
    start,
    move,
    chat,
    sync,
    rematch,
    other
  };

  void connect();
  void on_open(std::uint64_t generation);
  void on_message(std::uint64_t generation, std::string_view text);
  void on_close(std::uint64_t generation, const std::string& reason);
  void send(Json message, Kind kind);
  void send_paced();

  void handle_welcome(const Json& message);
  void handle_joined(const Json& message);
  void handle_snapshot(Json& message);
  void handle_patch(Json& message);
  void handle_ok(const Json& message);
  void handle_error(const Json& message);
  void handle_chat(const Json& message);
  void after_view_change();
  void compare_with_snapshot(const Json& fresh, std::uint64_t fresh_version);
  void become_live();

  void react();  // what the view asks of us: start, move, rematch
  void play_move();
  void send_rematch();
  bool is_host() const;
  bool our_turn() const;
  bool move_pending() const;  // a move of ours the server has not answered yet

  void schedule(boost::asio::steady_timer& timer, double seconds, void (SoakClient::*action)());
  double exponential(double mean);
  double uniform(double low, double high);
  void plan_disconnect();
  void plan_chat();
  void plan_check();
  void disconnect();
  void reconnect();
  void chat();
  void check();

  SoakContext& context_;
  SoakRoom& room_;
  const int wanted_seat_;
  engine::Rng rng_;

  std::shared_ptr<bots::WsConnection> connection_;
  std::uint64_t generation_ = 0;  // one per connection; stale callbacks are ignored
  Stage stage_ = Stage::offline;
  bool counted_open_ = false;
  bool ever_live_ = false;
  bool reconnecting_ = false;  // the current connection replaces a lost one
  bool resume_with_version_ = false;
  bots::MessagePacer pacer_;
  std::vector<std::string> outbox_;
  std::size_t outbox_head_ = 0;
  bool pacing_armed_ = false;
  std::int64_t next_id_ = 1;
  std::unordered_map<std::int64_t, Kind> pending_;

  std::string seat_token_;
  int seat_ = -1;

  // The room view; syncing() while a gap or a bad patch waits for the server.
  protocol::ViewTracker tracker_;
  bool check_pending_ = false;
  bool final_check_ = false;
  int max_round_ = 0;
  std::uint64_t acted_version_ = UINT64_MAX;  // the version we sent a move (or start) for
  bool thinking_ = false;
  bool rematch_planned_ = false;
  std::uint64_t resumed_from_version_ = 0;  // the version a reconnect asked to resume from
  bool awaiting_live_snapshot_ = false;     // live once the next snapshot is in
  bool shut_down_ = false;
  bool room_lost_ = false;  // the server refused our room or token: stop coming back
  std::string last_chat_;
  int chat_count_ = 0;
  int connect_attempts_ = 0;

  boost::asio::steady_timer think_timer_;
  boost::asio::steady_timer disconnect_timer_;  // also the reconnect delay
  boost::asio::steady_timer chat_timer_;
  boost::asio::steady_timer check_timer_;
  boost::asio::steady_timer pacing_timer_;
  boost::asio::steady_timer rematch_timer_;
};

}  // namespace kangaroom::soak
