#pragma once
// Jackaroo's compact engine::Move: the kind is the ability, the arguments
// are named here and read only through these functions.
//   {card:"7", ability:"split", marble:0, steps:3, marble2:1}
#include <cstdint>
#include <string_view>

#include "core/move.hpp"

namespace kangaroom::engine::jackaroo {

enum class Ability : std::uint8_t {
  release = 1,
  release_partner,
  move,
  split,
  swap,
  burn,
  discard
};

std::string_view ability_name(Ability ability);
bool ability_from_name(std::string_view name, Ability& ability);

namespace move_field {
inline constexpr std::size_t card_rank = 0;
inline constexpr std::size_t marble = 1;
inline constexpr std::size_t steps =
    2;  // move: signed (the 4 is -4); split: the first marble's part
inline constexpr std::size_t marble2 = 3;  // split: the marble that moves 7 - steps, second
inline constexpr std::size_t target = 4;   // swap: the marble swapped with
}  // namespace move_field

inline Ability ability_of(const Move& move) { return static_cast<Ability>(move.kind); }
inline int card_rank_of(const Move& move) { return move.args[move_field::card_rank]; }
inline int marble_of(const Move& move) { return move.args[move_field::marble]; }
inline int steps_of(const Move& move) { return move.args[move_field::steps]; }
inline int second_marble_of(const Move& move) { return move.args[move_field::marble2]; }
inline int target_of(const Move& move) { return move.args[move_field::target]; }

// Unused fields stay 0, so that equal moves compare equal.
inline Move make_move(Ability ability, int card_rank, int marble = 0, int steps = 0,
                      int marble2 = 0, int target = 0) {
  Move move;
  move.kind = static_cast<std::uint8_t>(ability);
  move.args[move_field::card_rank] = static_cast<std::int16_t>(card_rank);
  move.args[move_field::marble] = static_cast<std::int16_t>(marble);
  move.args[move_field::steps] = static_cast<std::int16_t>(steps);
  move.args[move_field::marble2] = static_cast<std::int16_t>(marble2);
  move.args[move_field::target] = static_cast<std::int16_t>(target);
  return move;
}

}  // namespace kangaroom::engine::jackaroo
