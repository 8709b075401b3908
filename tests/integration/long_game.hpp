#pragma once
// A long finished game, for what a replay costs: two seats of Kangaroo
// jump their pieces over their own pieces back and forth (nothing is
// captured) until `moves` requests (jumps and stops) were made; then seat 0
// resigns, which ends it. The room takes the largest move limit Kangaroo
// allows (2,000 moves, about 2,600 requests this way); the limit is what
// keeps such a game from growing without end (engine/kangaroo/README.md).
#include <doctest/doctest.h>

#include <string>

#include "table.hpp"

namespace kangaroom::testing {

namespace long_game_detail {
// True for a jump over a piece of the mover's own colour.
inline bool jumps_over_own(const Json& move, const Json& board, int seat) {
  if (move.value("type", "") != "jump") return false;
  const int file = (move["from"][0].get<int>() + move["to"][0].get<int>()) / 2;
  const int rank = (move["from"][1].get<int>() + move["to"][1].get<int>()) / 2;
  const std::string row = board[static_cast<std::size_t>(rank)];
  return row[static_cast<std::size_t>(file)] == (seat == 0 ? 'w' : 'b');
}

inline Json choose(const Json& legal, const Json& board, int seat, bool ending) {
  const auto first_of = [&](const char* type) -> Json {
    for (const auto& move : legal)
      if (move.value("type", "") == type) return move;
    return nullptr;
  };
  if (ending) {
    for (const char* type : {"resign", "remove", "stop"})
      if (Json move = first_of(type); !move.is_null()) return move;
  } else if (Json stop = first_of("stop"); !stop.is_null()) {
    return stop;
  }
  for (const auto& move : legal)
    if (jumps_over_own(move, board, seat)) return move;
  return legal.front();
}
}  // namespace long_game_detail

// The room of a finished Kangaroo game of at least `moves` moves.
inline std::string play_long_game(std::uint16_t port, int moves) {
  Table table = open_table(port, 2, true, 11, "kangaroo", {{"move_limit", 2000}});
  std::vector<TestClient*> everyone;
  for (auto& client : table.clients) everyone.push_back(client.get());
  everyone_catch_up(everyone, table.clients[0]->tracker().version());
  int played = 0;
  for (;;) {
    const Json& view = table.clients[0]->view();
    if (view["room"]["status"] != "playing") break;
    const int seat = view["to_act"][0];
    TestClient& mover = *table.clients[static_cast<std::size_t>(seat)];
    // Seat 1 plays on until seat 0 may resign (not in the middle of a chain).
    const bool ending = played >= moves && (seat == 0 || view["game"]["phase"] == "chain");
    const Json move =
        long_game_detail::choose(mover.view()["legal_moves"], view["game"]["board"], seat, ending);
    const Json reply = mover.request({{"type", "move"}, {"move", move}});
    REQUIRE_MESSAGE(reply["type"] == "ok", reply.dump());
    everyone_catch_up(everyone, mover.tracker().version());
    ++played;
  }
  REQUIRE(played >= moves);
  return table.room;
}

}  // namespace kangaroom::testing
