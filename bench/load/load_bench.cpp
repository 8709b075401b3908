// kangaroom-load-bench: many rooms of bot seats playing at once against a
// real kangaroom server over loopback WebSockets. Each seat plays a random
// legal move (never resigning while it has another) the moment its view lists
// legal moves. Prints moves per second, move-to-patch latency percentiles,
// server memory per connection and server CPU time per accepted move. See bench/README.md ("Load").
// Two modes measure the server's memory instead:
//   --idle      every room waits for one more seat, so no game starts:
//               server_kib_per_connection is what a joined, idle connection
//               costs (with its share of a lobby room).
//   --finished  every room plays one game to its end (no rematch) and its
//               seats leave as it ends; 3 s (--settle-seconds) after the last
//               has left, server_kib_per_finished_room is what the server
//               still holds per room (rooms stay until they expire, long
//               after). RSS includes what the allocator keeps, so it is an
//               upper bound. Seats resign past --max-game-moves (random
//               Kangaroo games can go on forever), and the wait for the games
//               is capped at --finish-seconds. With --rounds N, new rooms
//               do it again N-1 times: server_kib_per_finished_room_steady
//               is the growth per room over those rounds, once the freed
//               sessions' memory is being reused.
#include <algorithm>
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <charconv>
#include <chrono>
#include <cmath>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/rng.hpp"
#include "move_chooser.hpp"
#include "one_address.hpp"
#include "seat_player.hpp"
#include "server_process.hpp"
#include "ws_connection.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using kangaroom::bench::ProcessSample;
using kangaroom::bots::Json;

struct Arguments {
  std::string server_binary;  // start this server, or
  std::string url;            // use a running one (with --server-pid)
  int server_pid = 0;
  std::vector<std::string> server_args;
  int rooms = 100;
  int seats = 4;
  std::string game = "kangaruse";
  Json options = Json::object();  // --option KEY=VALUE; Kangaruse defaults to size=regular
  double seconds = 20;
  int client_threads = 1;
  int setup_parallel = 64;  // rooms being created/joined at once
  std::uint64_t seed = 1;
  // Idle mode: every room has one seat more than its connections take, so
  // no game starts; the report's memory per connection is then the cost of
  // a joined, idle connection (and its share of a lobby room).
  bool idle = false;
  // Finished mode: each room plays one game and its seats leave as it ends;
  // the report's memory per finished room is what the server keeps of it.
  // Most random Kangaroo games here end within a few hundred moves, but some
  // seem never to: 4 of 200 were still going after 5 minutes and 5 million
  // moves between them, with 8.7 GiB of server RSS. So past max_game_moves a
  // seat resigns when its game allows it, and the wait for the last game is
  // capped too (the report says how many rooms finished).
  bool finished = false;
  long max_game_moves = 20'000;
  double finish_seconds = 300;
  double settle_seconds = 3;  // after the last client left, before the last sample
  // Finished mode, several times over with new rooms: the first round's
  // figure counts what the allocator keeps of the freed sessions too; later
  // rounds reuse that memory, so their growth per room is what a finished
  // room keeps.
  int rounds = 1;
  // Each seat waits this long before each move: latency at a chosen pace
  // rather than at saturation (where it is the number of rooms in flight
  // divided by the moves per second, whatever the server's speed).
  long move_delay_ms = 0;
};

// --- The clients -------------------------------------------------------------

std::atomic<bool> measuring{false};
std::atomic<int> seated{0};
std::atomic<int> failures{0};
std::atomic<int> rooms_finished{0};  // every seat saw the game end
std::atomic<int> rooms_resigned{0};  // at the move cap
std::atomic<int> seats_done{0};      // played their games and left
std::atomic<long> moves_sent{0};     // by all seats, in or out of the window

// What the seats of one room share; touched only by their worker's thread.
struct RoomCount {
  int seated = 0;
  int finished = 0;  // seats that saw the game end
  long moves = 0;    // sent by all its seats
  bool resigned = false;
};

