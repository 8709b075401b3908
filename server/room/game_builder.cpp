#include "server/room/game_builder.hpp"

#include <boost/asio/post.hpp>

#include "server/room/live_room.hpp"

namespace kangaroom::server {

GameBuilder::GameBuilder(int threads, std::chrono::milliseconds budget)
    : pool_(static_cast<std::size_t>(std::max(1, threads))), budget_(budget) {}

GameBuilder::~GameBuilder() { stop(); }

void GameBuilder::stop() {
  pool_.stop();
  pool_.join();
}

void GameBuilder::build(std::shared_ptr<LiveRoom> room, GameBuildRequest request) {
  boost::asio::post(pool_,
                    [room = std::move(room), request = std::move(request), budget = budget_] {
                      // The game moves into the room's handler; a shared_ptr keeps that handler
                      // copyable.
                      auto built = std::make_shared<BuiltGame>(build_game(request, budget));
                      room->dispatch([built](Room& target) {
                        target.game_built(std::move(*built), std::chrono::steady_clock::now());
                      });
                    });
}

}  // namespace kangaroom::server
