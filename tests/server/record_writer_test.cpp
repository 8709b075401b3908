// RecordWriter: what each call writes of a room driven through its public
// interface. The head only when it changed, a checkpoint when a round
// starts, every move and chat line appended once, with sequence numbers
// that go on after a restore from the SQLite store.
#include "server/room/record_writer.hpp"

#include <doctest/doctest.h>

#include "../support/temp_dir.hpp"
#include "core/registry.hpp"
#include "protocol/server_message.hpp"
#include "server/room/room.hpp"
#include "server/store/room_store.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using Clock = std::chrono::steady_clock;

namespace {

struct Inbox : RoomMember {
  std::vector<Json> messages;
  void deliver(SharedText text) override { messages.push_back(Json::parse(*text)); }
};

// A two-seat tiny Kangaruse room with the writer that writes it.
struct WrittenRoom {
  const engine::GameFactory& factory = *engine::find_game("kangaruse");
  Metrics metrics;
  Clock::time_point now{};
  Room room;
  RecordWriter writer;
  std::vector<std::shared_ptr<Inbox>> players;  // players[i] sits in seat i
  int next_id = 1;

  WrittenRoom()
      : room("writertestcode23", factory,
             engine::normalize_options(factory.info, {{"size", "tiny"}}).options, 2, "host", 3,
             RoomSettings{}, metrics, {}, now) {}

  std::optional<RoomWrite> next() { return writer.next(room); }
  // The first to join holds the host token.
  std::shared_ptr<Inbox> join(const std::string& seat_token = {}) {
    auto member = std::make_shared<Inbox>();
    protocol::Join join;
    join.room = room.code();
    if (next_id == 1) join.host_token = "host";
    join.seat_token = seat_token;
    room.join(member, join, next_id++, now);
    return member;
  }
  Json send(const std::shared_ptr<Inbox>& member, protocol::Request request) {
    const int id = next_id++;
    room.handle(member, protocol::ClientMessage{id, std::move(request)}, now, now);
    for (const auto& message : member->messages)
      if (message.value("id", Json()) == id) return message;
    return nullptr;
  }
  std::string take_seat(const std::shared_ptr<Inbox>& member, const std::string& name) {
    protocol::TakeSeat take;
    take.name = name;
    const Json reply = send(member, take);
    REQUIRE(reply["type"] == "seat_taken");
    players.push_back(member);
    return reply["seat_token"];
  }
  // The move of the seat to act, played by its player; returns its stored line.
  std::string play() {
    const int seat = room.game()->to_act().at(0);
    const Json move = room.game()->legal_moves_json(seat).at(0);
    REQUIRE(send(players.at(static_cast<std::size_t>(seat)), protocol::MakeMove{move})["type"] ==
            "ok");
    return std::to_string(seat) + " " + protocol::serialize(move);
  }
  std::string head_now() const { return protocol::serialize(head_json(room.head_record())); }
};

}  // namespace

TEST_CASE("the first write is the whole lobby; a room that did not change writes nothing") {
  WrittenRoom written;
  const auto first = written.next();
  REQUIRE(first);
  CHECK(first->code == "writertestcode23");
  CHECK(first->version == written.room.version());
  CHECK(first->head == written.head_now());
  REQUIRE(first->checkpoint);
  CHECK(first->checkpoint->round == 0);
  CHECK(first->checkpoint->game == "null");
  CHECK(first->checkpoint->moves_included == 0);
  CHECK(first->events.empty());
  CHECK_FALSE(written.next());
  CHECK_FALSE(written.next());
}

TEST_CASE("a chat line is appended once and leaves the head unwritten; a seat rewrites the head") {
  WrittenRoom written;
  REQUIRE(written.next());
  auto host = written.join();
  written.take_seat(host, "Ann");
  const auto seated = written.next();
  REQUIRE(seated);
  CHECK(seated->head == written.head_now());  // the seat is in the head
  CHECK_FALSE(seated->checkpoint);
  CHECK(seated->events.empty());

  REQUIRE(written.send(host, protocol::Chat{"hello"})["type"] == "ok");
  const auto chat = written.next();
  REQUIRE(chat);
  CHECK_FALSE(chat->head);  // the head is as it was written
  CHECK_FALSE(chat->checkpoint);
  REQUIRE(chat->events.size() == 1);
  CHECK(chat->events[0].kind == StoredEvent::Kind::chat);
  CHECK(chat->events[0].seq == 1);
  CHECK(chat->events[0].body.find("hello") != std::string::npos);
  CHECK(chat->events[0].version == written.room.version());
  CHECK_FALSE(written.next());  // written once
}

