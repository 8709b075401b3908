#include "server/store/directory_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace kangaroom::server {

std::unique_ptr<DirectoryLock> DirectoryLock::acquire(const std::string& directory,
                                                      std::string& error) {
  const std::string path = (std::filesystem::path(directory) / "kangaroom.lock").string();
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return nullptr;
  }
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int failure = errno;
    char holder[32] = {};
    const auto got = ::pread(fd, holder, sizeof holder - 1, 0);
    ::close(fd);
    if (failure == EWOULDBLOCK) {
      std::string pid(holder, got > 0 ? static_cast<std::size_t>(got) : 0);
      while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' ')) pid.pop_back();
      error = "another kangaroom server (pid " + (pid.empty() ? std::string("unknown") : pid) +
              ") is using the data directory '" + directory +
              "'; stop it first, or give this one another --data-dir";
    } else {
      error = "cannot lock '" + path + "': " + std::strerror(failure);
    }
    return nullptr;
  }
  // Who holds it, for the message a second server prints.
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
    // The lock holds without the pid; only the message is poorer.
  }
  return std::unique_ptr<DirectoryLock>(new DirectoryLock(fd));
}

DirectoryLock::~DirectoryLock() { ::close(fd_); }

}  // namespace kangaroom::server
