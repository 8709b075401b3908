#pragma once
#include "core/game.hpp"

namespace kangaroom::engine::kangaruse {

// What /api/games shows for Kangaruse: player counts and the options
// ("size", "width", "height", "starting_positions", "edition").
const GameInfo& game_info();

// The registry entry for Kangaruse: info (options), create and load.
GameFactory factory();

}  // namespace kangaroom::engine::kangaruse
