// AudienceFeeds without a room: a real game, audiences as plain records of
// what was delivered to them.
#include "server/room/audience_feeds.hpp"

#include <doctest/doctest.h>

#include <map>

#include "core/registry.hpp"
#include "core/rng.hpp"
#include "protocol/server_message.hpp"
#include "protocol/view_tracker.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using protocol::Json;

namespace {

std::unique_ptr<engine::Game> new_game(const std::string& id, int players, const Json& options,
                                       std::uint64_t seed) {
  std::string error;
  const auto* factory = engine::find_game(id);
  REQUIRE(factory);
  const auto normalized = engine::normalize_options(factory->info, options);
  REQUIRE(normalized.ok());
  auto game = engine::create_game(id, players, normalized.options, seed, error);
  REQUIRE_MESSAGE(game, error);
  return game;
}

// Drives one AudienceFeeds like a room would: every audience tracked, each
// change published with no room-level operations of its own.
struct Feeds {
  AudienceFeeds feeds;
  std::unique_ptr<engine::Game> game;
  int round = 1;
  std::uint64_t version = 1;
  std::map<int, std::vector<SharedText>> delivered;
  std::map<int, protocol::ViewTracker> trackers;

  Feeds(std::unique_ptr<engine::Game> first, HistoryLimits limits)
      : feeds(first->players(), limits), game(std::move(first)) {
    for (int audience = engine::spectator; audience < game->players(); ++audience) {
      feeds.track(audience, now());
      Json view = {{"game", feeds.game_view(audience, now())}};
      if (Json legal = feeds.legal_moves(audience, now()); !legal.is_null())
        view["legal_moves"] = legal;
      trackers[audience].accept(Json::parse(protocol::snapshot_text(version, view)));
    }
  }
  GameNow now() const { return GameNow{game.get(), round, !game->finished()}; }

  // The room's part of the views: empty, as the feeds see it.
  const std::string room_text = "{}";
  const Json to_act = Json::array();
  const Json outcome;
  const RoomLog log;

  void publish() {
    AudienceFeeds::Change change;
    ++version;
    change.wanted.assign(static_cast<std::size_t>(game->players()) + 1, true);
    const RoomFrame frame{version, room_text, to_act, outcome, log};
    for (const auto& delivery : feeds.publish(change, frame, now())) {
      delivered[delivery.audience].push_back(delivery.text);
      REQUIRE(trackers[delivery.audience].accept(Json::parse(*delivery.text)) ==
              protocol::ViewTracker::Result::applied);
    }
  }

  void play_random_move(engine::Rng& rng) {
    const int seat = game->to_act().front();
    std::vector<engine::Move> moves;
    game->legal_moves(seat, moves);
    engine::Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    if (game->is_resignation(move) && moves.size() > 1)
      move = moves.front() == move ? moves.back() : moves.front();
    game->apply_legal(seat, move, nullptr);
  }

  // What each audience's tracker holds equals the game's view now.
  void check_views() {
    for (int audience = engine::spectator; audience < game->players(); ++audience) {
      CAPTURE(audience);
      CHECK(trackers[audience].view()["game"] == game->view(audience));
      CHECK(trackers[audience].view().value("legal_moves", Json(nullptr)) ==
            feeds.legal_moves(audience, now()));
    }
  }
};

}  // namespace

TEST_CASE("patched views equal the game's views, for every game, move after move") {
  for (const auto* id : {"kangaruse", "jackaroo", "kangaroo", "kanga"}) {
    CAPTURE(id);
    const int players = std::string(id) == "jackaroo" ? 4 : 2;
    Feeds feeds(new_game(id, players, Json::object(), 5), HistoryLimits{});
    engine::Rng rng(9);
    for (int step = 0; step < 60 && !feeds.game->finished(); ++step) {
      feeds.play_random_move(rng);
      feeds.publish();
      feeds.check_views();
    }
  }
}

TEST_CASE("audiences whose patches are identical share one buffer") {
  // Kangaruse shows everyone the same view: after a move, the seats that may
  // not act and the spectators receive the same patch.
  Feeds feeds(new_game("kangaruse", 4, {{"size", "small"}}, 3), HistoryLimits{});
  engine::Rng rng(4);
  const int mover = feeds.game->to_act().front();
  feeds.play_random_move(rng);
  feeds.publish();
  const int acting = feeds.game->to_act().front();
  REQUIRE(acting != mover);
  // The mover's patch removes its legal moves, the next seat's adds them:
  // the other two seats and the spectators get the same patch.
  std::vector<const std::string*> idle_buffers;
  for (int audience = engine::spectator; audience < 4; ++audience)
    if (audience != mover && audience != acting)
      idle_buffers.push_back(feeds.delivered[audience].back().get());
  REQUIRE(idle_buffers.size() >= 3);
  for (const auto* buffer : idle_buffers) CHECK(buffer == idle_buffers.front());
  // The seat to act gets its legal moves: a buffer of its own.
  CHECK(feeds.delivered[acting].back().get() != idle_buffers.front());
  CHECK(feeds.delivered[mover].back().get() != idle_buffers.front());
}

