#pragma once
// One room: its seats, members (connections), host, options, the game, the
// log, and the versioned views sent to each audience. Plain logic without
// sockets or threads: every call must come from the room's own thread (see
// live_room.hpp), and time is passed in, so tests drive it directly.
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "protocol/client_message.hpp"
#include "server/audience_feeds.hpp"
#include "server/game_build.hpp"
#include "server/metrics.hpp"
#include "server/outbox.hpp"
#include "server/room_log.hpp"
#include "server/room_member.hpp"
#include "server/text_lines.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

enum class RoomStatus { lobby, playing, finished };
const char* to_string(RoomStatus status);

// A bot's turn, handed to whoever runs bots (off the room's thread). The
// result comes back through Room::bot_move with the same ticket.
struct BotRequest {
  std::unique_ptr<engine::Game> game;  // a private copy to think on
  int seat = 0;
  protocol::BotLevel level = protocol::BotLevel::medium;
  std::uint64_t ticket = 0;
};

struct RoomSettings {
  std::chrono::steady_clock::duration grace_period = std::chrono::seconds(60);
  std::chrono::steady_clock::duration idle_expiry = std::chrono::minutes(30);
  // A room nobody ever joined (created and abandoned, or created by a
  // flood) is removed sooner.
  std::chrono::steady_clock::duration unjoined_expiry = std::chrono::minutes(5);
  HistoryLimits history;           // patches kept per audience for sync
  std::size_t chat_history = 20;   // chat lines replayed to newcomers
  protocol::TurnClock turn_clock;  // this room's clock (create_room, set_options)
  // Connections in the room at most; beyond it only a seat's owner (with
  // its token) may come in, so watchers can never lock a player out.
  std::size_t max_members = 200;
  // Rematches: rematch_burst at once, then one per rematch_interval (a new
  // game may generate a board, which takes a while on large ones). Zero
  // interval: no limit (load benchmarks).
  double rematch_burst = 5;
  std::chrono::steady_clock::duration rematch_interval = std::chrono::seconds(10);
};

// A finished game's replay record, as JSON text, and where it belongs.
struct FinishedGame {
  std::string code;
  int round = 0;
  std::int64_t finished_at_unix_ms = 0;
  std::string record;
};

class Room {
 public:
  using Clock = std::chrono::steady_clock;
  using BotScheduler = std::function<void(BotRequest)>;
  using GameBuildScheduler = std::function<void(GameBuildRequest)>;

  Room(std::string code, const engine::GameFactory& factory, Json options, int seats,
       std::string host_token, std::optional<std::uint64_t> chosen_seed, RoomSettings settings,
       Metrics& metrics, BotScheduler schedule_bot, Clock::time_point now);

  void join(const MemberPtr& member, const protocol::Join& join, const Json& id,
            Clock::time_point now);
  // The member's connection is gone.
  void leave(const MemberPtr& member, Clock::time_point now);
  // Any room-level request of a member (everything but hello, create_room,
  // join and ping). `received` is when the frame was read (for latency).
  void handle(const MemberPtr& member, const protocol::ClientMessage& message,
              Clock::time_point now, Clock::time_point received);
  // A bot's chosen move; ignored if the game moved on since the request.
  void bot_move(int seat, std::uint64_t ticket, const Json& move, Clock::time_point now);
  // New games (start, rematch) are made by `schedule` off the room's thread
  // and come back through game_built. Without one, the room makes them at
  // once, itself (tests).
  void build_games_with(GameBuildScheduler schedule) { schedule_build_ = std::move(schedule); }
  // The game asked for by the latest start or rematch, made; anything older
  // is ignored.
  void game_built(BuiltGame built, Clock::time_point now);
  // Periodic: marks seats whose grace period ran out.
  void tick(Clock::time_point now);
  // No member left and nothing happened for the idle expiry.
  bool expired(Clock::time_point now) const;

  // Everything the room needs to come back after a restart (RoomStore):
  // options, seats (token hashes, never tokens), the game's save(), the log,
  // the round, the version and the recent chat. Members are not in it.
  Json durable_state() const;
  // Turns a freshly made room into the one `saved` describes. Every seat a
  // person held is away, its grace period starting `now`; the version goes
  // on from the saved one. False with `error` if `saved` is unusable.
  bool restore(const Json& saved, Clock::time_point now, std::string& error);
  // Called with a finished game's replay record (see replay_archive.hpp):
  // its options, seed, seats, moves and outcome.
  void on_game_finished(std::function<void(FinishedGame)> sink) { replay_sink_ = std::move(sink); }
  // Bumps with every change worth saving (each version, each chat line).
  std::uint64_t change_count() const { return change_count_; }
  // Wakes the bots of a restored room whose turn it is.
  void resume_bots() { schedule_bots(); }

