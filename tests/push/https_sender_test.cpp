// The sender against a plain-HTTP stand-in on 127.0.0.1 (allow_private):
// statuses and Retry-After come back, a redirect is not followed, an
// endpoint that never answers is given up on within the timeout without
// holding up a send beside it, a body over 4 KB is refused, and without
// allow_private the stand-in (loopback) is refused before any connection.
#include "server/push/https_sender.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <future>

#include "tests/push/http_stand_in.hpp"

using namespace kangaroom::server::push;
using namespace std::chrono_literals;
using kangaroom::test::HttpStandIn;

namespace {

HttpsSender::Options lan_options() {
  HttpsSender::Options options;
  options.policy.allow_private = true;
  return options;
}

std::future<SendOutcome> post(HttpsSender& sender, const std::string& url,
                              std::string body = "{}") {
  auto promise = std::make_shared<std::promise<SendOutcome>>();
  auto future = promise->get_future();
  OutboundRequest request;
  request.url = url;
  request.headers = {{"Content-Type", "application/json"}, {"TTL", "60"}};
  request.body = std::move(body);
  sender.send(std::move(request),
              [promise](SendOutcome outcome) { promise->set_value(std::move(outcome)); });
  return future;
}

SendOutcome post_and_wait(HttpsSender& sender, const std::string& url, std::string body = "{}") {
  auto future = post(sender, url, std::move(body));
  REQUIRE(future.wait_for(10s) == std::future_status::ready);
  return future.get();
}

}  // namespace

TEST_CASE("statuses, headers and Retry-After come back") {
  HttpStandIn stand_in;
  HttpsSender sender(lan_options());

  const auto created = post_and_wait(sender, stand_in.url("/201/a?x=1"), R"({"a":1})");
  CHECK_MESSAGE(created.status == 201, created.error);
  CHECK(created.success());
  CHECK(created.error.empty());
  CHECK(created.body == "stand-in");
  const auto received = stand_in.received();
  REQUIRE(received.size() == 1);
  CHECK(received[0].method == "POST");
  CHECK(received[0].target == "/201/a?x=1");
  CHECK(received[0].body == R"({"a":1})");
  CHECK(received[0].headers.at("content-type") == "application/json");
  CHECK(received[0].headers.at("ttl") == "60");
  CHECK(received[0].headers.at("content-length") == "7");
  CHECK(received[0].headers.at("host") == "127.0.0.1:" + std::to_string(stand_in.port()));

  const auto limited = post_and_wait(sender, stand_in.url("/429"));
  CHECK(limited.status == 429);
  REQUIRE(limited.retry_after);
  CHECK(*limited.retry_after == 7s);

  const auto limited_date = post_and_wait(sender, stand_in.url("/429date"));
  CHECK(limited_date.status == 429);
  REQUIRE(limited_date.retry_after);
  CHECK(*limited_date.retry_after >= 85s);
  CHECK(*limited_date.retry_after <= 91s);

  CHECK(post_and_wait(sender, stand_in.url("/500")).status == 500);
  CHECK(post_and_wait(sender, stand_in.url("/410")).status == 410);
  CHECK(post_and_wait(sender, stand_in.url("/204")).status == 204);
}

TEST_CASE("a redirect is returned, never followed") {
  HttpStandIn stand_in;
  HttpsSender sender(lan_options());
  const auto outcome = post_and_wait(sender, stand_in.url("/redirect"));
  CHECK(outcome.status == 302);
  CHECK_FALSE(outcome.success());
  std::this_thread::sleep_for(200ms);
  const auto received = stand_in.received();
  REQUIRE(received.size() == 1);
  CHECK(received[0].target == "/redirect");
}

TEST_CASE("an endpoint that never answers is given up within the timeout, beside a fast one") {
  HttpStandIn stand_in;
  HttpsSender sender(lan_options());
  const auto start = std::chrono::steady_clock::now();
  auto hanging = post(sender, stand_in.url("/hang"));
  std::this_thread::sleep_for(50ms);
  auto fast = post(sender, stand_in.url("/201"));
  REQUIRE(fast.wait_for(2s) == std::future_status::ready);
  CHECK(fast.get().status == 201);
  CHECK(std::chrono::steady_clock::now() - start < 2s);
  CHECK(hanging.wait_for(0s) == std::future_status::timeout);
  REQUIRE(hanging.wait_for(7s) == std::future_status::ready);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  const auto outcome = hanging.get();
  CHECK(outcome.status == 0);
  CHECK_FALSE(outcome.refused);
  CHECK_MESSAGE(outcome.error.find("timed out") != std::string::npos, outcome.error);
  CHECK(elapsed >= 4500ms);
  CHECK(elapsed < 6s);
}

TEST_CASE("a body over 4 KB, a bad header and a refused address are refused before sending") {
  HttpStandIn stand_in;
  HttpsSender sender(lan_options());
  const auto big = post_and_wait(sender, stand_in.url("/201"), std::string(4097, 'x'));
  CHECK(big.refused);
  CHECK(big.status == 0);
  CHECK(post_and_wait(sender, stand_in.url("/201"), std::string(4096, 'x')).status == 201);

  OutboundRequest injected;
  injected.url = stand_in.url("/201");
  injected.headers = {{"X-Evil", "a\r\nHost: other"}};
  std::promise<SendOutcome> promise;
  sender.send(injected, [&promise](SendOutcome outcome) { promise.set_value(outcome); });
  CHECK(promise.get_future().get().refused);

  HttpsSender strict(HttpsSender::Options{});
  const auto loopback = post_and_wait(strict, stand_in.url("/201"));
  CHECK(loopback.refused);
  const auto by_name =
      post_and_wait(strict, "https://localhost:" + std::to_string(stand_in.port()) + "/201");
  CHECK(by_name.refused);
  CHECK_MESSAGE(by_name.error.find("loopback") != std::string::npos, by_name.error);
  std::this_thread::sleep_for(100ms);
  CHECK(stand_in.received().size() == 1);  // only the 4096-byte one
}

TEST_CASE("stop() ends what is in flight and refuses new sends") {
  HttpStandIn stand_in;
  HttpsSender sender(lan_options());
  auto hanging = post(sender, stand_in.url("/hang"));
  std::this_thread::sleep_for(200ms);
  const auto start = std::chrono::steady_clock::now();
  sender.stop();
  CHECK(std::chrono::steady_clock::now() - start < 2s);
  REQUIRE(hanging.wait_for(0s) == std::future_status::ready);
  CHECK(hanging.get().error == "stopped");
  CHECK(post_and_wait(sender, stand_in.url("/201")).error == "stopped");
}

TEST_CASE("Retry-After: delta-seconds and HTTP-dates") {
  const std::chrono::system_clock::time_point now{1445412480s};  // 2015-10-21T07:28:00Z
  CHECK(parse_retry_after("120", now) == 120s);
  CHECK(parse_retry_after(" 0 ", now) == 0s);
  CHECK(parse_retry_after("Wed, 21 Oct 2015 07:30:00 GMT", now) == 120s);
  CHECK(parse_retry_after("Wednesday, 21-Oct-15 07:29:00 GMT", now) == 60s);
  CHECK(parse_retry_after("Wed Oct 21 07:28:30 2015", now) == 30s);
  CHECK(parse_retry_after("Wed, 21 Oct 2015 07:00:00 GMT", now) == 0s);
  CHECK_FALSE(parse_retry_after("soon", now));
  CHECK_FALSE(parse_retry_after("-5", now));
  CHECK_FALSE(parse_retry_after("", now));
}
