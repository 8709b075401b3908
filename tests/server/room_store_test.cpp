// The store and the replay archive without a server: rows round-trip,
// writes coalesce, schema migrations run in order, a newer schema is
// refused, and old replays leave memory and disk.
#include "server/store/room_store.hpp"

#include <doctest/doctest.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "../support/temp_dir.hpp"
#include "server/store/replay_archive.hpp"
#include "server/store/sqlite_backend.hpp"
#include "store_cases.hpp"

using namespace kangaroom::server;

namespace {

std::string database(const kangaroom::testing::TempDir& dir) {
  return dir.path + "/kangaroom.sqlite3";
}

void run_sql(const std::string& database, const char* sql) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(database.c_str(), &db) == SQLITE_OK);
  REQUIRE(sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
}

// A record as the room hands it over: its text, with the room, round and
// finish time it holds.
void add_record(ReplayArchive& archive, const std::string& code, int round,
                std::int64_t finished_at) {
  const Json record = {
      {"room", code}, {"round", round}, {"finished_at", finished_at}, {"game", "kangaruse"}};
  archive.add(code, round, finished_at, record.dump());
}

}  // namespace

using kangaroom::testing::change;
using kangaroom::testing::event;

TEST_CASE("a room's log round-trips: the head, the checkpoint and the events in order") {
  kangaroom::testing::TempDir dir;
  std::string error;
  int committed = 0;
  {
    auto store = RoomStore::open(dir.path, error);
    REQUIRE_MESSAGE(store, error);
    kangaroom::testing::write_three_rooms(*store, committed);
    CHECK(store->flush());
    CHECK(committed == 2);
  }
  auto store = RoomStore::open(dir.path, error);
  REQUIRE(store);
  kangaroom::testing::check_three_rooms(store->load_all());
}

TEST_CASE("a new round's checkpoint drops the earlier moves; old chat lines are dropped") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  kangaroom::testing::write_rematch(*store);
  REQUIRE(store->flush());
  const auto rooms = store->load_all();
  REQUIRE(rooms.size() == 1);
  kangaroom::testing::check_rematch(rooms[0]);
}

TEST_CASE("rooms are counted by creator until they are erased, asleep or not") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  for (const char* code : {"room-1", "room-2", "room-3"}) {
    auto created = change(code, 1);
    created.head = "{}";
    created.creator = code == std::string("room-3") ? "someone-else" : "ann";
    store->write(created);
  }
  // Later writes carry no creator and keep the first one.
  auto later = change("room-1", 2);
  later.head = R"({"v":2})";
  later.wake_at_unix_ms = 5000;
  later.summary = "{}";
  store->write(later);
  REQUIRE(store->flush());
  CHECK(store->rooms_created_by("ann") == 2u);
  CHECK(store->rooms_created_by("someone-else") == 1u);
  CHECK(store->rooms_created_by("nobody") == 0u);
  store->erase("room-2");
  REQUIRE(store->flush());
  CHECK(store->rooms_created_by("ann") == 1u);
}

TEST_CASE("a room that cannot be restored is moved to quarantine, not deleted") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  auto broken = change("room-x", 1);
  broken.head = "{not json";
  store->write(broken);
  store->quarantine("room-x", R"({"head":"{not json"})", "malformed");
  REQUIRE(store->flush());
  CHECK(store->load_all().empty());
  const auto kept = store->quarantined();
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].first == "room-x");
  CHECK(kept[0].second == "malformed");
}

TEST_CASE("a database of schema version 1 is migrated; one from a newer server is refused") {
  kangaroom::testing::TempDir dir;
  std::filesystem::create_directories(dir.path);
  run_sql(
      database(dir),
      "CREATE TABLE rooms (code TEXT PRIMARY KEY, state TEXT NOT NULL, saved_at_unix_ms INTEGER "
      "NOT NULL) "
      "WITHOUT ROWID; INSERT INTO rooms VALUES ('old-room', '{}', 1); PRAGMA user_version = 1;");
  std::string error;
  {
    auto store = RoomStore::open(dir.path, error);
    REQUIRE_MESSAGE(store, error);
    const auto rooms = store->load_all();  // the old rows stay, as they were
    REQUIRE(rooms.size() == 1);
    CHECK(rooms[0].head == "{}");
    CHECK(rooms[0].touched_at_unix_ms == 1);
    store->save_replay({"old-room", 1, R"({"x":1})", 5});
    store->flush();
    CHECK(store->load_replays().size() == 1);  // the table of version 2 exists
  }
  // The file as it was before the migration is kept beside it.
  CHECK(std::filesystem::exists(database(dir) + ".before-v" +
                                std::to_string(SqliteBackend::schema_version)));
  run_sql(database(dir), "PRAGMA user_version = 99;");
  CHECK_FALSE(RoomStore::open(dir.path, error));
  CHECK(error.find("newer") != std::string::npos);
}

