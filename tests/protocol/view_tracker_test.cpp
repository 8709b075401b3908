// The client-side version rules of PROTOCOL.md ("Versions and patches"), as
// ViewTracker keeps them for the bot, the soak and the tests. Messages are
// written by the server's own functions, so they are what a client receives.
#include "protocol/view_tracker.hpp"

#include <doctest/doctest.h>

#include "protocol/server_message.hpp"

using namespace kangaroom::protocol;

namespace {

using Result = ViewTracker::Result;

Json snapshot(std::uint64_t version, const Json& view) {
  return Json::parse(snapshot_text(version, view));
}

Json patch(std::uint64_t version, const Json& ops) { return Json::parse(patch_text(version, ops)); }

Json set_n(int value) {
  return Json::array({{{"op", "replace"}, {"path", "/n"}, {"value", value}}});
}

// A tracker holding {"n": 5} at version 5.
ViewTracker at_version_5() {
  ViewTracker tracker;
  REQUIRE(tracker.accept(snapshot(5, {{"n", 5}})) == Result::applied);
  return tracker;
}

}  // namespace

TEST_CASE("a snapshot replaces the view and the version wholesale") {
  ViewTracker tracker;
  CHECK_FALSE(tracker.has_view());
  CHECK(tracker.accept(snapshot(5, {{"n", 5}, {"old", true}})) == Result::applied);
  CHECK(tracker.has_view());
  CHECK(tracker.version() == 5);
  CHECK(tracker.accept(snapshot(9, {{"n", 9}})) == Result::applied);
  CHECK(tracker.version() == 9);
  CHECK(tracker.view() == Json{{"n", 9}});  // nothing of the old view is kept
  // The same version again: a fresh snapshot for a new audience (a seat taken).
  CHECK(tracker.accept(snapshot(9, {{"n", 9}, {"hand", {1, 2}}})) == Result::applied);
  CHECK(tracker.view() == Json{{"n", 9}, {"hand", {1, 2}}});
}

TEST_CASE("a snapshot older than the view held is ignored") {
  ViewTracker tracker = at_version_5();
  CHECK(tracker.accept(snapshot(4, {{"n", 4}})) == Result::ignored);
  CHECK(tracker.version() == 5);
  CHECK(tracker.view() == Json{{"n", 5}});
}

TEST_CASE("a patch applies only at version + 1") {
  ViewTracker tracker = at_version_5();
  CHECK(tracker.accept(patch(6, set_n(6))) == Result::applied);
  CHECK(tracker.version() == 6);
  CHECK(tracker.view() == Json{{"n", 6}});
  // Every version comes as a patch, even one that changes nothing.
  CHECK(tracker.accept(patch(7, Json::array())) == Result::applied);
  CHECK(tracker.version() == 7);
  CHECK(tracker.view() == Json{{"n", 6}});
  CHECK_FALSE(tracker.syncing());
}

TEST_CASE("a patch already held, older or the same version, is ignored") {
  ViewTracker tracker = at_version_5();
  REQUIRE(tracker.accept(patch(6, set_n(6))) == Result::applied);
  CHECK(tracker.accept(patch(6, set_n(60))) == Result::ignored);  // a replay after sync
  CHECK(tracker.accept(patch(3, set_n(3))) == Result::ignored);
  CHECK(tracker.version() == 6);
  CHECK(tracker.view() == Json{{"n", 6}});
  CHECK_FALSE(tracker.syncing());
}

TEST_CASE("a skipped version is reported once, keeps the view, and syncs from the version held") {
  ViewTracker tracker = at_version_5();
  CHECK(tracker.accept(patch(8, set_n(8))) == Result::need_sync);
  CHECK(tracker.last_error().find("a gap") != std::string::npos);
  CHECK(tracker.has_view());
  CHECK(tracker.syncing());
  CHECK(tracker.version() == 5);
  CHECK(tracker.view() == Json{{"n", 5}});
  CHECK(tracker.sync_request() == Json{{"type", "sync"}, {"version", 5}});
  // More patches of the same gap before the server answers: one sync is enough.
  CHECK(tracker.accept(patch(9, set_n(9))) == Result::ignored);
  // The server's answer: the patches after 5, then the live ones.
  CHECK(tracker.accept(patch(6, set_n(6))) == Result::applied);
  CHECK_FALSE(tracker.syncing());
  CHECK(tracker.accept(patch(7, set_n(7))) == Result::applied);
  CHECK(tracker.accept(patch(8, set_n(8))) == Result::applied);
  CHECK(tracker.version() == 8);
  CHECK(tracker.view() == Json{{"n", 8}});
}

TEST_CASE("a gap answered by a snapshot") {
  ViewTracker tracker = at_version_5();
  REQUIRE(tracker.accept(patch(7, set_n(7))) == Result::need_sync);
  CHECK(tracker.accept(snapshot(7, {{"n", 7}})) == Result::applied);
  CHECK_FALSE(tracker.syncing());
  CHECK(tracker.accept(patch(8, set_n(8))) == Result::applied);
  CHECK(tracker.view() == Json{{"n", 8}});
}

