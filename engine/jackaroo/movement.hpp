#pragma once
// How one marble moves on the board (RULES.md 4.1, 4.3, 4.4, 4.8): release,
// forward along its owner's route, the 4 backwards, the Jack's swap. Each
// function either applies a legal step to `board` and returns true, or
// returns false and leaves the board as it was. Move generation tries them on
// a copy; applying a move runs the very same code on the real board.
#include <vector>

#include "board.hpp"

namespace kangaroom::engine::jackaroo {

enum class StartProtection : std::uint8_t { king_only, full };

// Marbles sent home by a step, in the order they went.
using SentHome = std::vector<int>;

// Home -> the owner's start; a foreign marble there goes home, an own one
// makes it illegal (RULES.md 4.3 "Start occupied").
bool release(Board& board, int marble, SentHome* sent);

// `steps` forward along the owner's route: the track up to its safe stop,
// then z1..z4 by exact count; inside the safe zone forward only. "Own" and
// "foreign" are relative to the marble's owner (4.8.1). `king` passes and
// sends home every marble it passes, except marbles on their own start.
bool forward(Board& board, int marble, int steps, bool king, StartProtection protection,
             SentHome* sent);

// The 4: `steps` back on the track only, with the usual passing and landing rules.
bool backward(Board& board, int marble, int steps, StartProtection protection, SentHome* sent);

// The Jack: two track marbles of different owners trade squares; nothing is captured.
bool swap(Board& board, int marble, int target, StartProtection protection);

}  // namespace kangaroom::engine::jackaroo
