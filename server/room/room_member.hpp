#pragma once
// A connection as a room sees it: something that can be handed a finished
// message. The WebSocket session implements it; room tests use a recorder.
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace kangaroom::server {

// One serialization shared by every connection that sends it.
using SharedText = std::shared_ptr<const std::string>;
inline SharedText share(std::string text) {
  return std::make_shared<const std::string>(std::move(text));
}

struct Outgoing {
  SharedText text;
  bool snapshot = false;  // see RoomMember::deliver_snapshot
};

class RoomMember {
 public:
  virtual ~RoomMember() = default;
  // Queues `message` for sending. Thread-safe, never blocks.
  virtual void deliver(SharedText message) = 0;
  // A snapshot: the whole view at its version. A connection may drop an
  // earlier snapshot of its own that it has not started sending, since this
  // one replaces it (a client that asks again and again without reading
  // then costs one snapshot, not one per request).
  virtual void deliver_snapshot(SharedText message) { deliver(std::move(message)); }
  // Several messages at once, in order: a connection may hand them to its
  // writer together (one hand-off, and one socket write for all of them).
  virtual void deliver_all(std::vector<Outgoing> messages) {
    for (auto& message : messages) {
      if (message.snapshot)
        deliver_snapshot(std::move(message.text));
      else
        deliver(std::move(message.text));
    }
  }
  // The room moved to another node of a cluster (its lease was handed over
  // or lost): the connection closes, telling the client to reconnect and
  // join again (close code 4000). Thread-safe.
  virtual void room_moved() {}
};

using MemberPtr = std::shared_ptr<RoomMember>;

}  // namespace kangaroom::server