  const std::string& code() const { return code_; }
  RoomStatus status() const { return status_; }
  std::uint64_t version() const { return version_; }
  std::size_t member_count() const { return members_.size(); }
  int seat_count() const { return static_cast<int>(seats_.size()); }
  // The complete view of `audience` (a seat or engine::spectator) now.
  Json full_view(int audience) const;
  // The game itself (null in the lobby), for tests that compare what was
  // sent with the real state.
  const engine::Game* game() const { return game_.get(); }

 private:
  struct Seat {
    std::string token_hash;  // SHA-256 of the seat token; empty: no person owns the seat
    std::string name;
    std::string icon;
    std::string color;
    std::optional<protocol::BotLevel> bot;
    int connections = 0;
    std::optional<Clock::time_point> away_since;
    std::int64_t away_since_unix_ms = 0;
    bool replaceable = false;  // away for longer than the grace period
    bool bot_thinking = false;
    bool clock_thinking = false;  // the turn clock ran out: a bot is choosing this seat's move

    bool vacant() const { return token_hash.empty() && !bot; }
  };
  struct Member {
    MemberPtr connection;
    std::optional<int> seat;
    bool host = false;
    bool receiving = true;  // false while joining: it gets a snapshot instead of this patch
  };
  // Request handlers.
  void take_seat(Member& member, const protocol::TakeSeat& request, const Json& id,
                 Clock::time_point now);
  void leave_seat(Member& member, const Json& id, Clock::time_point now);
  void set_options(Member& member, const protocol::SetOptions& request, const Json& id,
                   Clock::time_point now);
  void start(Member& member, const Json& id, Clock::time_point now);
  void move(Member& member, const protocol::MakeMove& request, const Json& id,
            Clock::time_point now, Clock::time_point received);
  void sync(Member& member, const protocol::Sync& request, const Json& id);
  void chat(Member& member, const protocol::Chat& request, const Json& id);
  void rematch(Member& member, const Json& id, Clock::time_point now);
  void release_seat(Member& member, const protocol::ReleaseSeat& request, const Json& id,
                    Clock::time_point now);
  void add_bot(Member& member, const protocol::AddBot& request, const Json& id,
               Clock::time_point now);
  void remove_bot(Member& member, const protocol::RemoveBot& request, const Json& id,
                  Clock::time_point now);

  Member* find_member(const MemberPtr& connection);
  bool require_host(Member& member, const Json& id);
  void reply(const MemberPtr& connection, const Json& message);
  void reply_error(const MemberPtr& connection, const Json& id, protocol::ErrorCode code,
                   std::string_view message);
  void reply_error(const MemberPtr& connection, const Json& id, std::string_view code,
                   std::string_view message);

  // Game life.
  // The seed of the round about to start, and whether a retry may derive
  // its seed from it (only for a chosen seed: see chosen_seed_).
  std::pair<std::uint64_t, bool> next_round_seed() const;
  // Shared end of start and rematch: every seat filled, then a new game is
  // asked for; game_built starts the round with it and answers the request.
  // False when refused at once (a start pending, a seat vacant).
  bool start_round(Member& member, const Json& id, const char* vacant_seat_message,
                   Clock::time_point now);
  bool any_seat_vacant() const;
  void begin_game(std::unique_ptr<engine::Game> game, std::uint64_t game_seed);
  // Applies a move already checked to come from `seat`; true if accepted.
  engine::ApplyResult apply_move(int seat, const Json& move);
  void schedule_bots();
  // The turn clock: a fresh deadline for a new turn (`new_turn`), or just
  // started or stopped as a person is (or is no longer) to act.
  // True if the room view's deadline changed.
  bool update_clock(Clock::time_point now, bool new_turn);
  void run_out_clock(Clock::time_point now);

