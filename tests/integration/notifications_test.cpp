// Notifications with the tab closed (README, "Playing over days"): a seated
// player subscribes a webhook and a Web Push subscription; while no
// connection of that seat is open, their turn, an offer to them and the end
// of the game reach both, as a push service would receive them (the payload
// decrypts with the browser's keys, the VAPID JWT verifies with the key the
// server serves), in the language the page asked for; nothing is sent
// while the seat is connected; URLs the server must not call are refused.
#include <doctest/doctest.h>

#include <chrono>
#include <functional>
#include <thread>

#include "server/push/base64url.hpp"
#include "server/push/payload_encryption.hpp"
#include "server/push/vapid_jwt.hpp"
#include "table.hpp"
#include "temp_dir.hpp"
#include "tests/push/http_stand_in.hpp"

using namespace kangaroom::testing;
namespace push = kangaroom::server::push;
using kangaroom::test::HttpStandIn;

namespace {

// The first legal move of whoever is to act, played by that seat's client.
void play_one(Table& table) {
  TestClient* mover = nullptr;
  for (auto& client : table.clients)
    if (client && client->view().contains("legal_moves")) mover = client.get();
  REQUIRE(mover);
  const Json reply = mover->request({{"type", "move"}, {"move", mover->view()["legal_moves"][0]}});
  REQUIRE_MESSAGE(reply["type"] == "ok", reply.dump());
  for (auto& client : table.clients)
    if (client) client->catch_up(mover->tracker().version());
}

int seat_to_act(const Table& table) {
  for (auto& client : table.clients)
    if (client)
      return client->view()["to_act"].empty() ? -1 : client->view()["to_act"][0].get<int>();
  return -1;
}

std::vector<HttpStandIn::Received> to(const HttpStandIn& stand_in, const std::string& prefix) {
  std::vector<HttpStandIn::Received> out;
  for (const auto& request : stand_in.received())
    if (request.target.rfind(prefix, 0) == 0) out.push_back(request);
  return out;
}

struct Browser {
  push::UserAgentKeys keys;
  Json subscription(const std::string& endpoint) const {
    return {{"endpoint", endpoint},
            {"keys",
             {{"p256dh", push::base64url_encode(keys.public_key)},
              {"auth", push::base64url_encode(keys.auth_secret)}}}};
  }
  Json open(const HttpStandIn::Received& request) const {
    const std::vector<std::uint8_t> body(request.body.begin(), request.body.end());
    auto plain = push::decrypt_push_payload(body, keys.private_key, keys.auth_secret);
    REQUIRE_MESSAGE(plain.ok(), plain.error());
    return Json::parse(plain.value());
  }
};

Browser new_browser() {
  auto keys = push::generate_user_agent_keys();
  REQUIRE(keys.ok());
  return Browser{keys.value()};
}

}  // namespace

