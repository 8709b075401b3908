#include "server/room/room_section.hpp"

#include <algorithm>

#include "core/registry.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

namespace {

Json seat_json(const RoomSectionSources& room, int i) {
  const Seating::Seat& seat = room.seating[i];
  const auto& resigned = room.round.resigned();
  Json entry = {{"seat", i},
                {"name", seat.name},
                {"icon", seat.icon},
                {"color", seat.color},
                {"taken", !seat.vacant()},
                {"connected", seat.bot.has_value() || seat.connected()},
                {"away", seat.away()},
                {"away_since", nullptr},
                {"replaceable", room.seating.replaceable(i, room.now)},
                {"bot", nullptr},
                {"host", room.seating.host_seat() == i},
                {"resigned", std::find(resigned.begin(), resigned.end(), i) != resigned.end()}};
  if (seat.away() && seat.away_since) entry["away_since"] = seat.away_since_unix_ms;
  if (seat.bot) entry["bot"] = protocol::to_string(*seat.bot);
  return entry;
}

}  // namespace

Json room_section(const RoomSectionSources& room) {
  Json seats = Json::array();
  for (int i = 0; i < room.seating.count(); ++i) seats.push_back(seat_json(room, i));
  const auto& clock = room.round.turn_clock();
  // Partners by seat, for this seat count (null: everyone plays alone).
  const auto teams = engine::teams_for(room.game.id, room.seating.count());
  const auto deadline = room.round.deadline_unix_ms();
  return {{"code", room.code},
          {"game", room.game.id},
          {"options", room.options},
          {"status", to_string(room.round.status())},
          {"seats", std::move(seats)},
          {"spectators", room.spectators},
          {"round", room.round.number()},
          {"turn_clock", clock.seconds ? Json{{"seconds", clock.seconds},
                                              {"bot", protocol::to_string(clock.level)},
                                              {"on_timeout", protocol::to_string(clock.on_timeout)}}
                                       : Json()},
          {"turn_deadline", deadline ? Json(*deadline) : Json()},
          {"min_players", room.game.min_players},
          {"max_players", room.game.max_players},
          {"teams", teams.empty() ? Json() : Json(teams)},
          // Offers between players (PROTOCOL.md "Offers").
          {"offer", room.offers.to_json()},
          {"offer_refused", room.offers.refused_json()},
          {"draw_offers", room.round.draw_allowed()}};
}

}  // namespace kangaroom::server
