// kangaroom-soak: thousands of WebSocket connections over many rooms against
// a real kangaroom server for a chosen time, with random disconnects,
// reconnects, chat and moves. At the end every client's patched view must
// equal a fresh snapshot, every room must still be there with its game, and
// the server's memory is reported over time. See bench/README.md, "Soak".
// This file is the run's timeline: start, set-up, report, settle, check, sum up.
#include <csignal>
#include <iostream>
#include <sstream>
#include <thread>

#include "one_address.hpp"
#include "server_process.hpp"
#include "soak_client.hpp"
#include "soak_options.hpp"
#include "soak_report.hpp"
#include "soak_worker.hpp"
#include "ws_connection.hpp"

namespace {

using namespace kangaroom::soak;
using namespace kangaroom::bench;

template <typename Done>
bool wait_until(double timeout_seconds, Done done) {
  const auto deadline = Clock::now() + std::chrono::duration<double>(timeout_seconds);
  while (!done()) {
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  return true;
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!parse_arguments(argc, argv, options)) {
    usage();
    return 2;
  }
  std::signal(SIGPIPE, SIG_IGN);
  SoakSettings& settings = options.soak;
  const long file_limit = raise_open_file_limit();
  const long planned = static_cast<long>(settings.rooms) * (settings.seats + settings.spectators);
  if (file_limit > 0 && file_limit < planned + 256)
    std::cerr << "soak: warning: only " << file_limit << " open files allowed for " << planned
              << " connections\n";

  int pid = options.server_pid;
  if (!options.server_binary.empty()) {
    const int port = pick_free_port();
    // The per-address budgets are lifted (one_address.hpp); the
    // per-connection rate limits stay as they are, since the soak must live
    // within them.
    std::vector<std::string> args = one_address_server_args();
    args.insert(
        args.end(),
        {"--max-connections", std::to_string(std::max<long>(10000, planned * 2 + 1000)),
         "--max-rooms", std::to_string(std::max(5000, settings.rooms * 2)), "--grace-period",
         std::to_string(static_cast<long>(options.grace_period)), "--log-level", "warn"});
    args.insert(args.end(), options.server_args.begin(), options.server_args.end());
    pid = launch_server(options.server_binary, port, args, options.server_log);
    if (pid == 0) {
      std::cerr << "soak: could not start " << options.server_binary << "\n";
      return 1;
    }
    settings.port = std::to_string(port);
  } else if (!kangaroom::bots::parse_ws_url(options.url, settings.host, settings.port)) {
    std::cerr << "soak: --url must look like ws://HOST:PORT\n";
    return 2;
  }
  auto server_sample = [&]() -> std::optional<ProcessSample> {
    if (pid <= 0) return std::nullopt;
    return sample_process(pid);
  };
  const auto idle_sample = server_sample();

  // Rooms are dealt round robin: to games, and to client threads.
  SoakStats stats;
  std::atomic<bool> quiescing{false};
  std::vector<std::vector<std::unique_ptr<SoakRoom>>> shares(
      static_cast<std::size_t>(settings.client_threads));
  for (int r = 0; r < settings.rooms; ++r) {
    auto room = std::make_unique<SoakRoom>();
    room->index = r;
    room->game = settings.games[static_cast<std::size_t>(r) % settings.games.size()];
    shares[static_cast<std::size_t>(r % settings.client_threads)].push_back(std::move(room));
  }
  std::vector<std::unique_ptr<Worker>> workers;
  for (auto& share : shares)
    workers.push_back(std::make_unique<Worker>(settings, stats, quiescing, std::move(share)));

  std::cout << "soak: " << settings.rooms << " rooms ("
            << (settings.games.size() > 1 ? "all games" : settings.games[0]) << "), "
            << settings.seats << " seats and " << settings.spectators << " spectators each, "
            << settings.seconds << " s, server pid " << pid << " on port " << settings.port
            << std::endl;

  // --- set-up: rooms created, seats taken, spectators in ---
  const auto setup_start = Clock::now();
  for (auto& worker : workers) worker->start();
  const double setup_timeout = 60 + settings.rooms * 0.5;
  bool setup_done = wait_until(setup_timeout, [&] {
    static auto last_note = Clock::now();
    if (seconds_since(last_note) >= settings.report_every) {
      last_note = Clock::now();
      std::cout << "soak: setting up, " << stats.rooms_ready.load() << " of " << settings.rooms
                << " rooms ready, " << stats.connections_open.load() << " connections" << std::endl;
    }
    return stats.rooms_ready.load() >= settings.rooms;
  });
  const double setup_seconds = seconds_since(setup_start);
  if (!setup_done) {
    stats.setup_failures += settings.rooms - stats.rooms_ready.load();
    stats.record_failure(std::to_string(settings.rooms - stats.rooms_ready.load()) +
                         " rooms were not ready after " + format("%.0f", setup_timeout) +
                         " s of set-up");
  }
  const auto ready_sample = server_sample();
  std::cout << "soak: set-up took " << format("%.1f", setup_seconds) << " s; "
            << stats.connections_open.load() << " connections open; server RSS "
            << (idle_sample ? format("%.1f", idle_sample->rss_mib) : "?") << " MiB before, "
            << (ready_sample ? format("%.1f", ready_sample->rss_mib) : "?") << " MiB now"
            << std::endl;

  // --- the soak itself ---
  std::vector<MemoryPoint> memory;
  bool server_died = false;
  const auto soak_start = Clock::now();
  auto previous_time = soak_start;
  long previous_moves = stats.moves_accepted.load();
  auto previous_sample = ready_sample;
  if (ready_sample) memory.push_back({0, ready_sample->rss_mib});
  long peak_connections = stats.connections_open.load();
  for (int tick = 1;; ++tick) {
    const auto next = soak_start + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(tick * settings.report_every));
    const auto end = soak_start + std::chrono::duration_cast<Clock::duration>(
                                      std::chrono::duration<double>(settings.seconds));
    std::this_thread::sleep_until(std::min(next, end));
    const auto now = Clock::now();
    const double elapsed = seconds_since(soak_start);
    const double interval = std::chrono::duration<double>(now - previous_time).count();
    const long moves = stats.moves_accepted.load();
    const auto sample = server_sample();
    if (pid > 0 && !sample) {
      server_died = true;
      stats.record_failure("the server process is gone");
      std::cout << "soak: the server process is gone" << std::endl;
      break;
    }
    std::string server_text = "server ?";
    if (sample) {
      memory.push_back({elapsed, sample->rss_mib});
      const double cpu = previous_sample
                             ? (sample->cpu_seconds - previous_sample->cpu_seconds) / interval * 100
                             : 0;
      server_text =
          "rss " + format("%.1f", sample->rss_mib) + " MiB cpu " + format("%.0f", cpu) + "%";
    }
    peak_connections = std::max(peak_connections, stats.connections_open.load());
    std::cout << "[" << format("%6.0f", elapsed) << " s] conns " << stats.connections_open.load()
              << " moves " << moves << " (" << format("%.0f", (moves - previous_moves) / interval)
              << "/s) games " << stats.games_finished.load() << " disc "
              << stats.disconnects_abrupt.load() + stats.disconnects_clean.load() << " reconn "
              << stats.reconnects.load() << " chat " << stats.chat_sent.load() << " checks "
              << stats.checks_passed.load() << "/" << stats.checks_failed.load() << " bad, gaps "
              << stats.version_gaps.load() << " errors " << errors_text(stats) << " | "
              << server_text << std::endl;
    previous_time = now;
    previous_moves = moves;
    previous_sample = sample;
    if (now >= end) break;
  }
  const double soak_seconds = seconds_since(soak_start);

