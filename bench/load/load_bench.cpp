// kangaroom-load-bench: many rooms of bot seats playing at once against a
// real kangaroom server over loopback WebSockets. Each seat plays a random
// legal move (never resigning while it has another) the moment its view lists
// legal moves. Prints moves per second, move-to-patch latency percentiles,
// server memory per connection and server CPU time per accepted move. See bench/README.md ("Load").
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <charconv>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/rng.hpp"
#include "move_chooser.hpp"
#include "seat_player.hpp"
#include "ws_connection.hpp"

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;
using kangaroom::bots::Json;

struct Arguments {
  std::string server_binary;          // start this server, or
  std::string url;                    // use a running one (with --server-pid)
  int server_pid = 0;
  std::vector<std::string> server_args;
  int rooms = 100;
  int seats = 4;
  std::string game = "kangaruse";
  Json options = Json::object();      // --option KEY=VALUE; Kangaruse defaults to size=regular
  double seconds = 20;
  int client_threads = 1;
  int setup_parallel = 64;  // rooms being created/joined at once
  std::uint64_t seed = 1;
  // Idle mode: every room has one seat more than its connections take, so
  // no game starts; the report's memory per connection is then the cost of
  // a joined, idle connection (and its share of a lobby room).
  bool idle = false;
};

// --- The server process and what /proc says about it -----------------------

struct ProcessSample {
  long rss_kib = 0;
  double cpu_seconds = 0;  // user + system
};

std::optional<ProcessSample> sample_process(int pid) {
  ProcessSample sample;
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) sample.rss_kib = std::stol(line.substr(6));
  std::ifstream stat_file("/proc/" + std::to_string(pid) + "/stat");
  std::string stat((std::istreambuf_iterator<char>(stat_file)), std::istreambuf_iterator<char>());
  // Fields after the command name (which may hold spaces) start at ") ";
  // utime and stime are fields 14 and 15, i.e. the 12th and 13th after it.
  const auto paren = stat.rfind(')');
  if (paren == std::string::npos || sample.rss_kib == 0) return std::nullopt;
  std::istringstream fields(stat.substr(paren + 2));
  std::string field;
  unsigned long long utime = 0, stime = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14) utime = std::stoull(field);
    if (i == 15) stime = std::stoull(field);
  }
  sample.cpu_seconds = static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
  return sample;
}

int free_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  const int port = ntohs(address.sin_port);
  close(fd);
  return port;
}

bool port_accepts(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool ok = connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
  close(fd);
  return ok;
}

// Starts `binary --bind 127.0.0.1 --port P extra...`; returns its pid, or 0.
int start_server(const std::string& binary, int port, const std::vector<std::string>& extra) {
  // Every simulated client comes from this one process, so the budgets meant
  // for one real client address are lifted (the flags after it may set them).
  // Its rooms finish a game every second or so and rematch at once, so the
  // per-room rematch budget is lifted too.
  std::vector<std::string> args = {binary, "--bind", "127.0.0.1", "--port", std::to_string(port),
                                   "--max-connections-per-address", "1000000", "--max-rooms-per-address", "1000000",
                                   "--rematch-interval-ms", "0"};
  args.insert(args.end(), extra.begin(), extra.end());
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, binary.c_str(), nullptr, nullptr, argv.data(), environ) != 0) return 0;
  for (int i = 0; i < 300; ++i) {
    if (port_accepts(port)) return pid;
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  kill(pid, SIGKILL);
  waitpid(pid, nullptr, 0);
  return 0;
}

// 4,000 client sockets plus the server's own: both need more than the usual 1,024.
void raise_open_file_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
  }
}

// --- The clients -------------------------------------------------------------

// Random legal moves, but never resigning while another move exists: uniform
// random seats give up within a few turns, so games would be mostly setup
// (a new board per rematch) instead of play.
class PlayOnChooser final : public kangaroom::bots::MoveChooser {
 public:
  explicit PlayOnChooser(std::uint64_t seed) : rng_(seed) {}
  int choose(const Json& view, int, std::string&) override {
    const Json& moves = view["legal_moves"];
    candidates_.clear();
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (moves[i].value("action", "") != "give_up" && moves[i].value("type", "") != "resign")
        candidates_.push_back(static_cast<int>(i));
    if (candidates_.empty()) return static_cast<int>(rng_.below(static_cast<std::uint32_t>(moves.size())));
    return candidates_[rng_.below(static_cast<std::uint32_t>(candidates_.size()))];
  }

 private:
  kangaroom::engine::Rng rng_;
  std::vector<int> candidates_;
};

std::atomic<bool> measuring{false};
std::atomic<int> seated{0};
std::atomic<int> failures{0};

