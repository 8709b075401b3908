// The medium level (greedy_strategy.hpp): it does not go round in circles
// and does not settle for a draw it can avoid, on a test game that says
// where each move leads, on real positions of Kanga and Kangaroo, and along
// whole greedy-against-greedy games of every game.
#include <doctest/doctest.h>

#include <set>

#include "ai/greedy_strategy.hpp"
#include "core/registry.hpp"
#include "kanga/guide.hpp"
#include "kanga_test_positions.hpp"
#include "kangaroo_test_positions.hpp"

using namespace kangaroom::engine;

namespace {

// Where one option of LeadsGame leads.
enum class End { none, win, draw, loss };
struct Lead {
  double gain;
  End end = End::none;
  bool seen_before = false;
};

// Two seats; seat 0 picks one of the `leads` (kind 0, args[0] = index), which
// gives it `gain` and then ends the game as said, or hands the turn to seat
// 1 in a position seen before or not.
class LeadsGame final : public Game {
 public:
  explicit LeadsGame(std::vector<Lead> leads) : leads_(std::move(leads)) {}

  const GameInfo& info() const override {
    static const GameInfo leads{"leads", "Leads", "test game", 2, 2, {}};
    return leads;
  }
  int players() const override { return 2; }
  std::vector<Seat> to_act() const override {
    if (finished()) return {};
    return {chosen_ < 0 ? 0 : 1};
  }
  void legal_moves(Seat seat, std::vector<Move>& out) const override {
    if (finished() || seat != (chosen_ < 0 ? 0 : 1)) return;
    const int count = chosen_ < 0 ? static_cast<int>(leads_.size()) : 1;
    for (int i = 0; i < count; ++i) {
      Move move;
      move.args[0] = static_cast<std::int16_t>(i);
      out.push_back(move);
    }
  }
  void apply_legal(Seat seat, const Move& move, Json*) override {
    if (seat == 1) {
      over_ = true;
      return;
    }
    chosen_ = move.args[0];
    score_ = lead().gain;
    over_ = lead().end != End::none;
  }
  Json move_to_json(const Move& move) const override { return {{"pick", move.args[0]}}; }
  std::optional<Move> move_from_json(const Json&, std::string& error) const override {
    error = "not used in this test";
    return std::nullopt;
  }
  Json changing_view(int) const override { return Json::object(); }
  bool finished() const override { return over_; }
  std::vector<double> scores() const override { return {score_, 0.0}; }
  Json outcome() const override {
    if (!over_ || chosen_ < 0) return nullptr;
    switch (lead().end) {
      case End::win:
        return {{"winners", {0}}};
      case End::draw:
        return {{"winners", {0, 1}}};
      case End::loss:
        return {{"winners", {1}}};
      case End::none:
        break;
    }
    return {{"winners", {1}}};
  }
  Json save() const override { return Json::object(); }
  std::unique_ptr<Game> clone() const override { return std::make_unique<LeadsGame>(*this); }
  int times_seen_before() const override {
    return !over_ && chosen_ >= 0 && lead().seen_before ? 1 : 0;
  }

 private:
  const Lead& lead() const { return leads_[static_cast<std::size_t>(chosen_)]; }

  std::vector<Lead> leads_;
  int chosen_ = -1;
  double score_ = 0;
  bool over_ = false;
};

// The picks of greedy for seat 0 over `seeds` seeds.
std::set<int> picks(const Game& game, int seeds = 20) {
  ai::GreedyStrategy greedy;
  std::set<int> chosen;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
    Rng rng(seed);
    chosen.insert(greedy.choose(game, 0, rng).args[0]);
  }
  return chosen;
}

}  // namespace

TEST_CASE("medium: never a move that repeats a position while another move exists") {
  CHECK(picks(LeadsGame({{5, End::none, true}, {-3}, {9, End::none, true}})) == std::set<int>{1});
  // Only repeating moves: the best gain among them.
  CHECK(picks(LeadsGame({{5, End::none, true}, {9, End::none, true}})) == std::set<int>{1});
}

TEST_CASE("medium: does not settle for a draw it can avoid") {
  // A draw, however much it gains, loses to a move that plays on, even one
  // that repeats a position or costs something.
  CHECK(picks(LeadsGame({{8, End::draw}, {-2}})) == std::set<int>{1});
  CHECK(picks(LeadsGame({{8, End::draw}, {-2, End::none, true}})) == std::set<int>{1});
  // A draw beats losing at once, a win beats everything.
  CHECK(picks(LeadsGame({{8, End::loss}, {-1, End::draw}})) == std::set<int>{1});
  CHECK(picks(LeadsGame({{9}, {-1, End::win}, {3, End::draw}})) == std::set<int>{1});
}

TEST_CASE("medium: prospects read the outcome's winners") {
  LeadsGame draw({{0, End::draw}});
  draw.apply_legal(0, Move{}, nullptr);
  CHECK(ai::prospect_for(draw, 0) == ai::Prospect::draw);
  LeadsGame loss({{0, End::loss}});
  loss.apply_legal(0, Move{}, nullptr);
  CHECK(ai::prospect_for(loss, 0) == ai::Prospect::loss);
  CHECK(ai::prospect_for(loss, 1) == ai::Prospect::win);
  LeadsGame open({{0, End::none, true}});
  CHECK(ai::prospect_for(open, 0) == ai::Prospect::open);
  open.apply_legal(0, Move{}, nullptr);
  CHECK(ai::prospect_for(open, 1) == ai::Prospect::seen_before);
}

