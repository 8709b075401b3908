#pragma once
// Server-wide counters, gauges and one latency histogram, rendered in the
// Prometheus text format at /metrics. Updated from any thread (atomics).
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include "protocol/error_code.hpp"

namespace kangaroom::server {

class Metrics {
 public:
  // Upper bounds of the move-to-broadcast latency buckets, in seconds.
  static constexpr std::array<double, 13> latency_buckets = {
      0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0};

  std::atomic<std::int64_t> connections{0};  // open TCP connections (HTTP and WebSocket)
  std::atomic<std::int64_t> websockets{0};   // of which upgraded to WebSocket
  std::atomic<std::int64_t> rooms{0};
  std::atomic<std::uint64_t> rooms_created{0};
  std::atomic<std::uint64_t> rooms_expired{0};
  std::atomic<std::uint64_t> rooms_restored{0};         // brought back from the store at start
  std::atomic<std::uint64_t> rooms_quarantined{0};      // could not be restored: kept aside
  std::atomic<std::uint64_t> rooms_woken{0};            // brought back from the store on demand
  std::atomic<std::uint64_t> rooms_slept{0};            // left memory to wait in the store
  std::atomic<std::uint64_t> rooms_abandoned{0};        // games ended for want of a move
  std::atomic<std::uint64_t> notifications_queued{0};   // for away players, to the queue
  std::atomic<std::uint64_t> notifications_dropped{0};  // over a rate, or refused by the queue
  std::atomic<std::uint64_t> store_rows_written{0};     // rows of the rooms' logs written
  std::atomic<std::uint64_t> store_bytes_written{0};    // their heads, checkpoints and events
  std::atomic<std::uint64_t> store_commits{0};          // transactions committed
  std::atomic<std::uint64_t> store_commits_failed{0};   // batches the store could not write
  std::atomic<std::uint64_t> games_started{0};
  // Starts and rematches refused because no game could be made within the
  // build budget (game_build.hpp).
  std::atomic<std::uint64_t> game_builds_out_of_time{0};
  std::atomic<std::uint64_t> games_finished{0};
  std::atomic<std::uint64_t> moves_accepted{0};
  std::atomic<std::uint64_t> snapshots_built{0};  // built for a join or sync (others reused)
  std::atomic<std::uint64_t> bytes_sent{0};
  std::atomic<std::uint64_t> messages_sent{0};
  std::atomic<std::uint64_t> messages_received{0};
  std::atomic<std::uint64_t> slow_clients_dropped{0};
  std::atomic<std::uint64_t> connections_refused{0};  // over their address's connection budget
  std::atomic<std::uint64_t> origin_refused{0};       // a foreign page's upgrade or room creation

  // Every error the server answers with, by code (moves rejected included).
  void count_error(std::string_view code);
  void count_move_rejected(std::string_view code);
  // Time from a move's frame being read to its patches being queued.
  void observe_move_latency(std::chrono::steady_clock::duration latency);

  std::uint64_t move_rejections(std::string_view code) const;
  std::uint64_t latency_count() const { return latency_count_.load(); }

  std::string render_prometheus() const;

 private:
  static constexpr std::size_t code_count = std::size(protocol::all_error_codes);
  static std::size_t code_index(std::string_view code);  // code_count for "other"

  std::array<std::atomic<std::uint64_t>, code_count + 1> errors_{};
  std::array<std::atomic<std::uint64_t>, code_count + 1> move_rejections_{};
  std::array<std::atomic<std::uint64_t>, latency_buckets.size()> latency_bucket_counts_{};
  std::atomic<std::uint64_t> latency_count_{0};
  std::atomic<std::uint64_t> latency_sum_ns_{0};
};

}  // namespace kangaroom::server
