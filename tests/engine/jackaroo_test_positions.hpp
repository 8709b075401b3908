#pragma once
// Hand-built Jackaroo positions for the tests: marbles placed by hand, hands
// given by rank, every other card in the deck (so 52 cards stay accounted for).
#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.hpp"
#include "jackaroo/game.hpp"
#include "jackaroo/movegen.hpp"

namespace jackaroo_test {

using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;
using namespace kangaroom::engine::jackaroo;

struct Position {
  State state;

  explicit Position(int players = 4, StartProtection protection = StartProtection::king_only) {
    state.board = Board(players);
    state.protection = protection;
    for (int card = 0; card < deck_size; ++card) state.deck.push_back(static_cast<Card>(card));
    state.dealer = players - 1;
    state.turn = 0;
  }

  Position& track(int marble, int square) {
    state.board.put(marble, Place{Zone::track, static_cast<std::int8_t>(square)});
    return *this;
  }
  // z1..z4 are safe squares 0..3.
  Position& safe(int marble, int square) {
    state.board.put(marble, Place{Zone::safe, static_cast<std::int8_t>(square)});
    return *this;
  }
  // Moves one card of each rank (1 = ace ... 13 = king) from the deck to `seat`.
  Position& hand(int seat, std::initializer_list<int> ranks) {
    for (const int rank : ranks) {
      const auto it = std::find_if(state.deck.begin(), state.deck.end(),
                                   [rank](Card card) { return rank_of(card) == rank; });
      REQUIRE(it != state.deck.end());
      state.hand(seat).push_back(*it);
      state.deck.erase(it);
    }
    std::sort(state.hand(seat).begin(), state.hand(seat).end());
    return *this;
  }
  Position& turn(int seat) {
    state.turn = seat;
    return *this;
  }

  JackarooGame game() const { return JackarooGame(state); }
};

inline std::vector<Json> legal_json(const JackarooGame& game, int seat) {
  std::vector<Move> moves;
  game.legal_moves(seat, moves);
  std::vector<Json> out;
  for (const auto& move : moves) out.push_back(game.move_to_json(move));
  return out;
}

inline bool is_legal(const JackarooGame& game, int seat, const Json& move) {
  const auto moves = legal_json(game, seat);
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// Plays a move that must be legal; returns its events.
inline Json play(JackarooGame& game, int seat, const Json& move) {
  Json events = Json::array();
  const auto result = game.apply(seat, move, &events);
  INFO(move.dump() << " -> " << result.reason);
  REQUIRE(result.accepted);
  return events;
}

inline Place where(const JackarooGame& game, int marble) {
  return game.state().board.place(marble);
}
// Where `marble` stands after `seat` plays `move` on a copy of `game`.
inline Place where_after(JackarooGame game, int seat, const Json& move, int marble) {
  play(game, seat, move);
  return where(game, marble);
}
inline Place on_track(int square) { return Place{Zone::track, static_cast<std::int8_t>(square)}; }
inline Place in_safe(int square) { return Place{Zone::safe, static_cast<std::int8_t>(square)}; }
inline Place at_home() { return Place{Zone::home, 0}; }

// A game from the registry, as a server makes one, typed to look inside.
inline std::unique_ptr<JackarooGame> new_game_of(int players, std::uint64_t seed) {
  std::string error;
  auto game = kangaroom::engine::create_game("jackaroo", players, Json::object(), seed, error);
  REQUIRE(game);
  return std::unique_ptr<JackarooGame>(static_cast<JackarooGame*>(game.release()));
}

inline Json mv(const char* card, int marble, int steps) {
  return {{"card", card}, {"ability", "move"}, {"marble", marble}, {"steps", steps}};
}
inline Json split(int marble, int steps, int marble2) {
  return {{"card", "7"},
          {"ability", "split"},
          {"marble", marble},
          {"steps", steps},
          {"marble2", marble2}};
}
inline Json release(const char* card, int marble) {
  return {{"card", card}, {"ability", "release"}, {"marble", marble}};
}
inline Json swap_with(int marble, int target) {
  return {{"card", "J"}, {"ability", "swap"}, {"marble", marble}, {"target", target}};
}
inline Json discard(const char* card) { return {{"card", card}, {"ability", "discard"}}; }

}  // namespace jackaroo_test

namespace kangaroom::engine::jackaroo {
inline std::ostream& operator<<(std::ostream& out, const Place& place) {
  return out << place_json(place).dump();
}
}  // namespace kangaroom::engine::jackaroo
