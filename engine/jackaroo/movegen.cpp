#include "movegen.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

// How far each rank moves a marble forward with its plain "move" ability
// (0: none). The 4 goes back; the ace also has 11 (see below).
constexpr int forward_steps(int rank) {
  switch (rank) {
    case rank::ace:
      return 1;
    case rank::four:
      return 0;
    case rank::jack:
      return 0;
    case rank::queen:
      return 12;
    case rank::king:
      return 13;
    default:
      return rank;  // 2, 3, 5, 6, 7, 8, 9, 10
  }
}

constexpr int ace_long_steps = 11;
constexpr int four_steps = 4;
constexpr int split_total = 7;

int first_home_marble(const Board& board, int owner) {
  for (int i = 0; i < marbles_per_player; ++i) {
    const int marble = owner * marbles_per_player + i;
    if (board.place(marble).zone == Zone::home) return marble;
  }
  return empty_square;
}

void record(std::vector<MarbleStep>* steps, int marble, Place from, const Board& board) {
  if (steps) steps->push_back({marble, from, board.place(marble)});
}

bool step_forward(Board& board, StartProtection protection, int marble, int steps, bool king,
                  std::vector<MarbleStep>* log, SentHome* sent) {
  const Place from = board.place(marble);
  if (!forward(board, marble, steps, king, protection, sent)) return false;
  record(log, marble, from, board);
  return true;
}

class Generator {
 public:
  Generator(const State& state, int seat, std::vector<Move>& out)
      : state_(state),
        board_(state.board),
        seat_(seat),
        owner_(controlled_owner(state, seat)),
        out_(out) {}

  void play_ranks() {
    bool seen[14] = {};
    for (const Card card : state_.hand(seat_)) seen[rank_of(card)] = true;
    for (int rank = 1; rank <= 13; ++rank)
      if (seen[rank]) play_rank(rank);
  }

  void discards() {
    bool seen[14] = {};
    for (const Card card : state_.hand(seat_)) seen[rank_of(card)] = true;
    for (int rank = 1; rank <= 13; ++rank)
      if (seen[rank]) out_.push_back(make_move(Ability::discard, rank));
  }

 private:
  void play_rank(int rank) {
    switch (rank) {
      case rank::ace:
        release_moves(rank);
        move_own(rank, 1);
        move_own(rank, ace_long_steps);
        break;
      case rank::king:
        release_moves(rank);
        move_own(rank, forward_steps(rank));
        break;
      case rank::four:
        move_own(rank, -four_steps);
        break;
      case rank::five:
        move_any(rank);
        release_partner_moves(rank);
        break;
      case rank::seven:
        move_own(rank, split_total);
        split_moves(rank);
        break;
      case rank::ten:
        move_own(rank, forward_steps(rank));
        if (next_seat_with_cards(state_, seat_) != no_seat)
          out_.push_back(make_move(Ability::burn, rank));
        break;
      case rank::jack:
        swap_moves(rank);
        break;
      default:
        move_own(rank, forward_steps(rank));
        break;
    }
  }

  void try_add(const Move& move) {
    Board copy = board_;
    if (play_on_board(copy, state_.protection, seat_, move, nullptr, nullptr)) out_.push_back(move);
  }

  void release_moves(int rank) {
    const int marble = first_home_marble(board_, owner_);
    if (marble != empty_square) try_add(make_move(Ability::release, rank, marble));
  }

  void release_partner_moves(int rank) {
    const int partner = board_.partner_of(seat_);
    if (partner < 0) return;
    const int marble = first_home_marble(board_, partner);
    if (marble != empty_square) try_add(make_move(Ability::release_partner, rank, marble));
  }

  void move_own(int rank, int steps) {
    for (int i = 0; i < marbles_per_player; ++i) {
      const int marble = owner_ * marbles_per_player + i;
      if (board_.place(marble).zone == Zone::home) continue;
      try_add(make_move(Ability::move, rank, marble, steps));
    }
  }

