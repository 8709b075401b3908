#pragma once
// The game a room is playing: its start (a new game asked of the builder
// and taken back), its moves, its log and outcome, the bots' turns and the
// turn clock. It knows seats only as Seating says them, and members not at
// all: the room answers the requests, this class keeps the rules of a round.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "core/move_history.hpp"
#include "protocol/client_message.hpp"
#include "server/ops/metrics.hpp"
#include "server/room/audience_feeds.hpp"
#include "server/room/game_build.hpp"
#include "server/room/position_moves.hpp"
#include "server/room/room_log.hpp"
#include "server/room/room_record.hpp"
#include "server/room/seating.hpp"
#include "server/room/text_lines.hpp"

namespace kangaroom::server {

// A bot's turn, handed to whoever runs bots (off the room's thread). The
// result comes back through Room::bot_move with the same ticket.
struct BotRequest {
  std::unique_ptr<engine::Game> game;  // a private copy to think on
  int seat = 0;
  protocol::BotLevel level = protocol::BotLevel::medium;
  std::uint64_t ticket = 0;
};

class Round {
 public:
  using Clock = std::chrono::steady_clock;
  using BotScheduler = std::function<void(BotRequest)>;

  Round(std::string code, const engine::GameFactory& factory,
        std::optional<std::uint64_t> chosen_seed, protocol::TurnClock turn_clock, Metrics& metrics,
        BotScheduler schedule_bot);

  RoomStatus status() const { return status_; }
  bool playing() const { return status_ == RoomStatus::playing && game_; }
  int number() const { return round_; }  // 0 before the first game
  const engine::Game* game() const { return game_.get(); }
  std::uint64_t seed() const { return round_seed_; }
  std::optional<std::uint64_t> chosen_seed() const { return chosen_seed_; }
  const RoomLog& log() const { return log_; }
  // This round's moves, one line each: "<seat> <move JSON>".
  const TextLines& moves() const { return moves_; }
  RoomLog& log() { return log_; }
  const Json& outcome() const { return outcome_; }
  Json to_act() const;  // the seats to act ([] when nobody is)
  GameNow game_now() const;

  // Starting. A new game is asked for (the request for the builder), and
  // the answer is taken back only if it is the latest asked for.
  bool starting() const { return pending_build_.has_value(); }
  GameBuildRequest ask_for_game(int seats, const Json& options);
  bool is_awaited(const BuiltGame& built) const {
    return pending_build_ && built.ticket == *pending_build_;
  }
  // No game could be made: the next request draws another seed.
  void build_failed(const BuiltGame& built);
  // Stops waiting for a game (it came, failed, or the seats emptied).
  void stop_waiting() { pending_build_.reset(); }
  void begin(std::unique_ptr<engine::Game> game, std::uint64_t seed);

  // Past this many bytes of moves and log, moves are refused (game_too_long).
  void limit_bytes(std::size_t bytes) { byte_budget_ = bytes; }
  std::size_t bytes() const { return moves_.end_mark() + log_.bytes(); }

  // Applies a move already checked to come from `seat`. When it finishes
  // the game, the status turns to finished. `by` says who played it when a
  // person did not ("bot", "clock"): the log and the record keep it.
  engine::ApplyResult apply(int seat, const Json& move, std::string_view by = {});

  // `seat` resigns: with its game's resignation move when one is listed for
  // it now, else through Game::resign (any time). `plays_on` tells that the
  // game goes on with the seat in it (Jackaroo): a bot should take it.
  engine::ApplyResult resign(int seat, bool& plays_on);
  // Seats that resigned in this round, in order.
  const std::vector<int>& resigned() const { return resigned_; }

  // Accepted offers (offers.hpp). A takeback undoes `seat`'s last whole
  // turn and every move after it; takeback_refusal says why it cannot (no
  // turn of that seat to undo, or the game refuses: Game::may_take_back_to),
  // empty when it can. A draw ends the game as agreed, where the game allows
  // one. Both are appended to the round's moves as an agreement, and to the
  // log.
  std::string takeback_refusal(int seat) const;
  bool take_back(int seat);
  bool draw_allowed() const { return playing() && game_->draw_by_agreement_allowed(); }
  bool agree_draw();

