// Outbox: a room's messages held for the length of its work, then handed to
// each connection at once, in the order they were sent.
#include "server/room/outbox.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/server/hand_offs.hpp"

using namespace kangaroom::server;

TEST_CASE("outside a batch a message is handed over at once") {
  Outbox outbox;
  auto member = std::make_shared<HandOffs>();
  outbox.send(member, share("a"));
  outbox.send(member, share("b"), /*snapshot=*/true);
  CHECK(member->received == std::vector<std::vector<std::string>>{{"a"}, {"*b"}});
}

TEST_CASE(
    "a batch hands each connection its messages once, in order, when the outermost batch ends") {
  Outbox outbox;
  auto mover = std::make_shared<HandOffs>();
  auto other = std::make_shared<HandOffs>();
  {
    const auto batch = outbox.batch();
    outbox.send(mover, share("patch"));
    outbox.send(other, share("patch"));
    {
      const auto inner = outbox.batch();
      outbox.send(other, share("snapshot"), /*snapshot=*/true);
    }
    CHECK(mover->received.empty());  // the inner batch's end hands nothing over
    CHECK(other->received.empty());
    outbox.send(mover, share("ok"));
  }
  CHECK(mover->received == std::vector<std::vector<std::string>>{{"patch", "ok"}});
  CHECK(other->received == std::vector<std::vector<std::string>>{{"patch", "*snapshot"}});

  // The next batch starts empty.
  {
    const auto batch = outbox.batch();
    outbox.send(other, share("chat"));
  }
  CHECK(mover->received.size() == 1);
  CHECK(other->received.back() == std::vector<std::string>{"chat"});
}

TEST_CASE("a connection without its own batching gets the messages one by one") {
  struct OneByOne : RoomMember {
    std::vector<std::string> received;
    void deliver(SharedText text) override { received.push_back(*text); }
  };
  Outbox outbox;
  auto member = std::make_shared<OneByOne>();
  {
    const auto batch = outbox.batch();
    outbox.send(member, share("x"));
    outbox.send(member, share("y"), /*snapshot=*/true);
  }
  CHECK(member->received == std::vector<std::string>{"x", "y"});
}
