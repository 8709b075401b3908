#pragma once
// Bots in a seat think here, on a small thread pool of their own, with a
// private copy of the game, so that a thinking bot never blocks its room or
// any other. The chosen move goes back to the room's thread once the think
// delay has passed (people should be able to follow the game).
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <memory>

#include "server/room/room.hpp"

namespace kangaroom::server {

class LiveRoom;

class BotRunner {
 public:
  BotRunner(int threads, std::chrono::milliseconds think_delay,
            std::chrono::milliseconds hard_budget);
  ~BotRunner();

  void think(std::shared_ptr<LiveRoom> room, BotRequest request);
  // Finishes the moves being thought about and stops the threads.
  void stop();

 private:
  boost::asio::thread_pool pool_;
  std::chrono::milliseconds think_delay_;
  std::chrono::milliseconds hard_budget_;
};

}  // namespace kangaroom::server