TEST_CASE("a player away hears of their turn, an offer and the end; not while connected") {
  HttpStandIn stand_in;  // answers /201... with 201
  TempDir data;
  ServerProcess server(
      fast_server_arguments({"--data-dir", data.path, "--push-allow-private", "true"}));
  Table table = open_table(server.port(), 2, true, 3, "kanga", {{"size", 9}});
  const Browser browser = new_browser();

  // Seat 0 subscribes both ways, in Arabic; a spectator may not.
  const Json subscribed =
      table.clients[0]->request({{"type", "subscribe"},
                                 {"push", browser.subscription(stand_in.url("/201/push"))},
                                 {"webhook", stand_in.url("/201/hook")},
                                 {"lang", "ar"}});
  REQUIRE_MESSAGE(subscribed["type"] == "ok", subscribed.dump());
  TestClient watcher(server.port());
  REQUIRE(watcher.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(watcher.request({{"type", "subscribe"}, {"webhook", stand_in.url("/201/w")}})["code"] ==
        "not_seated");

  // Moves while seat 0 is connected: its turns come, nothing is sent.
  for (int i = 0; i < 4; ++i) play_one(table);
  // Seat 0 leaves when it is the other's turn; then seat 1 moves.
  if (seat_to_act(table) == 0) play_one(table);
  REQUIRE(seat_to_act(table) == 1);
  table.clients[0].reset();
  play_one(table);
  wait_until(
      [&] {
        return to(stand_in, "/201/hook").size() >= 1 && to(stand_in, "/201/push").size() >= 1;
      },
      "the turn's webhook and push");
  // Exactly one of each: the turns while connected sent nothing.
  auto hooks = to(stand_in, "/201/hook");
  auto pushes = to(stand_in, "/201/push");
  REQUIRE(hooks.size() == 1);
  REQUIRE(pushes.size() == 1);

  // The webhook: Slack-style JSON, the room's link.
  const Json hook = Json::parse(hooks[0].body);
  CHECK(hook["event"] == "turn");
  CHECK(hook["room"] == table.room);
  CHECK(hook["text"].get<std::string>().find("حان دورك") != std::string::npos);
  CHECK(hooks[0].headers["content-type"].find("application/json") != std::string::npos);

  // The push: headers, a JWT signed by the served key, a payload that decrypts.
  auto request = pushes[0];
  CHECK(request.method == "POST");
  CHECK(request.headers["content-encoding"] == "aes128gcm");
  CHECK(std::stoi(request.headers["ttl"]) > 0);
  CHECK(request.headers["urgency"] == "high");
  CHECK_FALSE(request.headers["topic"].empty());
  const auto served = http_request(server.port(), "GET", "/api/push/key");
  REQUIRE(served.status == 200);
  const std::string key = Json::parse(served.body)["key"];
  const auto verified = push::verify_vapid_authorization(
      request.headers["authorization"], "http://127.0.0.1:" + std::to_string(stand_in.port()),
      std::chrono::system_clock::now());
  REQUIRE_MESSAGE(verified.ok(), verified.error());
  CHECK(verified.value().public_key_base64url == key);
  const Json payload = browser.open(request);
  CHECK(payload["title"] == "حان دورك");
  CHECK(payload["body"].get<std::string>().find("كانغا") != std::string::npos);
  CHECK(payload["url"].get<std::string>().find("/r/" + table.room) != std::string::npos);
  CHECK(payload["tag"] == "kangaroom-" + table.room + "-turn");

  // Seat 1 resigns: the end reaches seat 0, still away.
  REQUIRE(table.clients[1]->request({{"type", "resign"}})["type"] == "ok");
  wait_until([&] { return to(stand_in, "/201/hook").size() >= 2; }, "the end's webhook");
  const Json end = Json::parse(to(stand_in, "/201/hook")[1].body);
  CHECK(end["event"] == "game_over");
  wait_until([&] { return to(stand_in, "/201/push").size() >= 2; }, "the end's push");
  CHECK(browser.open(to(stand_in, "/201/push")[1])["tag"] ==
        "kangaroom-" + table.room + "-game_over");
  CHECK(metric(server.port(), "kangaroom_notifications_queued_total") == 4);
}

TEST_CASE("a subscription survives the room's sleep; an offer to an away player is told") {
  HttpStandIn stand_in;
  TempDir data;
  ServerProcess server(fast_server_arguments(
      {"--data-dir", data.path, "--push-allow-private", "true", "--sleep-after", "0"}));
  Table table = open_table(server.port(), 2, true, 5, "kangaroo", Json::object());
  REQUIRE(table.clients[1]->request({{"type", "subscribe"},
                                     {"webhook", stand_in.url("/201/hook1")},
                                     {"lang", "en"}})["type"] == "ok");
  // Both leave; the room sleeps; seat 0 comes back and offers a takeback
  // after its move: seat 1, away, is asked.
  if (seat_to_act(table) == 1) {
    table.clients[0].reset();
    play_one(table);  // seat 1 moves: seat 0's turn
  } else {
    table.clients[0].reset();
  }
  table.clients[1].reset();
  wait_until([&] { return metric(server.port(), "kangaroom_rooms_in_memory") == 0; },
             "the room to sleep");
  table.clients[0] = come_back(table, 0, server.port());
  REQUIRE(seat_to_act(table) == 0);
  play_one(table);  // seat 1's turn: it is away, subscribed before the sleep
  wait_until([&] { return !to(stand_in, "/201/hook1").empty(); }, "seat 1's turn");
  CHECK(Json::parse(to(stand_in, "/201/hook1")[0].body)["text"].get<std::string>().find(
            "It is your turn") != std::string::npos);
  const Json offered = table.clients[0]->request({{"type", "offer"}, {"kind", "takeback"}});
  REQUIRE_MESSAGE(offered["type"] == "ok", offered.dump());
  wait_until([&] { return to(stand_in, "/201/hook1").size() >= 2; }, "the offer");
  CHECK(Json::parse(to(stand_in, "/201/hook1")[1].body)["event"] == "offer");
}

TEST_CASE("endpoints the server must not call are refused with bad_endpoint") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, false, 3, "kanga", {{"size", 9}});
  TestClient& player = *table.clients[0];
  const Browser browser = new_browser();
  const auto code_of = [&](Json request) {
    request["type"] = "subscribe";
    return player.request(request).value("code", "ok");
  };
  for (const char* url :
       {"http://push.example/x", "https://127.0.0.1/x", "https://10.1.2.3/x",
        "https://192.168.0.9/x", "https://169.254.169.254/latest", "https://[::1]/x",
        "https://[fe80::1]/x", "ftp://push.example/x", "https://user@push.example/x"}) {
    CAPTURE(url);
    CHECK(code_of({{"webhook", url}}) == "bad_endpoint");
    CHECK(code_of({{"push", browser.subscription(url)}}) == "bad_endpoint");
  }
  // Keys that are not a P-256 point and a 16-byte secret.
  Json bad_keys = browser.subscription("https://push.example/x");
  bad_keys["keys"]["p256dh"] = "AAAA";
  CHECK(code_of({{"push", bad_keys}}) == "bad_endpoint");
  bad_keys = browser.subscription("https://push.example/x");
  bad_keys["keys"]["auth"] = push::base64url_encode(std::string(8, 'x'));
  CHECK(code_of({{"push", bad_keys}}) == "bad_endpoint");
  // A public https endpoint is accepted (nothing is sent in the lobby).
  CHECK(code_of({{"push", browser.subscription("https://push.example/x")}}) == "ok");
  CHECK(code_of({{"push", nullptr}}) == "ok");
}
