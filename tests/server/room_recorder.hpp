#pragma once
// A connection for the room tests (room_test, room_offers_test): keeps every
// message it is sent, follows the view they describe, and counts how many
// messages each hand-off from the room carried. Including it also quiets
// the rooms' logs, which are for operators, so test output stays readable.
#include <spdlog/spdlog.h>

#include <string>
#include <vector>

#include "protocol/view_tracker.hpp"
#include "server/room/room_member.hpp"

namespace kangaroom::server {

inline const bool room_logs_quiet = [] {
  spdlog::set_level(spdlog::level::warn);
  return true;
}();

struct Recorder : RoomMember {
  std::vector<protocol::Json> messages;
  protocol::ViewTracker tracker;
  bool gap = false;  // a patch came that did not follow the view held
  std::vector<std::size_t> hand_offs;

  void deliver(SharedText text) override {
    protocol::Json message = protocol::Json::parse(*text);
    if (tracker.accept(message) == protocol::ViewTracker::Result::need_sync) gap = true;
    messages.push_back(std::move(message));
  }
  void deliver_all(std::vector<Outgoing> batch) override {
    hand_offs.push_back(batch.size());
    RoomMember::deliver_all(std::move(batch));
  }
  const protocol::Json& last() const { return messages.back(); }
  // The last message of a type (null if none came).
  protocol::Json last_of(const std::string& type) const {
    for (auto it = messages.rbegin(); it != messages.rend(); ++it)
      if ((*it)["type"] == type) return *it;
    return nullptr;
  }
};

}  // namespace kangaroom::server
