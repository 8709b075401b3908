#pragma once
// What a room sends while it handles one request, tick or timer, handed to
// each connection at once when that work is done. A move's patch and its
// `ok` then reach the mover in one hand-off (one post to its thread, and one
// write on its socket) instead of two.
#include <cstdint>
#include <deque>
#include <vector>

#include "server/room/room_member.hpp"

namespace kangaroom::server {

class Outbox {
 public:
  // Whether a message must wait for the commits of the changes before it.
  enum class Order { after_commits, may_overtake_commits };
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

  // A room whose changes are written before they are answered: what a call
  // sends waits (untagged) when the call ends, until the room tags it with
  // the commit it must follow and that commit is done.
  void wait_for_commits() { waiting_for_commits_ = true; }
  // The messages waiting untagged follow commit `ticket`.
  void tag_waiting(std::uint64_t ticket);
  // Hands over every waiting message that follows a commit up to `ticket`,
  // and (when `untagged`) those that follow none.
  void release(std::uint64_t ticket, bool untagged = false) noexcept;
  std::size_t waiting() const { return waiting_.size(); }

 private:
  struct Held {
    MemberPtr to;
    Outgoing message;
    std::uint64_t ticket = 0;  // the commit it waits for (0: not tagged yet)
    Order order = Order::after_commits;
  };
  // Hands every held message to its connection: one delivery per connection,
  // its messages in the order they were sent.
  void flush() noexcept;
  static void deliver(std::vector<Held>& messages) noexcept;

  std::vector<Held> held_;
  std::deque<Held> waiting_;
  bool waiting_for_commits_ = false;
  int depth_ = 0;
};

}  // namespace kangaroom::server
