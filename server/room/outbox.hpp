#pragma once
// What a room sends while it handles one request, tick or timer, handed to
// each connection at once when that work is done. A move's patch and its
// `ok` then reach the mover in one hand-off (one post to its thread, and one
// write on its socket) instead of two. Where the messages go when the work
// ends is not the room's business: straight to their connections, or to a
// MessageGate (a room with a store: LiveRoom's CommitGate holds them until
// the change they follow is committed).
#include <vector>

#include "server/room/room_member.hpp"

namespace kangaroom::server {

// Whether a message must wait for the commits of the changes before it.
enum class MessageOrder { after_commits, may_overtake_commits };

struct HeldMessage {
  MemberPtr to;
  Outgoing message;
  MessageOrder order = MessageOrder::after_commits;
};

// Hands each connection its messages in one delivery, in the order they
// were sent (connections in any order). Empties nothing: `messages` are
// moved from.
void deliver_grouped(std::vector<HeldMessage>& messages) noexcept;

// Where a room's finished work hands its messages instead of delivering
// them (it takes them all: `messages` are moved from).
class MessageGate {
 public:
  virtual ~MessageGate() = default;
  virtual void take(std::vector<HeldMessage>& messages) noexcept = 0;
};

class Outbox {
 public:
  using Order = MessageOrder;
  // Queues `message` for `to`; outside a batch it is handed over at once.
  void send(const MemberPtr& to, SharedText message, bool snapshot = false,
            Order order = Order::after_commits);

  // While a Batch lives, sends are held; the outermost one hands them over
  // when it ends (nested batches, as when one room call makes another, add
  // to the outer one).
  class Batch {
   public:
    explicit Batch(Outbox& outbox) : outbox_(outbox) { ++outbox_.depth_; }
    ~Batch() {
      if (--outbox_.depth_ == 0) outbox_.flush();
    }
    Batch(const Batch&) = delete;
    Batch& operator=(const Batch&) = delete;

   private:
    Outbox& outbox_;
  };
  Batch batch() { return Batch(*this); }

  // From now on what the room sends goes to `gate` (which must outlive the
  // room) instead of to the connections.
  void hand_to(MessageGate* gate) { gate_ = gate; }

 private:
  void flush() noexcept;

  std::vector<HeldMessage> held_;
  MessageGate* gate_ = nullptr;
  int depth_ = 0;
};

}  // namespace kangaroom::server
