#include "server/ops/metrics.hpp"

#include <algorithm>
#include <cstdio>

#include "server/ops/heap_usage.hpp"

namespace kangaroom::server {

std::size_t Metrics::code_index(std::string_view code) {
  for (std::size_t i = 0; i < code_count; ++i)
    if (protocol::to_string(protocol::all_error_codes[i]) == code) return i;
  return code_count;
}

void Metrics::count_error(std::string_view code) { ++errors_[code_index(code)]; }

void Metrics::count_move_rejected(std::string_view code) { ++move_rejections_[code_index(code)]; }

std::uint64_t Metrics::move_rejections(std::string_view code) const {
  return move_rejections_[code_index(code)].load();
}

void Metrics::observe_move_latency(std::chrono::steady_clock::duration latency) {
  const double seconds = std::chrono::duration<double>(latency).count();
  for (std::size_t i = 0; i < latency_buckets.size(); ++i) {
    if (seconds <= latency_buckets[i]) {
      ++latency_bucket_counts_[i];
      break;
    }
  }
  ++latency_count_;
  latency_sum_ns_ += static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(latency).count());
}

namespace {
void line(std::string& out, const char* name, std::uint64_t value, const char* labels = "") {
  out += name;
  out += labels;
  out += ' ';
  out += std::to_string(value);
  out += '\n';
}
void header(std::string& out, const char* name, const char* type, const char* help) {
  out += "# HELP ";
  out += name;
  out += ' ';
  out += help;
  out += "\n# TYPE ";
  out += name;
  out += ' ';
  out += type;
  out += '\n';
}
std::string label(const char* key, std::string_view value) {
  return std::string("{") + key + "=\"" + std::string(value) + "\"}";
}
}  // namespace

