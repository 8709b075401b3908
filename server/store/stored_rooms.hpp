#pragma once
// Rooms as a backend reads them back: the rooms table's rows, then their
// checkpoints, then their events in (code, seq) order. Both backends read
// the same three tables; this is where their rows become StoredRooms, so
// that a room's version and times are worked out from its events once.
#include <map>
#include <string>
#include <vector>

#include "server/store/room_write.hpp"

namespace kangaroom::server {

class StoredRooms {
 public:
  void add_head(std::string code, std::string head, std::uint64_t version,
                std::int64_t saved_at_unix_ms);
  // A checkpoint or an event of a room with no head row is ignored.
  void add_checkpoint(const std::string& code, StoredCheckpoint checkpoint);
  // In (code, seq) order: the room's version and times follow its events.
  void add_event(const std::string& code, StoredEvent event);
  // The rooms, in code order.
  std::vector<StoredRoom> take();

 private:
  std::map<std::string, StoredRoom> rooms_;
  std::map<std::string, StoredRoom>::iterator last_event_room_ = rooms_.end();
};

}  // namespace kangaroom::server
