#pragma once
// What every session shares: the configuration, metrics, the room registry,
// the static files, the set of open connections (so that shutdown can
// close them all) and the per-address budgets. Owned by Server; sessions hold a reference.
#include <atomic>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "server/net/address_budgets.hpp"
#include "server/net/static_files.hpp"
#include "server/ops/config.hpp"
#include "server/ops/metrics.hpp"

namespace kangaroom::server {

class RoomRegistry;
class ReplayArchive;
class ReplayRenderer;
class PushNotifier;

// An open connection that shutdown can ask to close (WebSocket: with 1001).
class Connection {
 public:
  virtual ~Connection() = default;
  virtual void shutdown() = 0;  // thread-safe
};

class ConnectionSet {
 public:
  void add(const std::shared_ptr<Connection>& connection);
  void remove(const Connection* connection);
  // Asks every open connection to close.
  void shutdown_all();

 private:
  std::mutex mutex_;
  std::unordered_map<const Connection*, std::weak_ptr<Connection>> connections_;
};

struct SharedState {
  const Config& config;
  Metrics& metrics;
  RoomRegistry& rooms;
  ReplayArchive& replays;
  // Replays rendered off the I/O threads, cached, within build budgets.
  ReplayRenderer& replay_renderer;
  StaticFiles static_files;
  ConnectionSet connections;
  std::atomic<bool> shutting_down{false};
  // Connections and HTTP requests per client address.
  std::shared_ptr<AddressBudgets> address_budgets;
  // Set while the data directory's store cannot write (null: no store).
  const std::atomic<bool>* store_failing = nullptr;
  // Notifications: the VAPID key (GET /api/push/key) and which endpoints a
  // subscribe may name (null in tests that need neither).
  const PushNotifier* notifier = nullptr;
};

}  // namespace kangaroom::server
