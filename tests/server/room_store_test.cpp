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

TEST_CASE(
    "rooms round-trip through the store; the last save of a room wins; erased rooms are gone") {
  kangaroom::testing::TempDir dir;
  std::string error;
  {
    auto store = RoomStore::open(dir.path, error);
    REQUIRE_MESSAGE(store, error);
    store->save("room-a", R"({"v":1})");
    store->save("room-a", R"({"v":2})");
    store->save("room-b", R"({"v":3})");
    store->save("room-c", R"({"v":4})");
    store->erase("room-c");
    store->flush();
  }
  auto store = RoomStore::open(dir.path, error);
  REQUIRE(store);
  auto rooms = store->load_all();
  std::sort(rooms.begin(), rooms.end(),
            [](const auto& a, const auto& b) { return a.code < b.code; });
  REQUIRE(rooms.size() == 2);
  CHECK(rooms[0].code == "room-a");
  CHECK(rooms[0].state == R"({"v":2})");
  CHECK(rooms[1].state == R"({"v":3})");
  CHECK(rooms[0].saved_at_unix_ms > 0);
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
    CHECK(store->load_all().size() == 1);  // the old rows stay
    store->save_replay({"old-room", 1, R"({"x":1})", 5});
    store->flush();
    CHECK(store->load_replays().size() == 1);  // the table of version 2 exists
  }
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