TEST_CASE("replays are found by room and round, expire from memory and disk, and are capped") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE(store);
  const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::system_clock::now().time_since_epoch())
                       .count();
  ReplayArchive archive(std::chrono::hours(1), store.get());
  add_record(archive, "room-a", 1, now - 2 * 3600 * 1000);  // older than the expiry
  add_record(archive, "room-a", 2, now - 1000);
  add_record(archive, "room-b", 1, now);
  CHECK(archive.size() == 3);
  CHECK(Json::parse(*archive.find("room-a", std::nullopt))["round"] == 2);  // the latest
  CHECK(Json::parse(*archive.find("room-a", 1))["round"] == 1);
  CHECK(archive.find("room-c", std::nullopt) == nullptr);
  archive.sweep();
  CHECK(archive.size() == 2);
  CHECK(archive.find("room-a", 1) == nullptr);
  store->flush();
  CHECK(store->load_replays().size() == 2);

  // A fresh archive over the same store loads what is left.
  ReplayArchive reloaded(std::chrono::hours(1), store.get());
  reloaded.load();
  CHECK(reloaded.size() == 2);

  // Over the cap the oldest go first.
  ReplayArchive capped(std::chrono::hours(1000), nullptr);
  for (std::size_t i = 0; i < ReplayArchive::max_records + 5; ++i)
    add_record(capped, "room-" + std::to_string(i), 1, now - 100000 + static_cast<std::int64_t>(i));
  capped.sweep();
  CHECK(capped.size() == ReplayArchive::max_records);
  CHECK(capped.find("room-0", std::nullopt) == nullptr);
  CHECK(capped.find("room-4", std::nullopt) == nullptr);
  CHECK(capped.find("room-5", std::nullopt) != nullptr);
}

TEST_CASE("one store per data directory: a second is refused while the first holds it") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto first = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(first, error);
  std::string refused;
  CHECK_FALSE(RoomStore::open(dir.path, refused));
  CHECK(refused.find("another kangaroom server") != std::string::npos);
  // The holder's pid is named, so the operator knows which process to stop.
  CHECK(refused.find(std::to_string(::getpid())) != std::string::npos);
  first.reset();
  auto second = RoomStore::open(dir.path, error);
  CHECK_MESSAGE(second, error);
}

namespace {
// 400 rooms, each a head and a chat line, folded into the file (no WAL).
void write_400_rooms(const kangaroom::testing::TempDir& dir) {
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  for (int i = 0; i < 400; ++i) {
    auto room = change("room-" + std::to_string(1000 + i), 1);
    room.head = std::string(300, 'h');
    room.events = {event(1, StoredEvent::Kind::chat, 0, std::string(200, 'c'))};
    store->write(room);
  }
  REQUIRE(store->flush());
  store.reset();
  run_sql(database(dir), "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;");
}

void overwrite(const std::string& path, long at, std::size_t bytes) {
  FILE* file = std::fopen(path.c_str(), "r+b");
  REQUIRE(file);
  const std::string garbage(bytes, '\x5a');
  std::fseek(file, at, SEEK_SET);
  std::fwrite(garbage.data(), 1, garbage.size(), file);
  std::fclose(file);
}

// --recover, then what the store loads.
std::size_t recovered_rooms(const kangaroom::testing::TempDir& dir, std::string& report) {
  REQUIRE_MESSAGE(RoomStore::recover(dir.path, report), report);
  CHECK_MESSAGE(report.find("rows copied") != std::string::npos, report);
  bool kept = false;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path))
    kept = kept || entry.path().filename().string().find("kangaroom.sqlite3.damaged-") == 0;
  CHECK(kept);
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  return store->load_all().size();
}
}  // namespace

TEST_CASE("a damaged database stops the start with the way out; --recover copies what it can") {
  kangaroom::testing::TempDir dir;
  write_400_rooms(dir);
  const auto size = std::filesystem::file_size(database(dir));
  REQUIRE(size > 16 * 4096);
  std::string error, report;

  SUBCASE("three pages in the middle") {
    overwrite(database(dir), static_cast<long>(size / 2 / 4096 * 4096), 3 * 4096);
    CHECK_FALSE(RoomStore::open(dir.path, error));
    CHECK_MESSAGE(error.find("damaged") != std::string::npos, error);
    CHECK_MESSAGE(error.find("--recover") != std::string::npos, error);
    const auto rooms = recovered_rooms(dir, report);
    MESSAGE("three pages: recovered " << rooms << " of 400 rooms: " << report);
    // A scan that stopped at the damage kept only the rooms before it; read
    // by key from both sides, only what was on those pages is lost (a page
    // holds about a dozen of these rooms' heads).
    CHECK(rooms >= 400 - 3 * 16);
    CHECK(rooms < 400);
  }
  SUBCASE("the header") {
    overwrite(database(dir), 0, 100);
    CHECK_FALSE(RoomStore::open(dir.path, error));
    const auto rooms = recovered_rooms(dir, report);
    MESSAGE("header: recovered " << rooms << " of 400 rooms: " << report);
    CHECK_MESSAGE(report.find("header was damaged") != std::string::npos, report);
    CHECK(rooms == 400);  // every page is intact
  }
  SUBCASE("the file cut short") {
    std::filesystem::resize_file(database(dir), size * 2 / 3 + 123);
    const auto rooms = recovered_rooms(dir, report);
    MESSAGE("cut: recovered " << rooms << " of 400 rooms: " << report);
    CHECK(rooms > 0);
    CHECK(rooms < 400);
  }
}

