#pragma once
// A connection for Outbox and CommitGate tests: records each hand-off it is
// given, as its messages' texts (a snapshot marked "*").
#include <string>
#include <vector>

#include "server/room/room_member.hpp"

namespace kangaroom::server {

struct HandOffs : RoomMember {
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

}  // namespace kangaroom::server