namespace {

// A one-seat game whose every move rewrites a long array: the diff of a move
// is far longer than the view itself.
class CountersGame final : public engine::Game {
 public:
  const engine::GameInfo& info() const override {
    static const engine::GameInfo counters{"counters", "Counters", "test game", 1, 1, {}};
    return counters;
  }
  int players() const override { return 1; }
  std::vector<engine::Seat> to_act() const override { return {0}; }
  void legal_moves(engine::Seat, std::vector<engine::Move>& out) const override {
    out.push_back({});
  }
  void apply_legal(engine::Seat, const engine::Move&, Json*) override { ++moves_; }
  Json move_to_json(const engine::Move&) const override { return {{"action", "count"}}; }
  std::optional<engine::Move> move_from_json(const Json&, std::string&) const override {
    return engine::Move{};
  }
  Json changing_view(int) const override {
    Json counters = Json::array();
    for (int i = 0; i < 600; ++i) counters.push_back(moves_ + i);
    return {{"counters", counters}};
  }
  bool finished() const override { return false; }
  std::vector<double> scores() const override { return {0}; }
  Json outcome() const override { return nullptr; }
  Json save() const override { return {{"moves", moves_}}; }
  std::unique_ptr<engine::Game> clone() const override {
    return std::make_unique<CountersGame>(*this);
  }

 private:
  int moves_ = 0;
};

}  // namespace

TEST_CASE("a patch longer than the whole view goes out as a snapshot, and the history restarts") {
  Feeds feeds(std::make_unique<CountersGame>(), HistoryLimits{});
  engine::Rng rng(2);
  feeds.play_random_move(rng);
  feeds.publish();
  for (int audience = engine::spectator; audience < 1; ++audience) {
    CAPTURE(audience);
    CHECK(Json::parse(*feeds.delivered[audience].back())["type"] == "snapshot");
    // Nothing before the snapshot can be replayed: a sync gets a snapshot.
    CHECK_FALSE(feeds.feeds.patches_after(audience, feeds.version - 1, feeds.version));
  }
  feeds.check_views();
}

TEST_CASE("a new game replaces the whole game view in one operation, even on a large board") {
  for (const auto* id : {"kangaruse", "jackaroo"}) {
    CAPTURE(id);
    const Json options = std::string(id) == "kangaruse" ? Json{{"size", "large"}} : Json::object();
    Feeds feeds(new_game(id, 4, options, 1), HistoryLimits{});
    engine::Rng rng(2);
    feeds.play_random_move(rng);
    feeds.publish();
    feeds.game = new_game(id, 4, options, 2);
    ++feeds.round;
    feeds.publish();
    for (int audience = engine::spectator; audience < 4; ++audience) {
      CAPTURE(audience);
      const Json patch = Json::parse(*feeds.delivered[audience].back());
      REQUIRE(patch["type"] == "patch");
      int game_ops = 0;
      for (const auto& op : patch["ops"])
        if (op["path"].get<std::string>().rfind("/game", 0) == 0) {
          ++game_ops;
          CHECK(op["path"] == "/game");
          CHECK(op["op"] == "replace");
        }
      CHECK(game_ops == 1);
    }
    feeds.check_views();
  }
}

TEST_CASE("the history is bounded in bytes as well as in patches") {
  HistoryLimits limits;
  limits.patches = 1000;
  limits.bytes = 2000;
  Feeds feeds(new_game("kangaruse", 2, {{"size", "small"}}, 8), limits);
  engine::Rng rng(8);
  std::size_t replayed_bytes = 0;
  for (int step = 0; step < 40 && !feeds.game->finished(); ++step) {
    feeds.play_random_move(rng);
    feeds.publish();
  }
  REQUIRE(feeds.version > 20);
  // Replaying from the start is refused (too far back); from a recent version
  // it works, and what is kept stays within the byte budget.
  CHECK_FALSE(feeds.feeds.patches_after(0, 1, feeds.version));
  std::uint64_t oldest = feeds.version;
  while (oldest > 1 && feeds.feeds.patches_after(0, oldest - 1, feeds.version)) --oldest;
  CHECK(oldest < feeds.version);
  const auto replayed = feeds.feeds.patches_after(0, oldest, feeds.version);
  REQUIRE(replayed);
  for (const auto& text : *replayed) replayed_bytes += text->size();
  CHECK(replayed_bytes <= limits.bytes);
  CHECK(replayed_bytes > 0);
}
