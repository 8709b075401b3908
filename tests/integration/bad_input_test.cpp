// Every kind of bad input gets its stable code (or close code) and changes
// nothing; the server keeps serving.
#include <doctest/doctest.h>

#include "table.hpp"

using namespace kangaroom::testing;

namespace {
Json error_for(TestClient& client, const std::string& text) {
  client.send_text(text);
  return client.receive_until([](const Json& message) { return message["type"] == "error"; });
}
}  // namespace

TEST_CASE("malformed frames get their error codes") {
  ServerProcess server(fast_server_arguments());
  TestClient client(server.port());
  CHECK(error_for(client, "{not json")["code"] == "invalid_json");
  CHECK(error_for(client, "[1,2,3]")["code"] == "not_an_object");
  CHECK(error_for(client, "\"hello\"")["code"] == "not_an_object");
  CHECK(error_for(client, R"({"id":1})")["code"] == "missing_field");
  CHECK(error_for(client, R"({"type":7,"id":2})")["code"] == "bad_field");
  CHECK(error_for(client, R"({"type":"dance","id":3})")["code"] == "unknown_type");
  CHECK(error_for(client, R"({"type":"join","id":4})")["code"] == "missing_field");
  CHECK(error_for(client, R"({"type":"join","room":5,"id":5})")["code"] == "bad_field");
  CHECK(error_for(client, R"({"type":"ping","id":[1]})")["code"] == "bad_field");
  CHECK(error_for(client, R"({"type":"hello","protocol":99})")["code"] == "unsupported_protocol");
  CHECK(error_for(client, R"({"type":"join","room":"nosuchroomatall2"})")["code"] ==
        "unknown_room");
  CHECK(error_for(client, R"({"type":"start"})")["code"] == "not_in_room");
  CHECK(error_for(client, R"({"type":"create_room","game":"chess"})")["code"] == "unknown_game");
  CHECK(
      error_for(client,
                R"({"type":"create_room","game":"kangaruse","options":{"size":"vast"}})")["code"] ==
      "bad_options");
  CHECK(error_for(client, R"({"type":"create_room","game":"kangaruse","seats":6})")["code"] ==
        "bad_options");
  // The id of a bad message is echoed when it could be read.
  CHECK(error_for(client, R"({"type":"dance","id":"abc"})")["id"] == "abc");
  // A binary frame is refused, the connection stays.
  client.send_binary(std::string("\x01\x02\x03", 3));
  CHECK(client.receive_until([](const Json& m) { return m["type"] == "error"; })["code"] ==
        "binary_frame");
  const Json hello = client.request({{"type", "hello"}, {"protocol", 1}, {"client", "test"}});
  CHECK(hello["type"] == "welcome");
  CHECK(hello["node"].is_string());
  CHECK(hello["protocol"] == 1);
  // The limits this server was started with (fast_server_arguments), so that
  // a client can pace itself.
  CHECK(hello["limits"]["messages_per_second"] == 1000000.0);
  CHECK(hello["limits"]["message_burst"] == 1000000.0);
  CHECK(hello["limits"]["frame_bytes"] == 8192);
  CHECK(client.request({{"type", "ping"}})["type"] == "pong");
}

TEST_CASE("room-level refusals: full room, already started, chat too long, seats") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, false);
  TestClient late(server.port());
  REQUIRE(late.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(late.request({{"type", "take_seat"}})["code"] == "room_full");
  CHECK(late.request({{"type", "take_seat"}, {"seat", 1}})["code"] == "seat_taken");
  CHECK(late.request({{"type", "take_seat"}, {"seat", 5}})["code"] == "bad_seat");
  CHECK(late.request({{"type", "take_seat"}, {"color", "red"}})["code"] == "bad_field");
  CHECK(late.request({{"type", "take_seat"}, {"name", std::string(25, 'x')}})["code"] ==
        "bad_field");
  CHECK(late.request({{"type", "leave_seat"}})["code"] == "not_seated");
  CHECK(late.request({{"type", "start"}})["code"] == "not_host");
  CHECK(table.clients[1]->request({{"type", "take_seat"}})["code"] == "already_seated");
  CHECK(table.clients[1]->request({{"type", "move"}, {"move", {{"action", "give_up"}}}})["code"] ==
        "not_started");
  CHECK(table.clients[1]->request({{"type", "move"}})["code"] == "missing_field");
  CHECK(table.clients[1]->request({{"type", "move"}, {"move", "up"}})["code"] == "bad_field");
  CHECK(table.clients[0]->request({{"type", "rematch"}})["code"] == "not_finished");
  CHECK(late.request({{"type", "chat"}, {"text", std::string(281, 'a')}})["code"] ==
        "chat_too_long");
  CHECK(late.request({{"type", "chat"}, {"text", ""}})["code"] == "bad_field");
  // 280 characters of four bytes each are fine: the limit counts characters.
  std::string emoji;
  for (int i = 0; i < 280; ++i) emoji += "\xF0\x9F\xA6\x98";  // kangaroo
  late.send({{"type", "chat"}, {"text", emoji}});
  CHECK(late.receive_until([](const Json& m) { return m["type"] == "chat"; })["text"] == emoji);

  // Leaving a seat in the lobby frees it.
  REQUIRE(table.clients[1]->request({{"type", "leave_seat"}})["type"] == "ok");
  const Json taken = late.request({{"type", "take_seat"}});
  REQUIRE(taken["type"] == "seat_taken");
  CHECK(taken["seat"] == 1);
  REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
  TestClient later(server.port());
  REQUIRE(later.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(later.request({{"type", "take_seat"}})["code"] == "already_started");
  CHECK(late.request({{"type", "leave_seat"}})["code"] == "already_started");
}

TEST_CASE("chat and names with invisible formatting characters get bad_text, clean ones pass") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, false);
  const std::string right_to_left_override = "\xE2\x80\xAE";  // U+202E
  const Json refused =
      table.clients[1]->request({{"type", "chat"}, {"text", "gg" + right_to_left_override}});
  CHECK(refused["type"] == "error");
  CHECK(refused["code"] == "bad_text");
  CHECK(refused["message"].get<std::string>().find("U+202E") != std::string::npos);

  TestClient late(server.port());
  REQUIRE(late.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(late.request({{"type", "take_seat"}, {"name", right_to_left_override + "anA"}})["code"] ==
        "bad_text");

  // A clean line still goes through, and it is the first chat the others see:
  // the refused one was never broadcast.
  CHECK(table.clients[1]->request({{"type", "chat"}, {"text", "gg"}})["type"] == "ok");
  const Json chat =
      table.clients[0]->receive_until([](const Json& m) { return m["type"] == "chat"; });
  CHECK(chat["text"] == "gg");
  CHECK(chat["seat"] == 1);
}

