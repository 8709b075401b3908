#include "server/room/round.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "protocol/server_message.hpp"
#include "server/util/secret.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

Round::Round(std::string code, const engine::GameFactory& factory,
             std::optional<std::uint64_t> chosen_seed, protocol::TurnClock turn_clock,
             Metrics& metrics, BotScheduler schedule_bot)
    : code_(std::move(code)),
      factory_(factory),
      chosen_seed_(factory.info.hidden_information ? std::nullopt : chosen_seed),
      turn_clock_(turn_clock),
      metrics_(metrics),
      schedule_bot_(std::move(schedule_bot)),
      sample_rng_(random_seed()) {}

Json Round::to_act() const {
  if (!playing()) return Json::array();
  return game_->to_act();
}

GameNow Round::game_now() const {
  return GameNow{game_.get(), round_, status_ == RoomStatus::playing, &position_moves_,
                 move_ticket_};
}

// ---------------------------------------------------------------- start

std::pair<std::uint64_t, bool> Round::next_seed() const {
  // Rule (hidden-information contract, docs/architecture.md): a round's seed
  // is never a function of anything published (another round's seed in a
  // replay, the round number, the time). The chosen seed makes only the
  // first board of a game without hidden information; a build that ran out
  // of time, and every rematch, draw afresh.
  if (chosen_seed_ && round_ == 0 && failed_builds_ == 0) return {*chosen_seed_, true};
  return {random_seed(), false};
}

GameBuildRequest Round::ask_for_game(int seats, const Json& options) {
  const auto [seed, reproducible] = next_seed();
  pending_build_ = ++build_ticket_;
  // The room's own factory (not a lookup by id), so a room plays exactly the
  // game it was made with.
  return GameBuildRequest{&factory_, seats, options, seed, reproducible, build_ticket_};
}

void Round::build_failed(const BuiltGame& built) {
  if (!built.out_of_time) return;
  ++failed_builds_;
  ++metrics_.game_builds_out_of_time;
}

void Round::begin(std::unique_ptr<engine::Game> game, std::uint64_t seed) {
  game_ = std::move(game);
  history_ = engine::MoveHistory(game_->clone());
  round_seed_ = seed;
  moves_.clear();
  resigned_.clear();
  ++round_;
  ++move_ticket_;
  status_ = RoomStatus::playing;
  log_.clear();
  outcome_ = nullptr;
  ++metrics_.games_started;
}

// ---------------------------------------------------------------- moves

engine::ApplyResult Round::apply(int seat, const Json& move, std::string_view by) {
  if (!playing())
    return engine::ApplyResult::rejected(engine::reject::game_over, "the game is over");
  if (bytes() > byte_budget_)
    return engine::ApplyResult::rejected(
        "game_too_long", "this game has grown past the server's limit (" +
                             std::to_string(byte_budget_ >> 20) +
                             " MB of moves and log) and cannot go on; start a new one");
  Json events = Json::array();
  // The list the feeds sent this seat for this position, if it may act.
  const std::vector<engine::Move>* listed =
      game_->may_act(seat) ? &position_moves_.of(*game_, seat, move_ticket_) : nullptr;
  const bool mid_turn_before = game_->mid_turn();
  // The move is read from its JSON once, by the game's apply, and kept typed.
  std::optional<engine::Move> parsed;
  auto result = game_->apply(seat, move, &events, listed, &parsed);
  if (!result.accepted) return result;
  // The replay keeps the move as the engine writes it, not as the client sent it.
  const Json written = parsed ? game_->move_to_json(*parsed) : move;
  moves_.push_back(played_move_line(seat, by, protocol::serialize(written)));
  history_.record(seat, written, mid_turn_before);
  if (parsed ? game_->is_resignation(*parsed) : engine::is_resignation_json(move))
    resigned_.push_back(seat);
  ++metrics_.moves_accepted;
  ++move_ticket_;
  for (const auto& event : events) log_.append(event, by);
  finish_if_over();
  return result;
}

