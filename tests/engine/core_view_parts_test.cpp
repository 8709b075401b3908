// The contract of Game::constant_view and Game::changing_view, for every
// registered game: the two parts have disjoint keys, together they are
// exactly view(), and the constant part stays the same for the whole game.
// The server relies on it to diff only the changing part per move. Also
// moves_text, which the server sends in place of serializing moves_json.
#include <doctest/doctest.h>

#include <vector>

#include "core/registry.hpp"
#include "core/rng.hpp"

using namespace kangaroom::engine;

namespace {

void check_parts(const Game& game, int audience, const Json& constant_at_start) {
  const Json constant = game.constant_view(audience);
  const Json changing = game.changing_view(audience);
  REQUIRE(constant.is_object());
  REQUIRE(changing.is_object());
  for (const auto& [key, value] : constant.items()) {
    CAPTURE(key);
    CHECK_FALSE(changing.contains(key));
  }
  Json merged = changing;
  merged.update(constant);
  CHECK(merged == game.view(audience));
  CHECK(constant == constant_at_start);
}

}  // namespace

namespace {

// Calls `check(game, players, seed)` on a new game of every registered game,
// every player count and three seeds.
template <class Check>
void for_each_new_game(Check check) {
  for (const GameFactory& factory : all_games()) {
    CAPTURE(factory.info.id);
    for (int players = factory.info.min_players; players <= factory.info.max_players; ++players) {
      CAPTURE(players);
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::string error;
        auto game = create_game(factory.info.id, players, Json::object(), seed, error);
        REQUIRE_MESSAGE(game, error);
        check(*game, players, seed);
      }
    }
  }
}

// A random legal move of the seat to act; never a resignation while another
// move exists (resigning ends games too early to reach their middle).
void play_random_move(Game& game, Rng& rng) {
  const int seat = game.to_act().front();
  std::vector<Move> moves;
  game.legal_moves(seat, moves);
  REQUIRE_FALSE(moves.empty());
  Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
  if (game.is_resignation(move) && moves.size() > 1)
    move = moves.front() == move ? moves.back() : moves.front();
  game.apply_legal(seat, move, nullptr);
}

}  // namespace

TEST_CASE(
    "every game's view is its constant part plus its changing part, the constant part unchanged") {
  for_each_new_game([](Game& game, int players, std::uint64_t seed) {
    std::vector<Json> constant_at_start;
    for (int audience = spectator; audience < players; ++audience)
      constant_at_start.push_back(game.constant_view(audience));
    auto check_all = [&] {
      for (int audience = spectator; audience < players; ++audience)
        check_parts(game, audience,
                    constant_at_start[static_cast<std::size_t>(audience - spectator)]);
    };
    Rng rng(seed);
    // Long enough to reach the middle of every game, short enough for ASan.
    for (int step = 0; step < 200 && !game.finished(); ++step) {
      if (step % 7 == 0) check_all();
      play_random_move(game, rng);
    }
    check_all();
  });
}

namespace {

// What a server does with changed_view_parts: starting from the view it sent
// for `before`, write each part's new value; that must give today's view, and
// every part must say truly what it was and what it is (so a part can carry
// nothing the audience's own views do not hold).
// `generic` checks Game's default changed_view_parts in place of the game's own.
void check_changed_parts(const Game& before, const Game& now, int audience, bool generic) {
  std::vector<ViewPart> parts;
  if (generic)
    now.Game::changed_view_parts(before, audience, parts);
  else
    now.changed_view_parts(before, audience, parts);
  Json view = before.changing_view(audience);
  const Json expected = now.changing_view(audience);
  for (const ViewPart& part : parts) {
    CAPTURE(part.path);
    const Json::json_pointer pointer(part.path);
    REQUIRE(view.contains(pointer));
    REQUIRE(expected.contains(pointer));
    CHECK(before.changing_view(audience).at(pointer) == part.before);
    CHECK(expected.at(pointer) == part.after);
    view[pointer] = part.after;
  }
  CHECK(view == expected);
}

}  // namespace

TEST_CASE("every game reports every change of its view, and truly; so does the default") {
  int games_checked = 0;
  for_each_new_game([&](Game& game, int players, std::uint64_t seed) {
    ++games_checked;
    Rng rng(seed * 31);
    auto check_all = [&](const Game& before) {
      for (int audience = spectator; audience < players; ++audience) {
        CAPTURE(audience);
        check_changed_parts(before, game, audience, false);
        check_changed_parts(before, game, audience, true);
      }
    };
    auto before = game.clone();
    for (int step = 0; step < 300 && !game.finished(); ++step) {
      play_random_move(game, rng);
      // Mostly one move apart (as a server publishes), sometimes several.
      if (rng.below(4) == 0 && !game.finished()) continue;
      check_all(*before);
      before = game.clone();
    }
    check_all(*before);
  });
  CHECK(games_checked > 0);
}

TEST_CASE("every game writes its legal moves as text exactly as their JSON serializes") {
  for_each_new_game([](Game& game, int players, std::uint64_t seed) {
    (void)players;
    Rng rng(seed * 17);
    for (int step = 0; step < 300 && !game.finished(); ++step) {
      const int seat = game.to_act().front();
      std::vector<Move> moves;
      game.legal_moves(seat, moves);
      CAPTURE(step);
      CHECK(game.moves_text(moves) == game.moves_json(moves).dump());
      play_random_move(game, rng);
    }
    CHECK(game.moves_text({}) == "[]");
  });
}
