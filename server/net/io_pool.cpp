#include "server/net/io_pool.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace kangaroom::server {

namespace {
// The context the calling thread runs, if it is a pool thread.
thread_local net::io_context* this_threads_context = nullptr;
}  // namespace

IoPool::IoPool(int threads) {
  const auto count = static_cast<std::size_t>(std::max(1, threads));
  contexts_.reserve(count);
  // Concurrency hint 1: one thread runs each, so a handler it queues for
  // itself skips the shared queue and wakes nobody.
  for (std::size_t i = 0; i < count; ++i) contexts_.push_back(std::make_unique<net::io_context>(1));
}

IoPool::~IoPool() {
  stop();
  join();
}

net::io_context& IoPool::next() {
  return *contexts_[turn_.fetch_add(1, std::memory_order_relaxed) % contexts_.size()];
}

net::io_context& IoPool::here_or_next() {
  if (this_threads_context) return *this_threads_context;
  return next();
}

void IoPool::start() {
  for (auto& context : contexts_) keep_running_.push_back(net::make_work_guard(*context));
  for (std::size_t i = 0; i < contexts_.size(); ++i) threads_.emplace_back([this, i] { run(i); });
}

// A handler that throws past its own guards is logged, and the thread goes
// back to serving: one bad request must not end every game.
void IoPool::run(std::size_t index) {
  net::io_context& context = *contexts_[index];
  this_threads_context = &context;
  for (;;) {
    try {
      context.run();
      return;
    } catch (const std::exception& failure) {
      spdlog::error("an I/O handler threw and was dropped: {}", failure.what());
    } catch (...) {
      spdlog::error("an I/O handler threw something that is not a std::exception");
    }
  }
}

void IoPool::release() {
  for (auto& guard : keep_running_) guard.reset();
}

bool IoPool::stopped() const {
  return std::all_of(contexts_.begin(), contexts_.end(),
                     [](const auto& context) { return context->stopped(); });
}

void IoPool::stop() {
  for (auto& context : contexts_) context->stop();
}

void IoPool::drain() {
  for (bool ran = true; ran;) {
    ran = false;
    for (auto& context : contexts_) {
      context->restart();
      if (context->poll() > 0) ran = true;
    }
  }
}

void IoPool::join() {
  for (auto& thread : threads_)
    if (thread.joinable()) thread.join();
  threads_.clear();
}

}  // namespace kangaroom::server