engine::ApplyResult Round::resign(int seat, bool& plays_on) {
  plays_on = false;
  if (!playing())
    return engine::ApplyResult::rejected(engine::reject::game_over, "the game is over");
  // Rule: where a game's rules have a resignation (Kangaruse's give_up,
  // Kangaroo's resign), resigning is that move, on one's turn.
  if (const auto move = game_->resignation_move(seat))
    return apply(seat, game_->move_to_json(*move));
  auto result = apply(seat, engine::resignation_json());
  plays_on = result.accepted && playing();
  return result;
}

// A restored round's moves are read back from their JSON (the live path
// keeps the move it read: apply).
void Round::note_resignation(int seat, const Json& move) {
  std::string unparsed;
  const auto parsed =
      engine::is_resignation_json(move) ? std::nullopt : game_->move_from_json(move, unparsed);
  if (engine::is_resignation_json(move) || (parsed && game_->is_resignation(*parsed)))
    resigned_.push_back(seat);
}

void Round::finish_if_over() {
  if (!game_->finished() || status_ == RoomStatus::finished) return;
  history_ = engine::MoveHistory();  // nothing is taken back once it is over
  status_ = RoomStatus::finished;
  outcome_ = game_->outcome();
  ++metrics_.games_finished;
}

// ---------------------------------------------------------------- agreements

std::string Round::takeback_refusal(int seat) const {
  if (!playing()) return "there is no game under way";
  const auto kept = history_.kept_without_last_turn_of(seat);
  if (!kept) return "you have no turn to take back";
  // With hidden cards, undoing another seat's play would hand its cards back
  // to be played again, and shown again, differently: a way to read hands.
  // Only your own last turn, before anyone else has played.
  if (game_->info().hidden_information && !history_.only_moves_of(seat, *kept))
    return "with hidden cards only your own last turn can be taken back, before anyone else "
           "plays";
  const auto earlier = history_.rebuilt(*kept);
  if (!earlier) return "that turn cannot be taken back";
  if (!game_->may_take_back_to(*earlier))
    return "cards were dealt since that turn: it cannot be taken back";
  return {};
}

bool Round::apply_agreement(const Json& agreement, std::unique_ptr<engine::Game>& game,
                            engine::MoveHistory& history, Json& event) {
  const std::string kind = agreement.value("kind", "");
  if (kind == "takeback") {
    const auto undone = agreement.value("undone", std::size_t{0});
    if (undone == 0 || undone > history.size()) return false;
    auto earlier = history.rebuilt(history.size() - undone);
    if (!earlier) return false;
    game = std::move(earlier);
    history.truncate(history.size() - undone);
    event = {{"type", "takeback"}, {"seat", agreement.value("seat", -1)}, {"undone", undone}};
    return true;
  }
  if (kind == "draw") {
    if (!game->draw_by_agreement_allowed()) return false;
    game->agree_draw();
    event = {{"type", "draw"}, {"reason", "agreement"}};
    return true;
  }
  return false;
}

bool Round::take_back(int seat) {
  if (!takeback_refusal(seat).empty()) return false;
  const std::size_t undone = history_.size() - *history_.kept_without_last_turn_of(seat);
  const Json agreement = {{"kind", "takeback"}, {"seat", seat}, {"undone", undone}};
  Json event;
  if (!apply_agreement(agreement, game_, history_, event)) return false;
  moves_.push_back(played_line({seat, agreement, {}, true}));
  log_.append(event);
  ++move_ticket_;  // bots thinking on the undone position are answered no more
  return true;
}

bool Round::agree_draw() {
  if (!draw_allowed()) return false;
  const Json agreement = {{"kind", "draw"}};
  Json event;
  if (!apply_agreement(agreement, game_, history_, event)) return false;
  moves_.push_back(played_line({-1, agreement, {}, true}));
  log_.append(event);
  ++move_ticket_;
  finish_if_over();
  return true;
}

