#pragma once
// The server's I/O threads, each running an io_context of its own. Every
// connection and room lives on one of them: a connection on the next in
// turn, a room on its creator's. Work passed between two things on the same
// thread stays there (no lock another thread waits on, no sleeping thread
// woken); only work for another thread crosses over.
//
// Since one thread runs each io_context, its handlers never run at the same
// time: connections and rooms use its executor as it is, with no strand (a
// strand's lock and extra queue cost about 5% of a move; bench/README.md).
//
// Why not one io_context run by every thread: Asio then wakes an idle thread
// whenever more than one handler is queued, which under load is nearly always;
// with two threads that cost 2.7 context switches per move (bench/README.md).
#include <atomic>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <memory>
#include <thread>
#include <vector>

namespace kangaroom::server {

namespace net = boost::asio;

class IoPool {
 public:
  explicit IoPool(int threads);
  ~IoPool();
  IoPool(const IoPool&) = delete;
  IoPool& operator=(const IoPool&) = delete;

  // For the server's own timers and signals, and its listening socket.
  net::io_context& first() { return *contexts_.front(); }
  // The next context in turn (thread-safe).
  net::io_context& next();
  // The context of the calling thread if it is one of the pool's, else the next.
  net::io_context& here_or_next();
  std::size_t size() const { return contexts_.size(); }

  // Starts a thread per context. Each runs until release() and its work is done,
  // or until stop().
  void start();
  // Lets every context end once it has nothing left to do.
  void release();
  bool stopped() const;
  void stop();
  void join();
  // After join(), on the calling thread: runs what the contexts handed one
  // another after their own threads had ended (a connection on one leaving
  // a room on another), until a whole pass finds nothing ready to run.
  void drain();

 private:
  void run(std::size_t index);

  std::vector<std::unique_ptr<net::io_context>> contexts_;
  std::vector<net::executor_work_guard<net::io_context::executor_type>> keep_running_;
  std::vector<std::thread> threads_;
  std::atomic<std::size_t> turn_{0};
};

}  // namespace kangaroom::server
