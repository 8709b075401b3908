#pragma once
// The compact, game-neutral form of a move: a kind plus up to seven small
// integers whose meaning each game defines. Strategies and playouts work on
// this form (no allocation); the wire works on the JSON form, which each game
// converts to and from (Game::move_to_json / Game::move_from_json).
#include <array>
#include <cstdint>

namespace kangaroom::engine {

struct Move {
  std::uint8_t kind = 0;
  std::array<std::int16_t, 7> args{};

  friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace kangaroom::engine
