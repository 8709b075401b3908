// Dealing and turn order (RULES.md 4.2, 4.5, 4.8.4, 4.8.5): sets of three
// rounds of 4, 4 and 5 cards, the dealer moving on with a full reshuffle,
// the round opened left of the dealer, empty hands skipped; the 2- and
// 3-player variants.
#include "core/registry.hpp"
#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;

namespace {

// Plays the first legal move of whoever acts; returns the events.
Json play_first(JackarooGame& game) {
  const int seat = game.to_act().front();
  std::vector<Move> moves;
  game.legal_moves(seat, moves);
  REQUIRE(!moves.empty());
  Json events = Json::array();
  game.apply_legal(seat, moves.front(), &events);
  return events;
}

int hand_total(const State& state) {
  int total = 0;
  for (int seat = 0; seat < state.players(); ++seat)
    total += static_cast<int>(state.hand(seat).size());
  return total;
}

}  // namespace

TEST_CASE("jackaroo dealing: 4, 4 and 5 cards a round, then a new dealer and a full reshuffle") {
  for (const int players : {2, 3, 4}) {
    CAPTURE(players);
    auto game = new_game_of(players, 99);
    const int first_dealer = game->state().dealer;
    const int expected_cards[3] = {4, 4, 5};
    for (int set = 1; set <= 2; ++set) {
      for (int round = 1; round <= 3; ++round) {
        const State& state = game->state();
        REQUIRE(state.set == set);
        REQUIRE(state.round == round);
        CHECK(state.dealer == (first_dealer + set - 1) % players);
        CHECK(state.turn == (state.dealer + 1) % players);
        for (int seat = 0; seat < players; ++seat)
          CHECK(state.hand(seat).size() == static_cast<std::size_t>(expected_cards[round - 1]));
        const int dealt_so_far = players * (round == 1 ? 4 : round == 2 ? 8 : 13);
        CHECK(static_cast<int>(state.deck.size()) == deck_size - dealt_so_far);
        CHECK(static_cast<int>(state.pile.size()) == players * (round == 1   ? 0
                                                                : round == 2 ? 4
                                                                             : 8));
        // Play the round out: one card per turn until every hand is empty.
        const int cards = hand_total(state);
        Json events = Json::array();
        for (int turn = 0; turn < cards && !game->finished(); ++turn) events = play_first(*game);
        REQUIRE_FALSE(game->finished());
        // The last play of the round dealt the next one: a public "deal" and
        // one private "dealt" per seat with that seat's new hand.
        const auto deal = std::find_if(events.begin(), events.end(),
                                       [](const Json& e) { return e["type"] == "deal"; });
        REQUIRE(deal != events.end());
        CHECK_FALSE(deal->contains("visible_to"));
        int dealt = 0;
        for (const auto& event : events)
          if (event["type"] == "dealt") {
            const int seat = event["seat"];
            CHECK(event["visible_to"] == Json::array({seat}));
            CHECK(event["cards"] == game->view(seat)["hand"]);
            ++dealt;
          }
        CHECK(dealt == players);
      }
      // A new set: everything reshuffled, the pile empty, nothing shown as last played.
      CHECK(game->state().pile.empty());
      CHECK(game->view(kangaroom::engine::spectator)["last_play"].is_null());
    }
  }
}

TEST_CASE("jackaroo turns: empty hands are skipped and the turn goes clockwise") {
  Position position;
  position.hand(0, {2}).hand(2, {3}).hand(3, {6}).track(0, 10).track(8, 40).track(12, 60);
  auto game = position.game();
  play(game, 0, mv("2", 0, 2));
  CHECK(game.to_act() == std::vector<int>{2});
  play(game, 2, mv("3", 8, 3));
  CHECK(game.to_act() == std::vector<int>{3});
}

TEST_CASE("jackaroo turns: a player left alone with cards plays them out") {
  Position position;
  position.hand(0, {2, 3}).track(0, 10);
  auto game = position.game();
  play(game, 0, mv("2", 0, 2));
  CHECK(game.to_act() == std::vector<int>{0});
}

TEST_CASE(
    "jackaroo variants: two players sit at positions 0 and 2, three at 0, 1 and 2, without teams") {
  auto two = new_game_of(2, 5);
  const Json view2 = two->view(0);
  CHECK(view2["teams"] == false);
  CHECK(view2["players"][1]["position"] == 2);
  CHECK(view2["players"][1]["start"] == 38);
  CHECK(view2["players"][1]["safe_stop"] == 37);
  CHECK(view2["players"][1]["partner"].is_null());
  CHECK(view2["marbles"].size() == 8);
  auto three = new_game_of(3, 5);
  const Json view3 = three->view(kangaroom::engine::spectator);
  CHECK(view3["players"].size() == 3);
  CHECK(view3["players"][2]["start"] == 38);
  CHECK(view3["marbles"].size() == 12);
  auto four = new_game_of(4, 5);
  const Json view4 = four->view(0);
  CHECK(view4["teams"] == true);
  CHECK(view4["players"][3]["partner"] == 1);
  CHECK(view4["players"][3]["start"] == 57);
  CHECK(view4["players"][0]["safe_stop"] == 75);
}

TEST_CASE(
    "jackaroo variants: a 2-player release goes to start 38 and the 10 burns the other player") {
  Position position(2);
  position.hand(0, {10}).hand(1, {rank::ace}).turn(1);
  auto game = position.game();
  play(game, 1, release("A", 4));
  CHECK(where(game, 4) == on_track(38));
  Position burn(2);
  burn.hand(0, {10}).hand(1, {2});
  auto burning = burn.game();
  play(burning, 0, {{"card", "10"}, {"ability", "burn"}});
  CHECK(burning.state().burned == 1);
}
