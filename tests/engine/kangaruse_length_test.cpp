// Game length in Kangaruse (README.md "Game length"): the board bounds it.
// Every square a kangaroo leaves is crossed out, and jumps and teleports land
// only on unused squares, so a seat never lands twice on one square; tigers
// and devils cross out squares that are unused. A game therefore has at most
// 2 P + (P + 1) x cells decisions, without any option.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <utility>

#include "core/registry.hpp"
#include "kangaruse/game.hpp"

using kangaroom::engine::Game;
using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;

TEST_CASE("kangaruse game length: no seat lands twice on a square, so the board bounds a game") {
  int longest = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const int players = 1 + static_cast<int>(seed % 5);
    const char* size = seed % 3 == 0 ? "tiny" : seed % 3 == 1 ? "small" : "regular";
    std::string error;
    auto game = kangaroom::engine::create_game("kangaruse", players, {{"size", size}}, seed, error);
    INFO(error);
    REQUIRE(game);
    const int cells = dynamic_cast<const kangaroom::engine::kangaruse::KangaruseGame&>(*game)
                          .state()
                          .lay()
                          .cell_count;
    std::vector<std::set<std::pair<int, int>>> landed(static_cast<std::size_t>(players));
    Rng rng(seed);
    std::vector<Move> moves;
    int decisions = 0;
    while (!game->finished()) {
      const int seat = game->to_act().front();
      moves.clear();
      game->legal_moves(seat, moves);
      // Players who never give up make the longest games.
      if (moves.size() > 1)
        std::erase_if(moves, [&](const Move& move) { return game->is_resignation(move); });
      REQUIRE_FALSE(moves.empty());
      Json events = Json::array();
      game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))], &events);
      ++decisions;
      REQUIRE(decisions <= 2 * players + (players + 1) * cells);
      for (const auto& event : events) {
        const std::string type = event.at("type");
        std::pair<int, int> square;
        if (type == "place")
          square = {event.at("x"), event.at("y")};
        else if (type == "jump" || type == "teleport")
          square = {event.at("to")[0], event.at("to")[1]};
        else
          continue;
        const bool first_time =
            landed[static_cast<std::size_t>(event.at("seat").get<int>())].insert(square).second;
        if (!first_time) FAIL("game " << seed << ": a seat landed twice on one square");
      }
    }
    longest = std::max(longest, decisions);
  }
  MESSAGE("longest game without giving up: " << longest << " decisions");
}
