#pragma once
// The server under test as a process: start it on a free loopback port, read
// its memory and CPU time from /proc, stop it. Linux only, as are the soak
// and the load bench that use it.
#include <optional>
#include <string>
#include <vector>

namespace kangaroom::bench {

struct ProcessSample {
  double rss_mib = 0;      // VmRSS
  double cpu_seconds = 0;  // utime + stime
};

// Nothing when the process is gone or /proc cannot be read.
std::optional<ProcessSample> sample_process(int pid);

// A TCP port on 127.0.0.1 that was free a moment ago.
int pick_free_port();

// Starts `binary --bind 127.0.0.1 --port PORT args...`, its output going to
// `log_path` (empty: inherited). Returns its pid once the port accepts
// connections, or 0 if it exited or never listened.
int launch_server(const std::string& binary, int port, const std::vector<std::string>& args,
                  const std::string& log_path);

// SIGTERM, then SIGKILL if it has not exited within `patience_seconds`.
// Returns the exit status as waitpid reports it, or -1.
int stop_server(int pid, double patience_seconds);

// The value of the unlabelled metric `name` in the /metrics page of the
// server on 127.0.0.1:`port` (one HTTP/1.0 request); nothing if it is absent
// or the server does not answer.
std::optional<double> read_metric(int port, const std::string& name);

// Lifts the soft RLIMIT_NOFILE to the hard limit; returns the soft limit now.
long raise_open_file_limit();

}  // namespace kangaroom::bench
