// LiveRoom: requests run on the room's strand; one that throws is dropped
// without ending the thread that ran it, and the room keeps serving.
#include "server/room/live_room.hpp"

#include <doctest/doctest.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <mutex>
#include <new>
#include <stdexcept>
#include <thread>

#include "../support/wait_until.hpp"
#include "core/registry.hpp"
#include "core/work_deadline.hpp"
#include "server/room/bot_runner.hpp"
#include "server/room/game_builder.hpp"

using namespace kangaroom;
using namespace kangaroom::server;

TEST_CASE("a request that throws is dropped; the room and its thread go on") {
  const auto level = spdlog::get_level();  // other tests chose theirs
  spdlog::set_level(spdlog::level::off);
  net::io_context io;
  BotRunner bots(1, std::chrono::milliseconds(0), std::chrono::milliseconds(100));
  GameBuilder games(1, std::chrono::milliseconds(1000));
  Metrics metrics;
  const auto* factory = engine::find_game("kangaruse");
  REQUIRE(factory);
  const auto options = engine::normalize_options(factory->info, {{"size", "tiny"}});
  auto room = LiveRoom::create(io, RoomWorkers{bots, games}, "throwingroomcode", *factory,
                               options.options, 2, "host", 1, RoomSettings{}, metrics);
  int served = 0;
  room->dispatch([](Room&) { throw std::bad_alloc(); });
  room->dispatch([](Room&) { throw std::runtime_error("a bug in a handler"); });
  room->dispatch([](Room&) { throw 42; });
  room->dispatch([&](Room& r) { served += r.code() == "throwingroomcode" ? 1 : 0; });
  room->after(std::chrono::milliseconds(1), [](Room&) { throw std::logic_error("a timer's bug"); });
  room->after(std::chrono::milliseconds(2), [&](Room&) { ++served; });
  CHECK_NOTHROW(io.run());
  CHECK(served == 2);
  room->discard();
  spdlog::set_level(level);
}

namespace {

// A game that is made only off the thread running the rooms, and only once
// the room's strand has served another request after the start. Made on the
// strand, it fails at once (no game) instead of waiting for itself.
std::atomic<bool> strand_served{false};
std::thread::id io_thread_id;
std::unique_ptr<engine::Game> made_after_the_strand_served(int players, const Json& options,
                                                           std::uint64_t seed) {
  if (std::this_thread::get_id() == io_thread_id) return nullptr;
  while (!strand_served) engine::check_work_deadline();
  return engine::find_game("kangaruse")->create(players, options, seed);
}

struct Inbox : RoomMember {
  std::mutex mutex;
  std::vector<Json> messages;
  void deliver(SharedText text) override {
    std::lock_guard lock(mutex);
    messages.push_back(Json::parse(*text));
  }
  Json reply_to(int id) {
    std::lock_guard lock(mutex);
    for (const auto& message : messages)
      if (message.value("id", Json()) == id) return message;
    return nullptr;
  }
};

}  // namespace

TEST_CASE("a new game is made off the room's strand, which serves its members meanwhile") {
  net::io_context io;
  BotRunner bots(1, std::chrono::milliseconds(0), std::chrono::milliseconds(100));
  GameBuilder games(1, std::chrono::milliseconds(10'000));
  Metrics metrics;
  engine::GameFactory factory = *engine::find_game("kangaruse");
  factory.create = made_after_the_strand_served;
  const auto options = engine::normalize_options(factory.info, {{"size", "tiny"}});
  auto room = LiveRoom::create(io, RoomWorkers{bots, games}, "slowbuildroomcode", factory,
                               options.options, 1, "host", 1, RoomSettings{}, metrics);
  auto host = std::make_shared<Inbox>();
  const auto now = std::chrono::steady_clock::now();
  room->dispatch([&](Room& r) {
    protocol::Join join;
    join.room = r.code();
    join.host_token = "host";
    r.join(host, join, 1, now);
    protocol::TakeSeat take;
    take.name = "Solo";
    r.handle(host, protocol::ClientMessage{2, take}, now, now);
    r.handle(host, protocol::ClientMessage{3, protocol::Start{}}, now, now);
  });
  // Runs on the strand after the start: only then may the game be made.
  room->dispatch([&](Room& r) {
    CHECK(r.status() == RoomStatus::lobby);
    r.handle(host, protocol::ClientMessage{4, protocol::Chat{"waiting"}}, now, now);
    strand_served = true;
  });
  // The io_context runs until the game came back (the builder posts it).
  bool answered = false;
  std::thread io_thread([&] {
    io_thread_id = std::this_thread::get_id();
    auto guard = net::make_work_guard(io);
    answered = kangaroom::testing::poll_until(
        [&] {
          io.run_for(std::chrono::milliseconds(10));
          return !host->reply_to(3).is_null();
        },
        std::chrono::milliseconds(0));
  });
  io_thread.join();
  REQUIRE_MESSAGE(
      answered, "waited " << kangaroom::testing::hang_guard.count() << " s for the start's answer");
  CHECK(host->reply_to(4)["type"] == "ok");
  CHECK(host->reply_to(3)["type"] == "ok");  // made with its first seed, well inside the budget
  bool checked = false;
  room->dispatch([&](Room& r) {
    CHECK(r.status() == RoomStatus::playing);
    checked = true;
  });
  io.restart();
  while (!checked && io.run_one() > 0) {
  }
  CHECK(checked);
  games.stop();
  room->discard();
}