// ---------------------------------------------------------------- bots

void Round::ask_bot(int seat, protocol::BotLevel level) {
  // The bot thinks on what its seat knows: hidden cards are re-drawn.
  if (schedule_bot_)
    schedule_bot_(BotRequest{game_->sample_for(seat, sample_rng_), seat, level, move_ticket_});
}

void Round::schedule_bots(Seating& seats) {
  if (status_ != RoomStatus::playing || !game_) return;
  for (const int seat : game_->to_act()) {
    if (!seats.valid(seat) || !seats.start_bot_thinking(seat)) continue;
    ask_bot(seat, *seats[seat].bot);
  }
}

// ---------------------------------------------------------------- turn clock

bool Round::update_clock(const Seating& seats, Clock::time_point now, bool new_turn) {
  const bool had_deadline = turn_deadline_.has_value();
  bool person_to_act = false;
  if (turn_clock_.seconds > 0 && playing())
    for (const int seat : game_->to_act())
      if (seats.valid(seat) && !seats[seat].bot && seats[seat].person()) person_to_act = true;
  // Games with bots only never wait on a clock.
  if (!person_to_act) {
    turn_deadline_.reset();
    return had_deadline;
  }
  if (turn_deadline_ && !new_turn) return false;
  turn_deadline_ = now + std::chrono::seconds(turn_clock_.seconds);
  turn_deadline_unix_ms_ = unix_ms_now() + std::int64_t{turn_clock_.seconds} * 1000;
  return true;
}

bool Round::run_out_clock(Seating& seats, Clock::time_point now, std::vector<int>& losing) {
  if (!turn_deadline_ || now < *turn_deadline_ || !playing()) return false;
  turn_deadline_.reset();
  for (const int seat : game_->to_act()) {
    if (!seats.valid(seat)) continue;
    const Seating::Seat& state = seats[seat];
    if (state.bot || !state.person() || state.bot_thinking || state.clock_thinking) continue;
    if (turn_clock_.on_timeout == protocol::TurnClock::OnTimeout::lose) {
      spdlog::info("room={} seat={} ran out of time and loses the game", code_, seat);
      losing.push_back(seat);
      continue;
    }
    seats.start_clock_thinking(seat);
    spdlog::info("room={} seat={} ran out of time: a bot ({}) moves for them", code_, seat,
                 protocol::to_string(turn_clock_.level));
    ask_bot(seat, turn_clock_.level);
  }
  return true;
}

std::optional<std::int64_t> Round::deadline_unix_ms() const {
  if (!turn_deadline_) return std::nullopt;
  return turn_deadline_unix_ms_;
}

// ---------------------------------------------------------------- record

void Round::write_head(RoomRecord& record) const {
  record.chosen_seed = chosen_seed_;
  record.status = status_;
  record.round = round_;
  record.round_seed = round_seed_;
  record.turn_clock = turn_clock_;
  record.turn_deadline_unix_ms = deadline_unix_ms();
}

void Round::write(RoomRecord& record) const {
  write_head(record);
  record.game_state = game_ ? game_->save() : Json();
  record.log = log_.to_json();
  record.log_has_private = log_.has_private();
  record.next_log_seq = log_.next_seq();
  write_result(record);
  record.game_state_moves = record.moves.size();
}

void Round::write_result(RoomRecord& record) const {
  record.outcome = outcome_;
  record.moves.clear();
  moves_.for_each([&](std::string_view line) { record.moves.push_back(played_from_line(line)); });
}

std::string Round::moves_json_text() const {
  std::string out = "[";
  moves_.for_each([&](std::string_view line) {
    if (out.size() > 1) out.push_back(',');
    append_move_json(out, line);
  });
  return out.append("]");
}

namespace {
// Nobody won a game its players left: no ranking, no winner.
Json abandoned_outcome() {
  return {{"abandoned", true},
          {"ranking", Json::array()},
          {"winners", Json::array()},
          {"scores", Json::array()},
          {"breakdown", Json::array()}};
}
}  // namespace

