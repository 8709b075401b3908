#pragma once
// Replays are rendered here, on a thread of their own, never on an I/O
// thread: re-playing a long game with the engine takes a fifth of a second
// and gives megabytes of JSON. Each finished round is rendered once and kept
// in a ReplayCache, gzipped; what a request then needs (the whole replay or
// a page of steps) is cut from it, gzipped once and kept too. Builds are
// bounded per client address and in all, so that a flood of replay requests
// waits for this thread (or is refused) while games go on.
#include <boost/asio/associated_executor.hpp>
#include <boost/asio/async_result.hpp>
#include <boost/asio/execution/outstanding_work.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/prefer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/store/replay_archive.hpp"
#include "server/store/replay_cache.hpp"

namespace kangaroom::server {

// Steps from..from+count-1 of a replay.
struct ReplayPage {
  std::size_t from = 0;
  std::size_t count = 0;
};

// One replay in one form: the whole of it or a page, gzipped or not.
struct ReplayRequest {
  std::string code;
  ReplayArchive::Located located;
  std::optional<ReplayPage> page;
  bool gzip = false;

  // Names the body whatever its encoding (the cache's key).
  std::string body_key() const;
  // A strong ETag: the record's fingerprint, the form and the encoding.
  std::string etag() const;
};

// A served body as it is kept: gzipped, with the length it has inflated.
struct ReplayBody final : ReplayCache::Value {
  std::shared_ptr<const std::string> gzip;
  std::size_t plain_size = 0;
  // As allocated (capacity), not as long: the cache's budget bounds memory.
  std::size_t bytes() const override {
    return sizeof(*this) + sizeof(std::string) + gzip->capacity();
  }
};

struct ReplayAnswer {
  enum class Outcome {
    ok,
    missing,   // the record expired meanwhile
    too_long,  // the whole replay of a game beyond max_whole_steps
    damaged,   // the record does not replay
  };
  Outcome outcome = Outcome::ok;
  // The body in the encoding asked for.
  std::shared_ptr<const std::string> body;
  std::size_t step_count = 0;
};

class ReplayRenderer {
 public:
  struct Limits {
    std::size_t cache_bytes = 64 * 1024 * 1024;
    int builds_per_address = 2;  // requests of one address being built or waiting
    int builds = 4;              // all of them
  };
  // The whole replay is served up to this many steps (about 1 MB of JSON);
  // longer games are read in pages.
  static constexpr std::size_t max_whole_steps = 2000;
  static constexpr std::size_t max_page_steps = 500;

  ReplayRenderer(const ReplayArchive& archive, Limits limits);
  ~ReplayRenderer();
  // Finishes the builds under way and stops the thread.
  void stop();

  // A place in the build budgets, given back when destroyed.
  class Admission {
   public:
    Admission(Admission&& other) noexcept;
    Admission& operator=(Admission&& other) noexcept;
    Admission(const Admission&) = delete;
    Admission& operator=(const Admission&) = delete;
    ~Admission();

   private:
    friend class ReplayRenderer;
    Admission(ReplayRenderer* renderer, std::string address);
    ReplayRenderer* renderer_;
    std::string address_;
  };
  // A place for one more build from `address`, or none (over a budget).
  std::optional<Admission> admit(const std::string& address);

  // The gzipped body of `request` if it was built already (no work at all).
  std::shared_ptr<const ReplayBody> cached(const ReplayRequest& request);

  // Answers `request` on the renderer's thread; the completion runs on the
  // executor associated with it (for a session: its own).
  template <class CompletionToken>
  auto async_answer(ReplayRequest request, Admission admission, CompletionToken&& token) {
    return boost::asio::async_initiate<CompletionToken, void(ReplayAnswer)>(
        [this](auto handler, ReplayRequest request, Admission admission) {
          // The requester's I/O thread keeps running until it has its answer.
          auto executor = boost::asio::prefer(boost::asio::get_associated_executor(handler),
                                              boost::asio::execution::outstanding_work.tracked);
          boost::asio::post(
              pool_, [this, handler = std::move(handler), executor = std::move(executor),
                      request = std::move(request), admission = std::move(admission)]() mutable {
                ReplayAnswer answer = this->answer(request);
                { const Admission done = std::move(admission); }
                boost::asio::post(
                    executor, [handler = std::move(handler), answer = std::move(answer)]() mutable {
                      std::move(handler)(std::move(answer));
                    });
              });
        },
        token, std::move(request), std::move(admission));
  }

  // The work itself, on the calling thread. Never throws.
  ReplayAnswer answer(const ReplayRequest& request);

  const ReplayCache& cache() const { return cache_; }

 private:
  struct Rendered;
  ReplayAnswer build(const ReplayRequest& request);
  std::shared_ptr<const Rendered> rendered(const ReplayRequest& request,
                                           ReplayAnswer::Outcome& failure);
  static std::string body_text(const Rendered& rendered, const std::optional<ReplayPage>& page);
  void release(const std::string& address);

  const ReplayArchive& archive_;
  const Limits limits_;
  ReplayCache cache_;
  std::mutex budgets_mutex_;
  std::unordered_map<std::string, int> builds_by_address_;
  int builds_ = 0;
  boost::asio::thread_pool pool_{1};
};

}  // namespace kangaroom::server
