#pragma once
// The end-of-run audit of one room by a newcomer: what the soak clients
// hold is compared with what a stranger joining now is sent.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string_view>

#include "soak_room.hpp"

namespace kangaroom::bots {
class WsConnection;
}

namespace kangaroom::soak {

// A fresh spectator connection that joins a room at the end: the room must
// still exist, and its snapshot must agree with what the soak clients hold.
class RoomAuditor : public std::enable_shared_from_this<RoomAuditor> {
 public:
  RoomAuditor(SoakContext& context, SoakRoom& room, std::atomic<long>& done,
              std::atomic<long>& lost);
  void start();

 private:
  void on_message(std::string_view text);
  void finish();
  void audit(const Json& view, std::uint64_t version);

  SoakContext& context_;
  SoakRoom& room_;
  std::atomic<long>& done_;
  std::atomic<long>& lost_;
  std::shared_ptr<bots::WsConnection> connection_;
  bool finished_ = false;
};

}  // namespace kangaroom::soak
