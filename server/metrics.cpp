#include "server/metrics.hpp"

#include <cstdio>

#include "server/heap_usage.hpp"

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
  header(out, "kangaroom_connections", "gauge", "Open TCP connections (HTTP and WebSocket).");
  line(out, "kangaroom_connections",
       static_cast<std::uint64_t>(std::max<std::int64_t>(0, connections.load())));
  header(out, "kangaroom_websockets", "gauge", "Open WebSocket connections.");
  line(out, "kangaroom_websockets",
       static_cast<std::uint64_t>(std::max<std::int64_t>(0, websockets.load())));
  header(out, "kangaroom_rooms", "gauge", "Rooms alive.");
  line(out, "kangaroom_rooms", static_cast<std::uint64_t>(std::max<std::int64_t>(0, rooms.load())));
  header(out, "kangaroom_rooms_created_total", "counter", "Rooms created.");
  line(out, "kangaroom_rooms_created_total", rooms_created.load());
  header(out, "kangaroom_rooms_expired_total", "counter", "Rooms removed after being idle.");
  line(out, "kangaroom_rooms_expired_total", rooms_expired.load());
  header(out, "kangaroom_rooms_restored_total", "counter",
         "Rooms brought back from the data directory at start.");
  line(out, "kangaroom_rooms_restored_total", rooms_restored.load());
  header(out, "kangaroom_store_rows_written_total", "counter",
         "Rooms written to (or erased from) the data directory.");
  line(out, "kangaroom_store_rows_written_total", store_rows_written.load());
  header(out, "kangaroom_games_started_total", "counter", "Games started (rematches included).");
  line(out, "kangaroom_games_started_total", games_started.load());
  header(out, "kangaroom_game_builds_out_of_time_total", "counter",
         "Starts refused because no game could be made within --game-build-ms.");
  line(out, "kangaroom_game_builds_out_of_time_total", game_builds_out_of_time.load());
  header(out, "kangaroom_games_finished_total", "counter", "Games played to the end.");
  line(out, "kangaroom_games_finished_total", games_finished.load());
  header(out, "kangaroom_moves_accepted_total", "counter", "Moves the engine accepted.");
  line(out, "kangaroom_moves_accepted_total", moves_accepted.load());
  header(out, "kangaroom_moves_rejected_total", "counter", "Moves refused, by error code.");
  for (std::size_t i = 0; i <= code_count; ++i) {
    const auto value = move_rejections_[i].load();
    if (value == 0) continue;
    const std::string_view code =
        i < code_count ? protocol::to_string(protocol::all_error_codes[i]) : "other";
    line(out, "kangaroom_moves_rejected_total", value, label("code", code).c_str());
  }
  header(out, "kangaroom_errors_total", "counter", "Error replies sent, by code.");
  for (std::size_t i = 0; i <= code_count; ++i) {
    const auto value = errors_[i].load();
    if (value == 0) continue;
    const std::string_view code =
        i < code_count ? protocol::to_string(protocol::all_error_codes[i]) : "other";
    line(out, "kangaroom_errors_total", value, label("code", code).c_str());
  }
  header(out, "kangaroom_bytes_sent_total", "counter", "WebSocket payload bytes sent.");
  line(out, "kangaroom_bytes_sent_total", bytes_sent.load());
  header(out, "kangaroom_messages_sent_total", "counter", "WebSocket messages sent.");
  line(out, "kangaroom_messages_sent_total", messages_sent.load());
  header(out, "kangaroom_messages_received_total", "counter", "WebSocket messages received.");
  line(out, "kangaroom_messages_received_total", messages_received.load());
  header(out, "kangaroom_slow_clients_dropped_total", "counter",
         "Connections closed because their send queue was full.");
  line(out, "kangaroom_slow_clients_dropped_total", slow_clients_dropped.load());
  header(out, "kangaroom_connections_refused_total", "counter",
         "Connections refused because their client address had as many open as it may.");
  line(out, "kangaroom_connections_refused_total", connections_refused.load());
  header(out, "kangaroom_origin_refused_total", "counter",
         "WebSocket upgrades and room creations refused because a page of another origin asked.");
  line(out, "kangaroom_origin_refused_total", origin_refused.load());

  if (const auto heap = heap_allocated_bytes()) {
    header(out, "kangaroom_heap_allocated_bytes", "gauge",
           "Heap memory in use (RSS also counts what the allocator keeps of freed memory).");
    line(out, "kangaroom_heap_allocated_bytes", *heap);
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
