// The queue on its own thread, the real sender and a push-service stand-in
// on 127.0.0.1 (allow_private): what the stand-in received decrypts with the
// subscriber's keys, its JWT verifies with the served key (aud the
// endpoint's origin), the headers are there; a subscription answered 410 is
// reported gone; a hanging endpoint does not hold up another room's push.
#include <doctest/doctest.h>

#include <condition_variable>
#include <nlohmann/json.hpp>

#include "server/push/delivery_queue.hpp"
#include "server/push/payload_encryption.hpp"
#include "server/push/vapid_jwt.hpp"
#include "tests/push/http_stand_in.hpp"

using namespace kangaroom::server::push;
using namespace std::chrono_literals;
using kangaroom::test::HttpStandIn;

namespace {

template <typename Predicate>
bool eventually(Predicate predicate, std::chrono::milliseconds within) {
  const auto until = std::chrono::steady_clock::now() + within;
  while (std::chrono::steady_clock::now() < until) {
    if (predicate()) return true;
    std::this_thread::sleep_for(20ms);
  }
  return predicate();
}

}  // namespace

TEST_CASE("end to end: the stand-in's push decrypts and its JWT verifies with the served key") {
  HttpStandIn stand_in;
  auto key = VapidKey::generate();
  REQUIRE(key);
  auto agent = generate_user_agent_keys();
  REQUIRE(agent);
  const SubscriptionKeys keys = subscription_keys_of(agent.value());

  HttpsSender::Options sender_options;
  sender_options.policy.allow_private = true;
  HttpsSender sender(sender_options);
  MemoryDeliveryStore store;
  DeliveryQueueOptions options;
  options.vapid_subject = "https://play.example";
  DeliveryQueue queue(store, sender, &key.value(), options);
  std::mutex mutex;
  std::vector<std::string> gone;
  queue.set_gone_callback([&](const Delivery& delivery, const std::string& reason) {
    std::lock_guard lock(mutex);
    gone.push_back(std::get<WebPushTarget>(delivery.target).endpoint + " " + reason);
  });
  queue.start();

  const NotificationContent content{"Your turn", "Ana played", "https://play.example/r/WXYZ",
                                    "turn-WXYZ", "turn",       false};
  // One hanging endpoint first, in another room: it must not hold up the rest.
  REQUIRE(queue.enqueue("HANG", 0, WebPushTarget{stand_in.url("/hang/1"), keys.p256dh, keys.auth},
                        content) == EnqueueResult::queued);
  const auto start = std::chrono::steady_clock::now();
  REQUIRE(queue.enqueue("WXYZ", 1,
                        WebPushTarget{stand_in.url("/201/push/1"), keys.p256dh, keys.auth},
                        content) == EnqueueResult::queued);
  REQUIRE(queue.enqueue("WXYZ", 2,
                        WebPushTarget{stand_in.url("/410/push/2"), keys.p256dh, keys.auth},
                        content) == EnqueueResult::queued);
  REQUIRE(eventually(
      [&] {
        std::lock_guard lock(mutex);
        return gone.size() == 1 && queue.counters().sent == 1;
      },
      3s));
  CHECK(std::chrono::steady_clock::now() - start < 3s);
  {
    std::lock_guard lock(mutex);
    CHECK(gone[0].find("/410/push/2 answered 410") != std::string::npos);
  }

  const auto received = stand_in.received();
  const HttpStandIn::Received* push = nullptr;
  for (const auto& request : received) {
    if (request.target == "/201/push/1") push = &request;
  }
  REQUIRE(push != nullptr);
  CHECK(push->method == "POST");
  CHECK(push->headers.at("content-encoding") == "aes128gcm");
  CHECK(push->headers.at("ttl") == "86400");
  CHECK(push->headers.at("urgency") == "normal");
  CHECK(push->headers.at("topic") == "turn-WXYZ");
  const std::vector<std::uint8_t> body(push->body.begin(), push->body.end());
  const auto plaintext =
      decrypt_push_payload(body, agent.value().private_key, agent.value().auth_secret);
  REQUIRE_MESSAGE(plaintext, plaintext.error());
  CHECK(nlohmann::json::parse(plaintext.value())["url"] == "https://play.example/r/WXYZ");
  const auto verified = verify_vapid_authorization(
      push->headers.at("authorization"), "http://127.0.0.1:" + std::to_string(stand_in.port()),
      std::chrono::system_clock::now());
  REQUIRE_MESSAGE(verified, verified.error());
  CHECK(verified.value().public_key_base64url == key.value().public_key_base64url());
  CHECK(verified.value().claims.subject == "https://play.example");

  // The hanging one: given up on after the timeout, retried later.
  REQUIRE(eventually([&] { return queue.counters().retried == 1; }, 7s));
  sender.stop();
  queue.stop();
  CHECK(queue.in_flight() == 0);
}
