#include "server_process.hpp"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

extern char** environ;

namespace kangaroom::testing {

ServerProcess::ServerProcess(std::vector<std::string> extra_arguments) {
  std::vector<std::string> arguments = {KANGAROOM_SERVER_BINARY,
                                        "--bind",
                                        "127.0.0.1",
                                        "--port",
                                        "0",
                                        "--web-root",
                                        std::string(KANGAROOM_SOURCE_DIR) + "/web-client",
                                        "--log-level",
                                        "warn",
                                        "--metrics-token",
                                        test_metrics_token};
  arguments.insert(arguments.end(), extra_arguments.begin(), extra_arguments.end());
  std::vector<char*> argv;
  for (auto& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);

  int pipe_ends[2];
  if (::pipe(pipe_ends) != 0) throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[0]);
  const int spawned = ::posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(pipe_ends[1]);
  if (spawned != 0) {
    ::close(pipe_ends[0]);
    throw std::runtime_error(std::string("cannot start ") + KANGAROOM_SERVER_BINARY + ": " +
                             std::strerror(spawned));
  }
  // "kangaroom listening on http://127.0.0.1:PORT"
  FILE* output = ::fdopen(pipe_ends[0], "r");
  char line[256];
  while (std::fgets(line, sizeof line, output)) {
    const std::string text(line);
    const auto colon = text.rfind(':');
    if (text.rfind("kangaroom listening on", 0) == 0 && colon != std::string::npos) {
      port_ = static_cast<std::uint16_t>(std::stoi(text.substr(colon + 1)));
      break;
    }
  }
  // Keep reading nothing more; closing our end is fine (the server prints
  // only that one line to stdout).
  std::fclose(output);
  if (port_ == 0) {
    stop(SIGKILL);
    throw std::runtime_error("the server did not report its port");
  }
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) stop(SIGTERM);
}

int ServerProcess::stop(int signal) {
  if (pid_ <= 0) return -1;
  ::kill(pid_, signal);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

}  // namespace kangaroom::testing
