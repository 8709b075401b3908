// Jackaroo's views and events against the wire contract and the
// hidden-information contract (issue 10): a seat sees its own hand only,
// spectators no hand, nobody the deck; private events carry visible_to.
#include <set>

#include "../support/secrecy_check.hpp"
#include "core/registry.hpp"
#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;
namespace secrecy = kangaroom::testing::secrecy;
using kangaroom::engine::spectator;

namespace {

std::set<std::string> keys_of(const Json& object) {
  std::set<std::string> keys;
  for (const auto& [key, value] : object.items()) keys.insert(key);
  return keys;
}

// What `audience` may not know now: cards neither in its hand nor on the pile.
secrecy::CardSet secrets_of(const JackarooGame& game, int audience) {
  const Json pile = game.view(spectator)["pile"];
  return secrecy::secrets_given(audience == spectator ? Json::array() : game.view(audience)["hand"],
                                pile);
}

}  // namespace

TEST_CASE("jackaroo view: the wire contract's fields, the own hand only") {
  auto game = new_game_of(4, 11);
  const std::set<std::string> common = {
      "track_length", "teams",   "start_protection", "players",   "marbles",   "dealer",
      "set",          "round",   "deck_count",       "pile",      "last_play", "turn",
      "burned",       "winners", "set_limit",        "end_reason"};
  const Json spectator_view = game->view(spectator);
  CHECK(keys_of(spectator_view) == common);
  for (int seat = 0; seat < 4; ++seat) {
    const Json view = game->view(seat);
    auto with_hand = common;
    with_hand.insert("hand");
    CHECK(keys_of(view) == with_hand);
    std::vector<std::string> hand;
    for (const Card card : game->state().hand(seat)) hand.push_back(card_id(card));
    CHECK(view["hand"] == Json(hand));
    CHECK(view["players"][static_cast<std::size_t>(seat)]["hand_count"] == hand.size());
  }
  CHECK(keys_of(spectator_view["players"][0]) == std::set<std::string>{"seat", "position", "start",
                                                                       "safe_stop", "partner",
                                                                       "hand_count", "all_safe"});
  CHECK(keys_of(spectator_view["marbles"][5]) ==
        std::set<std::string>{"id", "owner", "zone", "square"});
  CHECK(spectator_view["marbles"][5] ==
        Json{{"id", 5}, {"owner", 1}, {"zone", "home"}, {"square", nullptr}});
  CHECK(spectator_view["track_length"] == 76);
  CHECK(spectator_view["deck_count"] == 36);
  CHECK(spectator_view["winners"].is_null());
  CHECK(spectator_view["turn"] == (game->state().dealer + 1) % 4);
  CHECK(game->view(7).contains("hand") == false);  // not a seat: public view
}

TEST_CASE("jackaroo view: a played card shows as last_play and on the pile") {
  Position position;
  position.hand(0, {rank::ace, 2}).hand(1, {3});
  auto game = position.game();
  play(game, 0, release("A", 0));
  const Json view = game.view(spectator);
  const std::string played = view["pile"][0];
  CHECK(played[0] == 'A');
  CHECK(view["last_play"] == Json{{"seat", 0}, {"card", played}, {"ability", "release"}});
  CHECK(view["turn"] == 1);
}

TEST_CASE("jackaroo secrecy: views and events never show another hand or the deck") {
  // Every audience's view, after every move of many games, holds no card
  // outside its own hand and the pile; every event holds none outside what
  // its readers saw: their hand, the pile, and the card it reports played.
  int private_events = 0;
  int games = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    auto game = new_game_of(players, seed);
    Rng rng(seed);
    std::vector<Move> moves;
    while (!game->finished()) {
      const int seat = game->to_act().front();
      moves.clear();
      game->legal_moves(seat, moves);
      const Json pile_before = game->view(spectator)["pile"];
      Json events = Json::array();
      game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))], &events);
      for (int audience = spectator; audience < players; ++audience) {
        const auto secret = secrets_of(*game, audience);
        const Json view = game->view(audience);
        CHECK_FALSE(view.contains("deck"));
        CHECK_FALSE(view.contains("shuffle_seed"));
        CHECK(view.contains("hand") == (audience != spectator));
        std::vector<std::string> found;
        secrecy::find_secret_cards(view, secret, "view", found);
        for (const auto& event : events) {
          if (!kangaroom::engine::event_visible_to(event, audience)) continue;
          auto allowed = secret;
          if (event["type"] == "play" || event["type"] == "discard")
            allowed.erase(event["card"].get<std::string>());
          secrecy::find_secret_cards(event, allowed, "event", found);
        }
        if (!found.empty()) FAIL("audience " << audience << ": " << found.front());
      }
      for (const auto& event : events) {
        if (event["type"] == "dealt") {
          ++private_events;
          REQUIRE(event["visible_to"] == Json::array({event["seat"]}));
        } else {
          REQUIRE_FALSE(event.contains("visible_to"));
        }
      }
      (void)pile_before;
    }
    ++games;
  }
  CHECK(games == 3);
  CHECK(private_events > 0);
}

TEST_CASE("jackaroo secrecy: the check used here catches a hand put in a view or an event") {
  auto game = new_game_of(4, 3);
  Json view = game->view(0);
  view["peek"] = game->view(1)["hand"];
  std::vector<std::string> found;
  secrecy::find_secret_cards(view, secrets_of(*game, 0), "view", found);
  CHECK_FALSE(found.empty());
  found.clear();
  const Json leaky_event = {{"type", "note"}, {"cards", game->view(2)["hand"]}};
  secrecy::find_secret_cards(leaky_event, secrets_of(*game, spectator), "event", found);
  CHECK_FALSE(found.empty());
}

TEST_CASE(
    "jackaroo secrecy: whole games pass the room's secrecy check (tests/support) on views and the "
    "log") {
  // The room logs each event as {"seq", "event"} and sends an audience only
  // the entries visible to it; this plays that part without a room.
  secrecy::SecrecyCheck check;
  std::int64_t seq = 0;
  for (std::uint64_t seed = 1; seed <= 1; ++seed) {  // one game: about ten set ends
    auto game = new_game_of(4, seed);
    Rng rng(seed + 100);
    std::vector<Move> moves;
    while (!game->finished()) {
      const int seat = game->to_act().front();
      moves.clear();
      game->legal_moves(seat, moves);
      Json events = Json::array();
      game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))], &events);
      Json entries = Json::array();
      for (auto& event : events) entries.push_back({{"seq", seq++}, {"event", event}});
      std::map<int, secrecy::CardSet> secrets_now;
      for (int audience = spectator; audience < 4; ++audience)
        secrets_now[audience] = secrets_of(*game, audience);
      check.note_new_entries(entries, secrets_now);
      for (int audience = spectator; audience < 4; ++audience) {
        Json visible = Json::array();
        for (const auto& entry : entries)
          if (kangaroom::engine::event_visible_to(entry["event"], audience))
            visible.push_back(entry);
        const Json snapshot = {{"type", "snapshot"},
                               {"view", {{"game", game->view(audience)}, {"log", visible}}}};
        check.check(snapshot, audience, secrets_now.at(audience));
      }
    }
  }
  const std::string first_leak = check.leaks.empty() ? std::string() : check.leaks.front();
  CHECK_MESSAGE(check.leaks.empty(), first_leak);
}
