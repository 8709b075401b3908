#pragma once
// The soak's simulated people: one SoakClient per connection (a seat's player
// or a spectator), grouped in SoakRooms. A client keeps the room view with
// protocol::ViewTracker (the bot's rules too), plays random legal moves after a
// think delay, chats, drops or closes its connection and comes back, and now
// and then asks the server for a fresh snapshot to compare with its copy.
// Everything of a room lives on one io_context thread; counters shared with
// the reporting thread are atomics in SoakStats.
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/rng.hpp"
#include "message_pacer.hpp"
#include "protocol/view_tracker.hpp"

namespace kangaroom::bots {
class WsConnection;
}

namespace kangaroom::soak {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

struct SoakSettings {
  std::string host = "127.0.0.1";
  std::string port;
  int rooms = 300;
  int seats = 4;       // people per room, clamped to the game's min..max players
  int spectators = 4;  // per room
  std::vector<std::string> games = {"kangaruse", "jackaroo", "kangaroo", "kanga"};  // round robin
  double seconds = 300;
  std::uint64_t seed = 1;
  double report_every = 10;
  int client_threads = 2;
  int setup_parallel = 8;  // rooms being set up at once, per client thread
  double think_min = 0.5;  // seconds before a move, uniform in [min, max]
  double think_max = 2.5;
  double disconnect_every = 300;  // mean seconds between disconnects, per connection (0: never)
  double clean_close_share =
      0.3;  // of disconnects: a close frame; the rest drop the TCP connection
  double reconnect_min =
      0.2;  // seconds offline, uniform in [min, max] (keep max below the grace period)
  double reconnect_max = 10;
  double resume_share = 0.7;  // of reconnects: join with the last version (patches replayed)
  double chat_every = 60;     // mean seconds between chat lines, per connection (0: never)
  double check_every =
      60;  // mean seconds between snapshot checks, per connection (0: only at the end)
  double rematch_pause = 2;      // seconds the host waits after a game ends before the rematch
  double resign_chance = 0.005;  // a resign/give_up move, when listed, is chosen this often
  // Test option: corrupt this many clients' views just before the final check
  // (so that a run can show the check catching a wrong view). 0 in real runs.
  int corrupt_views = 0;
};

// Counters every thread adds to; read by the reporting thread.
struct SoakStats {
  std::atomic<long> connections_open{0};
  std::atomic<long> clients_live{0};  // seated (or joined, for spectators) with a view
  std::atomic<long> moves_sent{0};
  std::atomic<long> moves_accepted{0};
  std::atomic<long> games_finished{0};
  std::atomic<long> rematches{0};
  std::atomic<long> disconnects_abrupt{0};
  std::atomic<long> disconnects_clean{0};
  std::atomic<long> reconnects{0};
  std::atomic<long> reconnects_resumed{0};  // answered with patches, not a snapshot
  std::atomic<long> chat_sent{0};
  std::atomic<long> chat_echoed{0};     // the sender's own copy came back
  std::atomic<long> chat_delivered{0};  // chat messages received, all clients
  std::atomic<long> patches_applied{0};
  std::atomic<long> snapshots{0};
  std::atomic<long> checks_passed{0};
  std::atomic<long> checks_failed{0};
  std::atomic<long> final_checks_answered{0};
  std::atomic<long> version_gaps{0};
  std::atomic<long> patch_failures{0};
  std::atomic<long> round_regressions{0};
  std::atomic<long> server_closes{0};  // closes we did not ask for
  std::atomic<long> connect_failures{0};
  std::atomic<long> rate_limit_hits{
      0};                           // rate_limited or rematch_too_soon: the soak client's fault
  std::atomic<long> rooms_lost{0};  // unknown_room / bad_token
  std::atomic<long> unexpected_errors{0};  // errors that are neither races nor the above
  std::atomic<long> setup_failures{0};
  std::atomic<long> rooms_ready{0};
  std::atomic<std::int64_t> last_message_ns{0};  // steady clock, any client

  void count_error(const std::string& code);
  void count_close_reason(const std::string& reason);
  // A failure worth showing: kept in full for the first few, counted after.
  void record_failure(const std::string& text);

  std::map<std::string, long> errors_by_code() const;
  std::map<std::string, long> close_reasons() const;
  std::vector<std::string> failures() const;
  long failure_count() const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, long> errors_;
  std::map<std::string, long> closes_;
  std::vector<std::string> failures_;
  long failure_total_ = 0;
};

// Shared by every client of one io_context thread.
struct SoakContext {
  boost::asio::io_context& io;
  const SoakSettings& settings;
  SoakStats& stats;
  const std::atomic<bool>& quiescing;  // the end is near: no new activity
};

class SoakClient;

struct SoakRoom {
  int index = 0;
  std::string game;
  std::string code;
  std::string host_token;
  int seat_count = 0;                                // known once the host has set the room up
  std::vector<std::shared_ptr<SoakClient>> clients;  // seats 0..n-1, then spectators
  int clients_ready = 0;
  bool ready = false;  // every client is live
  int max_round_seen = 0;
  int last_counted_finish = 0;  // the round whose end was counted
  // The host's copy of the server's rematch allowance (5 at once, then one per 10 s).
  double rematch_tokens = 5;
  Clock::time_point rematch_refilled = Clock::now();
  std::function<void(SoakRoom&)> on_ready;
  std::function<void(SoakRoom&)> on_seats_known;
  std::string label() const;  // "room 12 (kanga, CODE)"
};

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

// A fresh spectator connection that joins a room at the end: the room must
// still exist, and its snapshot must agree with what the soak clients hold.
class RoomAuditor : public std::enable_shared_from_this<RoomAuditor> {
 public:
  RoomAuditor(SoakContext& context, SoakRoom& room, std::atomic<long>& done,
              std::atomic<long>& lost);
  void start();

 private:
  void on_message(std::string_view text);
  void finish();
  void audit(const Json& view, std::uint64_t version);

  SoakContext& context_;
  SoakRoom& room_;
  std::atomic<long>& done_;
  std::atomic<long>& lost_;
  std::shared_ptr<bots::WsConnection> connection_;
  bool finished_ = false;
};

}  // namespace kangaroom::soak
