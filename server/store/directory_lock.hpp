#pragma once
// One server per data directory. Two processes writing one SQLite file
// would each accept the same seat tokens and fork every game, so the store
// holds an exclusive lock on DIR/kangaroom.lock for its whole life. The
// lock is flock(2): the kernel drops it when the holder exits in any way
// (SIGKILL included), so a crash never leaves a stale lock behind.
#include <memory>
#include <string>

namespace kangaroom::server {

class DirectoryLock {
 public:
  // The lock on `directory`, or null with `error` (another process holds
  // it: its pid, as it wrote it, is in the message).
  static std::unique_ptr<DirectoryLock> acquire(const std::string& directory, std::string& error);
  ~DirectoryLock();
  DirectoryLock(const DirectoryLock&) = delete;
  DirectoryLock& operator=(const DirectoryLock&) = delete;

 private:
  explicit DirectoryLock(int fd) : fd_(fd) {}
  int fd_;
};

}  // namespace kangaroom::server