// Random legal moves, but never resigning while another move exists: uniform
// random seats give up within a few turns, so games would be mostly setup
// (a new board per rematch) instead of play. Past `resign_after` moves in
// the room (0: never), only resigning will do, when the game offers it.
class PlayOnChooser final : public kangaroom::bots::MoveChooser {
 public:
  PlayOnChooser(std::uint64_t seed, std::shared_ptr<RoomCount> room, long resign_after)
      : rng_(seed), room_(std::move(room)), resign_after_(resign_after) {}
  int choose(const Json& view, int, std::string&) override {
    const Json& moves = view["legal_moves"];
    const bool resign = resign_after_ > 0 && room_->moves >= resign_after_;
    candidates_.clear();
    for (std::size_t i = 0; i < moves.size(); ++i)
      if ((moves[i].value("action", "") == "give_up" || moves[i].value("type", "") == "resign") ==
          resign)
        candidates_.push_back(static_cast<int>(i));
    if (candidates_.empty())
      return static_cast<int>(rng_.below(static_cast<std::uint32_t>(moves.size())));
    if (resign && !room_->resigned) {
      room_->resigned = true;
      rooms_resigned.fetch_add(1);
    }
    return candidates_[rng_.below(static_cast<std::uint32_t>(candidates_.size()))];
  }

 private:
  kangaroom::engine::Rng rng_;
  std::shared_ptr<RoomCount> room_;
  long resign_after_;
  std::vector<int> candidates_;
};

// One io_context on one thread, owning a share of the rooms. Everything in a
// worker is touched only by its thread until the thread has been joined.
class Worker {
 public:
  Worker(const Arguments& args, std::string host, std::string port, std::vector<int> rooms)
      : args_(args), host_(std::move(host)), port_(std::move(port)), rooms_(std::move(rooms)) {}

  void start() {
    thread_ = std::thread([this] {
      for (int i = 0; i < args_.setup_parallel && next_room_ < rooms_.size(); ++i)
        launch_next_room();
      auto guard = boost::asio::make_work_guard(io_);
      io_.run();
    });
  }
  void stop() {
    boost::asio::post(io_, [this] {
      for (auto& player : players_) player.reset();
      io_.stop();
    });
    thread_.join();
  }

  std::vector<std::uint32_t> latencies_us;  // one per move in the window
  int finished_games = 0;

 private:
  struct SeatClock {
    std::optional<Clock::time_point> move_sent;
  };

  std::shared_ptr<kangaroom::bots::SeatPlayer> make_player(
      int room_index, int seat_index, const std::shared_ptr<RoomCount>& room_count) {
    kangaroom::bots::SeatSettings settings;
    settings.host = host_;
    settings.port = port_;
    settings.name = "load " + std::to_string(room_index) + "." + std::to_string(seat_index);
    settings.games = args_.finished ? 1 : 1'000'000;  // else play until the benchmark ends
    settings.move_delay = std::chrono::milliseconds(args_.move_delay_ms);
    auto chooser = std::make_unique<PlayOnChooser>(
        args_.seed * 1'000'003ULL + static_cast<std::uint64_t>(room_index * 16 + seat_index),
        room_count, args_.finished ? args_.max_game_moves : 0);

    auto clock = std::make_shared<SeatClock>();
    kangaroom::bots::SeatPlayer::Callbacks callbacks;
    callbacks.on_seated = [this, room_count](int) {
      seated.fetch_add(1);
      if (++room_count->seated == args_.seats && next_room_ < rooms_.size()) launch_next_room();
    };
    callbacks.on_move_sent = [clock, room_count] {
      clock->move_sent = Clock::now();
      ++room_count->moves;
      moves_sent.fetch_add(1, std::memory_order_relaxed);
    };
    callbacks.on_patch = [this, clock](std::uint64_t) {
      if (!clock->move_sent) return;
      const auto elapsed = Clock::now() - *clock->move_sent;
      clock->move_sent.reset();
      if (measuring.load(std::memory_order_relaxed))
        latencies_us.push_back(static_cast<std::uint32_t>(
            std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count()));
    };
    callbacks.on_game_finished = [this, room_count](const kangaroom::bots::GameResult&) {
      if (measuring.load(std::memory_order_relaxed)) ++finished_games;
      if (++room_count->finished == args_.seats) rooms_finished.fetch_add(1);
    };
    callbacks.on_failed = [](const std::string& error) {
      if (failures.fetch_add(1) < 5) std::cerr << "load-bench: " << error << "\n";
    };
    callbacks.on_done = [] { seats_done.fetch_add(1); };
    return std::make_shared<kangaroom::bots::SeatPlayer>(io_, settings, std::move(chooser),
                                                         callbacks);
  }

