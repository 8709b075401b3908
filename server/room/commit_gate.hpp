#pragma once
// A room with a store answers nothing before the change the answer follows
// is committed. The gate holds what each call of the room sent; LiveRoom
// (its one owner) tags the call's messages with the ticket of the change it
// handed to the store, and releases them when that commit is reported.
// Refusals (MessageOrder::may_overtake_commits) say nothing of the room's
// state and leave at once.
#include <cstdint>
#include <deque>
#include <vector>

#include "server/room/outbox.hpp"

namespace kangaroom::server {

class CommitGate final : public MessageGate {
 public:
  // A finished call's messages: they wait, untagged, until tag_waiting.
  void take(std::vector<HeldMessage>& messages) noexcept override;
  // The messages waiting untagged follow commit `ticket`.
  void tag_waiting(std::uint64_t ticket);
  // Hands over every waiting message that follows a commit up to `ticket`,
  // and (when `untagged`) those that follow none.
  void release(std::uint64_t ticket, bool untagged = false) noexcept;
  std::size_t waiting() const { return waiting_.size(); }
  // The room is gone: what still waits is dropped (it holds its connections).
  void discard() { waiting_.clear(); }

 private:
  struct Waiting {
    HeldMessage held;
    std::uint64_t ticket = 0;  // the commit it waits for (0: not tagged yet)
  };
  std::deque<Waiting> waiting_;
};

}  // namespace kangaroom::server
