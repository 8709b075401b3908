#pragma once
// The whole server: an io_context per I/O thread (one per core), the listener,
// the room registry and its sweeper, bots in seats, and graceful shutdown
// (stop accepting, close WebSockets with 1001, let writes finish).
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>

#include "server/net/io_pool.hpp"
#include "server/net/listener.hpp"
#include "server/ops/config.hpp"
#include "server/ops/metrics.hpp"
#include "server/push_notifier.hpp"
#include "server/room/bot_runner.hpp"
#include "server/room/game_builder.hpp"
#include "server/room/room_registry.hpp"
#include "server/shared_state.hpp"
#include "server/store/replay_archive.hpp"
#include "server/store/replay_renderer.hpp"
#include "server/store/room_leases.hpp"
#include "server/store/room_store.hpp"

namespace kangaroom::server {

class Server {
 public:
  explicit Server(Config config);
  ~Server();

  // Binds the port; false with `error` if that fails.
  bool open(std::string& error);
  std::uint16_t port() const { return listener_->port(); }
  // The metrics listener's port (--metrics-bind), if there is one.
  std::optional<std::uint16_t> metrics_port() const;
  // Serves until SIGINT/SIGTERM or shutdown(), then closes gracefully.
  void run();
  void shutdown();  // thread-safe

 private:
  void schedule_sweep();

  Config config_;
  IoPool io_;
  Metrics metrics_;
  BotRunner bots_;
  GameBuilder games_;
  std::string store_error_;
  // A cluster's node (--database): the name its leases carry, "node/random".
  std::string lease_owner_;
  std::unique_ptr<RoomStore> store_;    // null without --data-dir or --database
  std::unique_ptr<RoomLeases> leases_;  // null without --database
  std::string notifier_error_;
  std::unique_ptr<PushNotifier> notifier_;  // null if its key or queue could not be opened
  ReplayArchive replays_;
  ReplayRenderer replay_renderer_;
  LocalRoomRegistry rooms_;
  SharedState state_;
  std::shared_ptr<Listener> listener_;
  std::shared_ptr<Listener> metrics_listener_;  // null without --metrics-bind
  net::signal_set signals_;
  net::steady_timer sweep_timer_;
  int sweeps_ = 0;

  std::mutex mutex_;
  std::condition_variable stopped_;
  bool stop_requested_ = false;
};

}  // namespace kangaroom::server
