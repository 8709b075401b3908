#pragma once
// The durable queue of notifications for seats whose tab is closed: Web Push
// messages and webhook POSTs, sent through an OutboundSender (HttpsSender)
// from the queue's own thread, never from a room's or an I/O thread.
//
// enqueue() only checks the rate limits and appends to an in-memory inbox
// (no disk, no network: cheap enough for a room's thread). The queue's
// thread moves the inbox into the DeliveryStore, hands due deliveries to the
// sender (marked in flight first), and records each answer:
//   2xx                      done
//   404 / 410                done, and the target is reported gone
//   refused (bad_endpoint)   done, and the target is reported gone
//   keys that do not work    done, and the target is reported gone
//   429, 5xx, no answer      retried after the backoff (5 s, 30 s, 2 min,
//                            10 min, 1 h) or Retry-After if longer (capped
//                            at max_retry_after); given up after 6 attempts
//   anything else (3xx, 4xx) given up (a redirect is never followed)
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "server/push/delivery_store.hpp"
#include "server/push/https_sender.hpp"
#include "server/push/result.hpp"
#include "server/push/vapid_key.hpp"

namespace kangaroom::server::push {

// What a notification says. A Web Push message's plaintext is the JSON
// {"title", "body", "url", "tag"} (what the service worker shows); a
// webhook's body is {"text": "<title>: <body>", "url", "room", "event"}.
struct NotificationContent {
  std::string title;
  std::string body;
  std::string url;      // the room's page
  std::string tag;      // a newer notification with the same tag replaces an older one
  std::string event;    // "turn", "offer", "game_over", "clock", ...
  bool urgent = false;  // Urgency: high (else normal)
};

struct DeliveryQueueOptions {
  // VAPID "sub": a mailto: or https: URI (--vapid-subject).
  std::string vapid_subject;
  // The push service keeps an undelivered message this long (TTL header).
  std::chrono::seconds ttl{86400};
  // The wait before attempt 2, 3, ...; attempts = backoff.size() + 1.
  std::vector<std::chrono::seconds> backoff{std::chrono::seconds{5}, std::chrono::seconds{30},
                                            std::chrono::minutes{2}, std::chrono::minutes{10},
                                            std::chrono::hours{1}};
  std::chrono::seconds max_retry_after{std::chrono::hours{1}};
  // Per (room, seat) and for the whole server; what is over is dropped and
  // counted.
  double seat_per_minute = 10;
  double seat_burst = 10;
  double global_per_second = 50;
  double global_burst = 50;
  // Requests handed to the sender and not yet answered, at most.
  std::size_t max_in_flight = 64;
  // The queue's thread looks at the store at least this often.
  std::chrono::milliseconds idle_wait{1000};
  // stop() waits this long for answers to what is in flight.
  std::chrono::milliseconds stop_wait{6000};
};

struct DeliveryCounters {
  std::uint64_t queued = 0;
  std::uint64_t sent = 0;            // answered 2xx
  std::uint64_t retried = 0;         // attempts scheduled again
  std::uint64_t given_up = 0;        // out of attempts, or a final failure (3xx, other 4xx)
  std::uint64_t gone = 0;            // targets reported to the gone callback
  std::uint64_t seat_limited = 0;    // dropped by the per-seat rate
  std::uint64_t global_limited = 0;  // dropped by the global rate
  std::uint64_t bad_payload = 0;     // refused by enqueue: too large
  std::uint64_t store_errors = 0;
};

enum class EnqueueResult { queued, seat_rate_limited, global_rate_limited, bad_payload, stopped };

// The request for one attempt of `delivery` at `now`: Web Push encrypted to
// the subscription (aes128gcm) with TTL, Urgency, Topic and the VAPID
// Authorization; a webhook as JSON. Fails if the subscription's keys do not
// work, no VAPID key was given, or the payload is not what enqueue() wrote.
Result<OutboundRequest> build_delivery_request(const Delivery& delivery, const VapidKey* key,
                                               const DeliveryQueueOptions& options,
                                               DeliveryClock::time_point now);

// The Topic header for a tag (RFC 8030 section 5.4: at most 32 characters of
// the base64url alphabet): the tag itself if it is that already, else the
// base64url of the first 24 bytes of its SHA-256. Empty for an empty tag.
std::string push_topic_for_tag(std::string_view tag);

class DeliveryQueue {
 public:
  using Clock = std::function<DeliveryClock::time_point()>;
  // A target that will never work again: a subscription answered 404/410,
  // a URL refused (bad_endpoint), keys that do not decode. Called on the
  // queue's thread (or pump()'s caller), never under the queue's lock; the
  // lead forgets the subscription or webhook of (delivery.room,
  // delivery.seat) matching delivery.target.
  using GoneCallback = std::function<void(const Delivery& delivery, const std::string& reason)>;

  // `store`, `sender` and `key` (may be null: Web Push deliveries then fail
  // and are given up) must outlive the queue. `clock` defaults to
  // system_clock::now.
  DeliveryQueue(DeliveryStore& store, OutboundSender& sender, const VapidKey* key,
                DeliveryQueueOptions options, Clock clock = {});
  // stop().
  ~DeliveryQueue();
  DeliveryQueue(const DeliveryQueue&) = delete;
  DeliveryQueue& operator=(const DeliveryQueue&) = delete;

  // Before start().
  void set_gone_callback(GoneCallback callback);

  // Any thread; never blocks on disk or network.
  EnqueueResult enqueue(std::string room, int seat, DeliveryTarget target,
                        const NotificationContent& content);

  // Starts the queue's one thread.
  void start();
  // Stops the thread, waits up to stop_wait for the answers in flight and
  // records them, and stores what is still in the inbox. Stop the queue
  // before the sender. Idempotent.
  void stop();

  // One round on the caller's thread, for tests (with a fake clock) and for
  // a queue not started: inbox to the store, answers recorded, due
  // deliveries sent.
  void pump();

  DeliveryCounters counters() const;
  std::size_t in_flight() const;

 private:
  struct Answer {
    Delivery delivery;
    SendOutcome outcome;
  };
  struct Bucket {
    double credits;
    DeliveryClock::time_point at;
  };

  void run();
  void round(bool send_new);
  void record(const Answer& answer, DeliveryClock::time_point now);
  void report_gone(const Delivery& delivery, const std::string& reason);
  static void refill(Bucket& bucket, double per_second, double burst,
                     DeliveryClock::time_point now);
  static bool spend(Bucket& bucket, double per_second, double burst, DeliveryClock::time_point now);

  DeliveryStore& store_;
  OutboundSender& sender_;
  const VapidKey* key_;
  DeliveryQueueOptions options_;
  Clock clock_;
  GoneCallback gone_;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Delivery> inbox_;
  std::vector<Answer> answers_;
  std::size_t in_flight_ = 0;
  bool stopping_ = false;
  bool stopped_ = false;
  DeliveryCounters counters_;
  Bucket global_;
  std::unordered_map<std::string, Bucket> seats_;
  std::thread thread_;
  // Serializes rounds (the thread and a direct pump()).
  std::mutex round_mutex_;
};

}  // namespace kangaroom::server::push
