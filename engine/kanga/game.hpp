#pragma once
// The Game adapter for Kanga: the JSON forms of moves, the view, the outcome
// and saved positions (README.md) around the State and the rules.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "state.hpp"

namespace kangaroom::engine::kanga {

class KangaGame final : public GameWithState<KangaGame, State> {
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
  // Kanga's rules have no resignation; a player may still give up at any
  // time, and the other wins.
  ApplyResult resign(Seat seat, Json* events) override;
  // The options (size, pie rule, move cap, suicide rule) never change in a game.
  Json constant_view(int audience) const override;
  Json changing_view(int audience) const override;
  // A move changes a row or a few, the turn, the captures and the last move.
  void changed_view_parts(const Game& before, int audience,
                          std::vector<ViewPart>& out) const override;
  bool finished() const override { return state_.finished; }
  std::vector<double> scores() const override;
  // Strategy hints (README "Hints for strategies"): the positions of the
  // repetition rule, and the distance to a connection besides the stones.
  int times_seen_before() const override;
  std::vector<double> heuristic_scores() const override;
  Json outcome() const override;
  Json save() const override;
  // README "Draw by agreement".
  bool draw_by_agreement_allowed() const override { return !state_.finished; }
  void agree_draw() override;
};

std::unique_ptr<KangaGame> make_game(const Options& options);

// What KangaGame::save writes and load_game (load.cpp) reads.
inline constexpr const char* position_format = "kanga-position";
inline constexpr int position_version = 1;

// A position written by KangaGame::save (README.md "Positions"). Null plus
// `error` for anything malformed or that the rules could not reach.
std::unique_ptr<KangaGame> load_game(const Json& saved, std::string& error);

}  // namespace kangaroom::engine::kanga