  // The 5 moves any marble on the track, and the player's own in the safe zone.
  void move_any(int rank) {
    for (int marble = 0; marble < board_.marble_count(); ++marble) {
      const Zone zone = board_.place(marble).zone;
      if (zone == Zone::home) continue;
      if (zone == Zone::safe && owner_of(marble) != owner_) continue;
      // Under full start protection a marble on its own start is not pushed by others.
      if (state_.protection == StartProtection::full && owner_of(marble) != owner_ &&
          board_.on_own_start(marble))
        continue;
      try_add(make_move(Ability::move, rank, marble, forward_steps(rank)));
    }
  }

  // Each first part is tried once; each second part on the board it leaves.
  void split_moves(int rank) {
    for (int a = 0; a < marbles_per_player; ++a) {
      const int first = owner_ * marbles_per_player + a;
      if (board_.place(first).zone == Zone::home) continue;
      for (int steps = 1; steps < split_total; ++steps) {
        Board after_first = board_;
        if (!forward(after_first, first, steps, false, state_.protection, nullptr)) continue;
        for (int b = 0; b < marbles_per_player; ++b) {
          const int second = owner_ * marbles_per_player + b;
          if (a == b || after_first.place(second).zone == Zone::home) continue;
          Board after_second = after_first;
          if (forward(after_second, second, split_total - steps, false, state_.protection, nullptr))
            out_.push_back(make_move(Ability::split, rank, first, steps, second));
        }
      }
    }
  }

  void swap_moves(int rank) {
    for (int i = 0; i < marbles_per_player; ++i) {
      const int marble = owner_ * marbles_per_player + i;
      if (board_.place(marble).zone != Zone::track) continue;
      for (int target = 0; target < board_.marble_count(); ++target)
        if (board_.place(target).zone == Zone::track && owner_of(target) != owner_)
          try_add(make_move(Ability::swap, rank, marble, 0, 0, target));
    }
  }

  const State& state_;
  const Board& board_;
  int seat_;
  int owner_;
  std::vector<Move>& out_;
};

}  // namespace

bool play_on_board(Board& board, StartProtection protection, int seat, const Move& move,
                   std::vector<MarbleStep>* steps, SentHome* sent) {
  const int marble = marble_of(move);
  if (marble < 0 || marble >= board.marble_count()) return false;
  const bool king = card_rank_of(move) == rank::king;
  switch (ability_of(move)) {
    case Ability::release: {
      const Place from = board.place(marble);
      if (!release(board, marble, sent)) return false;
      record(steps, marble, from, board);
      return true;
    }
    case Ability::release_partner: {
      // RULES.md 4.8.2: a release onto the partner's start, then 5 steps.
      if (owner_of(marble) != board.partner_of(seat)) return false;
      const Place from = board.place(marble);
      if (!release(board, marble, sent)) return false;
      if (!forward(board, marble, card_rank_of(move), false, protection, sent)) return false;
      record(steps, marble, from, board);
      return true;
    }
    case Ability::move: {
      const int count = steps_of(move);
      if (count < 0) {
        const Place from = board.place(marble);
        if (!backward(board, marble, -count, protection, sent)) return false;
        record(steps, marble, from, board);
        return true;
      }
      return step_forward(board, protection, marble, count, king, steps, sent);
    }
    case Ability::split: {
      const int second = second_marble_of(move);
      if (second < 0 || second >= board.marble_count() || second == marble) return false;
      // The parts go one after the other, in the order the player chose (4.4).
      return step_forward(board, protection, marble, steps_of(move), false, steps, sent) &&
             step_forward(board, protection, second, split_total - steps_of(move), false, steps,
                          sent);
    }
    case Ability::swap: {
      const int target = target_of(move);
      if (target < 0 || target >= board.marble_count()) return false;
      const Place mine = board.place(marble);
      const Place theirs = board.place(target);
      if (!swap(board, marble, target, protection)) return false;
      if (steps) {
        steps->push_back({marble, mine, theirs});
        steps->push_back({target, theirs, mine});
      }
      return true;
    }
    case Ability::burn:
    case Ability::discard:
      return false;
  }
  return false;
}

void generate_moves(const State& state, int seat, std::vector<Move>& out) {
  if (state.finished() || seat != state.turn) return;
  Generator generator(state, seat, out);
  if (state.burned == seat) {
    generator.discards();
    return;
  }
  const auto before = out.size();
  generator.play_ranks();
  if (out.size() == before) generator.discards();
}

}  // namespace kangaroom::engine::jackaroo
