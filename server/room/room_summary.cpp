#include "server/room/room_summary.hpp"

#include <algorithm>

#include "server/util/secret.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

namespace {
Json optional_ms(const std::optional<std::int64_t>& value) { return value ? Json(*value) : Json(); }
std::optional<std::int64_t> read_ms(const Json& saved, const char* key) {
  const auto it = saved.find(key);
  if (it == saved.end() || !it->is_number_integer()) return std::nullopt;
  return it->get<std::int64_t>();
}
}  // namespace

Json to_json(const RoomSummary& summary) {
  Json seats = Json::array();
  for (const auto& seat : summary.seats)
    seats.push_back({{"token_hash", seat.token_hash},
                     {"name", seat.name},
                     {"color", seat.color},
                     {"bot", seat.bot}});
  return {{"game", summary.game},
          {"status", summary.status},
          {"seats", std::move(seats)},
          {"to_act", summary.to_act},
          {"turn_deadline", optional_ms(summary.turn_deadline_unix_ms)},
          {"last_move_at", optional_ms(summary.last_move_at_unix_ms)}};
}

std::optional<RoomSummary> summary_from_json(const Json& saved) {
  if (!saved.is_object()) return std::nullopt;
  try {
    RoomSummary summary;
    summary.game = saved.at("game").get<std::string>();
    summary.status = saved.at("status").get<std::string>();
    for (const Json& seat : saved.at("seats"))
      summary.seats.push_back({seat.value("token_hash", ""), seat.value("name", ""),
                               seat.value("color", ""), seat.value("bot", false)});
    summary.to_act = saved.at("to_act").get<std::vector<int>>();
    summary.turn_deadline_unix_ms = read_ms(saved, "turn_deadline");
    summary.last_move_at_unix_ms = read_ms(saved, "last_move_at");
    return summary;
  } catch (const Json::exception&) {
    return std::nullopt;
  }
}

std::optional<RoomSummary> summary_from_head(const Json& head) {
  if (!head.is_object()) return std::nullopt;
  try {
    RoomSummary summary;
    summary.game = head.at("game").get<std::string>();
    summary.status = head.at("status").get<std::string>();
    for (const Json& seat : head.at("seats"))
      summary.seats.push_back({seat.value("token_hash", ""), seat.value("name", ""),
                               seat.value("color", ""), !seat.value("bot", Json()).is_null()});
    summary.turn_deadline_unix_ms = read_ms(head, "turn_deadline");
    return summary;
  } catch (const Json::exception&) {
    return std::nullopt;
  }
}

std::optional<Json> seat_entry(const RoomSummary& summary, const std::string& code,
                               const std::string& token_hash) {
  int seat = -1;
  for (std::size_t i = 0; i < summary.seats.size(); ++i)
    if (!summary.seats[i].token_hash.empty() &&
        constant_time_equal(summary.seats[i].token_hash, token_hash))
      seat = static_cast<int>(i);
  if (seat < 0) return std::nullopt;
  Json players = Json::array();
  for (const auto& other : summary.seats)
    players.push_back({{"name", other.name.empty() && !other.bot ? Json() : Json(other.name)},
                       {"color", other.color.empty() ? Json() : Json(other.color)},
                       {"bot", other.bot}});
  const bool your_turn =
      summary.status == "playing" &&
      std::find(summary.to_act.begin(), summary.to_act.end(), seat) != summary.to_act.end();
  return Json{{"room", code},
              {"game", summary.game},
              {"status", summary.status},
              {"seat", seat},
              {"your_turn", your_turn},
              {"turn_deadline",
               summary.status == "playing" ? optional_ms(summary.turn_deadline_unix_ms) : Json()},
              {"last_move_at", optional_ms(summary.last_move_at_unix_ms)},
              {"players", std::move(players)}};
}

}  // namespace kangaroom::server