TEST_CASE("medium in Kanga: no recapture into a position seen before") {
  // The ko of RULES.md 2.3.9: after Black takes r3c3, White's recapture
  // restores the start (a second occurrence, the third would be a draw).
  auto game = kanga_test::position(
      kanga_test::board_with(7, {"r2c3", "r4c3", "r3c2"}, {"r3c3", "r2c4", "r4c4", "r3c5"}),
      "black");
  kanga_test::play(*game, "r3c4");
  CHECK(game->times_seen_before() == 0);
  {
    auto recapture = game->clone();
    Json events = Json::array();
    REQUIRE(recapture->apply(1, kanga_test::place_json("r3c3"), &events).accepted);
    CHECK(recapture->times_seen_before() == 1);
  }
  const Json recapture = kanga_test::place_json("r3c3");
  ai::GreedyStrategy greedy;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Rng rng(seed);
    CHECK(game->move_to_json(greedy.choose(*game, 1, rng)) != recapture);
  }
}

TEST_CASE("medium in Kanga: the guide counts the stones to a connection") {
  using kanga::Stone;
  auto empty = kanga_test::position(kanga_test::board_with(7, {}, {}), "black");
  CHECK(kanga::stones_to_connect(empty->state().board, Stone::black) == 7);
  auto column = kanga_test::position(
      kanga_test::board_with(7, {"r1c4", "r2c4", "r3c4", "r5c4", "r6c4", "r7c4"}, {}), "white");
  CHECK(kanga::stones_to_connect(column->state().board, Stone::black) == 1);
  CHECK(kanga::stones_to_connect(column->state().board, Stone::white) == 7);
  // Black's column leaves White one row to cross from left to right (7
  // stones); from top to bottom White's r1c1 saves one of 7.
  auto wall = kanga_test::position(
      kanga_test::board_with(7, {"r1c4", "r2c4", "r3c4", "r4c4", "r5c4", "r6c4"}, {"r1c1"}),
      "white");
  CHECK(kanga::stones_to_connect(wall->state().board, Stone::white) == 6);
  // The hint ranks the seat nearer to a connection higher; finished, it is the score.
  const auto standing = column->heuristic_scores();
  CHECK(standing[0] > standing[1]);
  REQUIRE(kanga_test::play(*column, "r1c1").is_array());  // White elsewhere
  REQUIRE(kanga_test::play(*column, "r4c4").is_array());  // Black connects
  REQUIRE(column->finished());
  CHECK(column->heuristic_scores() == column->scores());
}

TEST_CASE("medium in Kangaroo: leapfrogging back is a position seen before") {
  // White's a1 hops over a2 and back, Black's h8 over h7 and back.
  auto game = kangaroo_test::game_at("Wa1 Wa2 Bh8 Bh7", 0);
  kangaroo_test::play(*game, 0, kangaroo_test::jump("a1", "a3"));
  kangaroo_test::play(*game, 1, kangaroo_test::jump("h8", "h6"));
  kangaroo_test::play(*game, 0, kangaroo_test::jump("a3", "a1"));
  CHECK(game->times_seen_before() == 0);
  {
    auto back = game->clone();
    kangaroo_test::play(*back, 1, kangaroo_test::jump("h6", "h8"));
    CHECK(back->times_seen_before() == 1);
  }
  const Json back = kangaroo_test::jump("h6", "h8");
  ai::GreedyStrategy greedy;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Rng rng(seed);
    CHECK(game->move_to_json(greedy.choose(*game, 1, rng)) != back);
  }
}

TEST_CASE("medium: in whole games of every game, each choice has the best prospect there is") {
  // Greedy against greedy; before every decision the prospect of each legal
  // move (resignations aside) is looked at on a clone: the one greedy plays
  // must be the best of them.
  struct Setup {
    const char* game;
    int players;
    Json options;
  };
  const std::vector<Setup> setups = {{"kangaruse", 2, {{"size", "small"}}},
                                     {"kanga", 2, {{"size", 7}}},
                                     {"kangaroo", 2, {{"move_limit", 120}}},
                                     {"jackaroo", 2, {{"set_limit", 5}}}};
  ai::GreedyStrategy greedy;
  for (const auto& setup : setups) {
    const std::string name = setup.game;
    CAPTURE(name);
    int decided = 0;
    int repeats_chosen = 0;
    const int games = 4;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
      std::string error;
      auto game = create_game(setup.game, setup.players, setup.options, seed, error);
      REQUIRE_MESSAGE(game, error);
      Rng rng(seed * 7919);
      std::vector<Move> legal;
      for (int step = 0; step < 5000 && !game->finished(); ++step) {
        const Seat seat = game->to_act().front();
        legal.clear();
        game->legal_moves(seat, legal);
        ai::drop_resignations(*game, legal);
        ai::Prospect best = ai::Prospect::loss;
        for (const auto& move : legal) {
          auto trial = game->clone();
          trial->apply_legal(seat, move, nullptr);
          best = std::max(best, ai::prospect_for(*trial, seat));
        }
        const Move chosen = greedy.choose(*game, seat, rng);
        game->apply_legal(seat, chosen, nullptr);
        const ai::Prospect got = ai::prospect_for(*game, seat);
        CHECK(got == best);
        if (got == ai::Prospect::seen_before) ++repeats_chosen;
      }
      REQUIRE(game->finished());
      const Json winners = game->outcome()["winners"];
      if (static_cast<int>(winners.size()) < setup.players) ++decided;
    }
    CAPTURE(repeats_chosen);  // moves into a seen position, when every move was one
    CHECK(decided >= games - 1);
  }
}
