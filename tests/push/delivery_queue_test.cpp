// The delivery queue with a fake clock and a fake sender: 2xx done; 429, 5xx
// and no answer retried after 5 s, 30 s, 2 min, 10 min, 1 h (Retry-After if
// longer) and given up after 6 attempts; 404/410 and refused targets
// reported gone; 3xx given up at once; the per-seat and global rates; the
// Web Push request's headers, encryption and JWT; the webhook's JSON.
#include "server/push/delivery_queue.hpp"

#include <doctest/doctest.h>

#include <deque>
#include <map>
#include <nlohmann/json.hpp>

#include "server/push/base64url.hpp"
#include "server/push/payload_encryption.hpp"
#include "server/push/vapid_jwt.hpp"

using namespace kangaroom::server::push;
using namespace std::chrono_literals;

namespace {

// Answers each request with the next scripted outcome (201 when the script
// is empty), at once, on the caller's thread.
class FakeSender final : public OutboundSender {
 public:
  void send(OutboundRequest request, Done done) override {
    requests.push_back(std::move(request));
    SendOutcome outcome;
    outcome.status = 201;
    if (!script.empty()) {
      outcome = script.front();
      script.pop_front();
    }
    done(std::move(outcome));
  }
  std::deque<SendOutcome> script;
  std::vector<OutboundRequest> requests;
};

SendOutcome status(int code, std::optional<std::chrono::seconds> retry_after = std::nullopt) {
  SendOutcome outcome;
  outcome.status = code;
  outcome.retry_after = retry_after;
  return outcome;
}

SendOutcome transport_error() {
  SendOutcome outcome;
  outcome.error = "timed out";
  return outcome;
}

SendOutcome refused() {
  SendOutcome outcome;
  outcome.error = "refused: loopback address 127.0.0.1";
  outcome.refused = true;
  return outcome;
}

struct FakeClock {
  DeliveryClock::time_point now{1704067200s};
  DeliveryQueue::Clock function() {
    return [this] { return now; };
  }
};

NotificationContent turn() {
  return {"Your turn", "Ana played a road", "https://play.example/r/ABCD", "turn-ABCD", "turn",
          true};
}

const WebhookTarget kHook{"https://hooks.example/T000/B000/XXXX"};

// The queue with one thing queued and pumped once (its first attempt).
struct Fixture {
  Fixture() : queue(store, sender, nullptr, DeliveryQueueOptions{}, clock.function()) {
    queue.set_gone_callback([this](const Delivery& delivery, const std::string& reason) {
      gone.emplace_back(delivery, reason);
    });
  }
  FakeClock clock;
  MemoryDeliveryStore store;
  FakeSender sender;
  DeliveryQueue queue;
  std::vector<std::pair<Delivery, std::string>> gone;
};

}  // namespace

TEST_CASE("2xx: sent once and forgotten") {
  Fixture f;
  REQUIRE(f.queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::queued);
  f.queue.pump();
  CHECK(f.sender.requests.size() == 1);
  f.queue.pump();  // records the answer
  CHECK(f.store.size() == 0);
  f.clock.now += 2h;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 1);
  CHECK(f.queue.counters().sent == 1);
  CHECK(f.gone.empty());
}

TEST_CASE("5xx, 429 and no answer: retried on the backoff, given up after 6 attempts") {
  Fixture f;
  f.sender.script = {status(500), status(503), transport_error(),
                     status(429), status(502), status(500)};
  REQUIRE(f.queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::queued);
  f.queue.pump();
  REQUIRE(f.sender.requests.size() == 1);
  for (const auto wait : {5s, 30s, 120s, 600s, 3600s}) {
    CAPTURE(wait.count());
    const std::size_t sent = f.sender.requests.size();
    f.queue.pump();  // records the failure: next attempt at now + wait
    f.clock.now += wait - 1s;
    f.queue.pump();
    CHECK(f.sender.requests.size() == sent);  // not yet
    f.clock.now += 1s;
    f.queue.pump();
    CHECK(f.sender.requests.size() == sent + 1);
  }
  f.queue.pump();  // the sixth failure: given up
  CHECK(f.store.size() == 0);
  f.clock.now += 24h;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 6);
  const auto counters = f.queue.counters();
  CHECK(counters.retried == 5);
  CHECK(counters.given_up == 1);
  CHECK(counters.sent == 0);
}

