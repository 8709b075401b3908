#pragma once
// A connection as a room sees it: something that can be handed a finished
// message. The WebSocket session implements it; room tests use a recorder.
#include <memory>
#include <string>
#include <utility>

namespace kangaroom::server {

// One serialization shared by every connection that sends it.
using SharedText = std::shared_ptr<const std::string>;
inline SharedText share(std::string text) { return std::make_shared<const std::string>(std::move(text)); }

class RoomMember {
 public:
  virtual ~RoomMember() = default;
  // Queues `message` for sending. Thread-safe, never blocks.
  virtual void deliver(SharedText message) = 0;
};

using MemberPtr = std::shared_ptr<RoomMember>;

}  // namespace kangaroom::server
