#pragma once
// One client thread of the soak: an io_context on its own thread owning a
// share of the rooms. Everything in them is touched only by that thread; the
// main thread asks through call().
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <cstddef>
#include <future>
#include <memory>
#include <thread>
#include <vector>

#include "room_auditor.hpp"
#include "soak_client.hpp"
#include "soak_room.hpp"

namespace kangaroom::soak {

class Worker {
 public:
  Worker(const SoakSettings& settings, SoakStats& stats, const std::atomic<bool>& quiescing,
         std::vector<std::unique_ptr<SoakRoom>> rooms);

  void start();

  // Runs `task` on the worker's thread and waits for its result.
  template <typename Task>
  auto call(Task task) -> decltype(task()) {
    std::packaged_task<decltype(task())()> packaged(std::move(task));
    auto result = packaged.get_future();
    boost::asio::post(io_, [&packaged] { packaged(); });
    return result.get();
  }

  template <typename Visit>
  void for_each_client(Visit visit) {
    call([&] {
      for (auto& room : rooms_)
        for (auto& client : room->clients) visit(*client);
      return 0;
    });
  }

  // A RoomAuditor for every room; a room that never got a code counts as lost.
  void start_audits(std::atomic<long>& done, std::atomic<long>& lost);
  void stop();

  std::size_t room_count() const { return rooms_.size(); }

 private:
  void launch_next_room();
  void add_client(SoakRoom& room, int seat, std::uint64_t seed);

  boost::asio::io_context io_;  // first: destroyed last
  SoakContext context_;
  std::vector<std::unique_ptr<SoakRoom>> rooms_;
  std::size_t next_room_ = 0;
  std::vector<std::shared_ptr<RoomAuditor>> auditors_;
  std::thread thread_;
};

}  // namespace kangaroom::soak
