#pragma once
// Rooms' new games are made here, on a thread pool of their own, under a time
// budget per seed (game_build.hpp), and handed back to the room's thread. A
// room waiting for its game keeps serving its members meanwhile, and no other
// room waits at all.
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <memory>

#include "server/room/game_build.hpp"

namespace kangaroom::server {

class LiveRoom;

class GameBuilder {
 public:
  GameBuilder(int threads, std::chrono::milliseconds budget);
  ~GameBuilder();

  void build(std::shared_ptr<LiveRoom> room, GameBuildRequest request);
  // Finishes the games being made and stops the threads.
  void stop();

 private:
  boost::asio::thread_pool pool_;
  std::chrono::milliseconds budget_;
};

}  // namespace kangaroom::server