// One io_context on one thread, owning a share of the rooms. Everything in a
// worker is touched only by its thread until the thread has been joined.
class Worker {
 public:
  Worker(const Arguments& args, std::string host, std::string port, std::vector<int> rooms)
      : args_(args), host_(std::move(host)), port_(std::move(port)), rooms_(std::move(rooms)) {}

  void start() {
    thread_ = std::thread([this] {
      for (int i = 0; i < args_.setup_parallel && next_room_ < rooms_.size(); ++i) launch_next_room();
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

  std::shared_ptr<kangaroom::bots::SeatPlayer> make_player(int room_index, int seat_index,
                                                          const std::shared_ptr<int>& seated_in_room) {
    kangaroom::bots::SeatSettings settings;
    settings.host = host_;
    settings.port = port_;
    settings.name = "load " + std::to_string(room_index) + "." + std::to_string(seat_index);
    settings.games = 1'000'000;  // play until the benchmark ends
    auto chooser = std::make_unique<PlayOnChooser>(args_.seed * 1'000'003ULL +
                                                   static_cast<std::uint64_t>(room_index * 16 + seat_index));

    auto clock = std::make_shared<SeatClock>();
    kangaroom::bots::SeatPlayer::Callbacks callbacks;
    callbacks.on_seated = [this, seated_in_room](int) {
      seated.fetch_add(1);
      if (++*seated_in_room == args_.seats && next_room_ < rooms_.size()) launch_next_room();
    };
    callbacks.on_move_sent = [clock] { clock->move_sent = Clock::now(); };
    callbacks.on_patch = [this, clock](std::uint64_t) {
      if (!clock->move_sent) return;
      const auto elapsed = Clock::now() - *clock->move_sent;
      clock->move_sent.reset();
      if (measuring.load(std::memory_order_relaxed))
        latencies_us.push_back(static_cast<std::uint32_t>(
            std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count()));
    };
    callbacks.on_game_finished = [this](const kangaroom::bots::GameResult&) {
      if (measuring.load(std::memory_order_relaxed)) ++finished_games;
    };
    callbacks.on_failed = [](const std::string& error) {
      if (failures.fetch_add(1) < 5) std::cerr << "load-bench: " << error << "\n";
    };
    callbacks.on_done = [] {};
    return std::make_shared<kangaroom::bots::SeatPlayer>(io_, settings, std::move(chooser), callbacks);
  }

  // The host seat creates the room; the other seats join once it exists.
  void launch_next_room() {
    const int room_index = rooms_[next_room_++];
    auto seated_in_room = std::make_shared<int>(0);
    std::vector<std::shared_ptr<kangaroom::bots::SeatPlayer>> seats;
    for (int s = 0; s < args_.seats; ++s) seats.push_back(make_player(room_index, s, seated_in_room));
    seats.front()->set_room_created_handler([seats](const std::string& room) {
      for (std::size_t s = 1; s < seats.size(); ++s) seats[s]->join(room);
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
    if (flag == "--idle") {
      args.idle = true;
      continue;
    }
    if (flag == "--help" || i + 1 >= argc) return false;
    const std::string value = argv[++i];
    auto number = [&](auto& target) {
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), target);
      return error == std::errc{} && end == value.data() + value.size();
    };
    bool ok = true;
    if (flag == "--server") args.server_binary = value;
    else if (flag == "--server-arg") args.server_args.push_back(value);
    else if (flag == "--url") args.url = value;
    else if (flag == "--server-pid") ok = number(args.server_pid);
    else if (flag == "--rooms") ok = number(args.rooms) && args.rooms > 0;
    else if (flag == "--seats") ok = number(args.seats) && args.seats > 0;
    else if (flag == "--size") args.options["size"] = value;
    else if (flag == "--game") args.game = value;
    else if (flag == "--option") {
      // KEY=VALUE; a number or true/false is sent as such, anything else as a string.
      const auto equals = value.find('=');
      ok = equals != std::string::npos && equals > 0;
      if (ok) {
        const std::string key = value.substr(0, equals), text = value.substr(equals + 1);
        args.options[key] = Json::parse(text, nullptr, false).is_discarded() ? Json(text) : Json::parse(text);
      }
    }
    else if (flag == "--seconds") ok = number(args.seconds) && args.seconds > 0;
    else if (flag == "--client-threads") ok = number(args.client_threads) && args.client_threads > 0;
    else if (flag == "--setup-parallel") ok = number(args.setup_parallel) && args.setup_parallel > 0;
    else if (flag == "--seed") ok = number(args.seed);
    else ok = false;
    if (!ok) {
      std::cerr << "load-bench: bad " << flag << " " << value << "\n";
      return false;
    }
  }
  return !args.server_binary.empty() || (!args.url.empty() && args.server_pid > 0);
}

double percentile(const std::vector<std::uint32_t>& sorted, double fraction) {
  if (sorted.empty()) return 0;
  const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size()))) - 1;
  return sorted[std::min(rank, sorted.size() - 1)] / 1000.0;
}

}  // namespace