  // Bots: asks a move of every bot (or clock's bot) to act that is not
  // thinking already.
  void schedule_bots(Seating& seats);
  // A bot's answer belongs to the position it was asked about.
  bool current(std::uint64_t ticket) const { return ticket == move_ticket_; }

  // The turn clock: a fresh deadline for a new turn (`new_turn`), or just
  // started or stopped as a person is (or is no longer) to act. True if the
  // deadline changed.
  bool update_clock(const Seating& seats, Clock::time_point now, bool new_turn);
  // The deadline passed: a bot moves for each person to act, or (the
  // clock's on_timeout "lose") each is added to `losing`, for the room to
  // resign them. True if the deadline went (the room view changes).
  bool run_out_clock(Seating& seats, Clock::time_point now, std::vector<int>& losing);
  // The game ends unplayed: nobody moved for the room's abandoned_after.
  // Its replay is kept like any finished game's.
  void abandon();
  // The clock's bot's move was dropped: the turn runs out again at `now`.
  void clock_due(Clock::time_point now) { turn_deadline_ = now; }
  const protocol::TurnClock& turn_clock() const { return turn_clock_; }
  void set_turn_clock(protocol::TurnClock clock) { turn_clock_ = clock; }
  std::optional<std::int64_t> deadline_unix_ms() const;

  // The record's round part, and back (after RoomRecord from_json). False
  // with `error` when the saved game cannot be loaded.
  void write(RoomRecord& record) const;
  // Only the head's part (no game, log or moves).
  void write_head(RoomRecord& record) const;
  // The moves and the outcome: with the head, all a replay needs.
  void write_result(RoomRecord& record) const;
  // The moves as a replay's JSON array, made from their lines as text.
  std::string moves_json_text() const;
  bool restore(const RoomRecord& record, int seats, Clock::time_point now, std::string& error);
  // Packs what a finished round nobody watches keeps (log and moves).
  void pack();

 private:
  // The seed of the round about to start, and whether a retry may derive
  // its seed from it (only a chosen seed: see chosen_seed_).
  std::pair<std::uint64_t, bool> next_seed() const;
  void ask_bot(int seat, protocol::BotLevel level);
  // Applies an agreement entry (PlayedMove::agreed) to `game` and `history`,
  // with its log event; false if it does not apply.
  static bool apply_agreement(const Json& agreement, std::unique_ptr<engine::Game>& game,
                              engine::MoveHistory& history, Json& event);
  void finish_if_over();

  std::string code_;  // the room's, for the logs
  const engine::GameFactory& factory_;
  // A client's seed, kept only for a game without hidden information: it
  // makes the first round's board (a reproducible Kangaruse board). Every
  // other round's seed comes from the operating system's secure generator
  // when the round starts (next_seed).
  std::optional<std::uint64_t> chosen_seed_;
  protocol::TurnClock turn_clock_;
  Metrics& metrics_;
  BotScheduler schedule_bot_;

  std::unique_ptr<engine::Game> game_;
  RoomStatus status_ = RoomStatus::lobby;
  int round_ = 0;
  std::uint64_t move_ticket_ = 0;  // bumps with every applied move and new game
  PositionMoves position_moves_;   // of the position move_ticket_ names
  std::optional<std::uint64_t> pending_build_;
  std::uint64_t build_ticket_ = 0;
  // Bumps when no game could be made in time, so that asking again tries other seeds.
  std::uint64_t failed_builds_ = 0;
  RoomLog log_;
  std::size_t byte_budget_ = static_cast<std::size_t>(-1);
  Json outcome_;
  // This round's seed and its moves so far, for the replay and saves. One
  // line per move, "<seat> <its canonical JSON text>": a finished room holds
  // them until it expires, and as JSON trees they weighed about 600 bytes a
  // move (a random Kangaroo game runs to hundreds).
  std::uint64_t round_seed_ = 0;
  TextLines moves_;
  std::vector<int> resigned_;
  void note_resignation(int seat, const Json& move);
  // The moves since the round's start (or its checkpoint, after a restore)
  // that are still in force, to rebuild the game without the last ones.
  engine::MoveHistory history_;
  std::optional<Clock::time_point> turn_deadline_;
  std::int64_t turn_deadline_unix_ms_ = 0;
  // Re-draws hidden information for bots (Game::sample_for); seeded by the
  // server, never by a client.
  engine::Rng sample_rng_;
};

}  // namespace kangaroom::server