TEST_CASE("Retry-After is honoured when longer than the backoff, capped at an hour") {
  Fixture f;
  f.sender.script = {status(429, 120s), status(503, 1s), status(429, 86400s)};
  REQUIRE(f.queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::queued);
  f.queue.pump();
  f.queue.pump();
  f.clock.now += 119s;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 1);
  f.clock.now += 1s;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 2);
  f.queue.pump();  // 503 with Retry-After 1 s: the backoff's 30 s wins
  f.clock.now += 29s;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 2);
  f.clock.now += 1s;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 3);
  f.queue.pump();  // a day asked for: an hour at most
  f.clock.now += 3599s;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 3);
  f.clock.now += 1s;
  f.queue.pump();
  CHECK(f.sender.requests.size() == 4);
}

TEST_CASE("404 and 410 and a refused endpoint: the target is reported gone") {
  for (const auto& outcome : {status(404), status(410), refused()}) {
    Fixture f;
    f.sender.script = {outcome};
    REQUIRE(f.queue.enqueue("ABCD", 2, kHook, turn()) == EnqueueResult::queued);
    f.queue.pump();
    f.queue.pump();
    REQUIRE(f.gone.size() == 1);
    CHECK(f.gone[0].first.room == "ABCD");
    CHECK(f.gone[0].first.seat == 2);
    CHECK(std::get<WebhookTarget>(f.gone[0].first.target).url == kHook.url);
    CHECK(f.store.size() == 0);
    f.clock.now += 2h;
    f.queue.pump();
    CHECK(f.sender.requests.size() == 1);
    CHECK(f.queue.counters().gone == 1);
  }
}

TEST_CASE("a redirect or another 4xx is given up at once, and is not a gone target") {
  for (const int code : {301, 302, 307, 400, 401, 403, 413}) {
    CAPTURE(code);
    Fixture f;
    f.sender.script = {status(code)};
    REQUIRE(f.queue.enqueue("ABCD", 0, kHook, turn()) == EnqueueResult::queued);
    f.queue.pump();
    f.queue.pump();
    f.clock.now += 2h;
    f.queue.pump();
    CHECK(f.sender.requests.size() == 1);
    CHECK(f.gone.empty());
    CHECK(f.queue.counters().given_up == 1);
  }
}

TEST_CASE("Web Push subscriptions whose keys do not work are reported gone") {
  FakeClock clock;
  MemoryDeliveryStore store;
  FakeSender sender;
  auto key = VapidKey::generate();
  REQUIRE(key);
  DeliveryQueueOptions options;
  options.vapid_subject = "mailto:ops@play.example";
  DeliveryQueue queue(store, sender, &key.value(), options, clock.function());
  std::vector<std::string> gone;
  queue.set_gone_callback(
      [&gone](const Delivery&, const std::string& reason) { gone.push_back(reason); });
  REQUIRE(queue.enqueue("ABCD", 1, WebPushTarget{"https://push.example/x", "bm90LWEta2V5", "AAAA"},
                        turn()) == EnqueueResult::queued);
  queue.pump();
  CHECK(sender.requests.empty());
  REQUIRE(gone.size() == 1);
  CHECK(store.size() == 0);
}

TEST_CASE("per-seat and global rates: the excess is dropped and counted") {
  FakeClock clock;
  MemoryDeliveryStore store;
  FakeSender sender;
  DeliveryQueueOptions options;
  options.global_burst = 15;
  options.global_per_second = 1;
  DeliveryQueue queue(store, sender, nullptr, options, clock.function());
  for (int i = 0; i < 10; ++i) {
    CHECK(queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::queued);
  }
  CHECK(queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::seat_rate_limited);
  // Another seat, another room: their own buckets, the same global one.
  for (int i = 0; i < 5; ++i) {
    CHECK(queue.enqueue("ABCD", 2, kHook, turn()) == EnqueueResult::queued);
  }
  CHECK(queue.enqueue("WXYZ", 1, kHook, turn()) == EnqueueResult::global_rate_limited);
  clock.now += 7s;  // one more per-seat credit (10 a minute), seven global ones
  CHECK(queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::queued);
  CHECK(queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::seat_rate_limited);
  const auto counters = queue.counters();
  CHECK(counters.queued == 16);
  CHECK(counters.seat_limited == 2);
  CHECK(counters.global_limited == 1);
  queue.pump();
  CHECK(sender.requests.size() == 16);
}

