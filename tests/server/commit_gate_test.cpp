// CommitGate: a room with a store (LiveRoom) hands each call's messages to
// the gate, and they wait for the commit of the change they follow.
#include "server/room/commit_gate.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/server/hand_offs.hpp"

using namespace kangaroom::server;

namespace {
using HandOffList = std::vector<std::vector<std::string>>;

struct Committing {
  Outbox outbox;
  CommitGate gate;
  std::shared_ptr<HandOffs> member = std::make_shared<HandOffs>();
  Committing() { outbox.hand_to(&gate); }
  // One call of the room: `texts` sent to `to` in one batch, then tagged
  // with the commit `ticket` it follows (0: none, as when it wrote nothing).
  void call(std::initializer_list<const char*> texts, std::uint64_t ticket,
            Outbox::Order order = Outbox::Order::after_commits) {
    call_to(member, texts, order);
    if (ticket) gate.tag_waiting(ticket);
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
  CHECK(room.gate.waiting() == 3);
  room.gate.tag_waiting(1);
  room.gate.release(0);  // an earlier commit: not this one
  CHECK(room.member->received.empty());
  CHECK(room.gate.waiting() == 3);
  room.gate.release(1);
  CHECK(room.member->received == HandOffList{{"patch", "ok"}});  // one hand-off, in order
  CHECK(other->received == HandOffList{{"patch"}});
  CHECK(room.gate.waiting() == 0);
}

TEST_CASE("each commit releases its own answers, in the order of the commits") {
  Committing room;
  room.call({"first"}, 1);
  room.call({"second"}, 2);
  room.gate.release(1);
  CHECK(room.member->received == HandOffList{{"first"}});
  room.gate.release(2);
  CHECK(room.member->received == HandOffList{{"first"}, {"second"}});

  // Commits reported together (a store that wrote two changes in one
  // transaction): both calls' messages in one hand-off.
  room.call({"third"}, 3);
  room.call({"fourth"}, 4);
  room.gate.release(4);
  CHECK(room.member->received.back() == std::vector<std::string>{"third", "fourth"});
}

TEST_CASE("a refusal, which changes nothing, leaves at once, ahead of answers still waiting") {
  Committing room;
  room.call({"ok"}, 1);
  room.call({"error not_your_turn"}, 0, Outbox::Order::may_overtake_commits);
  CHECK(room.member->received == HandOffList{{"error not_your_turn"}});
  CHECK(room.gate.waiting() == 1);
  room.gate.release(1);
  CHECK(room.member->received == HandOffList{{"error not_your_turn"}, {"ok"}});
}

TEST_CASE("a call that wrote nothing leaves when no commit is pending, untagged") {
  Committing room;
  room.call({"pong"}, 0);
  room.gate.release(7);  // tagged ones only: it follows no commit
  CHECK(room.member->received.empty());
  room.gate.release(7, /*untagged=*/true);
  CHECK(room.member->received == HandOffList{{"pong"}});
}

TEST_CASE("while the store fails its commit, the answers wait, later calls' answers behind them") {
  Committing room;
  auto other = std::make_shared<HandOffs>();
  room.call({"ok move"}, 1);  // its commit fails and is retried: no release(1) comes
  // A later call with nothing to write must not overtake: it follows commit 1 too.
  room.call_to(other, {"ok sync"});
  room.gate.tag_waiting(1);
  room.gate.release(0);
  room.gate.release(0);
  CHECK(room.member->received.empty());
  CHECK(other->received.empty());
  CHECK(room.gate.waiting() == 2);
  // The store writes again: commit 1 is done, everything goes in order.
  room.gate.release(1);
  CHECK(room.member->received == HandOffList{{"ok move"}});
  CHECK(other->received == HandOffList{{"ok sync"}});
  CHECK(room.gate.waiting() == 0);
}

TEST_CASE("a message sent outside any batch waits in the gate like a call's") {
  Committing room;
  room.outbox.send(room.member, share("seat_taken"));
  CHECK(room.member->received.empty());
  CHECK(room.gate.waiting() == 1);
  room.gate.tag_waiting(3);
  room.gate.release(3);
  CHECK(room.member->received == HandOffList{{"seat_taken"}});
}

TEST_CASE("a discarded gate drops what waits, and the connections it held") {
  Committing room;
  room.call({"ok"}, 1);
  CHECK(room.member.use_count() == 2);  // the test's and the waiting message's
  room.gate.discard();
  CHECK(room.gate.waiting() == 0);
  CHECK(room.member.use_count() == 1);
  room.gate.release(1);
  CHECK(room.member->received.empty());
}
