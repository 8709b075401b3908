#pragma once
// Starts the real kangaroom binary on 127.0.0.1 with an ephemeral port
// (--port 0; the server prints the port it got on stdout) and stops it with
// SIGTERM when the test is done. A later --metrics-token in the extra
// arguments replaces the test's own.
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace kangaroom::testing {

// Every test server reads /metrics on its public port with this token
// (--metrics-token; without one the public port does not serve /metrics).
inline constexpr const char* test_metrics_token = "integration-test-metrics-token";

class ServerProcess {
 public:
  explicit ServerProcess(std::vector<std::string> extra_arguments = {});
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  std::uint16_t port() const { return port_; }
  pid_t pid() const { return pid_; }
  // Sends `signal` and waits for the exit; returns the exit status (or
  // 128 + signal number if it was killed by one).
  int stop(int signal = 15);

 private:
  pid_t pid_ = -1;
  std::uint16_t port_ = 0;
};

}  // namespace kangaroom::testing
