#pragma once
// What every RoomStore backend must keep, written and checked the same way
// for SQLite (room_store_test.cpp) and PostgreSQL (pg_store_test.cpp): each
// test opens its own store, writes a case, reopens or flushes, checks it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "server/store/room_store.hpp"

namespace kangaroom::testing {

using server::RoomStore;
using server::RoomWrite;
using server::StoredCheckpoint;
using server::StoredEvent;
using server::StoredRoom;

inline RoomWrite change(const std::string& code, std::uint64_t version) {
  RoomWrite write;
  write.code = code;
  write.version = version;
  return write;
}

inline StoredEvent event(std::uint64_t seq, StoredEvent::Kind kind, int round, std::string body) {
  return {seq, kind, round, seq + 10, 1000 + static_cast<std::int64_t>(seq), std::move(body)};
}

// Room a: a head, a checkpoint and three events over two writes (the second
// without a head: it did not change), each write's commit counted in
// `committed`; room b: a head only; room c: written, then erased.
inline void write_three_rooms(RoomStore& store, int& committed) {
  auto first = change("room-a", 3);
  first.head = R"({"h":1})";
  first.checkpoint = StoredCheckpoint{1, 0, R"({"board":1})", "[]", true, 1};
  first.events = {event(1, StoredEvent::Kind::move, 1, "0 {\"m\":1}"),
                  event(2, StoredEvent::Kind::chat, 1, "hello \xc3\xa9")};
  store.write(first, [&] { ++committed; });
  auto second = change("room-a", 4);
  second.events = {event(3, StoredEvent::Kind::move, 1, "1 {\"m\":2}")};
  store.write(second, [&] { ++committed; });
  auto other = change("room-b", 1);
  other.head = R"({"h":2})";
  store.write(other);
  auto gone = change("room-c", 1);
  gone.head = "{}";
  gone.events = {event(1, StoredEvent::Kind::chat, 0, "bye")};
  store.write(gone);
  store.erase("room-c");
}

// What write_three_rooms leaves, as load_all reads it back (in code order).
inline void check_three_rooms(const std::vector<StoredRoom>& rooms) {
  REQUIRE(rooms.size() == 2);
  const StoredRoom& a = rooms[0];
  CHECK(a.code == "room-a");
  CHECK(a.head == R"({"h":1})");
  CHECK(a.version == 13);  // the latest event's (seq 3 + 10)
  CHECK(a.touched_at_unix_ms >= 1003);
  REQUIRE(a.checkpoint);
  CHECK(a.checkpoint->game == R"({"board":1})");
  CHECK(a.checkpoint->log_has_private);
  REQUIRE(a.events.size() == 3);
  CHECK(a.events[0].body == "0 {\"m\":1}");
  CHECK(a.events[1].kind == StoredEvent::Kind::chat);
  CHECK(a.events[1].body == "hello \xc3\xa9");
  CHECK(a.events[2].seq == 3);
  CHECK(rooms[1].code == "room-b");
  CHECK(rooms[1].events.empty());
}

// Room a plays a round (a move, two chat lines), then a rematch whose
// checkpoint drops the first round's moves and the chat before line 3.
inline void write_rematch(RoomStore& store) {
  auto first = change("room-a", 1);
  first.head = "{}";
  first.checkpoint = StoredCheckpoint{1, 0, "{}", "[]", false, 1};
  first.events = {event(1, StoredEvent::Kind::move, 1, "0 a"),
                  event(2, StoredEvent::Kind::chat, 1, "one"),
                  event(3, StoredEvent::Kind::chat, 1, "two")};
  store.write(first);
  auto rematch = change("room-a", 2);
  rematch.head = "{}";
  rematch.checkpoint = StoredCheckpoint{2, 0, "{}", "[]", false, 1};
  rematch.events = {event(4, StoredEvent::Kind::move, 2, "1 b")};
  rematch.drop_chat_before = 3;
  store.write(rematch);
}

// Room a after write_rematch: the last chat line and the rematch's move.
inline void check_rematch(const StoredRoom& room) {
  REQUIRE(room.events.size() == 2);
  CHECK(room.events[0].body == "two");
  CHECK(room.events[1].body == "1 b");
  REQUIRE(room.checkpoint);
  CHECK(room.checkpoint->round == 2);
}

}  // namespace kangaroom::testing