TEST_CASE("a backup is a consistent copy, taken while the store is open") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  auto room = change("room-a", 1);
  room.head = "{}";
  store->write(room);
  REQUIRE(store->flush());
  const std::string target = dir.path + "/copy.sqlite3";
  REQUIRE_MESSAGE(RoomStore::backup(dir.path, target, error), error);
  CHECK_FALSE(RoomStore::backup(dir.path, target, error));  // never overwrites
  store.reset();
  kangaroom::testing::TempDir other;
  std::filesystem::create_directories(other.path);
  std::filesystem::copy_file(target, other.path + "/kangaroom.sqlite3");
  auto copy = RoomStore::open(other.path, error);
  REQUIRE_MESSAGE(copy, error);
  CHECK(copy->load_all().size() == 1);
}

TEST_CASE(
    "the wake index: a room that sleeps is due at its time, not loaded at start, and "
    "leaves the index once awake") {
  kangaroom::testing::TempDir dir;
  std::string error;
  auto store = RoomStore::open(dir.path, error);
  REQUIRE_MESSAGE(store, error);
  for (const char* code : {"asleep-soon", "asleep-later", "awake"}) {
    auto created = change(code, 1);
    created.head = R"({"game":"kanga","status":"playing","seats":[]})";
    created.events = {event(1, StoredEvent::Kind::move, 1, "0 {}")};
    store->write(created);
  }
  auto soon = change("asleep-soon", 1);
  soon.wake_at_unix_ms = 5000;
  soon.summary = R"({"game":"kanga"})";
  store->write(soon);
  auto later = change("asleep-later", 1);
  later.wake_at_unix_ms = 9000;
  store->write(later);
  REQUIRE(store->flush());

  CHECK(store->due_rooms(4999, 10).empty());
  CHECK(store->due_rooms(5000, 10) == std::vector<std::string>{"asleep-soon"});
  CHECK(store->due_rooms(9000, 10) == std::vector<std::string>{"asleep-soon", "asleep-later"});
  CHECK(store->due_rooms(9000, 1) == std::vector<std::string>{"asleep-soon"});
  // A restart brings back the room that was in memory only.
  const auto awake = store->load_awake();
  REQUIRE(awake.size() == 1);
  CHECK(awake[0].code == "awake");
  CHECK(awake[0].events.size() == 1);
  CHECK(awake[0].last_move_at_unix_ms == 1001);
  // One room by its code, with its whole log.
  const auto one = store->load_room("asleep-soon");
  REQUIRE(one);
  CHECK(one->events.size() == 1);
  CHECK_FALSE(store->load_room("nobody"));
  // Summaries: what the room wrote as it fell asleep, and its head.
  const auto summaries = store->summaries({"asleep-soon", "nobody", "awake"});
  REQUIRE(summaries.size() == 2);
  CHECK(summaries[0].code == "asleep-soon");
  CHECK(summaries[0].summary == R"({"game":"kanga"})");
  CHECK(summaries[1].code == "awake");
  CHECK(summaries[1].summary.empty());

  auto woken = change("asleep-soon", 1);
  woken.awake = true;
  store->write(woken);
  REQUIRE(store->flush());
  CHECK(store->due_rooms(9000, 10) == std::vector<std::string>{"asleep-later"});
  CHECK(store->load_awake().size() == 2);

  // An awake room's summary replaced (a cluster's node keeps it current for
  // the others): read back as written, and the room stays out of the index.
  auto current = change("awake", 2);
  current.summary = R"({"game":"kanga","to_act":[1]})";
  store->write(current);
  REQUIRE(store->flush());
  const auto now_read = store->summaries({"awake"});
  REQUIRE(now_read.size() == 1);
  CHECK(now_read[0].summary == R"({"game":"kanga","to_act":[1]})");
  CHECK(store->due_rooms(1'000'000'000'000, 10) == std::vector<std::string>{"asleep-later"});
}
