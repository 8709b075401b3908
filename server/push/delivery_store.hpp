#pragma once
// Where the delivery queue keeps its notifications, so that a restart loses
// none and resends none that were answered. Two implementations: in memory
// (tests, a server without a data directory) and SQLite (a `deliveries`
// table in a database file of its own, apart from the room store).
//
// A notification's life: add() -> due() hands it out and marks it in flight
// (due() never hands out one in flight again) -> done() when it was answered
// or given up, or retry() with its next attempt time, which makes it due
// again then. Opening a store clears every in-flight mark: those are the
// notifications whose answer a crash lost, and they are sent again.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "server/push/result.hpp"

struct sqlite3;

namespace kangaroom::server::push {

using DeliveryClock = std::chrono::system_clock;

// A browser's push subscription (PushSubscription.toJSON()).
struct WebPushTarget {
  std::string endpoint;
  std::string p256dh;
  std::string auth;
};

struct WebhookTarget {
  std::string url;
};

using DeliveryTarget = std::variant<WebPushTarget, WebhookTarget>;

struct Delivery {
  std::int64_t id = 0;  // the store's, set by add()
  std::string room;     // the room code
  int seat = 0;
  DeliveryTarget target;
  // JSON text: {"title", "body", "url", "tag", "event", "urgency"?}
  // (delivery_queue.hpp says what each target is sent of it).
  std::string payload;
  int attempts = 0;  // attempts made so far
  DeliveryClock::time_point next_attempt_at{};
};

class DeliveryStore {
 public:
  virtual ~DeliveryStore() = default;
  // Stores `delivery` (its id ignored) and returns its id.
  virtual Result<std::int64_t> add(const Delivery& delivery) = 0;
  // Up to `limit` deliveries not in flight whose next attempt is at or before
  // `now`, earliest first, each now marked in flight.
  virtual std::vector<Delivery> due(DeliveryClock::time_point now, std::size_t limit) = 0;
  // Answered or given up: forgotten.
  virtual Status done(std::int64_t id) = 0;
  // Not in flight any more; due again at `next_at`.
  virtual Status retry(std::int64_t id, DeliveryClock::time_point next_at, int attempts) = 0;
  // How many are stored (in flight or not).
  virtual std::size_t size() = 0;
  // The earliest next attempt among those not in flight, if any.
  virtual std::optional<DeliveryClock::time_point> next_due() = 0;
};

class MemoryDeliveryStore final : public DeliveryStore {
 public:
  Result<std::int64_t> add(const Delivery& delivery) override;
  std::vector<Delivery> due(DeliveryClock::time_point now, std::size_t limit) override;
  Status done(std::int64_t id) override;
  Status retry(std::int64_t id, DeliveryClock::time_point next_at, int attempts) override;
  std::size_t size() override { return rows_.size(); }
  std::optional<DeliveryClock::time_point> next_due() override;

 private:
  struct Row {
    Delivery delivery;
    bool in_flight = false;
  };
  std::int64_t next_id_ = 0;
  std::map<std::int64_t, Row> rows_;
};

// One SQLite database file (WAL, synchronous=NORMAL: what was committed
// survives the process being killed; a power cut may lose the last
// commits). Not thread-safe: the queue uses it from its own thread only.
class SqliteDeliveryStore final : public DeliveryStore {
 public:
  // Opens or creates the file and its table; clears in-flight marks.
  static Result<std::unique_ptr<SqliteDeliveryStore>> open(const std::filesystem::path& path);
  ~SqliteDeliveryStore() override;
  SqliteDeliveryStore(const SqliteDeliveryStore&) = delete;
  SqliteDeliveryStore& operator=(const SqliteDeliveryStore&) = delete;

  Result<std::int64_t> add(const Delivery& delivery) override;
  std::vector<Delivery> due(DeliveryClock::time_point now, std::size_t limit) override;
  Status done(std::int64_t id) override;
  Status retry(std::int64_t id, DeliveryClock::time_point next_at, int attempts) override;
  std::size_t size() override;
  std::optional<DeliveryClock::time_point> next_due() override;

 private:
  explicit SqliteDeliveryStore(sqlite3* db) : db_(db) {}
  Status exec(const char* sql);
  sqlite3* db_;
};

}  // namespace kangaroom::server::push
