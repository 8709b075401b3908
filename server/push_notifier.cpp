#include "server/push_notifier.hpp"

#include <spdlog/spdlog.h>

#include <filesystem>

#include "server/push/base64url.hpp"
#include "server/push/notification_text.hpp"
#include "server/push/vapid_jwt.hpp"

namespace kangaroom::server {

namespace {
// Past this many targets reported gone, the oldest knowledge is dropped (a
// subscription tried again is answered 410 again: harmless).
constexpr std::size_t max_gone = 10000;

std::string target_key(const push::DeliveryTarget& target) {
  if (const auto* web_push = std::get_if<push::WebPushTarget>(&target)) return web_push->endpoint;
  return std::get<push::WebhookTarget>(target).url;
}
}  // namespace

PushNotifier::PushNotifier(const Config& config, Metrics& metrics)
    : metrics_(metrics), public_url_(config.public_url) {
  policy_.allow_private = config.push_allow_private;
}

std::unique_ptr<PushNotifier> PushNotifier::open(const Config& config, Metrics& metrics,
                                                 std::string& error) {
  std::unique_ptr<PushNotifier> notifier(new PushNotifier(config, metrics));
  namespace fs = std::filesystem;
  // The key: a cluster's nodes share one file (--vapid-key); a data
  // directory keeps its own; with neither, this run's (browsers subscribed
  // to it cannot be reached after a restart, as the rooms are gone too).
  auto key = !config.vapid_key.empty() ? push::VapidKey::load_or_create_file(config.vapid_key)
             : !config.data_dir.empty()
                 ? push::VapidKey::load_or_create_file(fs::path(config.data_dir) / "vapid-key.pem")
                 : push::VapidKey::generate();
  if (!key) {
    error = "VAPID key: " + key.error();
    return nullptr;
  }
  notifier->key_ = std::make_unique<push::VapidKey>(std::move(key).value());
  if (!config.data_dir.empty()) {
    auto store =
        push::SqliteDeliveryStore::open(fs::path(config.data_dir) / "notifications.sqlite");
    if (!store) {
      error = "notifications queue: " + store.error();
      return nullptr;
    }
    notifier->store_ = std::move(store).value();
  } else {
    notifier->store_ = std::make_unique<push::MemoryDeliveryStore>();
  }
  // The contact push services may write to: --vapid-subject, else the
  // server's own https address (--public-url), else a placeholder.
  if (!config.vapid_subject.empty() && !push::is_vapid_subject(config.vapid_subject)) {
    error = "--vapid-subject must be a mailto: or https: URI";
    return nullptr;
  }
  notifier->queue_options_.vapid_subject = !config.vapid_subject.empty() ? config.vapid_subject
                                           : push::is_vapid_subject(config.public_url)
                                               ? config.public_url
                                               : "mailto:kangaroom@localhost";
  return notifier;
}

PushNotifier::~PushNotifier() { stop(); }

void PushNotifier::refuse_own_endpoints(std::vector<boost::asio::ip::tcp::endpoint> endpoints) {
  policy_.own_endpoints = std::move(endpoints);
}

void PushNotifier::start() {
  if (started_) return;
  push::HttpsSender::Options options;
  options.policy = policy_;
  try {
    sender_ = std::make_unique<push::HttpsSender>(options);
  } catch (const std::exception& failed) {
    spdlog::error("notifications: cannot send ({}); none will leave", failed.what());
    return;
  }
  queue_ = std::make_unique<push::DeliveryQueue>(*store_, *sender_, key_.get(), queue_options_);
  queue_->set_gone_callback([this](const push::Delivery& delivery, const std::string& reason) {
    spdlog::info("room={} seat={} notifications: target gone ({})", delivery.room, delivery.seat,
                 reason);
    const std::lock_guard lock(gone_mutex_);
    if (gone_.size() >= max_gone) gone_.clear();
    gone_.insert(target_key(delivery.target));
  });
  queue_->start();
  started_ = true;
}

void PushNotifier::stop() {
  if (!started_) return;
  started_ = false;
  // The queue first: it waits for the answers in flight, which the sender
  // must still be there to bring.
  queue_->stop();
  sender_->stop();
}

bool PushNotifier::gone(const std::string& target) const {
  const std::lock_guard lock(gone_mutex_);
  return gone_.count(target) > 0;
}

std::string PushNotifier::refusal(const protocol::Subscribe& request) const {
  if (request.push && *request.push) {
    const auto& subscription = **request.push;
    if (const auto url = push::check_outbound_url(subscription.endpoint, policy_); !url)
      return "push endpoint: " + url.error();
    const auto p256dh = push::base64url_decode(subscription.p256dh);
    if (!p256dh || p256dh->size() != 65 || (*p256dh)[0] != 0x04)
      return "'p256dh' must be the base64url of an uncompressed P-256 point (65 bytes)";
    const auto auth = push::base64url_decode(subscription.auth);
    if (!auth || auth->size() != 16) return "'auth' must be the base64url of 16 bytes";
  }
  if (request.webhook && *request.webhook)
    if (const auto url = push::check_outbound_url(**request.webhook, policy_); !url)
      return "webhook: " + url.error();
  return {};
}

void PushNotifier::notify(RoomNotice notice) {
  if (!started_) return;
  const SeatSubscription& subscription = notice.subscription;
  // The room's page: at the address the server is known by (--public-url),
  // else the one the player's page was opened at.
  const std::string base = !public_url_.empty() ? public_url_ : subscription.origin;
  push::NoticeWords words{to_string(notice.event),
                          subscription.lang,
                          notice.game,
                          notice.game_name,
                          notice.others,
                          notice.room,
                          (base.empty() ? "" : base) + "/r/" + notice.room};
  if (!base.empty() && base.back() == '/') words.url = base + "r/" + notice.room;
  const push::NotificationContent content = push::notification_text(words);
  const auto enqueue = [&](push::DeliveryTarget target) {
    if (gone(target_key(target))) return;
    const auto result = queue_->enqueue(notice.room, notice.seat, std::move(target), content);
    if (result == push::EnqueueResult::queued)
      metrics_.notifications_queued.fetch_add(1, std::memory_order_relaxed);
    else
      metrics_.notifications_dropped.fetch_add(1, std::memory_order_relaxed);
  };
  if (subscription.push)
    enqueue(push::WebPushTarget{subscription.push->endpoint, subscription.push->p256dh,
                                subscription.push->auth});
  if (subscription.webhook) enqueue(push::WebhookTarget{*subscription.webhook});
}

}  // namespace kangaroom::server