int main(int argc, char** argv) {
  Arguments args;
  if (!parse_arguments(argc, argv, args)) {
    std::cerr << "usage: kangaroom-load-bench (--server PATH [--server-arg ARG]... | --url ws://HOST:PORT --server-pid PID)\n"
                 "                           [--rooms 100] [--seats 4] [--game kangaruse] [--option K=V]...\n"
                 "                           [--size regular] [--seconds 20]\n"
                 "                           [--client-threads 1] [--setup-parallel 64] [--seed 1] [--idle]\n";
    return 2;
  }
  raise_open_file_limit();
  if (args.game == "kangaruse" && !args.options.contains("size")) args.options["size"] = "regular";

  std::string host = "127.0.0.1";
  std::string port;
  int pid = args.server_pid;
  if (!args.server_binary.empty()) {
    const int chosen = free_port();
    pid = start_server(args.server_binary, chosen, args.server_args);
    if (pid == 0) {
      std::cerr << "load-bench: could not start " << args.server_binary << "\n";
      return 1;
    }
    port = std::to_string(chosen);
  } else if (!kangaroom::bots::parse_ws_url(args.url, host, port)) {
    std::cerr << "load-bench: --url must look like ws://HOST:PORT\n";
    return 2;
  }
  auto stop_server = [&] {
    if (args.server_binary.empty()) return;
    kill(pid, SIGTERM);
    waitpid(pid, nullptr, 0);
  };

  const auto idle = sample_process(pid);
  const int connections = args.rooms * args.seats;
  std::vector<std::unique_ptr<Worker>> workers;
  for (int t = 0; t < args.client_threads; ++t) {
    std::vector<int> rooms;
    for (int r = t; r < args.rooms; r += args.client_threads) rooms.push_back(r);
    workers.push_back(std::make_unique<Worker>(args, host, port, std::move(rooms)));
  }
  const auto setup_start = Clock::now();
  for (auto& worker : workers) worker->start();
  for (int tick = 1; seated.load() + failures.load() < connections; ++tick) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (tick % 250 == 0)
      std::cerr << "load-bench: " << seated.load() << " of " << connections << " seats taken\n";
  }
  const double setup_seconds = std::chrono::duration<double>(Clock::now() - setup_start).count();
  const auto connected = sample_process(pid);

  measuring = true;
  const auto window_start = Clock::now();
  std::this_thread::sleep_for(std::chrono::duration<double>(args.seconds));
  measuring = false;
  const double window = std::chrono::duration<double>(Clock::now() - window_start).count();
  const auto after = sample_process(pid);

  for (auto& worker : workers) worker->stop();
  stop_server();

  std::vector<std::uint32_t> latencies;
  int games = 0;
  for (auto& worker : workers) {
    latencies.insert(latencies.end(), worker->latencies_us.begin(), worker->latencies_us.end());
    games += worker->finished_games;
  }
  std::sort(latencies.begin(), latencies.end());
  const double moves = static_cast<double>(latencies.size());
  Json report = {
      {"rooms", args.rooms},
      {"seats_per_room", args.seats},
      {"connections", connections},
      {"game", args.game},
      {"idle", args.idle},
      {"options", args.options},
      {"client_threads", args.client_threads},
      {"failures", failures.load()},
      {"setup_seconds", std::round(setup_seconds * 100) / 100},
      {"window_seconds", std::round(window * 100) / 100},
      {"moves", latencies.size()},
      {"games_finished", games},
      {"moves_per_second", std::round(moves / window)},
      {"latency_ms", {{"p50", percentile(latencies, 0.50)},
                      {"p90", percentile(latencies, 0.90)},
                      {"p99", percentile(latencies, 0.99)},
                      {"max", latencies.empty() ? 0.0 : latencies.back() / 1000.0}}},
  };
  if (idle && connected && after) {
    report["server_rss_mib"] = {{"idle", idle->rss_kib / 1024.0},
                                {"connected", connected->rss_kib / 1024.0},
                                {"end", after->rss_kib / 1024.0}};
    report["server_kib_per_connection"] =
        std::round(static_cast<double>(connected->rss_kib - idle->rss_kib) / connections * 10) / 10;
    const double cpu = after->cpu_seconds - connected->cpu_seconds;
    report["server_cpu_seconds"] = cpu;
    report["server_cpu_us_per_move"] = moves > 0 ? std::round(cpu / moves * 1e6 * 10) / 10 : 0.0;
  }
  std::cout << report.dump(2) << std::endl;
  return failures.load() == 0 && !latencies.empty() ? 0 : 1;
}
