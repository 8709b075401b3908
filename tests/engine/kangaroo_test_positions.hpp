#pragma once
// Helpers for Kangaroo tests: positions written as piece lists ("Wa1 Wb1
// Bh8"), moves in their wire form by square name, and a checked play().
#include <doctest/doctest.h>

#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/registry.hpp"
#include "kangaroo/game.hpp"

namespace kangaroo_test {

namespace kg = kangaroom::engine::kangaroo;
using kangaroom::engine::Game;
using kangaroom::engine::Json;
using kangaroom::engine::Move;

inline Json square_json(const std::string& name) {
  const auto square = kg::square_from_name(name);
  REQUIRE_MESSAGE(square.has_value(), name);
  return Json::array({kg::file_of(*square), kg::rank_of(*square)});
}

inline Json jump(const std::string& from, const std::string& to) {
  return {{"type", "jump"}, {"from", square_json(from)}, {"to", square_json(to)}};
}
inline Json remove_at(const std::string& at) {
  return {{"type", "remove"}, {"at", square_json(at)}};
}
inline const Json stop = {{"type", "stop"}};
inline const Json resign = {{"type", "resign"}};

// "Wa1 Wb1 Bh8" -> a board.
inline kg::Board board_of(const std::string& pieces) {
  kg::Board board{};
  std::istringstream words(pieces);
  std::string word;
  while (words >> word) {
    REQUIRE_MESSAGE(word.size() == 3, word);
    REQUIRE_MESSAGE((word[0] == 'W' || word[0] == 'B'), word);
    const auto square = kg::square_from_name(word.substr(1));
    REQUIRE_MESSAGE(square.has_value(), word);
    board[static_cast<std::size_t>(*square)] = word[0] == 'W' ? kg::Piece::white : kg::Piece::black;
  }
  return board;
}

// A game at `pieces` with `to_move` (0 White, 1 Black) to start a turn; the
// start-of-turn rules (stranded, neither can move) run at once, their
// events go to `events` when given.
inline std::unique_ptr<kg::KangarooGame> game_at(const std::string& pieces, int to_move,
                                                 Json* events = nullptr) {
  return kg::make_game_at(board_of(pieces), to_move, events);
}

// Applies a move through the full validation path; it must be accepted.
inline Json play(Game& game, int seat, const Json& move) {
  Json events = Json::array();
  const auto result = game.apply(seat, move, &events);
  INFO("move " << move.dump() << ": " << result.reason);
  REQUIRE(result.accepted);
  return events;
}

inline std::string reason_for(Game& game, int seat, const Json& move) {
  const auto result = game.apply(seat, move, nullptr);
  REQUIRE_FALSE(result.accepted);
  return result.reason;
}

// The jumps of `seat` as "a1-c3", and the other moves by type.
inline std::set<std::string> jumps_of(const Game& game, int seat) {
  std::set<std::string> out;
  for (const auto& move : game.legal_moves_json(seat)) {
    if (move.at("type") != "jump") continue;
    const auto& from = move.at("from");
    const auto& to = move.at("to");
    out.insert(kg::square_name(kg::square_at(from[0], from[1])) + "-" +
               kg::square_name(kg::square_at(to[0], to[1])));
  }
  return out;
}

inline int count_type(const Game& game, int seat, const std::string& type) {
  int count = 0;
  for (const auto& move : game.legal_moves_json(seat))
    if (move.at("type") == type) ++count;
  return count;
}

inline std::vector<std::string> event_types(const Json& events) {
  std::vector<std::string> out;
  for (const auto& event : events) out.push_back(event.at("type").get<std::string>());
  return out;
}

}  // namespace kangaroo_test
