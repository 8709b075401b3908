#pragma once
// Hand-made Kanga positions for tests: boards written as the rule text draws
// them (row strings r1 first, 'b' Black, 'w' White, '.' empty) and cells
// named as the rule text names them ("r4c4").
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "kanga/game.hpp"

namespace kanga_test {

using kangaroom::engine::Json;
using kangaroom::engine::kanga::KangaGame;

// "r4c4" -> [3,3] ([col,row], zero-based).
inline Json at(const std::string& name) {
  const auto c = name.find('c');
  const int row = std::stoi(name.substr(1, c - 1)) - 1;
  const int col = std::stoi(name.substr(c + 1)) - 1;
  return Json::array({col, row});
}

inline Json place_json(const std::string& name) { return {{"type", "place"}, {"at", at(name)}}; }

// An empty board of `size` with the listed stones.
inline std::vector<std::string> board_with(int size, const std::vector<std::string>& black,
                                           const std::vector<std::string>& white) {
  std::vector<std::string> rows(static_cast<std::size_t>(size),
                                std::string(static_cast<std::size_t>(size), '.'));
  for (const auto* list : {&black, &white})
    for (const auto& name : *list) {
      const Json cell = at(name);
      rows[cell[1].get<std::size_t>()][cell[0].get<std::size_t>()] = list == &black ? 'b' : 'w';
    }
  return rows;
}

inline Json default_options(int size = 7) {
  return {{"size", size}, {"pie_rule", false}, {"move_cap", false}, {"suicide", "illegal"}};
}

// A running game on `rows` with `to_move` ("black"/"white") to move.
inline std::unique_ptr<KangaGame> position(const std::vector<std::string>& rows,
                                           const std::string& to_move,
                                           Json options = default_options()) {
  options["size"] = static_cast<int>(rows.size());
  const Json saved = {{"format", "kanga-position"},
                      {"version", 1},
                      {"options", options},
                      {"board", rows},
                      {"to_move", to_move}};
  std::string error;
  auto game = kangaroom::engine::kanga::load_game(saved, error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// Plays `name` for the seat to move through Game::apply (full validation);
// returns the events, or null if the move was rejected.
inline Json play(KangaGame& game, const std::string& name) {
  const auto acting = game.to_act();
  REQUIRE(acting.size() == 1);
  Json events = Json::array();
  const auto result = game.apply(acting.front(), place_json(name), &events);
  if (!result.accepted) return nullptr;
  return events;
}

inline bool legal(const KangaGame& game, const std::string& name) {
  const auto acting = game.to_act();
  if (acting.empty()) return false;
  const Json moves = game.legal_moves_json(acting.front());
  for (const auto& move : moves)
    if (move == place_json(name)) return true;
  return false;
}

inline char stone(const KangaGame& game, const std::string& name) {
  const Json cell = at(name);
  const Json view = game.view(-1);
  return view["board"][cell[1].get<std::size_t>()].get<std::string>()[cell[0].get<std::size_t>()];
}

// The [col,row] cells of `names`, sorted as the engine lists captures after sorting.
inline Json cells(const std::vector<std::string>& names) {
  Json out = Json::array();
  for (const auto& name : names) out.push_back(at(name));
  return out;
}

inline Json sorted(Json list) {
  std::sort(list.begin(), list.end());
  return list;
}

}  // namespace kanga_test
