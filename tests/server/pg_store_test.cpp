// The store on PostgreSQL (PgBackend), against a real server: the
// `postgres` layer of scripts/test.sh starts one (scripts/postgres-local.sh)
// and names it in KANGAROOM_TEST_DATABASE, and its directory in
// KANGAROOM_TEST_PG_DIR (to restart it). Every case is named "postgres: ..."
// and runs only in that layer; without the database it fails, never skips.
#include <doctest/doctest.h>
#include <libpq-fe.h>

#include <algorithm>
#include <cstdlib>
#include <thread>

#include "../support/wait_until.hpp"
#include "server/store/pg_backend.hpp"
#include "server/store/replay_archive.hpp"
#include "server/store/room_leases.hpp"
#include "server/store/room_store.hpp"
#include "server/util/unix_time.hpp"
#include "store_cases.hpp"

using namespace kangaroom::server;
using kangaroom::testing::change;
using kangaroom::testing::event;
using kangaroom::testing::wait_until;

namespace {

std::string test_database() {
  const char* url = std::getenv("KANGAROOM_TEST_DATABASE");
  REQUIRE_MESSAGE(url, "KANGAROOM_TEST_DATABASE is not set (run the postgres layer)");
  return url;
}

void run_sql(const std::string& url, const char* sql) {
  PGconn* connection = PQconnectdb(url.c_str());
  if (PQstatus(connection) != CONNECTION_OK) {
    const std::string error = PQerrorMessage(connection);
    PQfinish(connection);
    FAIL("cannot connect to ", url, ": ", error);
  }
  PGresult* result = PQexec(connection, sql);
  const auto status = PQresultStatus(result);
  const std::string error = PQresultErrorMessage(result);
  PQclear(result);
  PQfinish(connection);
  REQUIRE_MESSAGE((status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK), error);
}

// An empty database for each case.
std::string fresh_database() {
  const std::string url = test_database();
  run_sql(url,
          "SET client_min_messages = warning; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  return url;
}

}  // namespace

TEST_CASE("postgres: a room's log round-trips: the head, the checkpoint and the events in order") {
  const std::string url = fresh_database();
  std::string error;
  int committed = 0;
  {
    auto store = RoomStore::connect(url, error);
    REQUIRE_MESSAGE(store, error);
    kangaroom::testing::write_three_rooms(*store, committed);
    CHECK(store->flush());
    CHECK(committed == 2);
  }
  auto store = RoomStore::connect(url, error);
  REQUIRE_MESSAGE(store, error);
  kangaroom::testing::check_three_rooms(store->load_all());
}

TEST_CASE("postgres: a new round's checkpoint drops the earlier moves; quarantine and replays") {
  const std::string url = fresh_database();
  std::string error;
  auto store = RoomStore::connect(url, error);
  REQUIRE_MESSAGE(store, error);
  kangaroom::testing::write_rematch(*store);
  auto broken = change("room-x", 1);
  broken.head = "{not json";
  store->write(broken);
  store->quarantine("room-x", R"({"head":"{not json"})", "malformed");
  store->save_replay({"room-a", 1, R"({"round":1})", 5000});
  store->save_replay({"room-a", 2, R"({"round":2})", 9000});
  store->erase_replays_before(6000);
  REQUIRE(store->flush());
  const auto rooms = store->load_all();
  REQUIRE(rooms.size() == 1);
  kangaroom::testing::check_rematch(rooms[0]);
  const auto kept = store->quarantined();
  REQUIRE(kept.size() == 1);
  CHECK(kept[0] == std::pair<std::string, std::string>{"room-x", "malformed"});
  const auto replays = store->load_replays();
  REQUIRE(replays.size() == 1);
  CHECK(replays[0].round == 2);
}

TEST_CASE("postgres: servers starting together migrate once, and one of them holds the database") {
  const std::string url = fresh_database();
  std::vector<std::unique_ptr<RoomStore>> stores(4);
  std::vector<std::string> errors(stores.size());
  std::vector<std::thread> starting;
  for (std::size_t i = 0; i < stores.size(); ++i)
    starting.emplace_back([&, i] { stores[i] = RoomStore::connect(url, errors[i]); });
  for (auto& thread : starting) thread.join();
  // Until rooms are leased to nodes, one server per database: the others
  // are refused for that reason alone (none for the migration).
  CHECK(std::count_if(stores.begin(), stores.end(),
                      [](const auto& store) { return store != nullptr; }) == 1);
  for (std::size_t i = 0; i < stores.size(); ++i)
    if (!stores[i])
      CHECK_MESSAGE(errors[i].find("another kangaroom server") != std::string::npos, errors[i]);
  stores.clear();
  std::string again;
  CHECK_MESSAGE(RoomStore::connect(url, again), again);  // released with its connection
}

TEST_CASE("postgres: a newer schema is refused") {
  const std::string url = fresh_database();
  {
    std::string error;
    REQUIRE_MESSAGE(RoomStore::connect(url, error), error);
  }

  run_sql(url, "UPDATE kangaroom_schema SET version = 99");
  std::string error;
  CHECK_FALSE(RoomStore::connect(url, error));
  CHECK(error.find("newer") != std::string::npos);
  CHECK(error.find("99") != std::string::npos);
}

TEST_CASE("postgres: while the database is away writes fail and are held; then written in order") {
  const char* dir = std::getenv("KANGAROOM_TEST_PG_DIR");
  REQUIRE_MESSAGE(dir, "KANGAROOM_TEST_PG_DIR is not set (run the postgres layer)");
  const std::string url = fresh_database();
  std::string error;
  auto store = RoomStore::connect(url, error);
  REQUIRE_MESSAGE(store, error);
  auto first = change("room-a", 1);
  first.head = "{}";
  first.events = {event(1, StoredEvent::Kind::move, 1, "0 a")};
  store->write(first);
  REQUIRE(store->flush());

  const std::string script = std::string(KANGAROOM_SOURCE_DIR) + "/scripts/postgres-local.sh";
  REQUIRE(std::system((script + " stop " + dir).c_str()) == 0);
  int committed = 0;
  auto second = change("room-a", 2);
  second.events = {event(2, StoredEvent::Kind::move, 1, "1 b")};
  store->write(second, [&] { ++committed; });
  CHECK_FALSE(store->flush());  // returns once the store failed to write it
  CHECK(store->failing());
  CHECK(committed == 0);

  REQUIRE(std::system((script + " restart " + dir + " >/dev/null").c_str()) == 0);
  auto third = change("room-a", 3);
  third.events = {event(3, StoredEvent::Kind::move, 1, "0 c")};
  store->write(third, [&] { ++committed; });
  wait_until([&] { return store->flush(); }, "the store to write again once PostgreSQL is back",
             RoomStore::retry_delay);
  CHECK_FALSE(store->failing());
  CHECK(committed == 2);
  const auto rooms = store->load_all();
  REQUIRE(rooms.size() == 1);
  REQUIRE(rooms[0].events.size() == 3);
  CHECK(rooms[0].events[1].body == "1 b");
  CHECK(rooms[0].events[2].body == "0 c");
}

TEST_CASE("postgres: a password is never shown") {
  CHECK(without_password("postgresql://kangaroom:s3cret@db:5432/k") ==
        "postgresql://kangaroom@db:5432/k");
  CHECK(without_password("host=db password=s3cret dbname=k") == "host=db password=... dbname=k");
  CHECK(without_password("postgresql://db/k") == "postgresql://db/k");
}

namespace {
// Two servers on one database, each with its leases, as in a cluster.
struct Node {
  std::unique_ptr<RoomStore> store;
  std::unique_ptr<RoomLeases> leases;
};
Node node(const std::string& url, const std::string& owner, std::chrono::milliseconds lease) {
  std::string error;
  Node made;
  made.store = RoomStore::connect(url, error, {}, PgOptions{false, owner});
  REQUIRE_MESSAGE(made.store, error);
  made.leases = RoomLeases::connect(url, owner, lease, error);
  REQUIRE_MESSAGE(made.leases, error);
  return made;
}
}  // namespace

TEST_CASE("postgres: a room is leased to one server at a time, and every claim raises its epoch") {
  const std::string url = fresh_database();
  Node a = node(url, "node-a/1", std::chrono::minutes(1));
  Node b = node(url, "node-b/1", std::chrono::minutes(1));
  CHECK(a.leases->claim("room-1") == 1u);
  CHECK(a.leases->claim("room-1") == 2u);  // again by its holder (a restarted room)
  CHECK_FALSE(b.leases->claim("room-1"));  // held, and not run out
  CHECK(b.leases->claim("room-2") == 1u);

  // The holder renews what it holds; a request for it shows at its renewal.
  auto held = a.leases->renew();
  REQUIRE(held);
  REQUIRE(held->size() == 1);
  CHECK((*held)[0].code == "room-1");
  CHECK((*held)[0].epoch == 2u);
  CHECK_FALSE((*held)[0].wanted);
  CHECK(b.leases->ask_for("room-1"));
  CHECK_FALSE(b.leases->ask_for("room-2"));  // its own
  held = a.leases->renew();
  REQUIRE(held);
  CHECK((*held)[0].wanted);

  // Handed over: released at its epoch, then claimed by the other server.
  CHECK_FALSE(a.leases->release("room-1", 1));  // not the current epoch
  CHECK(a.leases->release("room-1", 2));
  CHECK(b.leases->claim("room-1") == 3u);
  held = a.leases->renew();
  REQUIRE(held);
  CHECK(held->empty());
}

TEST_CASE("postgres: a lease that ran out is taken over, and the old holder's writes are refused") {
  const std::string url = fresh_database();
  // A short lease: the frozen server's runs out while the test waits.
  Node frozen = node(url, "node-a/1", std::chrono::milliseconds(300));
  Node other = node(url, "node-b/1", std::chrono::minutes(1));
  const auto first = frozen.leases->claim("room-1");
  REQUIRE(first);
  auto write = change("room-1", 1);
  write.head = R"({"h":1})";
  write.epoch = *first;
  write.events = {event(1, StoredEvent::Kind::move, 1, "0 a")};
  int committed = 0, lost = 0;
  frozen.store->write(
      write, [&] { ++committed; }, [&] { ++lost; });
  REQUIRE(frozen.store->flush());
  CHECK(committed == 1);

  std::optional<std::uint64_t> taken;
  wait_until([&] { return (taken = other.leases->claim("room-1")).has_value(); },
             "the frozen node's 300 ms lease to run out and the other node to claim the room",
             std::chrono::milliseconds(100));
  CHECK(*taken == *first + 1);

  // The old holder comes back and writes at its old epoch: refused, and
  // told so; the new holder writes at its own.
  auto stale = change("room-1", 2);
  stale.epoch = *first;
  stale.events = {event(2, StoredEvent::Kind::move, 1, "1 stale")};
  auto unleased = change("room-9", 1);  // in the same batch: written all the same
  unleased.head = "{}";
  frozen.store->write(
      stale, [&] { ++committed; }, [&] { ++lost; });
  frozen.store->write(unleased);
  REQUIRE(frozen.store->flush());
  CHECK(committed == 1);
  CHECK(lost == 1);
  auto fresh = change("room-1", 2);
  fresh.epoch = *taken;
  fresh.events = {event(2, StoredEvent::Kind::move, 1, "1 b")};
  other.store->write(
      fresh, [&] { ++committed; }, [&] { ++lost; });
  REQUIRE(other.store->flush());
  CHECK(committed == 2);
  CHECK(frozen.leases->renew()->empty());

  const auto rooms = other.store->load_all();
  REQUIRE(rooms.size() == 2);
  REQUIRE(rooms[0].events.size() == 2);
  CHECK(rooms[0].events[1].body == "1 b");
  CHECK(rooms[1].code == "room-9");
}

TEST_CASE("postgres: every node counts the rooms an address created on any node") {
  const std::string url = fresh_database();
  Node a = node(url, "node-a/1", std::chrono::minutes(1));
  Node b = node(url, "node-b/1", std::chrono::minutes(1));
  for (const char* code : {"room-a1", "room-a2"}) {
    RoomWrite created = change(code, 1);
    created.head = "{}";
    created.creator = "ann";
    a.store->write(std::move(created));
  }
  RoomWrite on_b = change("room-b1", 1);
  on_b.head = "{}";
  on_b.creator = "ann";
  b.store->write(std::move(on_b));
  REQUIRE(a.store->flush());
  REQUIRE(b.store->flush());
  CHECK(a.store->rooms_created_by("ann") == 3u);
  CHECK(b.store->rooms_created_by("ann") == 3u);
  CHECK(b.store->rooms_created_by("bea") == 0u);
  a.store->erase("room-a1");
  REQUIRE(a.store->flush());
  CHECK(b.store->rooms_created_by("ann") == 2u);
}

TEST_CASE("postgres: a node reads one room alone, and the games other nodes finished") {
  const std::string url = fresh_database();
  Node a = node(url, "node-a/1", std::chrono::minutes(1));
  Node b = node(url, "node-b/1", std::chrono::minutes(1));

  RoomWrite first = change("room-one", 3);
  first.head = R"({"code":"room-one"})";
  a.store->write(std::move(first));
  RoomWrite other = change("room-two", 4);
  other.head = R"({"code":"room-two"})";
  a.store->write(std::move(other));
  REQUIRE(a.store->flush());
  const auto one = b.store->load_room("room-one");
  REQUIRE(one);
  CHECK(one->code == "room-one");
  CHECK(one->head == R"({"code":"room-one"})");
  CHECK_FALSE(b.store->load_room("no-such-room"));

  // Node a finishes two games of a room; node b's archive, reading through
  // the shared store, serves each one as it is written, the latest too.
  ReplayArchive finished_here(std::chrono::hours(1), a.store.get(), /*shared=*/true);
  ReplayArchive read_there(std::chrono::hours(1), b.store.get(), /*shared=*/true);
  const auto now = unix_ms_now();
  finished_here.add("room-one", 1, now, R"({"round":1})");
  REQUIRE(a.store->flush());
  REQUIRE(read_there.locate("room-one", std::nullopt));
  CHECK(read_there.locate("room-one", std::nullopt)->round == 1);
  finished_here.add("room-one", 2, now, R"({"round":2})");
  REQUIRE(a.store->flush());
  CHECK(read_there.locate("room-one", std::nullopt)->round == 2);
  REQUIRE(read_there.find("room-one", 1));
  CHECK(*read_there.find("room-one", 1) == R"({"round":1})");
  CHECK_FALSE(read_there.locate("room-two", std::nullopt));
  // Without `shared` an archive answers from memory only.
  ReplayArchive memory_only(std::chrono::hours(1), b.store.get());
  CHECK_FALSE(memory_only.locate("room-one", std::nullopt));
}

TEST_CASE(
    "postgres: the wake index: sleeping rooms due at their time, and rooms a dead node "
    "held awake once its lease ran out") {
  const std::string url = fresh_database();
  Node dead = node(url, "node-a/1", std::chrono::milliseconds(300));
  Node alive = node(url, "node-b/1", std::chrono::minutes(1));
  for (const char* code : {"asleep", "held-by-dead", "held-by-alive"}) {
    auto created = change(code, 1);
    created.head = R"({"game":"kanga","status":"playing","seats":[]})";
    alive.store->write(created);
  }
  auto asleep = change("asleep", 1);
  asleep.wake_at_unix_ms = 5000;
  asleep.summary = R"({"game":"kanga"})";
  alive.store->write(asleep);
  REQUIRE(alive.store->flush());
  REQUIRE(dead.leases->claim("held-by-dead"));
  REQUIRE(alive.leases->claim("held-by-alive"));

  CHECK(alive.store->due_rooms(4999, 10).empty());
  CHECK(alive.store->due_rooms(5000, 10) == std::vector<std::string>{"asleep"});
  // Once the dead node's lease has run out, its room is due too (its clock
  // must still fire); the living node's room never is.
  std::vector<std::string> due;
  wait_until(
      [&] {
        due = alive.store->due_rooms(5000, 10);
        return due.size() == 2;
      },
      "the dead node's 300 ms lease to run out and its room to be due",
      std::chrono::milliseconds(100));
  std::sort(due.begin(), due.end());
  CHECK(due == std::vector<std::string>{"asleep", "held-by-dead"});

  const auto summaries = alive.store->summaries({"asleep", "nobody", "held-by-alive"});
  REQUIRE(summaries.size() == 2);
  std::vector<std::string> found;
  for (const auto& one : summaries) found.push_back(one.code + ":" + one.summary);
  std::sort(found.begin(), found.end());
  CHECK(found == std::vector<std::string>{"asleep:{\"game\":\"kanga\"}", "held-by-alive:"});

  auto woken = change("asleep", 1);
  woken.awake = true;
  alive.store->write(woken);
  REQUIRE(alive.store->flush());
  CHECK(alive.store->due_rooms(5000, 10) == std::vector<std::string>{"held-by-dead"});

  // The node holding a room keeps its summary current for the others.
  auto current = change("held-by-alive", 2);
  current.summary = R"({"game":"kanga","to_act":[1]})";
  alive.store->write(current);
  REQUIRE(alive.store->flush());
  const auto now_read = dead.store->summaries({"held-by-alive"});
  REQUIRE(now_read.size() == 1);
  CHECK(now_read[0].summary == R"({"game":"kanga","to_act":[1]})");
}
