#pragma once
// The Game adapter for Kangaruse: JSON forms of moves, views, outcome and
// saved positions around the State and the rules (README.md "JSON contract"
// and "Positions are data"). Written in three files: game.cpp (the turn),
// view.cpp (the view and its parts), position.cpp (save, load, from a view).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace kangaroom::engine::kangaruse {

// Everything about a game that is fixed before the first move.
struct Setup {
  int players = 2;
  Edition edition = Edition::current;
  bool starting_positions = false;
  std::string size_name = "custom";  // the size option the board came from
};

struct Breakdown;

class KangaruseGame final : public GameWithState<KangaruseGame, State> {
 public:
  using GameWithState::GameWithState;

  const GameInfo& info() const override;
  int players() const override { return state_.player_count; }
  std::vector<Seat> to_act() const override;
  void legal_moves(Seat seat, std::vector<Move>& out) const override;
  void apply_legal(Seat seat, const Move& move, Json* events) override;
  Json move_to_json(const Move& move) const override;
  std::optional<Move> move_from_json(const Json& move, std::string& error) const override;
  std::string moves_text(const std::vector<Move>& moves) const override;
  std::string explain_illegal(Seat seat, const Move& move) const override;
  bool is_resignation(const Move& move) const override {
    return move.kind == static_cast<std::uint8_t>(MoveKind::give_up);
  }
  // The board, its edition and the square types on it never change in a game.
  Json constant_view(int audience) const override;
  Json changing_view(int audience) const override;
  // A move changes a few crossed squares, a player or two and the turn.
  void changed_view_parts(const Game& before, int audience,
                          std::vector<ViewPart>& out) const override;
  bool finished() const override { return state_.phase == Phase::finished; }
  std::vector<double> scores() const override;
  Json outcome() const override;
  Json save() const override;

 private:
  enum class Axis { x, y };
  Json coordinate(const PlayerState& player, Axis axis) const;  // null until placed
  Json player_json(int seat, const Breakdown& breakdown) const;
  void append_player_parts(const KangaruseGame& before, int seat, const Breakdown& breakdown_before,
                           const Breakdown& breakdown_now, std::vector<ViewPart>& out) const;
  Json turn_json() const;
};

// A new game (placing phase, seat 0 first) on a given board: the factory uses
// it with a generated board, tests with hand-built ones.
std::unique_ptr<KangaruseGame> make_game(Board board, const Setup& setup);

// A position written by KangaruseGame::save (README "Positions are data").
// Null plus `error` for anything malformed or inconsistent.
std::unique_ptr<KangaruseGame> load_game(const Json& saved, std::string& error);

// The game `view` (any seat's or a spectator's: Kangaruse hides nothing)
// shows, with the board size named by the room's `options`. `players`, when
// positive, must match the view. Null plus `error` for an incomplete view.
std::unique_ptr<KangaruseGame> game_from_view(const Json& view, int players, const Json& options,
                                              std::string& error);

// The never-changing board as JSON (the "board" of views and saves), and back.
Json board_to_json(const Board& board);
bool board_from_json(const Json& json, Board& board, std::string& error);

// A player's collected squares, counted per score type (views and saves).
Json collected_json(const PlayerState& player);

}  // namespace kangaroom::engine::kangaruse
