// The room's log: entries kept as text, filtered per audience the way
// engine::event_visible_to reads them, and sent as patch operations.
#include "server/room/room_log.hpp"

#include <doctest/doctest.h>

#include "core/game.hpp"

using namespace kangaroom;
using server::Json;
using server::RoomLog;

namespace {

// `ops` (texts joined by commas) applied to `log` with nlohmann's own patch.
Json applied(const Json& log, const std::string& ops) {
  return Json{{"log", log}}.patch(Json::parse("[" + ops + "]"))["log"];
}

const std::vector<Json> odd_events = {
    {{"type", "public"}},
    {{"type", "seat 1"}, {"visible_to", {1}}},
    {{"type", "seats 0 and 2"}, {"visible_to", {0, 2}}},
    {{"type", "nobody"}, {"visible_to", Json::array()}},
    {{"type", "not a list"}, {"visible_to", 1}},
    {{"type", "strings"}, {"visible_to", {"1"}}},
    {{"type", "too large"}, {"visible_to", {18446744073709551615ULL}}},
    {{"type", "spectator listed"}, {"visible_to", {-1}}},
    Json("not even an object"),
};

}  // namespace

TEST_CASE("the log shows each audience the entries engine::event_visible_to lets it read") {
  RoomLog log;
  log.clear();
  for (const auto& event : odd_events) log.append(event);
  CHECK(log.has_private());
  for (int audience = engine::spectator; audience < 3; ++audience) {
    CAPTURE(audience);
    Json expected = Json::array();
    std::uint64_t seq = 1;
    for (const auto& event : odd_events) {
      if (engine::event_visible_to(event, audience))
        expected.push_back({{"seq", seq}, {"event", event}});
      ++seq;
    }
    CHECK(log.for_audience(audience) == expected);
    // A new game's log is sent whole.
    CHECK(applied(Json::array({"stale"}), log.unpublished_ops(audience)) == expected);
  }
  // Seat 1 reads the public entry, its own and the one that is not an object.
  CHECK(log.for_audience(1).size() == 3);
}

TEST_CASE("after a publish only the new entries are sent, as additions") {
  RoomLog log;
  log.clear();
  log.append({{"type", "first"}});
  const Json first = applied(Json::array(), log.unpublished_ops(0));
  log.mark_published();
  CHECK(log.unpublished_ops(0).empty());
  CHECK_FALSE(log.has_private());

  log.append({{"type", "second"}});
  log.append({{"type", "secret"}, {"visible_to", {1}}});
  CHECK(log.has_private());
  CHECK(applied(first, log.unpublished_ops(0)) == log.for_audience(0));
  CHECK(applied(first, log.unpublished_ops(1)) == log.for_audience(1));
  CHECK(log.for_audience(1).back()["seq"] == 3);
  log.mark_published();
  CHECK(log.unpublished_ops(1).empty());

  log.clear();  // a new game: numbering starts again and the empty log replaces the old one
  CHECK(applied(log.for_audience(1), log.unpublished_ops(1)) == Json::array());
  log.append({{"type", "again"}});
  CHECK(log.for_audience(0) == Json::array({{{"seq", 1}, {"event", {{"type", "again"}}}}}));
}

TEST_CASE("a saved log comes back as it was, already published") {
  RoomLog log;
  log.clear();
  for (const auto& event : odd_events) log.append(event);
  RoomLog restored;
  restored.restore(log.to_json(), log.has_private(), log.next_seq());
  CHECK(restored.to_json() == log.to_json());
  CHECK(restored.has_private());
  CHECK(restored.next_seq() == odd_events.size() + 1);
  for (int audience = engine::spectator; audience < 3; ++audience) {
    CHECK(restored.for_audience(audience) == log.for_audience(audience));
    CHECK(restored.unpublished_ops(audience).empty());
  }
  CHECK_THROWS_AS(restored.restore(Json::object(), false, 1), Json::exception);
}

TEST_CASE("a packed log reads as before, and unpacks when a new entry comes") {
  RoomLog log;
  log.clear();
  for (const auto& event : odd_events) log.append(event);
  RoomLog unpublished = log;
  unpublished.pack();  // what is not yet sent stays as it is
  CHECK_FALSE(unpublished.packed());

  log.mark_published();
  const Json everything = log.to_json();
  std::vector<Json> seen;
  for (int audience = engine::spectator; audience < 3; ++audience)
    seen.push_back(log.for_audience(audience));
  log.pack();
  REQUIRE(log.packed());
  CHECK(log.size() == odd_events.size());
  CHECK(log.to_json() == everything);
  for (int audience = engine::spectator; audience < 3; ++audience) {
    CHECK(log.for_audience(audience) == seen[static_cast<std::size_t>(audience + 1)]);
    CHECK(log.unpublished_ops(audience).empty());
  }

  log.append({{"type", "after"}, {"visible_to", {0, 2}}});
  CHECK_FALSE(log.packed());
  CHECK(log.size() == odd_events.size() + 1);
  CHECK(applied(seen[1], log.unpublished_ops(0)) == log.for_audience(0));
  CHECK(log.for_audience(0).back() == Json{{"seq", odd_events.size() + 1},
                                           {"event", {{"type", "after"}, {"visible_to", {0, 2}}}}});
  CHECK(log.to_json().size() == everything.size() + 1);
}
