#pragma once
// The "room" part of every view (PROTOCOL.md "The room section"): the seats
// as everyone sees them, the status, the clock, the offer, the teams. Built
// from the room's parts, read only; Room publishes it and diffs it.
#include <chrono>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

#include "core/game.hpp"
#include "server/room/offers.hpp"
#include "server/room/round.hpp"
#include "server/room/seating.hpp"

namespace kangaroom::server {

struct RoomSectionSources {
  const std::string& code;
  const engine::GameInfo& game;
  const nlohmann::json& options;
  const Seating& seating;
  const Round& round;
  const Offers& offers;
  int spectators;
  std::chrono::steady_clock::time_point now;  // whether an away seat may be taken over yet
};

nlohmann::json room_section(const RoomSectionSources& room);

}  // namespace kangaroom::server