std::string Metrics::render_prometheus() const {
  std::string out;
  out.reserve(4096);
  // One metric of one value: its help, its type and the value.
  const auto metric = [&](const char* name, const char* type, const char* help,
                          std::uint64_t value) {
    header(out, name, type, help);
    line(out, name, value);
  };
  const auto gauge = [&](const char* name, const char* help,
                         const std::atomic<std::int64_t>& value) {
    metric(name, "gauge", help,
           static_cast<std::uint64_t>(std::max<std::int64_t>(0, value.load())));
  };
  const auto counter = [&](const char* name, const char* help,
                           const std::atomic<std::uint64_t>& value) {
    metric(name, "counter", help, value.load());
  };
  // A counter per error code (codes never counted are left out).
  const auto by_code = [&](const char* name, const char* help, const auto& counts) {
    header(out, name, "counter", help);
    for (std::size_t i = 0; i <= code_count; ++i) {
      const auto value = counts[i].load();
      if (value == 0) continue;
      const std::string_view code =
          i < code_count ? protocol::to_string(protocol::all_error_codes[i]) : "other";
      line(out, name, value, label("code", code).c_str());
    }
  };
  gauge("kangaroom_connections", "Open TCP connections (HTTP and WebSocket).", connections);
  gauge("kangaroom_websockets", "Open WebSocket connections.", websockets);
  gauge("kangaroom_rooms", "Rooms alive.", rooms);
  gauge("kangaroom_rooms_in_memory",
        "Rooms held in memory (the others sleep in the store until someone comes back).", rooms);
  counter("kangaroom_rooms_woken_total",
          "Sleeping rooms woken from the store (a join, a replay, a clock running out).",
          rooms_woken);
  counter("kangaroom_rooms_slept_total", "Empty rooms that left memory to wait in the store.",
          rooms_slept);
  counter("kangaroom_rooms_abandoned_total",
          "Games in progress ended as abandoned: nobody moved for --abandoned-after.",
          rooms_abandoned);
  counter("kangaroom_notifications_queued_total",
          "Notifications for away players (their turn, an offer, the end, their clock) queued.",
          notifications_queued);
  counter("kangaroom_notifications_dropped_total",
          "Notifications not queued: over the per-seat or the global rate.", notifications_dropped);
  counter("kangaroom_rooms_created_total", "Rooms created.", rooms_created);
  counter("kangaroom_rooms_expired_total", "Rooms removed after being idle.", rooms_expired);
  counter(
      "kangaroom_rooms_restored_total",
      "Rooms brought back at start (awake when the server stopped), or claimed by a cluster node.",
      rooms_restored);
  counter("kangaroom_rooms_quarantined_total",
          "Rooms that could not be restored at start, kept in the quarantine table.",
          rooms_quarantined);
  counter("kangaroom_store_rows_written_total",
          "Rows of the rooms' logs written to (or erased from) the data directory.",
          store_rows_written);
  counter("kangaroom_store_bytes_written_total",
          "Bytes of room heads, checkpoints and log events written to the data directory.",
          store_bytes_written);
  counter("kangaroom_store_commits_total",
          "Transactions the store committed (each holds every change that arrived meanwhile).",
          store_commits);
  counter("kangaroom_store_commits_failed_total",
          "Batches of rows the data directory's store could not write (disk full, I/O error); "
          "rooms refuse changes until a batch is written again.",
          store_commits_failed);
  counter("kangaroom_games_started_total", "Games started (rematches included).", games_started);
  counter("kangaroom_game_builds_out_of_time_total",
          "Starts refused because no game could be made within --game-build-ms.",
          game_builds_out_of_time);
  counter("kangaroom_games_finished_total", "Games played to the end.", games_finished);
  counter("kangaroom_moves_accepted_total", "Moves the engine accepted.", moves_accepted);
  counter("kangaroom_snapshots_built_total",
          "Snapshots built for a join or a sync; the rest were the same version's, reused.",
          snapshots_built);
  by_code("kangaroom_moves_rejected_total", "Moves refused, by error code.", move_rejections_);
  by_code("kangaroom_errors_total", "Error replies sent, by code.", errors_);
  counter("kangaroom_bytes_sent_total", "WebSocket payload bytes sent.", bytes_sent);
  counter("kangaroom_messages_sent_total", "WebSocket messages sent.", messages_sent);
  counter("kangaroom_messages_received_total", "WebSocket messages received.", messages_received);
  counter("kangaroom_slow_clients_dropped_total",
          "Connections closed because their send queue was full.", slow_clients_dropped);
  counter("kangaroom_connections_refused_total",
          "Connections refused because their client address had as many open as it may.",
          connections_refused);
  counter("kangaroom_origin_refused_total",
          "WebSocket upgrades and room creations refused because a page of another origin asked.",
          origin_refused);

  if (const auto heap = heap_allocated_bytes()) {
    metric("kangaroom_heap_allocated_bytes", "gauge",
           "Heap memory in use (RSS also counts what the allocator keeps of freed memory).", *heap);
  }

  header(out, "kangaroom_move_broadcast_seconds", "histogram",
         "Time from reading a move to queuing its patches for every audience.");
  std::uint64_t cumulative = 0;
  char bound[32];
  for (std::size_t i = 0; i < latency_buckets.size(); ++i) {
    cumulative += latency_bucket_counts_[i].load();
    std::snprintf(bound, sizeof bound, "%g", latency_buckets[i]);
    line(out, "kangaroom_move_broadcast_seconds_bucket", cumulative, label("le", bound).c_str());
  }
  const auto count = latency_count_.load();
  line(out, "kangaroom_move_broadcast_seconds_bucket", count, label("le", "+Inf").c_str());
  std::snprintf(bound, sizeof bound, "%.9f", static_cast<double>(latency_sum_ns_.load()) * 1e-9);
  out += "kangaroom_move_broadcast_seconds_sum ";
  out += bound;
  out += '\n';
  line(out, "kangaroom_move_broadcast_seconds_count", count);
  return out;
}

}  // namespace kangaroom::server
