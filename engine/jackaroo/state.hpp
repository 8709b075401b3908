#pragma once
// Everything that changes during a game of Jackaroo: the board, the cards
// (deck, hands, pile), the dealing cycle and whose turn it is.
#include <array>
#include <cstdint>
#include <vector>

#include "board.hpp"
#include "cards.hpp"
#include "move_form.hpp"
#include "movement.hpp"

namespace kangaroom::engine::jackaroo {

inline constexpr int rounds_per_set = 3;
inline constexpr int no_seat = -1;

// Game length (README.md "Game length"): a marble sent home loses its whole
// lap, so players who keep capturing each other never finish; option
// `set_limit` ends the game after that many sets, won by the most safe marbles.
inline constexpr int default_set_limit = 40;
inline constexpr int min_set_limit = 5;
inline constexpr int max_set_limit = 100;

// RULES.md 4.2: sets of three rounds dealing 4, 4 and then 5 cards each.
inline constexpr int cards_for_round(int round) { return round == rounds_per_set ? 5 : 4; }

struct LastPlay {
  int seat = no_seat;  // no_seat: nothing played yet this set
  Card card = 0;
  Ability ability = Ability::move;

  bool operator==(const LastPlay&) const = default;
};

struct State {
  Board board{4};
  StartProtection protection = StartProtection::king_only;
  std::array<std::vector<Card>, max_players> hands;
  std::vector<Card> deck;  // the top card is the back
  std::vector<Card> pile;  // played and discarded cards of this set, oldest first
  int dealer = 0;
  int set = 1;
  int round = 1;
  int turn = 0;          // the seat to act; no_seat once finished
  int burned = no_seat;  // the seat whose next turn is a forced discard (the 10)
  LastPlay last_play;
  std::vector<int> winners;  // empty while playing
  int set_limit = default_set_limit;
  bool ended_at_set_limit = false;  // else a finished game was won by a full safe zone
  // Seeds the next reshuffle; advanced by every reshuffle. Secret, like the deck.
  std::uint64_t shuffle_seed = 0;

  int players() const { return board.players(); }
  bool finished() const { return !winners.empty(); }
  const std::vector<Card>& hand(int seat) const { return hands[static_cast<std::size_t>(seat)]; }
  std::vector<Card>& hand(int seat) { return hands[static_cast<std::size_t>(seat)]; }
};

// Whose marbles `seat` moves: its own, or its partner's once all four of its
// own are safe (RULES.md 4.4 "Team assist").
int controlled_owner(const State& state, int seat);

// The next seat after `seat` in turn order that holds a card, or no_seat.
int next_seat_with_cards(const State& state, int seat);

}  // namespace kangaroom::engine::jackaroo