bool Round::restore(const RoomRecord& record, int seats, Clock::time_point now,
                    std::string& error) {
  std::unique_ptr<engine::Game> game;
  if (!record.game_state.is_null()) {
    if (!factory_.load) {
      error = factory_.info.id + " cannot load a saved game";
      return false;
    }
    game = factory_.load(record.game_state, error);
    if (!game) return false;
    if (game->players() != seats) {
      error = "the saved game has another number of players than the room has seats";
      return false;
    }
  }
  if (record.status != RoomStatus::lobby && !game) {
    error = "a started room without its game";
    return false;
  }
  // Before 2026-11-27 every room saved a seed, random or chosen; it matters
  // only for a public game's first round, as a chosen one does now.
  chosen_seed_ = factory_.info.hidden_information ? std::nullopt : record.chosen_seed;
  status_ = record.status;
  round_ = record.round;
  log_.restore(record.log, record.log_has_private, record.next_log_seq);
  outcome_ = record.outcome;
  // The moves the checkpoint does not include are played again, in order:
  // the engine is deterministic, so the game and its log come out as they
  // were.
  // Takebacks go back no further than the checkpoint.
  engine::MoveHistory history(game ? game->clone() : nullptr);
  for (std::size_t i = record.game_state_moves; i < record.moves.size(); ++i) {
    if (!game) {
      error = "moves without a game";
      return false;
    }
    const PlayedMove& played = record.moves[i];
    if (played.agreed) {
      Json event;
      if (!apply_agreement(played.move, game, history, event)) {
        error = "saved agreement " + std::to_string(i + 1) + " does not apply";
        return false;
      }
      log_.append(event);
      continue;
    }
    Json events = Json::array();
    const bool mid_turn_before = game->mid_turn();
    const auto result = game->apply(played.seat, played.move, &events, nullptr);
    if (!result.accepted) {
      error = "saved move " + std::to_string(i + 1) + " does not replay: " + result.reason;
      return false;
    }
    history.record(played.seat, played.move, mid_turn_before);
    for (const auto& event : events) log_.append(event, played.by);
  }
  if (game && !game->finished())
    history_ = std::move(history);
  else
    history_ = engine::MoveHistory();
  if (record.game_state_moves < record.moves.size()) log_.mark_published();
  if (game && game->finished()) {
    status_ = RoomStatus::finished;
    outcome_ = game->outcome();
  } else if (status_ == RoomStatus::finished && game) {
    outcome_ = abandoned_outcome();  // finished, not by its rules: abandoned
  }
  game_ = std::move(game);
  round_seed_ = record.round_seed;
  moves_.clear();
  resigned_.clear();
  for (const PlayedMove& played : record.moves) {
    moves_.push_back(played_line(played));
    if (game_ && !played.agreed) note_resignation(played.seat, played.move);
  }
  turn_clock_ = record.turn_clock;
  turn_deadline_.reset();
  if (record.turn_deadline_unix_ms) {
    // What was left of the turn when the server stopped, counted from now.
    turn_deadline_unix_ms_ = *record.turn_deadline_unix_ms;
    turn_deadline_ = now + std::chrono::milliseconds(
                               std::max<std::int64_t>(0, turn_deadline_unix_ms_ - unix_ms_now()));
  }
  ++move_ticket_;
  return true;
}

void Round::abandon() {
  if (!playing()) return;
  history_ = engine::MoveHistory();
  status_ = RoomStatus::finished;
  outcome_ = abandoned_outcome();
  turn_deadline_.reset();
  log_.append({{"type", "abandoned"}});
  ++move_ticket_;  // a bot still thinking is answered no more
  ++metrics_.games_finished;
}

void Round::pack() {
  log_.pack();
  moves_.pack();
}

}  // namespace kangaroom::server
