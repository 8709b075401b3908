// The delivery stores: due() hands out in order of next attempt and marks in
// flight; done() forgets; retry() makes due again later. The SQLite store
// survives a reopen: what was answered is never handed out again, what was
// in flight when the process ended is (at least once), and a queue over it
// sends nothing twice across a restart.
#include "server/push/delivery_store.hpp"

#include <doctest/doctest.h>
#include <unistd.h>

#include <deque>
#include <filesystem>

#include "server/push/delivery_queue.hpp"

using namespace kangaroom::server::push;
using namespace std::chrono_literals;

namespace {

const DeliveryClock::time_point kNow{1704067200s};

std::filesystem::path temp_database(const char* name) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("kangaroom-push-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  return folder / "deliveries.sqlite";
}

Delivery delivery(std::string room, DeliveryClock::time_point at, bool push = false) {
  Delivery out;
  out.room = std::move(room);
  out.seat = 3;
  if (push) {
    out.target = WebPushTarget{"https://push.example/e", "P256", "AUTH"};
  } else {
    out.target = WebhookTarget{"https://hooks.example/x"};
  }
  out.payload = R"({"title":"t"})";
  out.next_attempt_at = at;
  return out;
}

std::vector<std::string> rooms(const std::vector<Delivery>& deliveries) {
  std::vector<std::string> out;
  for (const auto& d : deliveries) out.push_back(d.room);
  return out;
}

void exercise(DeliveryStore& store) {
  const auto a = store.add(delivery("A", kNow + 2s));
  const auto b = store.add(delivery("B", kNow, true));
  const auto c = store.add(delivery("C", kNow + 1s));
  REQUIRE(a);
  REQUIRE(b);
  REQUIRE(c);
  CHECK(store.size() == 3);
  CHECK(store.next_due() == kNow);
  CHECK(store.due(kNow - 1s, 10).empty());
  const auto first = store.due(kNow + 1s, 10);
  CHECK(rooms(first) == std::vector<std::string>{"B", "C"});
  REQUIRE(first.size() == 2);
  CHECK(first[0].id == b.value());
  const auto& push = std::get<WebPushTarget>(first[0].target);
  CHECK(push.endpoint == "https://push.example/e");
  CHECK(push.p256dh == "P256");
  CHECK(push.auth == "AUTH");
  CHECK(first[0].seat == 3);
  CHECK(first[0].payload == R"({"title":"t"})");
  CHECK(std::get<WebhookTarget>(first[1].target).url == "https://hooks.example/x");
  // In flight: not handed out again.
  CHECK(rooms(store.due(kNow + 1h, 10)) == std::vector<std::string>{"A"});
  CHECK(store.due(kNow + 1h, 10).empty());
  CHECK(store.done(b.value()));
  CHECK(store.retry(c.value(), kNow + 30s, 1));
  CHECK(store.size() == 2);
  CHECK(store.next_due() == kNow + 30s);
  const auto again = store.due(kNow + 30s, 10);
  REQUIRE(again.size() == 1);
  CHECK(again[0].room == "C");
  CHECK(again[0].attempts == 1);
  CHECK(store.due(kNow + 1h, 0).empty());
}

class CountingSender final : public OutboundSender {
 public:
  void send(OutboundRequest request, Done done) override {
    urls.push_back(request.url);
    if (hold) {
      held.push_back(std::move(done));
      return;
    }
    SendOutcome outcome;
    outcome.status = 201;
    done(outcome);
  }
  bool hold = false;
  std::vector<std::string> urls;
  std::vector<Done> held;
};

}  // namespace

TEST_CASE("the in-memory store") {
  MemoryDeliveryStore store;
  exercise(store);
}

TEST_CASE("the SQLite store") {
  auto store = SqliteDeliveryStore::open(temp_database("basic"));
  REQUIRE_MESSAGE(store, store.error());
  exercise(*store.value());
}

TEST_CASE("the SQLite store across a reopen: done stays done, in flight is due again") {
  const auto path = temp_database("reopen");
  std::int64_t answered = 0;
  {
    auto store = SqliteDeliveryStore::open(path);
    REQUIRE(store);
    auto& s = *store.value();
    answered = s.add(delivery("answered", kNow)).value();
    (void)s.add(delivery("in-flight", kNow)).value();
    (void)s.add(delivery("later", kNow + 1h)).value();
    CHECK(s.due(kNow, 10).size() == 2);
    CHECK(s.done(answered));
    // The process ends here with "in-flight" unanswered.
  }
  auto store = SqliteDeliveryStore::open(path);
  REQUIRE(store);
  auto& s = *store.value();
  CHECK(s.size() == 2);
  CHECK(rooms(s.due(kNow, 10)) == std::vector<std::string>{"in-flight"});
  CHECK(rooms(s.due(kNow + 1h, 10)) == std::vector<std::string>{"later"});
}

TEST_CASE("a queue over the SQLite store sends nothing twice across a restart") {
  const auto path = temp_database("queue");
  DeliveryClock::time_point now = kNow;
  const auto clock = [&now] { return now; };
  NotificationContent content{"Your turn", "", "https://play.example/r/A", "turn-A", "turn", false};
  {
    auto store = SqliteDeliveryStore::open(path);
    REQUIRE(store);
    CountingSender sender;
    DeliveryQueue queue(*store.value(), sender, nullptr, {}, clock);
    REQUIRE(queue.enqueue("A", 1, WebhookTarget{"https://hooks.example/1"}, content) ==
            EnqueueResult::queued);
    REQUIRE(queue.enqueue("A", 2, WebhookTarget{"https://hooks.example/2"}, content) ==
            EnqueueResult::queued);
    queue.pump();
    CHECK(sender.urls.size() == 2);
    queue.stop();  // records both answers
    CHECK(store.value()->size() == 0);
  }
  {
    auto store = SqliteDeliveryStore::open(path);
    REQUIRE(store);
    CountingSender sender;
    sender.hold = true;  // this process "dies" with the request unanswered
    DeliveryQueueOptions options;
    options.stop_wait = 0ms;
    DeliveryQueue queue(*store.value(), sender, nullptr, options, clock);
    queue.pump();
    CHECK(sender.urls.empty());  // nothing resent
    REQUIRE(queue.enqueue("A", 1, WebhookTarget{"https://hooks.example/3"}, content) ==
            EnqueueResult::queued);
    queue.pump();
    CHECK(sender.urls == std::vector<std::string>{"https://hooks.example/3"});
    queue.stop();
    // The held callback is dropped unanswered, as a crash would.
    sender.held.clear();
  }
  auto store = SqliteDeliveryStore::open(path);
  REQUIRE(store);
  CountingSender sender;
  DeliveryQueue queue(*store.value(), sender, nullptr, {}, clock);
  queue.pump();
  // Only the one whose answer was lost, once.
  CHECK(sender.urls == std::vector<std::string>{"https://hooks.example/3"});
  queue.pump();
  now += 2h;
  queue.pump();
  CHECK(sender.urls.size() == 1);
}
