// kangaroom-bot --record writes one line per move the server acknowledged:
// the room, its round, the seat, the move exactly as sent and the request id
// the `ok` echoed, as one JSON object on one line (a test reads them back to
// check that the room's log holds each of them once, in order).
#include <doctest/doctest.h>

#include <string>

#include "seat_player.hpp"

using kangaroom::bots::AckedMove;
using kangaroom::bots::Json;
using kangaroom::bots::to_json;

TEST_CASE("a record line holds room, round, seat, the move as sent and the ack's id") {
  const AckedMove move{"tlzvcgvfalpvmauz", 2, 1,
                       Json::parse(R"({"action":"jump","x":5,"y":2,"path":[[5,2],[3,2]]})"), 17};
  const std::string line = to_json(move).dump();
  CHECK(line == R"({"id":17,"move":{"action":"jump","path":[[5,2],[3,2]],"x":5,"y":2},)"
                R"("room":"tlzvcgvfalpvmauz","round":2,"seat":1})");
  CHECK(line.find('\n') == std::string::npos);
  // Read back, it is the move that was sent.
  const Json back = Json::parse(line);
  CHECK(back["move"] == move.move);
  CHECK(back["id"].get<std::int64_t>() == 17);
  CHECK(back["seat"].get<int>() == 1);
  CHECK(back["round"].get<int>() == 2);
  CHECK(back["room"].get<std::string>() == "tlzvcgvfalpvmauz");
}

TEST_CASE("a move with text keeps it whole and escaped on its one line") {
  const AckedMove move{"r", 1, 0, Json::parse(R"({"card":"K\u2665","note":"a\nb"})"), 3};
  const std::string line = to_json(move).dump();
  CHECK(line.find('\n') == std::string::npos);
  CHECK(Json::parse(line)["move"] == move.move);
}
