#pragma once
#include "core/game.hpp"

namespace kangaroom::engine::kangaruse {

// The registry entry for Kangaruse: info (options), create and load.
GameFactory factory();

}  // namespace kangaroom::engine::kangaruse