  // Views and versions.
  Json room_section() const;
  // Makes `section` the room section published from now on; returns the one
  // it replaces (null when unchanged, which is most changes: compared as text).
  Json publish_room_section(const Json& section);
  int spectator_count() const;
  Json to_act_section() const;
  int audience_of(const Member& member) const;
  bool audience_wanted(int audience) const;
  GameNow game_now() const;
  // Starts sending `audience` patches, if anyone listens to it.
  void track(int audience);
  // Bumps the version and sends every tracked audience its patch. A move
  // that left the room's own data (seats, status) alone skips rebuilding it.
  enum class Changed { room_and_game, game_only };
  void commit_change(Changed changed = Changed::room_and_game);
  void send_snapshot(const MemberPtr& connection, int audience);
  void deliver_to_audience(int audience, const SharedText& text);

  std::string code_;
  const engine::GameFactory& factory_;
  Json options_;
  std::string host_token_hash_;
  // A client's seed, kept only for a game without hidden information: it
  // makes the first round's board (a reproducible Kangaruse board). Every
  // other round's seed comes from the operating system's secure generator
  // when the round starts (next_round_seed).
  std::optional<std::uint64_t> chosen_seed_;
  RoomSettings settings_;
  Metrics& metrics_;
  BotScheduler schedule_bot_;
  GameBuildScheduler schedule_build_;

  std::vector<Seat> seats_;
  std::optional<int> host_seat_;
  // The host role passes to a seated player once the host has been away for
  // the grace period (so that nobody waits forever for an absent host); after
  // that the host token no longer makes anyone host, the host seat does.
  bool host_handed_over_ = false;
  std::optional<Clock::time_point> host_away_since_;
  bool host_present() const;
  void hand_over_host_if_away(Clock::time_point now);
  std::vector<Member> members_;
  // Every message to a member goes through here: each public call hands
  // them over at its end, one delivery per connection.
  Outbox outbox_;
  std::unique_ptr<engine::Game> game_;
  RoomStatus status_ = RoomStatus::lobby;
  int round_ = 0;
  std::uint64_t move_ticket_ = 0;  // bumps with every applied move and new game
  PositionMoves position_moves_;   // of the position move_ticket_ names
  // A start or rematch waiting for its game: who asked, and the request's ticket.
  struct PendingStart {
    MemberPtr connection;
    Json id;
    const char* vacant_seat_message = "";
    std::uint64_t ticket = 0;
  };
  std::optional<PendingStart> pending_start_;
  std::uint64_t build_ticket_ = 0;
  // Bumps when no game could be made in time, so that asking again tries other seeds.
  std::uint64_t failed_builds_ = 0;
  Clock::time_point last_activity_;
  bool ever_joined_ = false;
  // Watchers came or went since the room view last counted them: the count
  // is published on the next tick (at most one patch a second for any number
  // of joins, instead of one patch to everyone per join).
  bool spectators_pending_ = false;
  // Rematches left (RoomSettings::rematch_burst, refilled over time).
  double rematch_tokens_ = 0;
  std::optional<Clock::time_point> rematch_refilled_;

  std::uint64_t version_ = 1;
  // The room section as last published, kept as text: a room holds it all
  // its life, and as a JSON tree it weighs several times more (about 1 KB per
  // idle connection). Parsed back only to diff a change and for snapshots.
  std::string room_text_;
  int spectators_sent_ = 0;  // its spectator count
  Json to_act_json_ = Json::array();
  RoomLog log_;
  Json outcome_;
  Json outcome_sent_;
  AudienceFeeds feeds_;
  // Re-draws hidden information for bots (Game::sample_for); seeded by the
  // server, never by a client.
  engine::Rng sample_rng_;
  std::deque<SharedText> chat_history_;
  std::uint64_t change_count_ = 0;
  // This round's seed and its moves so far, for the replay and saves. One
  // line per move, "<seat> <its canonical JSON text>": a finished room holds
  // them until it expires, and as JSON trees they weighed about 600 bytes a
  // move (a random Kangaroo game runs to hundreds).
  std::uint64_t round_seed_ = 0;
  TextLines moves_;
  std::optional<Clock::time_point> turn_deadline_;
  std::int64_t turn_deadline_unix_ms_ = 0;
  std::function<void(FinishedGame)> replay_sink_;
  FinishedGame replay_record() const;
  Json moves_json() const;  // [{"seat":..,"move":{..}}, ...] as saves and replays hold them
  static std::string played_move_line(int seat, const Json& move);  // a line of moves_
};

}  // namespace kangaroom::server
