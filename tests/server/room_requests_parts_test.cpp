// A room's request parts alone (seat_requests.hpp, round_starts.hpp): what
// each request changes, as the RoomChange it returns, without a Room around
// them. Room::settle acts on these values (room_test.cpp tests the whole).
#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "protocol/server_message.hpp"
#include "server/room/round_starts.hpp"
#include "server/room/seat_requests.hpp"
#include "server/util/sha256.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using namespace std::chrono_literals;
using Kind = RoomChange::Reply::Kind;

namespace {

struct Quiet : RoomMember {
  void deliver(SharedText) override {}
};

// A two-seat room's parts: tiny Kangaruse, no bots asked for anything.
struct Parts {
  std::string code = "partstestcode234";
  const engine::GameFactory& factory = *engine::find_game("kangaruse");
  Json options = engine::normalize_options(factory.info, {{"size", "tiny"}}).options;
  Metrics metrics;
  Seating seating{2, sha256_hex("host"), 30s};
  Round round{code, factory, 5, {}, metrics, [](BotRequest) {}};
  Members members;
  Offers offers{OfferSettings{}};
  RoundStarts::Clock::time_point now{};
  SeatRequests seats{code, seating, members, round, offers, now};
  std::vector<GameBuildRequest> asked;  // games asked for, made by the test
  RoundStarts starts{code, seating, round, options, 1, 10s, now};

  Parts() {
    starts.schedule_with([this](GameBuildRequest request) { asked.push_back(request); });
  }
  std::shared_ptr<Quiet> connection() { return std::make_shared<Quiet>(); }
};

protocol::TakeSeat take(int seat, std::string name) {
  protocol::TakeSeat request;
  request.seat = seat;
  request.name = std::move(name);
  return request;
}

std::string error_code(const RoomChange& change) {
  REQUIRE(change.replies.size() == 1);
  CHECK(change.replies[0].kind == Kind::refusal);
  return change.replies[0].message.at("code").get<std::string>();
}

}  // namespace

TEST_CASE("taking a seat publishes, tracks the seat and answers with its token and a snapshot") {
  Parts room;
  const auto ana = room.connection();
  const Member& member = room.members.add(ana, std::nullopt, false);
  const RoomChange change = room.seats.take_seat(member, take(1, "Ana"), 7);
  CHECK(change.publish);
  CHECK(change.clock == RoomChange::Clock::recheck);
  CHECK(change.track == std::vector<int>{1});
  CHECK_FALSE(change.bots);
  REQUIRE(change.replies.size() == 2);
  CHECK(change.replies[0].message.at("type") == "seat_taken");
  CHECK(change.replies[0].message.at("id") == 7);
  CHECK(change.replies[1].kind == Kind::snapshot);
  CHECK(change.replies[1].audience == 1);
  CHECK(member.seat == 1);
  CHECK(room.seating[1].name == "Ana");

  // A second person cannot take it, nor use her name in another seat; a
  // refusal changes nothing.
  const Member& bea = room.members.add(room.connection(), std::nullopt, false);
  const RoomChange taken = room.seats.take_seat(bea, take(1, "Bea"), 8);
  CHECK(error_code(taken) == "seat_taken");
  CHECK_FALSE(taken.publish);
  CHECK(error_code(room.seats.take_seat(bea, take(0, "ana"), 9)) == "name_taken");
  CHECK(room.seating[0].vacant());
}

TEST_CASE("a bot seated wakes the bots; a seat out of range names the room's seats") {
  Parts room;
  const Member& host = room.members.add(room.connection(), std::nullopt, true);
  const RoomChange bot = room.seats.add_bot(host, protocol::AddBot{0, protocol::BotLevel::easy}, 1);
  CHECK(bot.bots);
  CHECK(bot.publish);
  CHECK(room.seating[0].bot);
  const RoomChange out = room.seats.swap_seats(host, protocol::SwapSeats{0, 2}, 2);
  CHECK(error_code(out) == "bad_seat");
  CHECK(out.replies[0].message.at("message") == "this room has seats 0 to 1");
}

TEST_CASE("a start asks for a game once; the game made begins a new round and answers") {
  Parts room;
  const Member& host = room.members.add(room.connection(), std::nullopt, true);
  CHECK(error_code(room.starts.start(host, {}, 1)) == "seats_not_filled");
  CHECK(room.asked.empty());
  room.seating.seat_bot(0, protocol::BotLevel::easy);
  room.seating.seat_bot(1, protocol::BotLevel::easy);

  const RoomChange asked = room.starts.start(host, {}, 2);
  CHECK(asked.replies.empty());  // the answer comes with the game
  REQUIRE(room.asked.size() == 1);
  CHECK(room.starts.waiting());
  CHECK(error_code(room.starts.start(host, {}, 3)) == "already_started");

  const GameBuildRequest request = room.asked[0];
  const auto begun = room.starts.built(build_game(request, std::nullopt), false);
  REQUIRE(begun);
  CHECK(begun->new_round);
  CHECK(begun->bots);
  CHECK(begun->clock == RoomChange::Clock::restart);
  REQUIRE(begun->replies.size() == 1);
  CHECK(begun->replies[0].message == protocol::ok_message(2));
  CHECK(room.round.status() == RoomStatus::playing);
  CHECK_FALSE(room.starts.waiting());
  // The same game again is nobody's.
  CHECK_FALSE(room.starts.built(build_game(request, std::nullopt), false));
}

TEST_CASE("a game made while the store cannot write is refused, and no round begins") {
  Parts room;
  const Member& host = room.members.add(room.connection(), std::nullopt, true);
  room.seating.seat_bot(0, protocol::BotLevel::easy);
  room.seating.seat_bot(1, protocol::BotLevel::easy);
  room.starts.start(host, {}, 4);
  REQUIRE(room.asked.size() == 1);
  const auto refused = room.starts.built(build_game(room.asked[0], std::nullopt), true);
  REQUIRE(refused);
  CHECK(error_code(*refused) == "storage_unavailable");
  CHECK_FALSE(refused->new_round);
  CHECK(room.round.status() == RoomStatus::lobby);
}
