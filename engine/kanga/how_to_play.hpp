#pragma once
// The rules of Kanga told to people (GameInfo::how_to_play): the how-to-play
// page and the board's tooltips. Entries: "b" and "w" (the board's stone letters),
// "go" and "custodian" (the place event's capture counts), "connection"
// (the view's end_reason) and "suicide" (the option).
// The text follows what the engine enforces, rulings included (README.md).
#include "core/how_to_play.hpp"

namespace kangaroom::engine::kanga {

HowToPlay how_to_play();

}  // namespace kangaroom::engine::kanga
