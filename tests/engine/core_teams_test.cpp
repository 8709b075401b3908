// The teams each game declares (engine::teams_for; the lobby seats players
// by them): every layout splits the seats exactly once, and the game itself
// plays with the same partners.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/registry.hpp"

using namespace kangaroom::engine;

TEST_CASE("every game's teams split its seats into teams, each seat once") {
  for (const auto& factory : all_games()) {
    for (int players = factory.info.min_players; players <= factory.info.max_players; ++players) {
      CAPTURE(factory.info.id);
      CAPTURE(players);
      const auto teams = teams_for(factory.info.id, players);
      if (teams.empty()) continue;
      CHECK(teams.size() >= 2);
      std::multiset<int> seats;
      for (const auto& team : teams) seats.insert(team.begin(), team.end());
      std::multiset<int> every_seat;
      for (int seat = 0; seat < players; ++seat) every_seat.insert(seat);
      CHECK(seats == every_seat);
    }
  }
  CHECK(teams_for("no-such-game", 4).empty());
}

TEST_CASE("jackaroo's declared teams are the partners the game plays with") {
  const GameFactory* jackaroo = find_game("jackaroo");
  REQUIRE(jackaroo);
  for (int players = jackaroo->info.min_players; players <= jackaroo->info.max_players; ++players) {
    CAPTURE(players);
    const Json options = normalize_options(jackaroo->info, nullptr).options;
    const auto game = jackaroo->create(players, options, 5);
    REQUIRE(game);
    // Each seat's partner, as the game's view shows it, from the declared teams.
    const auto teams = teams_for("jackaroo", players);
    const Json view = game->view(spectator);
    for (int seat = 0; seat < players; ++seat) {
      Json expected = nullptr;
      for (const auto& team : teams)
        for (const int member : team)
          if (member != seat && std::find(team.begin(), team.end(), seat) != team.end())
            expected = member;
      CHECK(view.at("players").at(static_cast<std::size_t>(seat)).at("partner") == expected);
    }
  }
  CHECK(teams_for("jackaroo", 4) == std::vector<std::vector<int>>{{0, 2}, {1, 3}});
  CHECK(teams_for("jackaroo", 3).empty());
}
