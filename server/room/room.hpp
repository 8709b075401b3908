#pragma once
// One room: requests in, answers and patches out. It composes the parts that
// each keep one job (Members: the connections; Seating: seats and host;
// Round: the game, bots and the clock; Broadcast: the version and what each
// audience is sent, through its AudienceFeeds; Offers; RoomRecord: what is
// saved) and the request parts that handle seats (SeatRequests), offers
// (OfferRequests), new rounds (RoundStarts) and away players' notices
// (AwayNotices), and keeps the chat. Plain logic without
// sockets or threads: every call must come from the room's own thread (see
// live_room.hpp), and time is passed in, so tests drive it directly.
#include <atomic>
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
#include "server/ops/metrics.hpp"
#include "server/room/audience_feeds.hpp"
#include "server/room/away_notices.hpp"
#include "server/room/broadcast.hpp"
#include "server/room/chat_lines.hpp"
#include "server/room/game_build.hpp"
#include "server/room/members.hpp"
#include "server/room/offer_requests.hpp"
#include "server/room/offers.hpp"
#include "server/room/option_requests.hpp"
#include "server/room/outbox.hpp"
#include "server/room/room_change.hpp"
#include "server/room/room_member.hpp"
#include "server/room/room_notice.hpp"
#include "server/room/room_record.hpp"
#include "server/room/room_summary.hpp"
#include "server/room/round.hpp"
#include "server/room/round_starts.hpp"
#include "server/room/seat_notifications.hpp"
#include "server/room/seat_requests.hpp"
#include "server/room/seating.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

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
  // A round's moves and log, in bytes, at most: past it a move is refused
  // with game_too_long. Every game's rules now bound its length (engine
  // READMEs, "Game length"); this is the backstop for what they miss.
  std::size_t max_game_bytes = 8 << 20;
  std::chrono::steady_clock::duration rematch_interval = std::chrono::seconds(10);
  // Offers between players: how long one waits for its answers, and how
  // soon a refused one may be made again.
  OfferSettings offers;
  // Rooms that sleep (room_sleep.cpp): an empty room leaves memory after
  // sleep_after (when it has a store to wake from); a game in progress
  // with no move for abandoned_after ends as abandoned.
  std::chrono::steady_clock::duration sleep_after = std::chrono::seconds(60);
  std::chrono::system_clock::duration abandoned_after = std::chrono::hours(24 * 30);
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
  using BotScheduler = Round::BotScheduler;
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
  void build_games_with(GameBuildScheduler schedule) { starts_.schedule_with(std::move(schedule)); }
  // The game asked for by the latest start or rematch, made; anything older
  // is ignored.
  void game_built(BuiltGame built, Clock::time_point now);
  // Periodic: publishes seats whose grace period ran out and the watcher
  // count, hands the host role over, runs out the turn clock.
  void tick(Clock::time_point now);
  // No member left and nothing happened for the idle expiry; never a room
  // whose game is in progress (it waits for its players: abandoned()).
  bool expired(Clock::time_point now) const;

  // Rooms that sleep (room_sleep.cpp). Nobody is in the room, nothing
  // happened for sleep_after and nothing is under way (a bot thinking, a
  // game being made): it may leave memory and wake from its log.
  bool may_sleep(Clock::time_point now) const;
  // When the room must be woken while it sleeps (unix ms): its turn
  // clock's deadline or its abandonment for a game in progress, else its
  // expiry.
  std::int64_t wake_at_unix_ms(Clock::time_point now) const;
  // A game in progress that nobody moved in for abandoned_after.
  bool abandoned() const;
  // Ends it as abandoned (the replay is kept as for any finished game).
  void abandon(Clock::time_point now);
  // What POST /api/seats says of the room (room_summary.hpp).
  RoomSummary summary() const;
  // The time of the round's last move, as the store has it (restore).
  void restore_last_move(std::int64_t unix_ms) { last_move_unix_ms_ = unix_ms; }

  // Everything the room needs to come back after a restart (RoomStore):
  // options, seats (token hashes, never tokens), the game's save(), the log,
  // the round, the version and the recent chat. Members are not in it.
  RoomRecord record() const;
  Json durable_state() const { return to_json(record()); }
  // The record without the game, its log and moves, the chat and the
  // version: what RecordWriter writes as the head.
  RoomRecord head_record() const;
  // Turns a freshly made room into the one `record` describes. Every seat a
  // person held is away, its grace period starting `now`; the version goes
  // on from the saved one. False with `error` if the record is unusable.
  bool restore(RoomRecord record, Clock::time_point now, std::string& error);
  // For RecordWriter: the round (its moves, log and game), the recent chat
  // and how many chat lines were ever sent.
  const Round& round() const { return round_; }
  const std::deque<SharedText>& chat_history() const { return chat_.recent(); }
  std::uint64_t chat_count() const { return chat_.count(); }
  // What each call sends goes, when the call ends, to `gate` rather than
  // straight to the connections (LiveRoom's CommitGate, with a store).
  void hand_messages_to(MessageGate* gate) { outbox_.hand_to(gate); }
  // Called with a finished game's replay record (see replay_archive.hpp):
  // its options, seed, seats, moves and outcome.
  void on_game_finished(std::function<void(FinishedGame)> sink) { replay_sink_ = std::move(sink); }
  // Notices for away players (their turn, an offer, the game's end, their
  // clock) go to `notifier` (room_notice.hpp); without one, none are made.
  void notify_with(RoomNotifier* notifier) { notices_.notify_with(notifier); }
  // Bumps with every change worth saving (each version, each chat line).
  std::uint64_t change_count() const { return change_count_; }
  // Bumps with every change that may touch the head (head_record): what
  // RecordWriter reads instead of serializing the head to compare it.
  std::uint64_t head_changes() const { return head_changes_; }
  // While `*store_failing` is set (the room's store cannot write), requests
  // that would change the room are refused with storage_unavailable and bots
  // wait, so nothing is acknowledged that a restart would not bring back.
  void refuse_changes_while(const std::atomic<bool>* store_failing) {
    store_failing_ = store_failing;
  }
  // The room is about to move to another node: from now on it changes no
  // more (refused as above), so every change it answered is written before
  // it goes.
  void stop_changes() { moving_ = true; }
  // Wakes the bots of a restored room whose turn it is.
  void resume_bots() { round_.schedule_bots(seating_); }

  const std::string& code() const { return code_; }
  RoomStatus status() const { return round_.status(); }
  std::uint64_t version() const { return broadcast_.version(); }
  std::size_t member_count() const { return members_.size(); }
  // The room moved to another node: every connection is told to reconnect
  // (RoomMember::room_moved) and leaves. The room is not played here again.
  void send_everyone_away();
  int seat_count() const { return seating_.count(); }
  // The complete view of `audience` (a seat or engine::spectator) now.
  Json full_view(int audience) const;
  // The game itself (null in the lobby), for tests that compare what was
  // sent with the real state.
  const engine::Game* game() const { return round_.game(); }

 private:
  // Request handlers: each returns what it changed (room_change.hpp), and
  // settle() does what follows.
  RoomChange move(const Member& member, const protocol::MakeMove& request, const Json& id);
  RoomChange sync(const Member& member, const protocol::Sync& request, const Json& id);
  RoomChange chat(const Member& member, const protocol::Chat& request, const Json& id);
  RoomChange resign(const Member& member, const protocol::Resign&, const Json& id);
  // `seat` gives up (a resignation, or its clock ran out with on_timeout
  // "lose"): added to `change`, whose replies so far (the resigner's
  // answer) go before the ones this adds.
  engine::ApplyResult give_up(int seat, RoomChange& change);
  // A round that just finished: its replay goes to the archive.
  void archive_round();

  // Every public call starts here: the time of the call, and its batch.
  Outbox::Batch begin_call(Clock::time_point now);
  // What follows every change, in one order (room_settle.cpp): the turn
  // clock, the offers a move lapses, the finished round's archive,
  // publishing (version, patches, notices), the audiences to track, the
  // replies, the bots.
  void settle(RoomChange change);
  // What follows a member's leaving (gone: removed from members_).
  RoomChange after_leaving(const Member& gone);
  // The request table (room_requests.cpp): what each room request needs
  // before its handler runs, declared once instead of checked in each
  // handler. A request that does not meet them is refused with the code and
  // text given, and nothing changes.
  struct Needs {
    bool changes = true;  // refused while the store cannot write
    bool host = false;
    const char* unseated = nullptr;  // set: refused unless seated, with this text
    protocol::ErrorCode unseated_code = protocol::ErrorCode::not_seated;
    enum class Phase { any, lobby, started, finished } phase = Phase::any;
    protocol::ErrorCode wrong_phase_code = protocol::ErrorCode::already_started;
    const char* wrong_phase = "";
  };
  template <typename T>
  struct Rule {
    Needs needs;
    RoomChange (*run)(Room&, const Member&, const T&, const Json& id) = nullptr;
  };
  // A rule's handler: one of Room's own, or one of a request part's (seats,
  // offers).
  template <auto handler, typename T>
  static RoomChange own(Room& room, const Member& member, const T& request, const Json& id) {
    return (room.*handler)(member, request, id);
  }
  template <auto part, auto handler, typename T>
  static RoomChange in(Room& room, const Member& member, const T& request, const Json& id) {
    return ((room.*part).*handler)(member, request, id);
  }
  template <typename T>
  static const Rule<T> rule;  // run is null for what is not a room request
  // The refusal of a request that does not meet `needs`, or nullopt.
  std::optional<RoomChange> unmet(const Member& member, const Needs& needs, const Json& id) const;
  void reply(const std::weak_ptr<RoomMember>& connection, const Json& message);
  void reply_error(const std::weak_ptr<RoomMember>& connection, const Json& id,
                   protocol::ErrorCode code, std::string_view message);
  // A refusal already made (RoomChange::refused): counted, and sent without
  // waiting for earlier commits (it says nothing of the room's state).
  void send_refusal(const std::weak_ptr<RoomMember>& connection, const Json& error);
  void send(const std::weak_ptr<RoomMember>& connection, const SharedText& text,
            bool snapshot = false);

  RoomChange hand_over_host_if_away();

  // Views and versions.
  Json room_section() const;
  bool audience_wanted(int audience) const;
  // Starts sending `audience` patches, if anyone listens to it.
  void track(int audience);
  // Sends `connection` what it missed of `audience` since `known`, or a
  // snapshot.
  void catch_up(const std::weak_ptr<RoomMember>& connection, int audience,
                std::optional<std::uint64_t> known);
  // Bumps the version and sends every tracked audience its patch (only
  // settle() calls it). A move that left the room's own data (seats,
  // status) alone skips rebuilding it.
  enum class Changed { room_and_game, game_only };
  void publish(Changed changed);
  void send_snapshot(const std::weak_ptr<RoomMember>& connection, int audience);

  std::string code_;
  const engine::GameFactory& factory_;
  Json options_;
  RoomSettings settings_;
  Metrics& metrics_;
  Seating seating_;
  Round round_;
  Members members_;
  std::size_t resignations_published_ = 0;  // round_.resigned() as the seats last showed it
  // Every message to a member goes through here: each public call hands
  // them over at its end, one delivery per connection.
  Outbox outbox_;
  // The time of the call being handled (begin_call), and when the request
  // it handles was read (for the move latency).
  Clock::time_point now_;
  Clock::time_point received_;
  Clock::time_point last_activity_;
  // The last move of the round (or its start), for abandoned().
  std::int64_t last_move_unix_ms_ = 0;
  bool ever_joined_ = false;
  // Watchers came or went since the room view last counted them: the count
  // is published on the next tick (at most one patch a second for any number
  // of joins, instead of one patch to everyone per join).
  bool spectators_pending_ = false;
  Offers offers_;
  SeatRequests seat_requests_{code_, seating_, members_, round_, offers_, now_};
  RoundStarts starts_{
      code_, seating_, round_, options_, settings_.rematch_burst, settings_.rematch_interval, now_};
  AwayNotices notices_{code_, factory_.info, seating_, round_, offers_};
  OfferRequests offer_requests_{code_,
                                seating_,
                                round_,
                                offers_,
                                now_,
                                [this](const Member& member, const Json& id) {
                                  return starts_.rematch(member, {}, id); }};

  Broadcast broadcast_;
  OptionRequests option_requests_{factory_.info, options_, seating_, round_, broadcast_};
  ChatLines chat_{settings_.chat_history};
  std::uint64_t change_count_ = 0;
  std::uint64_t head_changes_ = 0;
  void head_changed() {
    ++head_changes_;
    ++change_count_;
  }
  std::function<void(FinishedGame)> replay_sink_;
  const std::atomic<bool>* store_failing_ = nullptr;
  bool moving_ = false;
  bool store_failing() const { return moving_ || (store_failing_ && store_failing_->load()); }
};

}  // namespace kangaroom::server