  // The host seat creates the room; the other seats join once it exists.
  void launch_next_room() {
    const int room_index = rooms_[next_room_++];
    auto room_count = std::make_shared<RoomCount>();
    std::vector<std::shared_ptr<kangaroom::bots::SeatPlayer>> seats;
    for (int s = 0; s < args_.seats; ++s) seats.push_back(make_player(room_index, s, room_count));
    // Weak: the host holding its own handler's captures would be a cycle
    // (players_ owns the seats).
    std::vector<std::weak_ptr<kangaroom::bots::SeatPlayer>> guests(seats.begin() + 1, seats.end());
    seats.front()->set_room_created_handler([guests](const std::string& room) {
      for (const auto& guest : guests)
        if (auto seat = guest.lock()) seat->join(room);
    });
    seats.front()->create({args_.game, args_.options, args_.seats + (args_.idle ? 1 : 0)});
    players_.insert(players_.end(), seats.begin(), seats.end());
  }

  const Arguments& args_;
  std::string host_;
  std::string port_;
  std::vector<int> rooms_;
  std::size_t next_room_ = 0;
  boost::asio::io_context io_;
  std::vector<std::shared_ptr<kangaroom::bots::SeatPlayer>> players_;
  std::thread thread_;
};

// --- Arguments and report ----------------------------------------------------

bool parse_arguments(int argc, char** argv, Arguments& args) {
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--idle" || flag == "--finished") {
      (flag == "--idle" ? args.idle : args.finished) = true;
      continue;
    }
    if (flag == "--help" || i + 1 >= argc) return false;
    const std::string value = argv[++i];
    auto number = [&](auto& target) {
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), target);
      return error == std::errc{} && end == value.data() + value.size();
    };
    bool ok = true;
    if (flag == "--server")
      args.server_binary = value;
    else if (flag == "--server-arg")
      args.server_args.push_back(value);
    else if (flag == "--url")
      args.url = value;
    else if (flag == "--server-pid")
      ok = number(args.server_pid);
    else if (flag == "--rooms")
      ok = number(args.rooms) && args.rooms > 0;
    else if (flag == "--seats")
      ok = number(args.seats) && args.seats > 0;
    else if (flag == "--size")
      args.options["size"] = value;
    else if (flag == "--game")
      args.game = value;
    else if (flag == "--option") {
      // KEY=VALUE; a number or true/false is sent as such, anything else as a string.
      const auto equals = value.find('=');
      ok = equals != std::string::npos && equals > 0;
      if (ok) {
        const std::string key = value.substr(0, equals), text = value.substr(equals + 1);
        args.options[key] =
            Json::parse(text, nullptr, false).is_discarded() ? Json(text) : Json::parse(text);
      }
    } else if (flag == "--seconds")
      ok = number(args.seconds) && args.seconds > 0;
    else if (flag == "--max-game-moves")
      ok = number(args.max_game_moves) && args.max_game_moves >= 0;
    else if (flag == "--finish-seconds")
      ok = number(args.finish_seconds) && args.finish_seconds > 0;
    else if (flag == "--settle-seconds")
      ok = number(args.settle_seconds) && args.settle_seconds >= 0;
    else if (flag == "--client-threads")
      ok = number(args.client_threads) && args.client_threads > 0;
    else if (flag == "--setup-parallel")
      ok = number(args.setup_parallel) && args.setup_parallel > 0;
    else if (flag == "--seed")
      ok = number(args.seed);
    else if (flag == "--move-delay-ms")
      ok = number(args.move_delay_ms) && args.move_delay_ms >= 0;
    else if (flag == "--rounds")
      ok = number(args.rounds) && args.rounds > 0;
    else
      ok = false;
    if (!ok) {
      std::cerr << "load-bench: bad " << flag << " " << value << "\n";
      return false;
    }
  }
  if (args.rounds > 1 && !args.finished) {
    std::cerr << "load-bench: --rounds is for --finished\n";
    return false;
  }
  if (args.idle && args.finished) {
    std::cerr << "load-bench: --idle and --finished exclude each other\n";
    return false;
  }
  return !args.server_binary.empty() || (!args.url.empty() && args.server_pid > 0);
}

