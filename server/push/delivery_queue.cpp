#include "server/push/delivery_queue.hpp"

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <nlohmann/json.hpp>

#include "server/push/base64url.hpp"
#include "server/push/payload_encryption.hpp"
#include "server/push/vapid_jwt.hpp"

namespace kangaroom::server::push {

namespace {

using nlohmann::json;

bool is_base64url_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_';
}

std::string stored_payload(const NotificationContent& content) {
  return json{{"title", content.title}, {"body", content.body},   {"url", content.url},
              {"tag", content.tag},     {"event", content.event}, {"urgent", content.urgent}}
      .dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string push_plaintext(const json& payload) {
  return json{{"title", payload.value("title", "")},
              {"body", payload.value("body", "")},
              {"url", payload.value("url", "")},
              {"tag", payload.value("tag", "")}}
      .dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string webhook_body(const json& payload, const std::string& room) {
  const std::string title = payload.value("title", "");
  const std::string body = payload.value("body", "");
  const std::string text = body.empty() ? title : title.empty() ? body : title + ": " + body;
  return json{{"text", text},
              {"url", payload.value("url", "")},
              {"room", room},
              {"event", payload.value("event", "")}}
      .dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

std::string push_topic_for_tag(std::string_view tag) {
  if (tag.empty()) return {};
  if (tag.size() <= 32 && std::all_of(tag.begin(), tag.end(), is_base64url_char)) {
    return std::string(tag);
  }
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  if (EVP_Digest(tag.data(), tag.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1) {
    return {};
  }
  return base64url_encode(std::span<const std::uint8_t>(digest.data(), 24));
}

Result<OutboundRequest> build_delivery_request(const Delivery& delivery, const VapidKey* key,
                                               const DeliveryQueueOptions& options,
                                               DeliveryClock::time_point now) {
  using R = Result<OutboundRequest>;
  const json payload = json::parse(delivery.payload, nullptr, false);
  if (!payload.is_object()) return R::failure("the stored payload is not a JSON object");
  OutboundRequest request;
  if (const auto* webhook = std::get_if<WebhookTarget>(&delivery.target)) {
    request.url = webhook->url;
    request.headers = {{"Content-Type", "application/json"}};
    request.body = webhook_body(payload, delivery.room);
    return R::success(std::move(request));
  }
  const auto& push = std::get<WebPushTarget>(delivery.target);
  if (key == nullptr) return R::failure("no VAPID key");
  auto body = encrypt_push_payload({push.p256dh, push.auth}, push_plaintext(payload));
  if (!body) return R::failure("the subscription's keys do not work: " + body.error());
  auto authorization =
      vapid_authorization_for_endpoint(*key, push.endpoint, options.vapid_subject, now);
  if (!authorization) return R::failure("VAPID: " + authorization.error());
  request.url = push.endpoint;
  request.body.assign(body.value().begin(), body.value().end());
  request.headers = {
      {"Content-Type", "application/octet-stream"},
      {"Content-Encoding", "aes128gcm"},
      {"TTL", std::to_string(options.ttl.count())},
      {"Urgency", payload.value("urgent", false) ? "high" : "normal"},
      {"Authorization", authorization.value()},
  };
  const std::string topic = push_topic_for_tag(payload.value("tag", ""));
  if (!topic.empty()) request.headers.emplace_back("Topic", topic);
  return R::success(std::move(request));
}

DeliveryQueue::DeliveryQueue(DeliveryStore& store, OutboundSender& sender, const VapidKey* key,
                             DeliveryQueueOptions options, Clock clock)
    : store_(store),
      sender_(sender),
      key_(key),
      options_(std::move(options)),
      clock_(clock ? std::move(clock) : Clock([] { return DeliveryClock::now(); })),
      global_{options_.global_burst, clock_()} {}

DeliveryQueue::~DeliveryQueue() { stop(); }

void DeliveryQueue::set_gone_callback(GoneCallback callback) { gone_ = std::move(callback); }

void DeliveryQueue::refill(Bucket& bucket, double per_second, double burst,
                           DeliveryClock::time_point now) {
  // A clock that goes back (the wall clock set) refills nothing.
  if (now > bucket.at) {
    const double elapsed = std::chrono::duration<double>(now - bucket.at).count();
    bucket.credits = std::min(burst, bucket.credits + elapsed * per_second);
  }
  bucket.at = now;
}

bool DeliveryQueue::spend(Bucket& bucket, double per_second, double burst,
                          DeliveryClock::time_point now) {
  refill(bucket, per_second, burst, now);
  if (bucket.credits < 1.0) return false;
  bucket.credits -= 1.0;
  return true;
}

EnqueueResult DeliveryQueue::enqueue(std::string room, int seat, DeliveryTarget target,
                                     const NotificationContent& content) {
  Delivery delivery;
  delivery.room = std::move(room);
  delivery.seat = seat;
  delivery.target = std::move(target);
  delivery.payload = stored_payload(content);
  const json payload = json::parse(delivery.payload);
  const std::size_t wire_size =
      std::holds_alternative<WebPushTarget>(delivery.target)
          ? push_plaintext(payload).size() + kMaxPushBodyBytes - kMaxPushPlaintextBytes
          : webhook_body(payload, delivery.room).size();
  const DeliveryClock::time_point now = clock_();
  delivery.next_attempt_at = now;

  std::lock_guard lock(mutex_);
  if (stopping_ || stopped_) return EnqueueResult::stopped;
  if (wire_size > kMaxOutboundBodyBytes) {
    ++counters_.bad_payload;
    return EnqueueResult::bad_payload;
  }
  const std::string seat_key = delivery.room + "/" + std::to_string(seat);
  auto found = seats_.find(seat_key);
  if (found == seats_.end()) {
    if (seats_.size() >= 4096) {
      // Forget the buckets that have refilled: they are as if new.
      for (auto it = seats_.begin(); it != seats_.end();) {
        refill(it->second, options_.seat_per_minute / 60.0, options_.seat_burst, now);
        it = it->second.credits >= options_.seat_burst ? seats_.erase(it) : std::next(it);
      }
    }
    found = seats_.emplace(seat_key, Bucket{options_.seat_burst, now}).first;
  }
  // Peek the seat's bucket first so that a seat over its rate does not use
  // the global budget.
  Bucket seat_bucket = found->second;
  if (!spend(seat_bucket, options_.seat_per_minute / 60.0, options_.seat_burst, now)) {
    found->second = seat_bucket;
    ++counters_.seat_limited;
    return EnqueueResult::seat_rate_limited;
  }
  if (!spend(global_, options_.global_per_second, options_.global_burst, now)) {
    ++counters_.global_limited;
    return EnqueueResult::global_rate_limited;
  }
  found->second = seat_bucket;
  ++counters_.queued;
  inbox_.push_back(std::move(delivery));
  wake_.notify_all();
  return EnqueueResult::queued;
}

void DeliveryQueue::report_gone(const Delivery& delivery, const std::string& reason) {
  {
    std::lock_guard lock(mutex_);
    ++counters_.gone;
  }
  if (gone_) gone_(delivery, reason);
}

void DeliveryQueue::record(const Answer& answer, DeliveryClock::time_point now) {
  const Delivery& delivery = answer.delivery;
  const SendOutcome& outcome = answer.outcome;
  const int attempts = delivery.attempts + 1;
  const auto finish = [&](std::uint64_t DeliveryCounters::*counter) {
    const bool stored = static_cast<bool>(store_.done(delivery.id));
    std::lock_guard lock(mutex_);
    if (!stored) ++counters_.store_errors;
    if (counter != nullptr) ++(counters_.*counter);
  };
  if (outcome.success()) {
    finish(&DeliveryCounters::sent);
    return;
  }
  if (outcome.refused || outcome.status == 404 || outcome.status == 410) {
    finish(nullptr);
    report_gone(delivery,
                outcome.refused ? outcome.error : "answered " + std::to_string(outcome.status));
    return;
  }
  const bool retryable = outcome.status == 0 || outcome.status == 429 ||
                         (outcome.status >= 500 && outcome.status < 600);
  const std::size_t max_attempts = options_.backoff.size() + 1;
  if (!retryable || static_cast<std::size_t>(attempts) >= max_attempts) {
    finish(&DeliveryCounters::given_up);
    return;
  }
  std::chrono::seconds delay = options_.backoff[static_cast<std::size_t>(attempts - 1)];
  if (outcome.retry_after) {
    delay = std::max(delay, std::min(*outcome.retry_after, options_.max_retry_after));
  }
  const bool stored = static_cast<bool>(store_.retry(delivery.id, now + delay, attempts));
  std::lock_guard lock(mutex_);
  if (!stored) ++counters_.store_errors;
  ++counters_.retried;
}

void DeliveryQueue::round(bool send_new) {
  std::lock_guard round_lock(round_mutex_);
  std::vector<Delivery> inbox;
  std::vector<Answer> answers;
  std::size_t room_for = 0;
  {
    std::lock_guard lock(mutex_);
    inbox.swap(inbox_);
    answers.swap(answers_);
  }
  const DeliveryClock::time_point now = clock_();
  for (const Delivery& delivery : inbox) {
    auto added = store_.add(delivery);
    if (!added) {
      std::lock_guard lock(mutex_);
      ++counters_.store_errors;
    }
  }
  for (const Answer& answer : answers) record(answer, now);
  if (!send_new) return;
  {
    std::lock_guard lock(mutex_);
    room_for = options_.max_in_flight > in_flight_ ? options_.max_in_flight - in_flight_ : 0;
  }
  if (room_for == 0) return;
  for (Delivery& delivery : store_.due(now, room_for)) {
    auto request = build_delivery_request(delivery, key_, options_, now);
    if (!request) {
      (void)store_.done(delivery.id);
      if (std::holds_alternative<WebPushTarget>(delivery.target) && key_ != nullptr) {
        report_gone(delivery, request.error());
      } else {
        std::lock_guard lock(mutex_);
        ++counters_.given_up;
      }
      continue;
    }
    {
      std::lock_guard lock(mutex_);
      ++in_flight_;
    }
    sender_.send(std::move(request).value(),
                 [this, delivery = std::move(delivery)](SendOutcome outcome) mutable {
                   std::lock_guard lock(mutex_);
                   answers_.push_back({std::move(delivery), std::move(outcome)});
                   --in_flight_;
                   wake_.notify_all();
                 });
  }
}

void DeliveryQueue::pump() { round(true); }

void DeliveryQueue::run() {
  for (;;) {
    round(true);
    const auto next = store_.next_due();
    std::unique_lock lock(mutex_);
    if (stopping_) return;
    auto wait = options_.idle_wait;
    if (next) {
      const auto until_due = std::chrono::ceil<std::chrono::milliseconds>(*next - clock_());
      wait = std::clamp(until_due, std::chrono::milliseconds{0}, options_.idle_wait);
    }
    wake_.wait_for(lock, wait,
                   [this] { return stopping_ || !inbox_.empty() || !answers_.empty(); });
    if (stopping_) return;
  }
}

void DeliveryQueue::start() {
  std::lock_guard lock(mutex_);
  if (thread_.joinable() || stopping_ || stopped_) return;
  thread_ = std::thread([this] { run(); });
}

void DeliveryQueue::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
  {
    std::unique_lock lock(mutex_);
    wake_.wait_for(lock, options_.stop_wait, [this] { return in_flight_ == 0; });
  }
  round(false);
  std::lock_guard lock(mutex_);
  stopped_ = true;
}

DeliveryCounters DeliveryQueue::counters() const {
  std::lock_guard lock(mutex_);
  return counters_;
}

std::size_t DeliveryQueue::in_flight() const {
  std::lock_guard lock(mutex_);
  return in_flight_;
}

}  // namespace kangaroom::server::push
