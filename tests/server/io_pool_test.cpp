// IoPool: a thread per io_context; work posted to a context runs on its
// thread, which knows its own context; contexts wait for work until released.
#include "server/net/io_pool.hpp"

#include <doctest/doctest.h>

#include <boost/asio/post.hpp>
#include <future>
#include <set>
#include <thread>

using namespace kangaroom::server;

namespace {

struct Ran {
  std::thread::id thread;
  net::io_context* here = nullptr;
};

// Runs a handler on `context` and reports where it ran.
Ran run_on(IoPool& pool, net::io_context& context) {
  std::promise<Ran> ran;
  net::post(context, [&] { ran.set_value({std::this_thread::get_id(), &pool.here_or_next()}); });
  return ran.get_future().get();
}

}  // namespace

TEST_CASE("outside the pool, next() takes the contexts in turn") {
  IoPool pool(3);
  CHECK(pool.size() == 3);
  std::set<net::io_context*> seen;
  net::io_context* first = &pool.next();
  seen.insert(first);
  seen.insert(&pool.next());
  seen.insert(&pool.next());
  CHECK(seen.size() == 3);
  CHECK(&pool.next() == first);
  // Not on a pool thread: here_or_next() is also a turn.
  CHECK(seen.count(&pool.here_or_next()) == 1);
}

TEST_CASE("each context runs on a thread of its own, which finds its context with here_or_next()") {
  IoPool pool(2);
  net::io_context& a = pool.next();
  net::io_context& b = pool.next();
  REQUIRE(&a != &b);
  pool.start();  // nothing queued yet: the threads must wait for work, not end
  const Ran on_a = run_on(pool, a);
  const Ran on_b = run_on(pool, b);
  CHECK(on_a.here == &a);
  CHECK(on_b.here == &b);
  CHECK(on_a.thread != on_b.thread);
  CHECK(on_a.thread != std::this_thread::get_id());
  CHECK(run_on(pool, a).thread == on_a.thread);  // always the same thread

  pool.release();
  pool.join();
  CHECK(pool.stopped());
}

TEST_CASE("drain() runs what contexts hand one another after their threads ended") {
  IoPool pool(2);
  net::io_context& a = pool.next();
  net::io_context& b = pool.next();
  pool.start();
  pool.release();
  pool.join();  // both threads ended: nothing to do
  REQUIRE(pool.stopped());

  // A connection on `a` leaving a room on `b`, too late for either thread.
  bool left = false;
  net::post(a, [&] { net::post(b, [&] { left = true; }); });
  pool.drain();
  CHECK(left);
}