TEST_CASE("a patch that does not apply is reported and drops the view until a snapshot") {
  const Json bad_ops[] = {
      Json::array({{{"op", "remove"}, {"path", "/missing"}}}),
      Json::array({{{"op", "dance"}, {"path", "/n"}}}),
  };
  for (const Json& ops : bad_ops) {
    CAPTURE(ops.dump());
    ViewTracker tracker = at_version_5();
    CHECK(tracker.accept(patch(6, ops)) == Result::need_sync);
    CHECK(tracker.last_error().find("does not apply") != std::string::npos);
    CHECK_FALSE(tracker.has_view());
    CHECK(tracker.syncing());
    // The copy may be half patched: ask for a snapshot, not for patches.
    CHECK(tracker.sync_request() == Json{{"type", "sync"}});
    // Even the right next patch cannot repair it.
    CHECK(tracker.accept(patch(6, set_n(6))) == Result::ignored);
    CHECK(tracker.accept(patch(7, set_n(7))) == Result::ignored);
    CHECK_FALSE(tracker.has_view());
    CHECK(tracker.accept(snapshot(7, {{"n", 7}})) == Result::applied);
    CHECK_FALSE(tracker.syncing());
    CHECK(tracker.accept(patch(8, set_n(8))) == Result::applied);
    CHECK(tracker.view() == Json{{"n", 8}});
  }
}

TEST_CASE("a patch without an array of operations does not apply") {
  for (const Json& message : {Json{{"type", "patch"}, {"version", 6}},
                              Json{{"type", "patch"}, {"version", 6}, {"ops", Json::object()}}}) {
    CAPTURE(message.dump());
    ViewTracker tracker = at_version_5();
    CHECK(tracker.accept(message) == Result::need_sync);
    CHECK(tracker.last_error().find("does not apply") != std::string::npos);
    CHECK_FALSE(tracker.has_view());
  }
}

TEST_CASE("a patch before any snapshot asks for one") {
  ViewTracker tracker;
  CHECK(tracker.accept(patch(2, Json::array())) == Result::need_sync);
  CHECK(tracker.sync_request() == Json{{"type", "sync"}});
  CHECK(tracker.accept(patch(3, Json::array())) == Result::ignored);  // the same wait
  CHECK(tracker.accept(snapshot(3, {{"n", 3}})) == Result::applied);
  CHECK(tracker.accept(patch(4, set_n(4))) == Result::applied);
}

TEST_CASE("a snapshot or patch without version, or a snapshot without view, is malformed") {
  ViewTracker tracker = at_version_5();
  CHECK(tracker.accept({{"type", "snapshot"}, {"view", {{"n", 1}}}}) == Result::malformed);
  CHECK(tracker.accept({{"type", "snapshot"}, {"version", 9}}) == Result::malformed);
  CHECK(tracker.accept({{"type", "snapshot"}, {"version", -9}, {"view", Json::object()}}) ==
        Result::malformed);
  CHECK(tracker.accept({{"type", "patch"}, {"ops", set_n(1)}}) == Result::malformed);
  CHECK(tracker.accept({{"type", "patch"}, {"version", "6"}, {"ops", set_n(1)}}) ==
        Result::malformed);
  CHECK_FALSE(tracker.last_error().empty());
  CHECK(tracker.version() == 5);
  CHECK(tracker.view() == Json{{"n", 5}});
}

TEST_CASE("messages other than snapshot and patch are ignored") {
  ViewTracker tracker = at_version_5();
  CHECK(tracker.accept({{"type", "chat"}, {"text", "gg"}}) == Result::ignored);
  CHECK(tracker.accept({{"type", "ok"}, {"id", 3}}) == Result::ignored);
  CHECK(tracker.accept({{"version", 6}, {"ops", set_n(6)}}) == Result::ignored);  // no type
  CHECK(tracker.accept(Json::array({1, 2})) == Result::ignored);
  CHECK(tracker.version() == 5);
  CHECK(tracker.view() == Json{{"n", 5}});
}

TEST_CASE("forget drops the view, ignores patches, and takes the next snapshot of any version") {
  ViewTracker tracker = at_version_5();
  tracker.forget();
  CHECK_FALSE(tracker.has_view());
  CHECK(tracker.syncing());
  CHECK(tracker.sync_request() == Json{{"type", "sync"}});
  CHECK(tracker.accept(patch(6, set_n(6))) == Result::ignored);
  // A server restored from an older save may be behind what we held.
  CHECK(tracker.accept(snapshot(3, {{"n", 3}})) == Result::applied);
  CHECK(tracker.version() == 3);
  CHECK_FALSE(tracker.syncing());
}

TEST_CASE("the transcript's sync replay: patch 12 again is ignored") {
  // PROTOCOL.md's transcript: A holds version 12, asks `sync` from 11 and
  // gets patch 12 again from the server's history.
  const Json ops =
      Json::array({{{"op", "replace"}, {"path", "/room/status"}, {"value", "finished"}},
                   {{"op", "add"}, {"path", "/log/-"}, {"value", {{"seq", 9}}}}});
  ViewTracker tracker;
  REQUIRE(tracker.accept(snapshot(
              11, {{"room", {{"status", "playing"}}}, {"log", Json::array()}})) == Result::applied);
  CHECK(tracker.accept(patch(12, ops)) == Result::applied);
  const Json at_12 = tracker.view();
  CHECK(at_12["log"].size() == 1);
  CHECK(tracker.accept(patch(12, ops)) == Result::ignored);
  CHECK(tracker.view() == at_12);  // the log did not get the event twice
}
