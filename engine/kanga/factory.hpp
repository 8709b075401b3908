#pragma once
#include "core/game.hpp"

namespace kangaroom::engine::kanga {

// What /api/games shows for Kanga: exactly 2 players, options "size",
// "pie_rule", "move_cap" and "suicide".
const GameInfo& game_info();

// The registry entry for Kanga: info, create and load (no from_view: Kanga
// has no hidden information).
GameFactory factory();

}  // namespace kangaroom::engine::kanga
