// Invariants over 10,000 seeded random Kanga games, 7x7 and 9x9 mixed, with
// every option: after every move no group on the board is without a liberty,
// the stones on the board are exactly those placed minus those captured, the
// Zobrist hash kept move by move equals one computed afresh, every listed
// move is legal; every game ends; the same seed replays the same game; and
// positions round-trip through save/load.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <string>

#include "core/registry.hpp"
#include "kanga/game.hpp"
#include "kanga/movegen.hpp"

namespace kg = kangaroom::engine::kanga;
using kangaroom::engine::Game;
using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;

namespace {

struct Spec {
  Json options;
  std::uint64_t seed = 0;
};

Spec spec_for(int index) {
  Spec spec;
  spec.options = {{"size", index % 3 == 2 ? 9 : 7},
                  {"pie_rule", index % 4 == 1},
                  {"move_cap", index % 11 == 5},
                  {"suicide", index % 5 == 3 ? "self_capture" : "illegal"}};
  spec.seed = 0x6b61u * 100000u + static_cast<std::uint64_t>(index);
  return spec;
}

// No group without a liberty, by a flood fill of the test's own (fixed
// arrays: this runs after every one of about 800,000 moves).
bool every_group_breathes(const kg::Board& board) {
  const int n = board.size();
  std::array<std::uint8_t, 19 * 19> seen{};
  std::array<int, 19 * 19> stack{};
  for (int start = 0; start < n * n; ++start) {
    const kg::Stone colour = board.at(board.cell(start % n, start / n));
    if (colour == kg::Stone::empty || seen[static_cast<std::size_t>(start)]) continue;
    int top = 0;
    stack[static_cast<std::size_t>(top++)] = start;
    seen[static_cast<std::size_t>(start)] = 1;
    bool liberty = false;
    while (top > 0) {
      const int here = stack[static_cast<std::size_t>(--top)];
      const int col = here % n, row = here / n;
      const int neighbours[4][2] = {{col - 1, row}, {col + 1, row}, {col, row - 1}, {col, row + 1}};
      for (const auto& [c, r] : neighbours) {
        if (c < 0 || r < 0 || c >= n || r >= n) continue;
        const kg::Stone stone = board.at(board.cell(c, r));
        if (stone == kg::Stone::empty) liberty = true;
        if (stone == colour && !seen[static_cast<std::size_t>(r * n + c)]) {
          seen[static_cast<std::size_t>(r * n + c)] = 1;
          stack[static_cast<std::size_t>(top++)] = r * n + c;
        }
      }
    }
    if (!liberty) return false;
  }
  return true;
}

int stones(const kg::Board& board, kg::Stone colour) {
  int count = 0;
  for (int row = 0; row < board.size(); ++row)
    for (int col = 0; col < board.size(); ++col) count += board.at(board.cell(col, row)) == colour;
  return count;
}

struct Played {
  int moves = 0;
  kg::EndReason reason = kg::EndReason::none;
  Json final_save;
};

// One game. `careful` games go through Game::apply with JSON and check the
// events, refused moves and the save/load round trip at every position;
// `round_trip_end` games check it for the final position.
Played play_out(const Spec& spec, bool careful, bool round_trip_end) {
  std::string error;
  auto game = kangaroom::engine::create_game("kanga", 2, spec.options, spec.seed, error);
  INFO(error);
  REQUIRE(game);
  auto& kanga = dynamic_cast<kg::KangaGame&>(*game);
  const int n = spec.options["size"].get<int>();
  Rng rng(spec.seed);
  std::vector<Move> moves;
  std::array<int, 3> placed{}, lost{};  // per colour (index = Stone)
  std::array<int, 2> captured_by{};
  Played played;
  while (!game->finished()) {
    const auto acting = game->to_act();
    if (acting.size() != 1) REQUIRE(acting.size() == 1);
    const int seat = acting.front();
    moves.clear();
    game->legal_moves(seat, moves);
    std::vector<Move> none;
    game->legal_moves(1 - seat, none);
    const Move move =
        moves.empty() ? Move{} : moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    if (moves.empty() || !none.empty() || !kg::is_legal(kanga.state(), seat, move)) {
      CHECK(none.empty());
      REQUIRE_FALSE(moves.empty());
      REQUIRE(kg::is_legal(kanga.state(), seat, move));
    }
    const kg::Stone colour = kanga.state().to_move;
    if (careful) {
      // Every empty cell that is not listed (a suicide point) and the first
      // occupied cell are refused, and change nothing.
      const Json before = game->save();
      bool occupied_tried = false;
      for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
          const Move place = kg::make_place(col, row);
          if (std::find(moves.begin(), moves.end(), place) != moves.end()) continue;
          const bool empty =
              kanga.state().board.at(kanga.state().board.cell(col, row)) == kg::Stone::empty;
          if (!empty && occupied_tried) continue;
          occupied_tried = occupied_tried || !empty;
          const auto result = game->apply(seat, game->move_to_json(place), nullptr);
          REQUIRE_FALSE(result.accepted);
          CHECK(result.code == "illegal_move");
        }
      CHECK(game->save() == before);
      Json events = Json::array();
      REQUIRE(game->apply(seat, game->move_to_json(move), &events).accepted);
      REQUIRE_FALSE(events.empty());
      const Json& first = events[0];
      if (first["type"] == "place") {
        CHECK(first["go"].get<std::size_t>() + first["custodian"].get<std::size_t>() ==
              first["captured"].size());
        CHECK(first["captured"].size() == kanga.state().last_move.captured.size());
      }
      CHECK((events.back()["type"] == "game_over") == game->finished());
      // The position loads back exactly, with the same moves and view.
      auto loaded = kg::load_game(game->save(), error);
      INFO(error);
      REQUIRE(loaded);
      CHECK(loaded->save() == game->save());
      CHECK(loaded->view(-1) == game->view(-1));
      if (!game->finished()) {
        const int next = game->to_act().front();
        CHECK(loaded->legal_moves_json(next) == game->legal_moves_json(next));
      }
    } else {
      game->apply_legal(seat, move, nullptr);
    }
    ++played.moves;
    const kg::State& state = kanga.state();
    if (move.kind == static_cast<std::uint8_t>(kg::MoveKind::place)) {
      const auto taken = static_cast<int>(state.last_move.captured.size());
      const auto own = static_cast<int>(state.last_move.self_captured.size());
      ++placed[static_cast<std::size_t>(colour)];
      lost[static_cast<std::size_t>(kg::opponent(colour))] += taken;
      lost[static_cast<std::size_t>(colour)] += own;
      captured_by[static_cast<std::size_t>(seat)] += taken;
      captured_by[static_cast<std::size_t>(1 - seat)] += own;
    }
    // Checked as plain conditions (doctest assertions per move would
    // dominate the run time); the first failure stops with its details.
    const bool breathes = every_group_breathes(state.board);
    const bool counts_agree = stones(state.board, kg::Stone::black) == placed[1] - lost[1] &&
                              stones(state.board, kg::Stone::white) == placed[2] - lost[2] &&
                              state.captures == captured_by;
    const bool hash_agrees = state.stones_hash == kg::hash_stones(state.board);
    const bool ends = played.moves <= 100 * n * n;
    if (!breathes || !counts_agree || !hash_agrees || !ends) {
      CAPTURE(played.moves);
      CAPTURE(game->save().dump());
      REQUIRE(breathes);
      REQUIRE(counts_agree);
      REQUIRE(hash_agrees);
      REQUIRE(ends);
    }
  }
  CHECK(game->to_act().empty());
  const kg::State& state = kanga.state();
  played.reason = state.end_reason;
  if (played.reason == kg::EndReason::no_legal_move) {
    CHECK_FALSE(kg::has_legal_placement(state));
    CHECK(state.winner == 1 - state.seat_to_move());
  }
  if (state.options.move_cap) CHECK(state.placements <= state.options.placement_cap());
  const Json outcome = game->outcome();
  REQUIRE(outcome.is_object());
  const bool draw = state.winner < 0;
  CHECK(draw ==
        (played.reason == kg::EndReason::repetition || played.reason == kg::EndReason::move_cap));
  CHECK(outcome["winners"] == (draw ? Json::array({0, 1}) : Json::array({state.winner})));
  CHECK((played.reason == kg::EndReason::connection) == !state.winning_group.empty());
  for (int seat = 0; seat < 2; ++seat) {
    CHECK(outcome["breakdown"][static_cast<std::size_t>(seat)]["stones"] ==
          stones(state.board, state.seat_colour[static_cast<std::size_t>(seat)]));
    CHECK(outcome["breakdown"][static_cast<std::size_t>(seat)]["captures"] ==
          state.captures[static_cast<std::size_t>(seat)]);
  }
  played.final_save = game->save();
  if (round_trip_end) {
    auto loaded = kg::load_game(played.final_save, error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->save() == played.final_save);
    CHECK(loaded->outcome() == outcome);
  }
  return played;
}

}  // namespace

