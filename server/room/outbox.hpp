#pragma once
// What a room sends while it handles one request, tick or timer, handed to
// each connection at once when that work is done. A move's patch and its
// `ok` then reach the mover in one hand-off (one post to its thread, and one
// write on its socket) instead of two.
#include <vector>

#include "server/room/room_member.hpp"

namespace kangaroom::server {

class Outbox {
 public:
  // Queues `message` for `to`; outside a batch it is handed over at once.
  void send(const MemberPtr& to, SharedText message, bool snapshot = false);

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

 private:
  // Hands every held message to its connection: one delivery per connection,
  // its messages in the order they were sent.
  void flush() noexcept;

  struct Held {
    MemberPtr to;
    Outgoing message;
  };
  std::vector<Held> held_;
  int depth_ = 0;
};

}  // namespace kangaroom::server
