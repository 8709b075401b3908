#include "server/server.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <csignal>
#include <thread>

#include "server/util/secret.hpp"

namespace kangaroom::server {

namespace {
int thread_count(const Config& config) {
  if (config.threads > 0) return config.threads;
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}
// A node is named by --node-id, or else by its host name.
Config with_node_id(Config config) {
  if (config.node_id.empty()) {
    char name[256] = {};
    config.node_id = ::gethostname(name, sizeof name - 1) == 0 ? name : "kangaroom";
  }
  return config;
}

// The rooms' store the configuration names: PostgreSQL (a cluster's
// nodes), SQLite in a data directory, or none (memory only).
std::unique_ptr<RoomStore> open_store(const Config& config, const std::string& lease_owner,
                                      Metrics& metrics, std::string& error) {
  const StoreCounters counters{&metrics.store_rows_written, &metrics.store_commits_failed,
                               &metrics.store_bytes_written, &metrics.store_commits};
  if (!config.database.empty() && !config.data_dir.empty()) {
    error = "--database and --data-dir name two stores; choose one";
    return nullptr;
  }
  // Nodes share the database: rooms are leased, never the whole database.
  if (!config.database.empty())
    return RoomStore::connect(config.database, error, counters, PgOptions{false, lease_owner});
  if (config.data_dir.empty()) return nullptr;
  return RoomStore::open(config.data_dir, error, counters, StoreOptions{config.full_sync});
}
std::unique_ptr<RoomLeases> open_leases(const Config& config, const std::string& owner,
                                        const RoomStore* store, std::string& error) {
  if (config.database.empty() || !store) return nullptr;
  return RoomLeases::connect(config.database, owner, config.lease, error);
}
}  // namespace

Server::Server(Config config)
    : config_(with_node_id(std::move(config))),
      io_(thread_count(config_)),
      bots_(config_.bot_threads, config_.bot_think, config_.bot_hard_budget),
      games_(1, config_.game_build_budget),
      lease_owner_(config_.node_id + "/" + new_secret_token().substr(0, 8)),
      store_(open_store(config_, lease_owner_, metrics_, store_error_)),
      leases_(open_leases(config_, lease_owner_, store_.get(), store_error_)),
      notifier_(PushNotifier::open(config_, metrics_, notifier_error_)),
      replays_(config_.replay_expiry, store_.get(), !config_.database.empty()),
      replay_renderer_(replays_, ReplayRenderer::Limits{config_.replay_cache_bytes}),
      rooms_(io_, config_, metrics_, RoomWorkers{bots_, games_, notifier_.get()}, store_.get(),
             &replays_, leases_.get()),
      state_{config_,
             metrics_,
             rooms_,
             replays_,
             replay_renderer_,
             StaticFiles(config_.web_root),
             {},
             {},
             std::make_shared<AddressBudgets>(AddressLimits{config_.max_connections_per_address,
                                                            config_.http_rate_per_address,
                                                            config_.http_burst_per_address}),
             store_ ? &store_->failing() : nullptr,
             notifier_.get()},
      listener_(std::make_shared<Listener>(io_, state_)),
      signals_(io_.first(), SIGINT, SIGTERM),
      sweep_timer_(io_.first()) {}

Server::~Server() {
  games_.stop();
  bots_.stop();
  replay_renderer_.stop();
}

bool Server::open(std::string& error) {
  if (!store_error_.empty()) {
    error = (config_.database.empty() ? "cannot use the data directory: "
                                      : "cannot use the database: ") +
            store_error_;
    return false;
  }
  if (!notifier_) {
    error = "notifications: " + notifier_error_;
    return false;
  }
  boost::system::error_code code;
  const auto address = net::ip::make_address(config_.bind, code);
  if (code) {
    error = "bad bind address '" + config_.bind + "'";
    return false;
  }
  if (!listener_->open({address, config_.port}, error)) {
    error = "cannot listen on " + config_.bind + ":" + std::to_string(config_.port) + ": " + error;
    return false;
  }
  if (config_.metrics_bind) {
    const auto metrics_address = net::ip::make_address(config_.metrics_bind->address, code);
    if (code) {
      error = "bad metrics address '" + config_.metrics_bind->address + "'";
      return false;
    }
    metrics_listener_ = std::make_shared<Listener>(io_, state_, HttpSession::Role::metrics);
    if (!metrics_listener_->open({metrics_address, config_.metrics_bind->port}, error)) {
      error = "metrics listener: " + error;
      return false;
    }
  }
  // Notifications never go to this server itself, whatever address names it.
  notifier_->refuse_own_endpoints({{address, listener_->port()}});
  notifier_->start();
  // Rooms and replays come back before the first connection is accepted (run()).
  replays_.load();
  rooms_.restore_all();
  // A lease is renewed a few times before it could run out.
  rooms_.start_leases(config_.lease / 4, config_.lease);
  rooms_.start_waking();
  return true;
}

std::optional<std::uint16_t> Server::metrics_port() const {
  if (!metrics_listener_) return std::nullopt;
  return metrics_listener_->port();
}

void Server::schedule_sweep() {
  sweep_timer_.expires_after(std::chrono::seconds(1));
  sweep_timer_.async_wait([this](boost::system::error_code error) {
    if (error || state_.shutting_down) return;
    rooms_.sweep();
    if (++sweeps_ % 60 == 0) replays_.sweep();
    schedule_sweep();
  });
}

void Server::shutdown() {
  {
    std::lock_guard lock(mutex_);
    if (stop_requested_) return;
    stop_requested_ = true;
  }
  stopped_.notify_all();
}

void Server::run() {
  signals_.async_wait([this](boost::system::error_code error, int signal) {
    if (error) return;
    spdlog::info("signal {}: shutting down", signal);
    shutdown();
  });
  listener_->start();
  if (metrics_listener_) metrics_listener_->start();
  schedule_sweep();

  io_.start();

  {
    std::unique_lock lock(mutex_);
    stopped_.wait(lock, [this] { return stop_requested_; });
  }

  // Graceful: stop accepting, close every connection (WebSockets with 1001
  // after their queued messages), stop the timers, then let the work drain.
  // A cluster's node claims no room from now on; its rooms' leases go once
  // their writes are committed (discard_all), so other nodes take them.
  rooms_.drain();
  state_.shutting_down = true;
  listener_->stop();
  if (metrics_listener_) metrics_listener_->stop();
  net::post(io_.first(), [this] {
    boost::system::error_code ignored;
    signals_.cancel(ignored);
    sweep_timer_.cancel();
  });
  state_.connections.shutdown_all();
  games_.stop();
  bots_.stop();
  io_.release();

  // Connections that do not answer the close in time are cut.
  std::thread watchdog([this] {
    std::unique_lock lock(mutex_);
    if (!stopped_.wait_for(lock, std::chrono::seconds(5), [this] { return io_.stopped(); }))
      io_.stop();
  });
  io_.join();
  io_.drain();
  { std::lock_guard lock(mutex_); }
  stopped_.notify_all();
  watchdog.join();
  // Replays being built held the I/O threads' work until they were answered.
  replay_renderer_.stop();
  rooms_.discard_all();
  // What the rooms queued last is sent, or kept for the next start.
  notifier_->stop();
  spdlog::info("stopped");
}

}  // namespace kangaroom::server
