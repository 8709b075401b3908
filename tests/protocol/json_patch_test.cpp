// JSON Patch both ways (the client-side version rules: view_tracker_test.cpp).
#include "protocol/json_patch.hpp"

#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "protocol/server_message.hpp"

using namespace kangaroom::protocol;

TEST_CASE("a patch takes the old document to the new one") {
  const Json before = {
      {"room", {{"status", "lobby"}, {"seats", {{{"name", "A"}}, {{"name", ""}}}}}},
      {"log", Json::array()},
      {"outcome", nullptr}};
  Json after = before;
  after["room"]["status"] = "playing";
  after["room"]["seats"][1]["name"] = "B";
  after["log"].push_back({{"seq", 1}});
  after["legal_moves"] = {{{"action", "place"}, {"x", 1}, {"y", 2}}};
  const Json ops = make_patch(before, after);
  CHECK(ops.is_array());
  CHECK(!ops.empty());
  Json patched = before;
  std::string error;
  REQUIRE(apply_patch(patched, ops, error));
  CHECK(patched == after);
  CHECK(make_patch(after, after).empty());
}

namespace {

// A random document a few levels deep: numbers, booleans, `text()` strings,
// and arrays and objects (keys from `key()`) of them.
template <typename Text, typename Key>
Json random_document(std::mt19937& random, Text text, Key key, int depth = 0) {
  switch (random() % (depth > 2 ? 3 : 5)) {
    case 0:
      return static_cast<int>(random() % 10);
    case 1:
      return text();
    case 2:
      return random() % 2 == 0;
    case 3: {
      Json array = Json::array();
      for (unsigned i = random() % 4; i > 0; --i)
        array.push_back(random_document(random, text, key, depth + 1));
      return array;
    }
    default: {
      Json object = Json::object();
      for (unsigned i = random() % 4; i > 0; --i)
        object[key()] = random_document(random, text, key, depth + 1);
      return object;
    }
  }
}

}  // namespace

TEST_CASE("random documents round-trip through diff and patch") {
  std::mt19937 random(42);
  const auto text = [&] { return std::string(1, static_cast<char>('a' + random() % 3)); };
  const auto key = [&] { return std::string(1, static_cast<char>('k' + random() % 4)); };
  for (int round = 0; round < 500; ++round) {
    const Json a = {{"v", random_document(random, text, key)}};
    const Json b = {{"v", random_document(random, text, key)}};
    Json patched = a;
    std::string error;
    REQUIRE(apply_patch(patched, make_patch(a, b), error));
    CHECK(patched == b);
  }
}

TEST_CASE("append_diff puts its operations under a prefix, with keys escaped") {
  const Json before = {{"a/b", 1}, {"m~n", {1, 2, 3}}, {"same", {{"x", 1}}}};
  const Json after = {{"a/b", 2}, {"m~n", {1}}, {"same", {{"x", 1}}}, {"new", true}};
  Json ops = Json::array();
  ops.push_back({{"op", "replace"}, {"path", "/other"}, {"value", 0}});
  append_diff(ops, before, after, "/game");
  CHECK(ops.size() == 5);  // the first, a/b, two removals from the end, new
  CHECK(ops[1]["path"] == "/game/a~1b");
  CHECK(ops[2]["path"] == "/game/m~0n/2");
  CHECK(ops[3]["path"] == "/game/m~0n/1");
  Json document = {{"other", 1}, {"game", before}};
  std::string error;
  REQUIRE(apply_patch(document, ops, error));
  CHECK(document == Json{{"other", 0}, {"game", after}});
}

TEST_CASE("a bad patch leaves the document unchanged") {
  Json document = {{"a", 1}};
  std::string error;
  CHECK_FALSE(apply_patch(document, Json{{{"op", "remove"}, {"path", "/missing"}}}, error));
  CHECK(!error.empty());
  CHECK(document == Json{{"a", 1}});
  CHECK_FALSE(apply_patch(document, Json{{"op", "add"}}, error));
  CHECK_FALSE(apply_patch(document, Json{{{"op", "dance"}, {"path", "/a"}}}, error));
  CHECK(document == Json{{"a", 1}});
}

TEST_CASE("replies are JSON objects that echo the id only when given") {
  CHECK(Json::parse(serialize(ok_message(nullptr))) == Json{{"type", "ok"}});
  CHECK(ok_message(3)["id"] == 3);
  const Json error = error_message("x", ErrorCode::room_full, "every seat is taken");
  CHECK(error["type"] == "error");
  CHECK(error["code"] == "room_full");
  CHECK(error["id"] == "x");
  const Json joined = joined_message(nullptr, "abc", std::nullopt, false, 9);
  CHECK(joined["seat"].is_null());
  CHECK(joined["version"] == 9);
  const Json created = room_created_message(1, "abc", "secret");
  CHECK(created["link"] == "/r/abc");
  const Json snapshot = Json::parse(snapshot_text(3, {{"a", "\xF0\x9F\xA6\x98"}}));
  CHECK(snapshot["type"] == "snapshot");
  CHECK(snapshot["view"]["a"] == "\xF0\x9F\xA6\x98");
  // Invalid UTF-8 (a bug elsewhere) is replaced, never thrown.
  CHECK_NOTHROW(serialize(Json{{"bad", std::string("\xff")}}));
}

TEST_CASE("a patch joined from operations serialized ahead is the patch of all of them") {
  const Json first = {{{"op", "replace"}, {"path", "/to_act"}, {"value", {1}}},
                      {{"op", "add"}, {"path", "/log/-"}, {"value", {{"text", "caf\xc3\xa9"}}}}};
  const Json second = {{{"op", "remove"}, {"path", "/legal_moves"}}};
  Json all = first;
  all.push_back(second[0]);
  CHECK(ops_text(Json::array()).empty());
  CHECK(patch_text(9, {ops_text(first), "", ops_text(Json::array()), ops_text(second)}) ==
        patch_text(9, all));
  CHECK(patch_text(9, {"", ""}) == patch_text(9, Json::array()));
  CHECK(Json::parse(patch_text(9, {ops_text(first), ops_text(second)}))["ops"] == all);
}

TEST_CASE("a patch's text is allocated at its size: rooms keep patches for replay") {
  const std::string ops(3000, ' ');  // long enough that growing by appends would overshoot
  const std::string text = patch_text(12, {ops, R"({"op":"remove","path":"/x"})"});
  CHECK(text.size() > ops.size());
  CHECK(text.capacity() <= text.size() + 1);
}

TEST_CASE("the diff written as text is the text of the diff's operations") {
  std::mt19937 random(7);
  // Keys with characters a path escapes, JSON escapes, or both; and text
  // that is not UTF-8, which the serializer replaces.
  const std::vector<std::string> keys = {
      "k",           "a/b",      "m~n",         "quote\"d",
      "back\\slash", "tab\tkey", "caf\xc3\xa9", std::string("bad\xff")};
  const auto pick = [&] { return keys[random() % keys.size()]; };
  for (int round = 0; round < 500; ++round) {
    const Json a = random_document(random, pick, pick);
    const Json b = random_document(random, pick, pick);
    Json ops = Json::array();
    append_diff(ops, a, b, "/game");
    std::string text;
    append_diff_text(text, a, b, "/game");
    CHECK(text == ops_text(ops));
    // Appended after other operations, with a comma between.
    std::string after = R"({"op":"remove","path":"/x"})";
    append_diff_text(after, a, b, "/game");
    CHECK(after == (ops.empty() ? R"({"op":"remove","path":"/x"})"
                                : R"({"op":"remove","path":"/x"},)" + ops_text(ops)));
  }
}