TEST_CASE("kanga random playouts: invariants over 10,000 seeded games on 7x7 and 9x9") {
  constexpr int games = 10000;
  std::map<int, std::vector<int>> lengths;  // by board size
  std::map<std::string, int> reasons;
  for (int index = 0; index < games; ++index) {
    const Spec spec = spec_for(index);
    CAPTURE(index);
    CAPTURE(spec.options.dump());
    const bool careful = index % 997 == 0;
    const Played played = play_out(spec, careful, index % 20 == 0);
    lengths[spec.options["size"].get<int>()].push_back(played.moves);
    ++reasons[std::string(kg::end_reason_name(played.reason))];
    if (index % 100 == 7) {
      // Determinism: the same seed plays the same game, also when the replay
      // goes through Game::apply with JSON moves (one replay in ten).
      const Played again = play_out(spec, index % 1000 == 7, false);
      CHECK(again.final_save == played.final_save);
      CHECK(again.moves == played.moves);
    }
  }
  for (auto& [size, list] : lengths) {
    std::sort(list.begin(), list.end());
    long long sum = 0;
    for (const int length : list) sum += length;
    const auto pick = [&](double q) {
      return list[static_cast<std::size_t>(q * static_cast<double>(list.size() - 1))];
    };
    MESSAGE(size << "x" << size << ": " << list.size() << " games, moves min " << list.front()
                 << ", p10 " << pick(0.1) << ", median " << pick(0.5) << ", mean "
                 << static_cast<double>(sum) / static_cast<double>(list.size()) << ", p90 "
                 << pick(0.9) << ", p99 " << pick(0.99) << ", max " << list.back());
  }
  std::string summary;
  for (const auto& [name, count] : reasons) summary += name + " " + std::to_string(count) + "  ";
  MESSAGE("end reasons: " << summary);
  CHECK(reasons["connection"] > games / 2);
}
