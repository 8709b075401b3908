#pragma once
// Perft, as chess engines use it: the number of move sequences of `depth`
// complete turns from a position. A turn of several decisions (a Kangaroo
// chain, see Game::mid_turn) counts as one turn, so every distinct way to
// play it is one leaf. A finished game is a leaf at any depth. Comparing
// these counts with an independent, naive generator is the oracle for move
// generation.
#include <cstdint>

#include "game.hpp"

namespace kangaroom::engine {

std::uint64_t perft(const Game& game, int depth);

}  // namespace kangaroom::engine
