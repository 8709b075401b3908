#pragma once
// A room's options request: in the lobby the host sets the game's options
// (checked by the game's own normalize_options), the seat count (within the
// game's players, never dropping a seat someone holds) and the turn clock.
// Room's request table checks that it is the host, in the lobby.
#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "protocol/client_message.hpp"
#include "server/room/broadcast.hpp"
#include "server/room/members.hpp"
#include "server/room/room_change.hpp"
#include "server/room/round.hpp"
#include "server/room/seating.hpp"

namespace kangaroom::server {

class OptionRequests {
 public:
  using Json = nlohmann::json;

  // `options` are the room's, written here only.
  OptionRequests(const engine::GameInfo& game, Json& options, Seating& seating, Round& round,
                 Broadcast& broadcast)
      : game_(game), options_(options), seating_(seating), round_(round), broadcast_(broadcast) {}

  RoomChange set_options(const Member& member, const protocol::SetOptions& request, const Json& id);

 private:
  const engine::GameInfo& game_;
  Json& options_;
  Seating& seating_;
  Round& round_;
  Broadcast& broadcast_;
};

}  // namespace kangaroom::server
