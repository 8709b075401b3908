#pragma once
// The rules of Kangaruse told to people (GameInfo::how_to_play): the how-to-play
// page and the board's tooltips. One entry per square type, in CellType order,
// with type_name() as the id.
// The text follows what the engine enforces, rulings included (README.md).
#include "core/how_to_play.hpp"

namespace kangaroom::engine::kangaruse {

HowToPlay how_to_play();

}  // namespace kangaroom::engine::kangaruse
