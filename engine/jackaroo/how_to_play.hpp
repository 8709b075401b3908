#pragma once
// The rules of Jackaroo told to people (GameInfo::how_to_play): the how-to-play
// page and the board's tooltips. One entry per rank, with rank_text() ("A", "2", ...,
// "10", "J", "Q", "K") as the id: the rank part of a hand's card ids.
// The text follows what the engine enforces, rulings included (README.md).
#include "core/how_to_play.hpp"

namespace kangaroom::engine::jackaroo {

HowToPlay how_to_play();

}  // namespace kangaroom::engine::jackaroo
