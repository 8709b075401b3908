#pragma once
// The Game adapter for Kangaroo: JSON forms of moves, the view, the outcome
// and saved positions around the State and the rules (README.md and
// /work/briefs/kangaroo-contract.md give the wire forms).
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace kangaroom::engine::kangaroo {

class KangarooGame final : public GameWithState<KangarooGame, State> {
 public:
  using GameWithState::GameWithState;

  const GameInfo& info() const override;
  int players() const override { return 2; }
  std::vector<Seat> to_act() const override;
  void legal_moves(Seat seat, std::vector<Move>& out) const override;
  void apply_legal(Seat seat, const Move& move, Json* events) override;
  Json move_to_json(const Move& move) const override;
  std::optional<Move> move_from_json(const Json& move, std::string& error) const override;
  std::string explain_illegal(Seat seat, const Move& move) const override;
  bool is_resignation(const Move& move) const override { return kind_of(move) == MoveKind::resign; }
  bool mid_turn() const override {
    return state_.phase == Phase::chain || state_.phase == Phase::remove;
  }
  // The colours, their doubling ranks and the move limit never change in a game.
  Json constant_view(int audience) const override;
  Json changing_view(int audience) const override;
  // A move changes a few board rows, the turn and what follows from them.
  void changed_view_parts(const Game& before, int audience,
                          std::vector<ViewPart>& out) const override;
  bool finished() const override { return state_.phase == Phase::finished; }
  std::vector<double> scores() const override;
  Json outcome() const override;
  Json save() const override;
  // README "Draw by agreement": between turns, not in the middle of a chain.
  bool draw_by_agreement_allowed() const override {
    return !finished() && state_.phase == Phase::move;
  }
  void agree_draw() override;
  // Strategy hint (README "Hints for strategies"): the rules know no
  // repetition, but two pieces can leapfrog for ever; this remembers the
  // positions at the start of the last `remembered_turns` turns.
  int times_seen_before() const override;

  static constexpr int remembered_turns = 32;

 private:
  // Position keys at the start of the latest turns, a ring (not saved: a
  // loaded game starts remembering afresh).
  std::array<std::uint64_t, remembered_turns> turn_starts_{};
  int turn_start_count_ = 0;
};

// A new game from the opening position; `first_seat` moves first.
std::unique_ptr<KangarooGame> make_game(int first_seat, bool random_first,
                                        int move_limit = default_move_limit);

// A game at any position, `to_move` about to start a turn (see state_at):
// tests and tools build positions with it.
std::unique_ptr<KangarooGame> make_game_at(const Board& board, int to_move, Json* events);

// What KangarooGame::save writes and load_game (load.cpp) reads.
inline constexpr const char* position_format = "kangaroo-position";
inline constexpr int position_version = 1;

// A position written by KangarooGame::save. Null plus `error` for anything
// malformed or inconsistent.
std::unique_ptr<KangarooGame> load_game(const Json& saved, std::string& error);

// The board as the view writes it: 8 strings, rank 1 first, 'w', 'b' or '.'.
Json board_to_json(const Board& board);

}  // namespace kangaroom::engine::kangaroo