double percentile(const std::vector<std::uint32_t>& sorted, double fraction) {
  if (sorted.empty()) return 0;
  const auto rank =
      static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size()))) - 1;
  return sorted[std::min(rank, sorted.size() - 1)] / 1000.0;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace kangaroom::bench;
  Arguments args;
  if (!parse_arguments(argc, argv, args)) {
    std::cerr
        << "usage: kangaroom-load-bench (--server PATH [--server-arg ARG]... | --url "
           "ws://HOST:PORT --server-pid PID)\n"
           "                           [--rooms 100] [--seats 4] [--game kangaruse] [--option "
           "K=V]...\n"
           "                           [--size regular] [--seconds 20]\n"
           "                           [--client-threads 1] [--setup-parallel 64] [--seed 1] "
           "[--move-delay-ms 0]\n"
           "                           [--idle | --finished [--max-game-moves 20000] "
           "[--finish-seconds 300] [--rounds 1]\n"
           "                                              [--settle-seconds 3]]\n"
           "  --idle      no game starts (each room waits for one more seat): memory per idle "
           "connection\n"
           "  --finished  each room plays one game, then its seats leave: memory per finished "
           "room;\n"
           "              a seat resigns past --max-game-moves in its room (0: never) if its game\n"
           "              allows; --seconds is unused: the run waits for the games (at most\n"
           "              --finish-seconds), then --settle-seconds after the last client left\n";
    return 2;
  }
  // The server inherits the raised limit: 10,000 connections need that many
  // sockets on each side, far above the usual 1,024.
  const long file_limit = raise_open_file_limit();
  const int connections = args.rooms * args.seats;
  if (file_limit > 0 && file_limit < connections + 256)
    std::cerr << "load-bench: warning: only " << file_limit << " open files allowed for "
              << connections << " connections\n";
  if (args.game == "kangaruse" && !args.options.contains("size")) args.options["size"] = "regular";

  std::string host = "127.0.0.1";
  std::string port;
  int pid = args.server_pid;
  if (!args.server_binary.empty()) {
    const int chosen = pick_free_port();
    // Besides the per-address budgets: the rooms finish a game every second
    // or so and rematch at once, so the per-room rematch budget is lifted
    // too, and the server's totals (10,000 connections, 5,000 rooms) are
    // sized to the run. The --server-arg flags come last and may set any of them.
    std::vector<std::string> server_args = one_address_server_args();
    server_args.insert(server_args.end(),
                       {"--rematch-interval-ms", "0", "--max-connections",
                        std::to_string(std::max(10000, connections + 1000)), "--max-rooms",
                        std::to_string(std::max(5000, args.rooms * args.rounds + 1000))});
    server_args.insert(server_args.end(), args.server_args.begin(), args.server_args.end());
    pid = launch_server(args.server_binary, chosen, server_args, "");
    if (pid == 0) {
      std::cerr << "load-bench: could not start " << args.server_binary << "\n";
      return 1;
    }
    port = std::to_string(chosen);
  } else if (!kangaroom::bots::parse_ws_url(args.url, host, port)) {
    std::cerr << "load-bench: --url must look like ws://HOST:PORT\n";
    return 2;
  }

  const auto idle = sample_process(pid);
  // The server's live heap (its /metrics gauge), beside RSS: it leaves out
  // what the allocator keeps of freed memory.
  const int metrics_port = host == "127.0.0.1" ? std::stoi(port) : 0;
  const auto heap_mib = [&]() -> std::optional<double> {
    if (!metrics_port) return std::nullopt;
    const auto bytes = read_metric(metrics_port, "kangaroom_heap_allocated_bytes");
    if (!bytes) return std::nullopt;
    return *bytes / (1024.0 * 1024.0);
  };
  const auto heap_idle = heap_mib();
  std::optional<double> heap_connected, heap_left;
  std::vector<std::uint32_t> latencies;
  int games = 0;
  double setup_seconds = 0, window = 0;
  std::optional<ProcessSample> connected, after, left, first_left;
  int all_finished = 0;  // rooms whose every seat saw the game end, all rounds
  for (int round = 0; round < args.rounds; ++round) {
    seated = 0;
    seats_done = 0;
    rooms_finished = 0;
    std::vector<std::unique_ptr<Worker>> workers;
    for (int t = 0; t < args.client_threads; ++t) {
      std::vector<int> rooms;
      for (int r = t; r < args.rooms; r += args.client_threads)
        rooms.push_back(r + round * args.rooms);
      workers.push_back(std::make_unique<Worker>(args, host, port, std::move(rooms)));
    }
    const auto setup_start = Clock::now();
    for (auto& worker : workers) worker->start();
    for (int tick = 1; seated.load() + failures.load() < connections; ++tick) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      if (tick % 250 == 0)
        std::cerr << "load-bench: " << seated.load() << " of " << connections << " seats taken\n";
    }
    setup_seconds = std::chrono::duration<double>(Clock::now() - setup_start).count();
    connected = sample_process(pid);
    heap_connected = heap_mib();

    // The window: --seconds, or in finished mode until every seat has played
    // its game and left (or failed), at most --finish-seconds.
    measuring = true;
    const auto window_start = Clock::now();
    if (args.finished) {
      const auto deadline = window_start + std::chrono::duration<double>(args.finish_seconds);
      for (int tick = 1;
           seats_done.load() + failures.load() < connections && Clock::now() < deadline; ++tick) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (tick % 500 == 0)
          std::cerr << "load-bench: " << rooms_finished.load() << " of " << args.rooms
                    << " games ended\n";
      }
    } else {
      std::this_thread::sleep_for(std::chrono::duration<double>(args.seconds));
    }
    measuring = false;
    window = std::chrono::duration<double>(Clock::now() - window_start).count();
    after = sample_process(pid);

    for (auto& worker : workers) worker->stop();
    for (auto& worker : workers) {
      latencies.insert(latencies.end(), worker->latencies_us.begin(), worker->latencies_us.end());
      games += worker->finished_games;
    }
    if (args.finished) {
      // Destroying the workers closes the sockets of any room still playing at
      // the cap; then the server gets a moment to let go of the sessions.
      workers.clear();
      std::this_thread::sleep_for(std::chrono::duration<double>(args.settle_seconds));
      left = sample_process(pid);
      heap_left = heap_mib();
      if (round == 0) first_left = left;
    }
    all_finished += rooms_finished.load();
  }
  if (!args.server_binary.empty()) stop_server(pid, 20);

  std::sort(latencies.begin(), latencies.end());
  const double moves = static_cast<double>(latencies.size());
  Json report = {
      {"rooms", args.rooms},
      {"seats_per_room", args.seats},
      {"connections", connections},
      {"game", args.game},
      {"idle", args.idle},
      {"move_delay_ms", args.move_delay_ms},
      {"options", args.options},
      {"client_threads", args.client_threads},
      {"failures", failures.load()},
      {"setup_seconds", std::round(setup_seconds * 100) / 100},
      {"window_seconds", std::round(window * 100) / 100},
      {"moves", latencies.size()},
      {"games_finished", games},
      {"moves_per_second", std::round(moves / window)},
      {"latency_ms",
       {{"p50", percentile(latencies, 0.50)},
        {"p90", percentile(latencies, 0.90)},
        {"p99", percentile(latencies, 0.99)},
        {"max", latencies.empty() ? 0.0 : latencies.back() / 1000.0}}},
  };
  if (idle && connected && after) {
    // (With --rounds, "connected" and "end" are the last round's.)
    report["server_rss_mib"] = {
        {"idle", idle->rss_mib}, {"connected", connected->rss_mib}, {"end", after->rss_mib}};
    // In finished mode the first rooms may have played and left before the
    // last seat is taken, so there is no figure per connection.
    if (!args.finished) {
      report["server_kib_per_connection"] =
          std::round((connected->rss_mib - idle->rss_mib) * 1024 / connections * 10) / 10;
      if (heap_idle && heap_connected)
        report["server_heap_kib_per_connection"] =
            std::round((*heap_connected - *heap_idle) * 1024 / connections * 10) / 10;
    }
    const double cpu = after->cpu_seconds - connected->cpu_seconds;
    report["server_cpu_seconds"] = cpu;
    report["server_cpu_us_per_move"] = moves > 0 ? std::round(cpu / moves * 1e6 * 10) / 10 : 0.0;
  }
  if (args.finished) {
    report["finished"] = true;
    report["rooms_finished"] = all_finished;
    report["rooms_resigned_at_move_cap"] = rooms_resigned.load();
    // What a finished room keeps grows with its game's length.
    report["moves_per_room"] =
        std::round(static_cast<double>(moves_sent.load()) / (args.rooms * args.rounds));
    if (idle && after && left) {
      // "end" is the moment the last game ended (most seats had left with
      // their game), "left" --settle-seconds after every client had gone.
      // RSS counts what the allocator keeps of freed sessions and games too,
      // so the figure per finished room is an upper bound.
      report["server_rss_mib"]["left"] = left->rss_mib;
      report["server_kib_per_finished_room"] =
          std::round((first_left->rss_mib - idle->rss_mib) * 1024 / args.rooms * 10) / 10;
      if (heap_idle && heap_left)
        report["server_heap_kib_per_finished_room"] =
            std::round((*heap_left - *heap_idle) * 1024 / (args.rooms * args.rounds) * 10) / 10;
      if (args.rounds > 1) {
        report["rounds"] = args.rounds;
        report["server_kib_per_finished_room_steady"] =
            std::round((left->rss_mib - first_left->rss_mib) * 1024 /
                       (args.rooms * (args.rounds - 1)) * 10) /
            10;
      }
    }
    if (all_finished < args.rooms * args.rounds)
      std::cerr << "load-bench: only " << all_finished << " of " << args.rooms * args.rounds
                << " games ended within " << args.finish_seconds
                << " s; the others' rooms were left mid-game and count in the figure\n";
  }
  std::cout << report.dump(2) << std::endl;
  // Idle rooms make no moves: there, success is every seat taken.
  const bool complete = args.idle       ? seated.load() == connections
                        : args.finished ? all_finished == args.rooms * args.rounds
                                        : !latencies.empty();
  return failures.load() == 0 && complete ? 0 : 1;
}