// Whether the head changed is the room's declaration (Room::head_changes):
// a move or a chat line declares nothing, a seat or a start does. (CTest runs
// every test with KANGAROOM_CHECK_HEAD=1, which makes the writer compare the
// head anyway and abort on a change nobody declared.)
TEST_CASE("the head is declared changed by seats and starts, never by a move or a chat line") {
  WrittenRoom written;
  REQUIRE(written.next());
  auto declared = written.room.head_changes();
  const auto declares = [&](const char* what) {
    INFO(what);
    const bool changed = written.room.head_changes() != declared;
    declared = written.room.head_changes();
    return changed;
  };
  written.take_seat(written.join(), "Ann");
  CHECK(declares("the first join and a seat taken"));
  written.take_seat(written.join(), "Bob");
  CHECK(declares("a second seat"));
  REQUIRE(written.send(written.players[0], protocol::Start{})["type"] == "ok");
  CHECK(declares("the start"));
  REQUIRE(written.next());
  written.play();
  CHECK_FALSE(declares("a move"));
  REQUIRE(written.send(written.players[0], protocol::Chat{"hi"})["type"] == "ok");
  CHECK_FALSE(declares("a chat line"));
  const auto after = written.next();
  REQUIRE(after);
  CHECK_FALSE(after->head);
  CHECK(after->events.size() == 2);
}

TEST_CASE("a new round writes its checkpoint with the head, then each move as one event") {
  WrittenRoom written;
  written.take_seat(written.join(), "Ann");
  written.take_seat(written.join(), "Bob");
  REQUIRE(written.next());
  REQUIRE(written.send(written.players[0], protocol::Start{})["type"] == "ok");
  const auto started = written.next();
  REQUIRE(started);
  REQUIRE(started->checkpoint);
  CHECK(started->checkpoint->round == 1);
  CHECK(started->checkpoint->moves_included == 0);
  CHECK(started->checkpoint->game == protocol::serialize(written.room.game()->save()));
  CHECK(started->head == written.head_now());  // the head names the round
  CHECK(started->events.empty());

  std::vector<std::string> lines;
  for (std::uint64_t seq = 1; seq <= 3; ++seq) {
    lines.push_back(written.play());
    const auto moved = written.next();
    REQUIRE(moved);
    CHECK_FALSE(moved->head);
    CHECK_FALSE(moved->checkpoint);
    REQUIRE(moved->events.size() == 1);
    const StoredEvent& event = moved->events[0];
    CHECK(event.kind == StoredEvent::Kind::move);
    CHECK(event.seq == seq);  // never reused
    CHECK(event.round == 1);
    CHECK(event.body == lines.back());
    CHECK(moved->version == written.room.version());
  }
  CHECK_FALSE(written.next());

  // Two changes between calls: both moves in one write, in order.
  lines.push_back(written.play());
  lines.push_back(written.play());
  const auto both = written.next();
  REQUIRE(both);
  REQUIRE(both->events.size() == 2);
  CHECK(both->events[0].body == lines[3]);
  CHECK(both->events[1].body == lines[4]);
  CHECK(both->events[1].seq == 5);
}

TEST_CASE("a room restored from the store writes nothing it holds, and goes on after it") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  WrittenRoom written;
  const std::vector<std::string> tokens = {written.take_seat(written.join(), "Ann"),
                                           written.take_seat(written.join(), "Bob")};
  REQUIRE(written.send(written.players[0], protocol::Start{})["type"] == "ok");
  auto started = written.next();
  REQUIRE(started);
  store->write(std::move(*started));
  written.play();
  auto moved = written.next();
  REQUIRE(moved);
  store->write(std::move(*moved));
  REQUIRE(store->flush());

  const auto stored = store->load_room(written.room.code());
  REQUIRE(stored);
  RoomRecord record;
  REQUIRE_MESSAGE(from_stored(*stored, record, error), error);
  WrittenRoom restored;
  REQUIRE_MESSAGE(restored.room.restore(std::move(record), restored.now, error), error);
  restored.writer.resume(restored.room, *stored, /*saved_whole=*/false);
  CHECK(restored.room.round().moves().size() == 1);
  CHECK_FALSE(restored.next());  // what the store holds counts as written

  // The players come back with their tokens; the next move is the room's
  // second event, after the one the store holds.
  for (const auto& token : tokens) restored.players.push_back(restored.join(token));
  restored.next();
  const std::string second_move = restored.play();
  const auto after = restored.next();
  REQUIRE(after);
  CHECK_FALSE(after->checkpoint);
  REQUIRE(after->events.size() == 1);
  CHECK(after->events[0].seq == 2);
  CHECK(after->events[0].body == second_move);
}
