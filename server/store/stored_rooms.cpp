#include "server/store/stored_rooms.hpp"

#include <algorithm>

namespace kangaroom::server {

void StoredRooms::add_head(std::string code, std::string head, std::uint64_t version,
                           std::int64_t saved_at_unix_ms) {
  StoredRoom room;
  room.code = code;
  room.head = std::move(head);
  room.version = version;
  room.touched_at_unix_ms = saved_at_unix_ms;
  rooms_.emplace(std::move(code), std::move(room));
}

void StoredRooms::add_checkpoint(const std::string& code, StoredCheckpoint checkpoint) {
  const auto room = rooms_.find(code);
  if (room != rooms_.end()) room->second.checkpoint = std::move(checkpoint);
}

void StoredRooms::add_event(const std::string& code, StoredEvent event) {
  // Events come room by room: look the room up only when the code changes.
  if (last_event_room_ == rooms_.end() || last_event_room_->first != code)
    last_event_room_ = rooms_.find(code);
  if (last_event_room_ == rooms_.end()) return;
  StoredRoom& room = last_event_room_->second;
  room.version = std::max(room.version, event.version);
  room.touched_at_unix_ms = std::max(room.touched_at_unix_ms, event.at_unix_ms);
  if (event.kind != StoredEvent::Kind::chat)
    room.last_move_at_unix_ms = std::max(room.last_move_at_unix_ms, event.at_unix_ms);
  room.events.push_back(std::move(event));
}

std::vector<StoredRoom> StoredRooms::take() {
  std::vector<StoredRoom> loaded;
  loaded.reserve(rooms_.size());
  for (auto& [code, room] : rooms_) loaded.push_back(std::move(room));
  rooms_.clear();
  last_event_room_ = rooms_.end();
  return loaded;
}

}  // namespace kangaroom::server
