// The replay cache's byte budget and recency, and the renderer's forms of
// one replay (whole, pages, gzipped) and its build budgets.
#include "server/store/replay_renderer.hpp"

#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "server/net/gzip.hpp"
#include "server/store/replay_archive.hpp"
#include "server/store/replay_cache.hpp"

using namespace kangaroom;
using namespace kangaroom::server;

namespace {

struct Weight final : ReplayCache::Value {
  explicit Weight(std::size_t bytes) : weight(bytes) {}
  std::size_t bytes() const override { return weight; }
  std::size_t weight;
};

// A Kangaroo record of `moves` moves, each the first legal one.
std::string kangaroo_record(int moves) {
  std::string error;
  auto game = engine::create_game("kangaroo", 2, Json::object(), 17, error);
  REQUIRE(game);
  Json played = Json::array();
  for (int i = 0; i < moves && !game->finished(); ++i) {
    const int seat = game->to_act().front();
    const Json move = game->legal_moves_json(seat).front();
    REQUIRE(game->apply(seat, move, nullptr).accepted);
    played.push_back({{"seat", seat}, {"move", move}});
  }
  return Json{{"game", "kangaroo"},        {"round", 1},   {"players", 2},
              {"options", Json::object()}, {"seed", "17"}, {"moves", played}}
      .dump();
}

}  // namespace

TEST_CASE("the replay cache keeps what fits its budget, dropping the least recently used") {
  ReplayCache cache(3000);
  cache.put("a", std::make_shared<Weight>(1000));
  cache.put("b", std::make_shared<Weight>(1000));
  REQUIRE(cache.find("a"));  // now the most recently used
  cache.put("c", std::make_shared<Weight>(1000));
  CHECK(cache.find("a"));
  CHECK_FALSE(cache.find("b"));
  CHECK(cache.find("c"));
  CHECK(cache.bytes() <= cache.budget());
  // Larger than the whole budget: not kept, and nothing else is dropped for it.
  cache.put("huge", std::make_shared<Weight>(5000));
  CHECK_FALSE(cache.find("huge"));
  CHECK(cache.size() == 2);
  // Replacing a key counts it once.
  cache.put("a", std::make_shared<Weight>(10));
  CHECK(cache.size() == 2);
}

TEST_CASE("a kept body weighs what it holds allocated, so the budget bounds memory") {
  ReplayBody body;
  std::string text(100'000, 'x');
  text.resize(10);  // 10 long, 100,000 allocated
  body.gzip = std::make_shared<const std::string>(std::move(text));
  CHECK(body.bytes() >= 100'000);
}

TEST_CASE("a replay's pages are cut from its whole; gzipped bodies inflate to the plain ones") {
  ReplayArchive archive(std::chrono::hours(1), nullptr);
  archive.add("room1", 1, 1000, kangaroo_record(30));
  const auto located = archive.locate("room1", std::nullopt);
  REQUIRE(located);
  CHECK(located->round == 1);
  CHECK(located->fingerprint.size() == 20);
  ReplayRenderer renderer(archive, {});

  ReplayRequest whole_request{"room1", *located, std::nullopt, false};
  const auto whole = renderer.answer(whole_request);
  REQUIRE(whole.outcome == ReplayAnswer::Outcome::ok);
  const Json replay = Json::parse(*whole.body);
  const std::size_t steps = replay["steps"].size();
  CHECK(replay["step_count"] == steps);
  CHECK(replay["moves"].size() == steps - 1);
  CHECK(renderer.cached(whole_request));

  ReplayRequest page_request{"room1", *located, ReplayPage{5, 4}, true};
  CHECK_FALSE(renderer.cached(page_request));
  const auto page = renderer.answer(page_request);
  REQUIRE(page.outcome == ReplayAnswer::Outcome::ok);
  const auto cached = renderer.cached(page_request);
  REQUIRE(cached);
  CHECK(cached->gzip == page.body);  // the same buffer, not a copy
  const Json cut = Json::parse(gzip_decompress(*page.body, cached->plain_size));
  CHECK(cut["from"] == 5);
  REQUIRE(cut["steps"].size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    Json step = cut["steps"][i];
    CHECK(step["move"] == replay["moves"][5 + i - 1]);
    step.erase("move");
    Json same = replay["steps"][5 + i];
    same.erase("move");
    CHECK(step == same);
  }
  CHECK(page_request.etag() != whole_request.etag());
  page_request.gzip = false;
  CHECK(page_request.etag() != ReplayRequest{"room1", *located, ReplayPage{5, 4}, true}.etag());
  CHECK(Json::parse(*renderer.answer(page_request).body) == cut);
  // A record that expired meanwhile.
  ReplayRequest gone{"room2", *located, std::nullopt, false};
  CHECK(renderer.answer(gone).outcome == ReplayAnswer::Outcome::missing);
}

TEST_CASE("replay builds are bounded per address and in all, and given back") {
  ReplayArchive archive(std::chrono::hours(1), nullptr);
  ReplayRenderer renderer(archive, {1024, 2, 3});
  auto first = renderer.admit("a");
  auto second = renderer.admit("a");
  REQUIRE(first);
  REQUIRE(second);
  CHECK_FALSE(renderer.admit("a"));
  auto third = renderer.admit("b");
  REQUIRE(third);
  CHECK_FALSE(renderer.admit("c"));  // three in all
  third.reset();
  CHECK(renderer.admit("c"));
  first.reset();
  CHECK(renderer.admit("a"));
}
