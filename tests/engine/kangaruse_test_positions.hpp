#pragma once
// Hand-built Kangaruse positions for the rule tests. The standard board is
// RULES.md §1.8's: 6x5, every cell a plain river square, column numbers
// [1,2,3,4,1,2], row directions [right,down,left,up,right].
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "kangaruse/game.hpp"
#include "kangaruse/rules.hpp"

namespace kangaruse_test {

namespace kr = kangaroom::engine::kangaruse;
using kangaroom::engine::Json;
using kangaroom::engine::Move;
using Square = std::pair<int, int>;
using Squares = std::set<Square>;

inline kr::Board scenario_board() {
  kr::Board board;
  board.width = 6;
  board.height = 5;
  board.numbers_on_columns = true;
  board.numbers = {1, 2, 3, 4, 1, 2};
  board.directions = {kr::Direction::right, kr::Direction::down, kr::Direction::left,
                      kr::Direction::up, kr::Direction::right};
  board.cells.assign(30, kr::Cell{kr::CellType::plain, true, 0});
  return board;
}

inline void set_cell(kr::Board& board, int x, int y, kr::CellType type, int value = 0) {
  board.at(x, y) = kr::Cell{type, false, static_cast<std::int8_t>(value)};
}

struct Setup {
  kr::Board board = scenario_board();
  std::vector<Square> kangaroos;  // seat order; each seat places there
  std::vector<Square> crossed;
  kr::Edition edition = kr::Edition::current;
  bool starting_positions = false;
};

// A game after every seat placed (seat 0 to act, its first turn begun).
inline std::unique_ptr<kr::KangaruseGame> start(const Setup& setup, Json* events = nullptr) {
  const int players = std::max<int>(1, static_cast<int>(setup.kangaroos.size()));
  kr::State state =
      kr::initial_state(setup.board, players, setup.edition, setup.starting_positions, "custom");
  for (const auto& [x, y] : setup.crossed)
    state.crossed[static_cast<std::size_t>(state.lay().index(x, y))] = 1;
  REQUIRE(kr::derive_and_check(state).empty());
  auto game = std::make_unique<kr::KangaruseGame>(std::move(state));
  for (std::size_t seat = 0; seat < setup.kangaroos.size(); ++seat) {
    const auto [x, y] = setup.kangaroos[seat];
    const auto result =
        game->apply(static_cast<int>(seat), {{"action", "place"}, {"x", x}, {"y", y}}, events);
    REQUIRE_MESSAGE(result.accepted, result.reason);
  }
  return game;
}

// The squares of `seat`'s legal moves of one action.
inline Squares targets(const kr::KangaruseGame& game, int seat,
                       const std::string& action = "jump") {
  Squares out;
  for (const auto& move : game.legal_moves_json(seat))
    if (move.at("action") == action) out.insert({move.at("x").get<int>(), move.at("y").get<int>()});
  return out;
}

inline bool has_action(const kr::KangaruseGame& game, int seat, const std::string& action) {
  for (const auto& move : game.legal_moves_json(seat))
    if (move.at("action") == action) return true;
  return false;
}

inline Json jump(int x, int y) { return {{"action", "jump"}, {"x", x}, {"y", y}}; }
inline Json teleport(int x, int y) { return {{"action", "teleport"}, {"x", x}, {"y", y}}; }
inline Json destroy(int x, int y) { return {{"action", "destroy"}, {"x", x}, {"y", y}}; }

// Applies through the validating entry point and requires acceptance.
inline void play(kr::KangaruseGame& game, int seat, const Json& move, Json* events = nullptr) {
  const auto result = game.apply(seat, move, events);
  REQUIRE_MESSAGE(result.accepted, (move.dump() + ": " + result.reason));
}

inline bool crossed(const kr::KangaruseGame& game, int x, int y) {
  const auto& state = game.state();
  return state.crossed[static_cast<std::size_t>(state.lay().index(x, y))] != 0;
}

inline Square at(const kr::KangaruseGame& game, int seat) {
  const auto& state = game.state();
  const int cell = state.player(seat).cell;
  return {state.lay().x[static_cast<std::size_t>(cell)],
          state.lay().y[static_cast<std::size_t>(cell)]};
}

inline int collected(const kr::KangaruseGame& game, int seat, kr::CellType type) {
  return game.state().player(seat).collected[static_cast<std::size_t>(type)];
}

inline bool has_event(const Json& events, const std::string& type) {
  return std::any_of(events.begin(), events.end(),
                     [&](const Json& e) { return e.at("type") == type; });
}

}  // namespace kangaruse_test
