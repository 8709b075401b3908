#pragma once
// The Game adapter for Jackaroo: moves, views, events, outcome and saved
// states in JSON (README.md) around the State and the rules. Hidden
// information: a seat's view holds its own hand only; the deck order and the
// shuffle seed never leave save().
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace kangaroom::engine::jackaroo {

class JackarooGame final : public GameWithState<JackarooGame, State> {
 public:
  using GameWithState::GameWithState;

  const GameInfo& info() const override;
  int players() const override { return state_.players(); }
  std::vector<Seat> to_act() const override;
  void legal_moves(Seat seat, std::vector<Move>& out) const override;
  void apply_legal(Seat seat, const Move& move, Json* events) override;
  Json move_to_json(const Move& move) const override;
  std::optional<Move> move_from_json(const Json& move, std::string& error) const override;
  std::string explain_illegal(Seat seat, const Move& move) const override;
  // A player who resigns leaves the table, not the game: the race goes on
  // (partners keep their team, README.md "Resigning"), so nothing of the
  // state changes; the server seats a bot in their place.
  ApplyResult resign(Seat seat, Json* events) override;
  // The track, the teams and the start protection never change in a game.
  Json constant_view(int audience) const override;
  Json changing_view(int audience) const override;
  // A move changes a marble or two, a hand, the pile and the turn. The parts
  // for a seat hold its own hand only, as its view does.
  void changed_view_parts(const Game& before, int audience,
                          std::vector<ViewPart>& out) const override;
  bool finished() const override { return state_.finished(); }
  std::vector<double> scores() const override;
  Json outcome() const override;
  Json save() const override;
  std::unique_ptr<Game> sample_for(Seat seat, Rng& rng) const override;
  // README "Takeback": not across a deal.
  bool may_take_back_to(const Game& earlier) const override;

  using GameWithState::state;
  State& state() { return state_; }
};

// A state written by JackarooGame::save. Null plus `error` for anything
// malformed or inconsistent (every card in exactly one place, marbles on
// distinct squares).
std::unique_ptr<JackarooGame> load_game(const Json& saved, std::string& error);

// A game rebuilt from what `seat` sees (its game view): the cards it cannot
// see (every card neither in its hand nor on the pile) are dealt at random
// from `seed` to the other hands and the deck, by their counts.
std::unique_ptr<JackarooGame> game_from_view(const Json& view, int players, const Json& options,
                                             int seat, std::uint64_t seed, std::string& error);

// The checks load_game makes, for tests: an empty string when `state` is consistent.
std::string consistency_error(const State& state);

std::string_view protection_name(StartProtection protection);
bool protection_from_name(std::string_view name, StartProtection& protection);

}  // namespace kangaroom::engine::jackaroo
