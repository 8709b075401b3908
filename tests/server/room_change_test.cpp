// RoomChange: the value a room handler returns. Combining two keeps every
// effect and the replies in order; a refusal carries only its error.
#include "server/room/room_change.hpp"

#include <doctest/doctest.h>

using kangaroom::server::RoomChange;
using kangaroom::server::RoomStatus;

TEST_CASE("a change combined with a later one keeps both's effects, the replies in order") {
  RoomChange first;
  first.clock_to(RoomChange::Clock::recheck).reply({}, {{"n", 1}});
  RoomChange later = RoomChange::after_move(RoomStatus::playing);
  later.wake_bots().tracking(3).snapshot({}, 3).reply({}, {{"n", 2}});
  first.then(std::move(later));

  CHECK(first.clock == RoomChange::Clock::restart);  // the stronger of the two
  CHECK(first.moved_from == RoomStatus::playing);
  CHECK(first.bots);
  CHECK_FALSE(first.publish);  // a move publishes in settle, by what it changed
  CHECK(first.track == std::vector<int>{3});
  REQUIRE(first.replies.size() == 3);
  CHECK(first.replies[0].message == nlohmann::json{{"n", 1}});
  CHECK(first.replies[1].kind == RoomChange::Reply::Kind::snapshot);
  CHECK(first.replies[1].audience == 3);
  CHECK(first.replies[2].message == nlohmann::json{{"n", 2}});

  // A weaker clock never lowers a stronger one; the first move's status stays.
  first.then(std::move(RoomChange{}.clock_to(RoomChange::Clock::recheck)));
  first.then(RoomChange::after_move(RoomStatus::finished));
  CHECK(first.clock == RoomChange::Clock::restart);
  CHECK(first.moved_from == RoomStatus::playing);
}

TEST_CASE("a refusal changes nothing and carries the error with the request's id") {
  const RoomChange refusal =
      RoomChange::refused({}, 7, kangaroom::protocol::ErrorCode::not_host, "only the host");
  CHECK_FALSE(refusal.publish);
  CHECK(refusal.clock == RoomChange::Clock::unchanged);
  CHECK_FALSE(refusal.moved_from);
  CHECK_FALSE(refusal.bots);
  REQUIRE(refusal.replies.size() == 1);
  CHECK(refusal.replies[0].kind == RoomChange::Reply::Kind::refusal);
  CHECK(refusal.replies[0].message["code"] == "not_host");
  CHECK(refusal.replies[0].message["id"] == 7);
  CHECK(refusal.replies[0].message["message"] == "only the host");
}
