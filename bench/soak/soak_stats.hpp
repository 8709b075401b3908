#pragma once
// The run's counters, added to by every client thread and read by the
// reporting thread: atomics for the counts, a mutex for the few maps.
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace kangaroom::soak {

// Counters every thread adds to; read by the reporting thread.
struct SoakStats {
  std::atomic<long> connections_open{0};
  std::atomic<long> clients_live{0};  // seated (or joined, for spectators) with a view
  std::atomic<long> moves_sent{0};
  std::atomic<long> moves_accepted{0};
  std::atomic<long> games_finished{0};
  std::atomic<long> rematches{0};
  std::atomic<long> disconnects_abrupt{0};
  std::atomic<long> disconnects_clean{0};
  std::atomic<long> reconnects{0};
  std::atomic<long> reconnects_resumed{0};  // answered with patches, not a snapshot
  std::atomic<long> chat_sent{0};
  std::atomic<long> chat_echoed{0};     // the sender's own copy came back
  std::atomic<long> chat_delivered{0};  // chat messages received, all clients
  std::atomic<long> patches_applied{0};
  std::atomic<long> snapshots{0};
  std::atomic<long> checks_passed{0};
  std::atomic<long> checks_failed{0};
  std::atomic<long> final_checks_answered{0};
  std::atomic<long> version_gaps{0};
  std::atomic<long> patch_failures{0};
  std::atomic<long> round_regressions{0};
  std::atomic<long> server_closes{0};  // closes we did not ask for
  std::atomic<long> connect_failures{0};
  // rate_limited or rematch_too_soon: the soak client's fault
  std::atomic<long> rate_limit_hits{0};
  std::atomic<long> rooms_lost{0};         // unknown_room / bad_token
  std::atomic<long> unexpected_errors{0};  // errors that are neither races nor the above
  std::atomic<long> setup_failures{0};
  std::atomic<long> rooms_ready{0};
  std::atomic<std::int64_t> last_message_ns{0};  // steady clock, any client

  void count_error(const std::string& code);
  void count_close_reason(const std::string& reason);
  // A failure worth showing: kept in full for the first few, counted after.
  void record_failure(const std::string& text);

  std::map<std::string, long> errors_by_code() const;
  std::map<std::string, long> close_reasons() const;
  std::vector<std::string> failures() const;
  long failure_count() const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, long> errors_;
  std::map<std::string, long> closes_;
  std::vector<std::string> failures_;
  long failure_total_ = 0;
};

}  // namespace kangaroom::soak
