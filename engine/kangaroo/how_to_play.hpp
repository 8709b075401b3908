#pragma once
// The rules of Kangaroo told to people (GameInfo::how_to_play): the how-to-play
// page and the board's tooltips. Entries use the view's identifiers: "w" and "b"
// (the board's piece letters), "doubling_rank", "chain" and "stranded".
// The text follows what the engine enforces, rulings included (README.md).
#include "core/how_to_play.hpp"

namespace kangaroom::engine::kangaroo {

HowToPlay how_to_play();

}  // namespace kangaroom::engine::kangaroo
