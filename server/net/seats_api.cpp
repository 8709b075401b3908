#include "server/net/seats_api.hpp"

#include "server/util/sha256.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

std::vector<std::string> SeatsQuery::codes() const {
  std::vector<std::string> codes;
  codes.reserve(entries.size());
  for (const Entry& entry : entries) codes.push_back(entry.room);
  return codes;
}

std::optional<SeatsQuery> parse_seats_query(const std::string& body, std::string& error) {
  const Json parsed = Json::parse(body, nullptr, /*allow_exceptions=*/false);
  const auto seats = parsed.is_object() ? parsed.find("seats") : parsed.end();
  if (!parsed.is_object() || seats == parsed.end() || !seats->is_array()) {
    error = "the body is {\"seats\": [{\"room\": CODE, \"seat_token\": TOKEN}, ...]}";
    return std::nullopt;
  }
  if (seats->size() > max_seats_per_query) {
    error = "at most " + std::to_string(max_seats_per_query) + " seats in one request";
    return std::nullopt;
  }
  SeatsQuery query;
  for (const Json& seat : *seats) {
    const auto room = seat.is_object() ? seat.find("room") : seat.end();
    const auto token = seat.is_object() ? seat.find("seat_token") : seat.end();
    if (room == seat.end() || token == seat.end() || !room->is_string() || !token->is_string() ||
        room->get_ref<const std::string&>().size() > 64 ||
        token->get_ref<const std::string&>().size() > 256) {
      error = "each seat is {\"room\": CODE, \"seat_token\": TOKEN} (strings)";
      return std::nullopt;
    }
    query.entries.push_back({room->get<std::string>(), sha256_hex(token->get<std::string>())});
  }
  return query;
}

std::string seats_answer(const SeatsQuery& query, const RoomRegistry::Summaries& summaries) {
  Json answers = Json::array();
  for (std::size_t i = 0; i < query.entries.size(); ++i) {
    const SeatsQuery::Entry& entry = query.entries[i];
    std::optional<Json> answer;
    if (i < summaries.size() && summaries[i])
      answer = seat_entry(*summaries[i], entry.room, entry.token_hash);
    answers.push_back(answer ? std::move(*answer)
                             : Json{{"room", entry.room}, {"status", "unknown"}});
  }
  return Json{{"seats", std::move(answers)}}.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace kangaroom::server