  // --- the end: quiet, settle, compare ---
  quiescing = true;
  for (auto& worker : workers)
    worker->for_each_client([](SoakClient& client) { client.quiesce(); });
  long clients = 0;
  for (auto& worker : workers) worker->for_each_client([&](SoakClient&) { ++clients; });
  const auto settle_start = Clock::now();
  const bool settled = !server_died && wait_until(options.settle_timeout, [&] {
    long ready = 0;
    for (auto& worker : workers)
      worker->for_each_client([&](SoakClient& client) { ready += client.settled() ? 1 : 0; });
    const double quiet =
        (std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch())
             .count() -
         stats.last_message_ns.load()) /
        1e9;
    return ready == clients && quiet >= 2.0;  // server ticks (spectator counts) have gone out too
  });
  std::cout << "soak: " << (settled ? "settled" : "NOT settled") << " after "
            << format("%.1f", seconds_since(settle_start))
            << " s; comparing every client's view with a fresh snapshot" << std::endl;

  if (settings.corrupt_views > 0) {
    int left = settings.corrupt_views;
    for (auto& worker : workers)
      worker->for_each_client([&](SoakClient& client) {
        if (left > 0 && client.has_view()) {
          client.corrupt_view();
          --left;
        }
      });
    std::cout << "soak: test option: " << settings.corrupt_views << " views corrupted on purpose"
              << std::endl;
  }

  long final_checks = 0;
  std::vector<std::string> not_checked;
  for (auto& worker : workers)
    worker->for_each_client([&](SoakClient& client) {
      if (client.begin_final_check())
        ++final_checks;
      else if (not_checked.size() < 10)
        not_checked.push_back(client.label());
    });
  const long unchecked = clients - final_checks;
  if (unchecked > 0) {
    std::string text = std::to_string(unchecked) +
                       " clients could not be checked at the end (not connected or not caught up):";
    for (const auto& label : not_checked) text += " [" + label + "]";
    stats.record_failure(text);
  }
  wait_until(60, [&] { return stats.final_checks_answered.load() >= final_checks; });
  const long unanswered = final_checks - stats.final_checks_answered.load();
  if (unanswered > 0)
    stats.record_failure(std::to_string(unanswered) + " final snapshot requests got no answer");

  std::atomic<long> audits_done{0}, rooms_lost_at_end{0};
  for (auto& worker : workers) worker->start_audits(audits_done, rooms_lost_at_end);
  const bool audited = wait_until(60, [&] { return audits_done.load() >= settings.rooms; });
  if (!audited)
    stats.record_failure(std::to_string(settings.rooms - audits_done.load()) +
                         " rooms were not audited in 60 s");
  const auto end_sample = server_sample();

  for (auto& worker : workers) worker->stop();
  int exit_status = 0;
  if (!options.server_binary.empty() && !server_died) {
    exit_status = stop_server(pid, 20);
    if (!WIFEXITED(exit_status) || WEXITSTATUS(exit_status) != 0) {
      std::ostringstream text;
      text << "the server did not exit cleanly on SIGTERM (status " << exit_status << ")";
      stats.record_failure(text.str());
    }
  }

  // --- summary ---
  const long moves = stats.moves_accepted.load();
  std::cout << "\nsoak summary\n"
            << "  duration          " << format("%.0f", soak_seconds) << " s of activity (set-up "
            << format("%.0f", setup_seconds) << " s), " << settings.rooms << " rooms, " << clients
            << " clients, peak " << peak_connections << " connections\n"
            << "  moves             " << stats.moves_sent.load() << " sent, " << moves
            << " accepted (" << format("%.0f", moves / soak_seconds) << "/s); games finished "
            << stats.games_finished.load() << ", rematches " << stats.rematches.load() << "\n"
            << "  disconnects       " << stats.disconnects_abrupt.load() << " dropped, "
            << stats.disconnects_clean.load() << " closed; reconnects " << stats.reconnects.load()
            << " (" << stats.reconnects_resumed.load()
            << " resumed from their version by patches)\n"
            << "  chat              " << stats.chat_sent.load() << " sent, "
            << stats.chat_echoed.load() << " echoed to the sender, " << stats.chat_delivered.load()
            << " delivered in all\n"
            << "  views             " << stats.patches_applied.load() << " patches applied, "
            << stats.snapshots.load()
            << " snapshots; checks against a fresh snapshot: " << stats.checks_passed.load()
            << " equal, " << stats.checks_failed.load() << " different\n"
            << "  protocol          version gaps " << stats.version_gaps.load()
            << ", patches that did not apply " << stats.patch_failures.load()
            << ", rounds gone back " << stats.round_regressions.load() << "\n"
            << "  rooms             lost (unknown_room/bad_token) " << stats.rooms_lost.load()
            << ", missing at the end " << rooms_lost_at_end.load() << "\n"
            << "  errors by code    " << errors_text(stats) << "\n"
            << "  soak client bugs  rate limits hit " << stats.rate_limit_hits.load()
            << ", other unexpected errors " << stats.unexpected_errors.load() << "\n"
            << "  closes            by the server " << stats.server_closes.load()
            << ", failed connects " << stats.connect_failures.load();
  for (const auto& [reason, count] : stats.close_reasons())
    std::cout << " [" << reason << ": " << count << "]";
  std::cout << "\n";
  if (!memory.empty()) {
    const double warm_at = soak_seconds * 0.1;
    double warm = memory.front().rss_mib, peak = 0;
    for (const auto& point : memory) {
      if (point.seconds <= warm_at) warm = point.rss_mib;
      peak = std::max(peak, point.rss_mib);
    }
    std::vector<MemoryPoint> second_half;
    for (const auto& point : memory)
      if (point.seconds >= soak_seconds / 2) second_half.push_back(point);
    std::cout << "  server memory     RSS idle "
              << (idle_sample ? format("%.1f", idle_sample->rss_mib) : "?") << " MiB, after set-up "
              << format("%.1f", memory.front().rss_mib) << ", after warm-up (10%) "
              << format("%.1f", warm) << ", max " << format("%.1f", peak) << ", at the end "
              << (end_sample ? format("%.1f", end_sample->rss_mib) : "?")
              << " MiB; slope over the second half "
              << format("%+.1f", slope_mib_per_hour(second_half)) << " MiB/hour\n";
    if (ready_sample && end_sample)
      std::cout << "  server CPU        "
                << format("%.0f", end_sample->cpu_seconds - ready_sample->cpu_seconds) << " s ("
                << format("%.0f", (end_sample->cpu_seconds - ready_sample->cpu_seconds) /
                                      seconds_since(soak_start) * 100)
                << "% of one core on average)\n";
  }

  std::vector<std::string> reasons;
  if (stats.checks_failed.load() > 0)
    reasons.push_back(std::to_string(stats.checks_failed.load()) +
                      " views differ from a fresh snapshot");
  if (stats.version_gaps.load() > 0)
    reasons.push_back(std::to_string(stats.version_gaps.load()) + " version gaps");
  if (stats.patch_failures.load() > 0)
    reasons.push_back(std::to_string(stats.patch_failures.load()) + " patches did not apply");
  if (stats.round_regressions.load() > 0) reasons.push_back("rounds went back");
  if (stats.rooms_lost.load() + rooms_lost_at_end.load() > 0)
    reasons.push_back(std::to_string(stats.rooms_lost.load() + rooms_lost_at_end.load()) +
                      " rooms or seats lost");
  if (stats.server_closes.load() > 0)
    reasons.push_back(std::to_string(stats.server_closes.load()) +
                      " connections closed by the server");
  if (stats.rate_limit_hits.load() + stats.unexpected_errors.load() > 0)
    reasons.push_back("unexpected errors");
  if (stats.setup_failures.load() > 0) reasons.push_back("set-up incomplete");
  if (!settled) reasons.push_back("did not settle");
  if (unchecked > 0 || unanswered > 0) reasons.push_back("not every client was checked at the end");
  if (!audited) reasons.push_back("not every room was audited");
  if (server_died) reasons.push_back("the server died");
  if (moves == 0) reasons.push_back("no move was accepted");
  if (stats.failure_count() > 0 && reasons.empty()) reasons.push_back("other failures");
  const auto failures = stats.failures();
  if (!failures.empty()) {
    std::cout << "\nfailures (" << stats.failure_count() << ", the first " << failures.size()
              << " shown):\n";
    for (const auto& failure : failures) std::cout << "  " << failure << "\n";
  }
  std::cout << "\n";
  if (reasons.empty()) {
    std::cout << "soak: PASS " << clients << " clients in " << settings.rooms << " rooms, " << moves
              << " moves, " << stats.final_checks_answered.load()
              << " final views equal to fresh snapshots, every room still there" << std::endl;
    return 0;
  }
  std::cout << "soak: FAIL";
  for (std::size_t i = 0; i < reasons.size(); ++i) std::cout << (i ? "; " : " ") << reasons[i];
  std::cout << std::endl;
  return 1;
}
