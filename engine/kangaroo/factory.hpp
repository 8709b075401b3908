#pragma once
#include "core/game.hpp"

namespace kangaroom::engine::kangaroo {

// What /api/games shows for Kangaroo: exactly 2 players, option first_player.
const GameInfo& game_info();

// The registry entry for Kangaroo: info, create and load.
GameFactory factory();

}  // namespace kangaroom::engine::kangaroo
