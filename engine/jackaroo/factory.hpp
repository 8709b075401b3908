#pragma once
// Jackaroo's entry in the game registry (engine/registry.cpp).
#include "core/game.hpp"

namespace kangaroom::engine::jackaroo {

inline constexpr int min_players = 2;

const GameInfo& game_info();
GameFactory factory();

}  // namespace kangaroom::engine::jackaroo
