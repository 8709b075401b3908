#include "scoring.hpp"

#include <algorithm>
#include <numeric>

namespace kangaroom::engine::kangaruse {

namespace {
// RULES.md §1.6 gems: total points for 1, 2, ... gems.
constexpr std::array<int, 10> gems_current = {1, 1, 3, 5, 8, 12, 16, 21, 28, 35};
constexpr std::array<int, 9> gems_2023 = {1, 1, 3, 5, 8, 12, 16, 22, 30};

int count(const PlayerState& player, CellType type) {
  return player.collected[static_cast<std::size_t>(type)];
}
}  // namespace

int gem_points(Edition edition, int gems) {
  if (gems <= 0) return 0;
  if (edition == Edition::e2023)
    return gems_2023[static_cast<std::size_t>(std::min<int>(gems, gems_2023.size()) - 1)];
  return gems_current[static_cast<std::size_t>(std::min<int>(gems, gems_current.size()) - 1)];
}

std::array<Breakdown, max_players> score_breakdowns(const State& state) {
  std::array<Breakdown, max_players> result{};
  const int players = state.player_count;
  int most_coins = 0, most_shelters = 0, fewest_shelters = 0;
  for (int seat = 0; seat < players; ++seat) {
    const PlayerState& player = state.player(seat);
    const int coins = count(player, CellType::coins);
    const int shelters = count(player, CellType::shelter);
    most_coins = seat == 0 ? coins : std::max(most_coins, coins);
    most_shelters = seat == 0 ? shelters : std::max(most_shelters, shelters);
    fewest_shelters = seat == 0 ? shelters : std::min(fewest_shelters, shelters);
  }
  const int cost = teleport_cost(state.edition);
  for (int seat = 0; seat < players; ++seat) {
    const PlayerState& player = state.player(seat);
    Breakdown& b = result[static_cast<std::size_t>(seat)];
    b.stars = player.stars;
    b.chests = 5 * count(player, CellType::chests);
    b.food_water = count(player, CellType::food) * count(player, CellType::water);
    b.toys = 5 * (count(player, CellType::toys) / 3);
    b.gems = gem_points(state.edition, count(player, CellType::gems));
    // Rule: the most coins (a tie counts as most) score +1 each, others -1 each.
    const int coins = count(player, CellType::coins);
    b.coins = coins == most_coins ? coins : -coins;
    // Rule: most shelters +10, fewest -10; ties all receive it.
    const int shelters = count(player, CellType::shelter);
    if (shelters == most_shelters) b.shelter += 10;
    if (shelters == fewest_shelters) b.shelter -= 10;
    b.teleports = -cost * player.teleports;
    b.total =
        b.stars + b.chests + b.food_water + b.toys + b.gems + b.coins + b.shelter + b.teleports;
  }
  return result;
}

std::vector<int> ranking(const std::array<Breakdown, max_players>& scores, int player_count) {
  std::vector<int> seats(static_cast<std::size_t>(player_count));
  std::iota(seats.begin(), seats.end(), 0);
  std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) {
    return scores[static_cast<std::size_t>(a)].total > scores[static_cast<std::size_t>(b)].total;
  });
  return seats;
}

}  // namespace kangaroom::engine::kangaruse
