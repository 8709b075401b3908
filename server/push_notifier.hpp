#pragma once
// Notifications for away players, delivered: the rooms' notices
// (room/room_notice.hpp) become Web Push messages and webhook POSTs on
// server/push's durable queue, sent from its own threads, never from a
// room's or an I/O thread. Holds the server's VAPID key (served by
// GET /api/push/key) and the rule for which URLs may be subscribed.
#include <memory>
#include <mutex>
#include <string>
#include <unordered_set>

#include "server/ops/config.hpp"
#include "server/ops/metrics.hpp"
#include "server/push/delivery_queue.hpp"
#include "server/push/delivery_store.hpp"
#include "server/push/https_sender.hpp"
#include "server/push/outbound_guard.hpp"
#include "server/push/vapid_key.hpp"
#include "server/room/room_notice.hpp"

namespace kangaroom::server {

class PushNotifier final : public RoomNotifier {
 public:
  // The VAPID key from --vapid-key, else <data-dir>/vapid-key.pem (made on
  // first start), else one made for this run; the queue in
  // <data-dir>/notifications.sqlite, else in memory. Null with `error` if
  // the key or the queue's file cannot be used.
  static std::unique_ptr<PushNotifier> open(const Config& config, Metrics& metrics,
                                            std::string& error);
  ~PushNotifier() override;

  // The server's own listening endpoints, refused as destinations (before
  // start()).
  void refuse_own_endpoints(std::vector<boost::asio::ip::tcp::endpoint> endpoints);
  void start();
  // Sends what is in flight (a few seconds at most), keeps the rest.
  void stop();

  void notify(RoomNotice notice) override;

  // The public key for GET /api/push/key (base64url of the uncompressed point).
  const std::string& public_key() const { return key_->public_key_base64url(); }
  // Why the server will not call `request`'s endpoint or webhook (error
  // bad_endpoint), or empty if it may.
  std::string refusal(const protocol::Subscribe& request) const;

 private:
  PushNotifier(const Config& config, Metrics& metrics);
  bool gone(const std::string& target) const;

  Metrics& metrics_;
  std::string public_url_;
  push::OutboundPolicy policy_;
  std::unique_ptr<push::VapidKey> key_;
  std::unique_ptr<push::DeliveryStore> store_;
  std::unique_ptr<push::HttpsSender> sender_;
  std::unique_ptr<push::DeliveryQueue> queue_;
  push::DeliveryQueueOptions queue_options_;
  bool started_ = false;
  // Endpoints and webhooks the push service or the host said will never
  // work (404, 410, refused): not tried again. Bounded.
  mutable std::mutex gone_mutex_;
  std::unordered_set<std::string> gone_;
};

}  // namespace kangaroom::server
