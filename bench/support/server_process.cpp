#include "server_process.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

extern char** environ;

namespace kangaroom::bench {

std::optional<ProcessSample> sample_process(int pid) {
  ProcessSample sample;
  bool have_rss = false;
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);) {
    if (line.rfind("VmRSS:", 0) == 0) {
      sample.rss_mib = std::stod(line.substr(6)) / 1024.0;  // the file says kB
      have_rss = true;
    }
  }
  if (!have_rss) return std::nullopt;
  std::ifstream stat_file("/proc/" + std::to_string(pid) + "/stat");
  const std::string stat((std::istreambuf_iterator<char>(stat_file)),
                         std::istreambuf_iterator<char>());
  // The command name may hold spaces and parentheses: count fields from the
  // last ')'. Field 3 (state) follows it; utime and stime are fields 14, 15.
  const auto paren = stat.rfind(')');
  if (paren == std::string::npos) return std::nullopt;
  std::istringstream fields(stat.substr(paren + 1));
  std::string field;
  unsigned long long ticks = 0;
  for (int number = 3; number <= 15 && fields >> field; ++number)
    if (number == 14 || number == 15) ticks += std::stoull(field);
  sample.cpu_seconds = static_cast<double>(ticks) / static_cast<double>(sysconf(_SC_CLK_TCK));
  return sample;
}

namespace {

sockaddr_in loopback(int port) {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  return address;
}

bool port_accepts(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return false;
  const sockaddr_in address = loopback(port);
  const bool accepted =
      connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
  close(fd);
  return accepted;
}

}  // namespace

int pick_free_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 0;
  sockaddr_in address = loopback(0);
  socklen_t length = sizeof address;
  int port = 0;
  if (bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
      getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
    port = ntohs(address.sin_port);
  close(fd);
  return port;
}

namespace {
constexpr const char* bench_metrics_token = "bench-metrics-token-for-read-metric";
}

int launch_server(const std::string& binary, int port, const std::vector<std::string>& args,
                  const std::string& log_path) {
  std::vector<std::string> words = {binary, "--bind", "127.0.0.1", "--port", std::to_string(port)};
  words.insert(words.end(), args.begin(), args.end());
  // read_metric's token, through the environment so that a server from
  // before --metrics-token (an A/B run) starts all the same.
  ::setenv("KANGAROOM_METRICS_TOKEN", bench_metrics_token, 1);
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (!log_path.empty()) {
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log_path.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  }
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, binary.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return 0;
  for (int attempt = 0; attempt < 300; ++attempt) {
    if (port_accepts(port)) return pid;
    if (waitpid(pid, nullptr, WNOHANG) == pid) return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  kill(pid, SIGKILL);
  waitpid(pid, nullptr, 0);
  return 0;
}

int stop_server(int pid, double patience_seconds) {
  if (pid <= 0) return -1;
  kill(pid, SIGTERM);
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(patience_seconds);
  int status = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    if (waitpid(pid, &status, WNOHANG) == pid) return status;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  kill(pid, SIGKILL);
  waitpid(pid, &status, 0);
  return status;
}

long raise_open_file_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return -1;
  if (limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
  }
  return static_cast<long>(limit.rlim_cur);
}

std::optional<double> read_metric(int port, const std::string& name) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return std::nullopt;
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string response;
  if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0) {
    const std::string request = std::string("GET /metrics HTTP/1.0\r\nHost: 127.0.0.1\r\n") +
                                "Authorization: Bearer " + bench_metrics_token + "\r\n\r\n";
    if (::send(fd, request.data(), request.size(), 0) == static_cast<ssize_t>(request.size())) {
      char chunk[4096];
      for (ssize_t got; (got = ::recv(fd, chunk, sizeof chunk, 0)) > 0;)
        response.append(chunk, static_cast<std::size_t>(got));
    }
  }
  ::close(fd);
  const std::string key = "\n" + name + " ";
  const auto at = response.find(key);
  if (at == std::string::npos) return std::nullopt;
  return std::strtod(response.c_str() + at + key.size(), nullptr);
}

}  // namespace kangaroom::bench