TEST_CASE("too large a notification is refused by enqueue") {
  Fixture f;
  NotificationContent content = turn();
  content.body.assign(5000, 'x');
  CHECK(f.queue.enqueue("ABCD", 1, kHook, content) == EnqueueResult::bad_payload);
  CHECK(f.queue.enqueue("ABCD", 1, WebPushTarget{"https://push.example/x", "k", "a"}, content) ==
        EnqueueResult::bad_payload);
  CHECK(f.queue.counters().bad_payload == 2);
}

TEST_CASE("the Web Push request: aes128gcm to the subscription, TTL, Urgency, Topic, VAPID") {
  auto key = VapidKey::generate();
  REQUIRE(key);
  auto agent = generate_user_agent_keys();
  REQUIRE(agent);
  const SubscriptionKeys keys = subscription_keys_of(agent.value());
  DeliveryQueueOptions options;
  options.vapid_subject = "mailto:ops@play.example";
  const DeliveryClock::time_point now{1704067200s};

  FakeClock clock;
  MemoryDeliveryStore store;
  FakeSender sender;
  DeliveryQueue queue(store, sender, &key.value(), options, clock.function());
  const std::string endpoint = "https://push.example.net:8443/wpush/v2/gAAAA";
  REQUIRE(queue.enqueue("ABCD", 1, WebPushTarget{endpoint, keys.p256dh, keys.auth}, turn()) ==
          EnqueueResult::queued);
  queue.pump();
  REQUIRE(sender.requests.size() == 1);
  const OutboundRequest& request = sender.requests[0];
  CHECK(request.url == endpoint);
  std::map<std::string, std::string> headers(request.headers.begin(), request.headers.end());
  CHECK(headers.at("Content-Encoding") == "aes128gcm");
  CHECK(headers.at("TTL") == "86400");
  CHECK(headers.at("Urgency") == "high");
  CHECK(headers.at("Topic") == "turn-ABCD");
  CHECK(request.body.size() <= kMaxPushBodyBytes);

  const std::vector<std::uint8_t> body(request.body.begin(), request.body.end());
  const auto plaintext =
      decrypt_push_payload(body, agent.value().private_key, agent.value().auth_secret);
  REQUIRE_MESSAGE(plaintext, plaintext.error());
  const auto json = nlohmann::json::parse(plaintext.value());
  CHECK(json == nlohmann::json{{"title", "Your turn"},
                               {"body", "Ana played a road"},
                               {"url", "https://play.example/r/ABCD"},
                               {"tag", "turn-ABCD"}});

  const auto verified =
      verify_vapid_authorization(headers.at("Authorization"), "https://push.example.net:8443", now);
  REQUIRE_MESSAGE(verified, verified.error());
  CHECK(verified.value().public_key_base64url == key.value().public_key_base64url());
  CHECK(verified.value().claims.subject == "mailto:ops@play.example");
  CHECK(verified.value().claims.expires_at > 1704067200);
  CHECK(verified.value().claims.expires_at <= 1704067200 + 24 * 3600);
}

TEST_CASE("the Topic: the tag if it is short base64url, else 32 characters of its hash") {
  CHECK(push_topic_for_tag("") == "");
  CHECK(push_topic_for_tag("turn-ABCD") == "turn-ABCD");
  const std::string long_topic = push_topic_for_tag("your turn in room ABCD, game 3 of 5");
  CHECK(long_topic.size() == 32);
  CHECK(long_topic.find_first_not_of(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
        std::string::npos);
  CHECK(push_topic_for_tag("your turn in room ABCD, game 3 of 5") == long_topic);
  CHECK(push_topic_for_tag("your turn in room ABCD, game 4 of 5") != long_topic);
}

TEST_CASE("the webhook: {text, url, room, event} as JSON") {
  Fixture f;
  REQUIRE(f.queue.enqueue("ABCD", 1, kHook, turn()) == EnqueueResult::queued);
  f.queue.pump();
  REQUIRE(f.sender.requests.size() == 1);
  const auto& request = f.sender.requests[0];
  CHECK(request.url == kHook.url);
  REQUIRE(request.headers.size() == 1);
  CHECK(request.headers[0] ==
        std::pair<std::string, std::string>{"Content-Type", "application/json"});
  CHECK(nlohmann::json::parse(request.body) ==
        nlohmann::json{{"text", "Your turn: Ana played a road"},
                       {"url", "https://play.example/r/ABCD"},
                       {"room", "ABCD"},
                       {"event", "turn"}});
}