TEST_CASE("an oversized frame closes the connection with 1009") {
  ServerProcess server(fast_server_arguments({"--frame-cap", "1024"}));
  TestClient client(server.port());
  CHECK(client.request({{"type", "ping"}})["type"] == "pong");
  client.send({{"type", "chat"}, {"text", std::string(2000, 'a')}});
  const int code = client.wait_for_close();
  CHECK_MESSAGE(code == 1009, client.last_error());
  // The server is fine.
  TestClient next(server.port());
  CHECK(next.request({{"type", "ping"}})["type"] == "pong");
}

TEST_CASE(
    "a message of many reads (just under the frame cap) arrives whole, and the next short one "
    "too") {
  ServerProcess server(fast_server_arguments());
  TestClient client(server.port());
  // The server reads a message 256 bytes at a time; unknown fields are ignored.
  const auto echoed = [&](const std::string& id, std::size_t padding) {
    client.send({{"type", "ping"}, {"id", id}, {"padding", std::string(padding, 'x')}});
    return client.receive_until(
        [&](const Json& reply) { return reply.contains("id") && reply["id"] == id; });
  };
  CHECK(echoed("long", 8000)["type"] == "pong");
  CHECK(echoed("short", 0)["type"] == "pong");
  CHECK(echoed("just-over-one-read", 230)["type"] == "pong");
  CHECK(echoed("after", 10)["type"] == "pong");
  // A long id is refused as such: the message was read whole (cut short, it
  // would be refused as invalid JSON).
  client.send({{"type", "ping"}, {"id", std::string(8000, 'k')}});
  const Json refused =
      client.receive_until([](const Json& reply) { return reply.value("type", "") == "error"; });
  CHECK(refused["code"] == "bad_field");
}

TEST_CASE("a text frame that is not UTF-8 closes the connection with 1007") {
  ServerProcess server(fast_server_arguments());
  TestClient client(server.port());
  CHECK(client.request({{"type", "ping"}})["type"] == "pong");
  client.send_text(std::string("{\"type\":\"chat\",\"text\":\"\xff\xfe\"}"));
  const int code = client.wait_for_close();
  CHECK_MESSAGE(code == 1007, client.last_error());
  TestClient next(server.port());
  CHECK(next.request({{"type", "ping"}})["type"] == "pong");
}

TEST_CASE("a flood closes the connection with 1008, pings are free") {
  ServerProcess server({"--rate-per-second", "1", "--rate-burst", "5"});
  TestClient client(server.port());
  for (int i = 0; i < 50; ++i) CHECK(client.request({{"type", "ping"}})["type"] == "pong");
  for (int i = 0; i < 20; ++i) client.send({{"type", "hello"}, {"protocol", 1}});
  const int code = client.wait_for_close();
  CHECK(code == 1008);
  bool told = false;
  for (const auto& message : client.seen())
    if (message.is_object() && message.value("code", "") == "rate_limited") told = true;
  CHECK(told);
  TestClient next(server.port());
  CHECK(next.request({{"type", "ping"}})["type"] == "pong");
}

TEST_CASE("random garbage never crashes the server or corrupts a room") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2);
  TestClient noisy(server.port());
  REQUIRE(noisy.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  std::mt19937 random(99);
  const std::vector<std::string> pieces = {
      "{",        "}",    "[",     "]",  "\"type\"",    ":",    ",",        "\"move\"",
      "\"join\"", "null", "1e999", "-1", "\"\\u0000\"", "true", "\"seat\"", "{}"};
  for (int i = 0; i < 300; ++i) {
    std::string text;
    const int length = static_cast<int>(random() % 12);
    for (int j = 0; j < length; ++j) text += pieces[random() % pieces.size()];
    noisy.send_text(text);
  }
  noisy.send({{"type", "ping"}, {"id", "last"}});
  noisy.receive_until([](const Json& m) { return m.value("id", Json()) == "last"; });
  std::mt19937 moves(1);
  play(table, moves);
  for (auto& client : table.clients) check_view_matches_snapshot(*client);
}
