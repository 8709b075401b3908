// Outbox: a room's messages held for the length of its work, then handed to
// each connection at once, in the order they were sent.
#include "server/room/outbox.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace kangaroom::server;

namespace {

struct HandOffs : RoomMember {
  // Each hand-off: its messages' texts, a snapshot marked "*".
  std::vector<std::vector<std::string>> received;
  void deliver(SharedText text) override { received.push_back({*text}); }
  void deliver_snapshot(SharedText text) override { received.push_back({"*" + *text}); }
  void deliver_all(std::vector<Outgoing> messages) override {
    std::vector<std::string> texts;
    for (const auto& message : messages)
      texts.push_back((message.snapshot ? "*" : "") + *message.text);
    received.push_back(std::move(texts));
  }
};

}  // namespace

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

// A room with a store (Outbox::wait_for_commits): what a call sends waits
// for the commit of the change it follows.
namespace {
using HandOffList = std::vector<std::vector<std::string>>;

struct Committing {
  Outbox outbox;
  std::shared_ptr<HandOffs> member = std::make_shared<HandOffs>();
  Committing() { outbox.wait_for_commits(); }
  // One call of the room: `texts` sent to `to` in one batch, then tagged
  // with the commit `ticket` it follows (0: none, as when it wrote nothing).
  void call(std::initializer_list<const char*> texts, std::uint64_t ticket,
            Outbox::Order order = Outbox::Order::after_commits) {
    call_to(member, texts, order);
    if (ticket) outbox.tag_waiting(ticket);
  }
  void call_to(const MemberPtr& to, std::initializer_list<const char*> texts,
               Outbox::Order order = Outbox::Order::after_commits) {
    const auto batch = outbox.batch();
    for (const char* text : texts) outbox.send(to, share(text), /*snapshot=*/false, order);
  }
};
}  // namespace

TEST_CASE("an answer never leaves before the commit it follows is done") {
  Committing room;
  auto other = std::make_shared<HandOffs>();
  {
    const auto batch = room.outbox.batch();
    room.outbox.send(other, share("patch"));
    room.outbox.send(room.member, share("patch"));
    room.outbox.send(room.member, share("ok"));
  }
  CHECK(room.member->received.empty());  // the call ended, its change is not written yet
  CHECK(other->received.empty());
  CHECK(room.outbox.waiting() == 3);
  room.outbox.tag_waiting(1);
  room.outbox.release(0);  // an earlier commit: not this one
  CHECK(room.member->received.empty());
  CHECK(room.outbox.waiting() == 3);
  room.outbox.release(1);
  CHECK(room.member->received == HandOffList{{"patch", "ok"}});  // one hand-off, in order
  CHECK(other->received == HandOffList{{"patch"}});
  CHECK(room.outbox.waiting() == 0);
}

TEST_CASE("each commit releases its own answers, in the order of the commits") {
  Committing room;
  room.call({"first"}, 1);
  room.call({"second"}, 2);
  room.outbox.release(1);
  CHECK(room.member->received == HandOffList{{"first"}});
  room.outbox.release(2);
  CHECK(room.member->received == HandOffList{{"first"}, {"second"}});

  // Commits reported together (a store that wrote two changes in one
  // transaction): both calls' messages in one hand-off.
  room.call({"third"}, 3);
  room.call({"fourth"}, 4);
  room.outbox.release(4);
  CHECK(room.member->received.back() == std::vector<std::string>{"third", "fourth"});
}

TEST_CASE("a refusal, which changes nothing, leaves at once, ahead of answers still waiting") {
  Committing room;
  room.call({"ok"}, 1);
  room.call({"error not_your_turn"}, 0, Outbox::Order::may_overtake_commits);
  CHECK(room.member->received == HandOffList{{"error not_your_turn"}});
  CHECK(room.outbox.waiting() == 1);
  room.outbox.release(1);
  CHECK(room.member->received == HandOffList{{"error not_your_turn"}, {"ok"}});
}

TEST_CASE("a call that wrote nothing leaves when no commit is pending, untagged") {
  Committing room;
  room.call({"pong"}, 0);
  room.outbox.release(7);  // tagged ones only: it follows no commit
  CHECK(room.member->received.empty());
  room.outbox.release(7, /*untagged=*/true);
  CHECK(room.member->received == HandOffList{{"pong"}});
}

TEST_CASE("while the store fails its commit, the answers wait, later calls' answers behind them") {
  Committing room;
  auto other = std::make_shared<HandOffs>();
  room.call({"ok move"}, 1);  // its commit fails and is retried: no release(1) comes
  // A later call with nothing to write must not overtake: it follows commit 1 too.
  room.call_to(other, {"ok sync"});
  room.outbox.tag_waiting(1);
  room.outbox.release(0);
  room.outbox.release(0);
  CHECK(room.member->received.empty());
  CHECK(other->received.empty());
  CHECK(room.outbox.waiting() == 2);
  // The store writes again: commit 1 is done, everything goes in order.
  room.outbox.release(1);
  CHECK(room.member->received == HandOffList{{"ok move"}});
  CHECK(other->received == HandOffList{{"ok sync"}});
  CHECK(room.outbox.waiting() == 0);
}
