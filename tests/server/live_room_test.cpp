// LiveRoom: requests run on the room's strand; one that throws is dropped
// without ending the thread that ran it, and the room keeps serving.
#include <doctest/doctest.h>

#include <new>
#include <stdexcept>

#include <spdlog/spdlog.h>

#include "core/registry.hpp"
#include "server/bot_runner.hpp"
#include "server/live_room.hpp"

using namespace kangaroom;
using namespace kangaroom::server;

TEST_CASE("a request that throws is dropped; the room and its thread go on") {
  const auto level = spdlog::get_level();  // other tests chose theirs
  spdlog::set_level(spdlog::level::off);
  net::io_context io;
  BotRunner bots(1, std::chrono::milliseconds(0), std::chrono::milliseconds(100));
  Metrics metrics;
  const auto* factory = engine::find_game("kangaruse");
  REQUIRE(factory);
  const auto options = engine::normalize_options(factory->info, {{"size", "tiny"}});
  auto room = LiveRoom::create(io, bots, "throwingroomcode", *factory, options.options, 2, "host", 1,
                               RoomSettings{}, metrics);
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
