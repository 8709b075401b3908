#include "mcts.hpp"

#include <cmath>
#include <limits>

namespace kangaroom::engine::ai {

std::vector<double> rank_rewards(const std::vector<double>& scores) {
  const std::size_t count = scores.size();
  std::vector<double> rewards(count, 1.0);
  if (count < 2) return rewards;
  for (std::size_t i = 0; i < count; ++i) {
    double beaten = 0;
    for (std::size_t j = 0; j < count; ++j) {
      if (i == j) continue;
      if (scores[i] > scores[j])
        beaten += 1;
      else if (scores[i] == scores[j])
        beaten += 0.5;
    }
    rewards[i] = beaten / static_cast<double>(count - 1);
  }
  return rewards;
}

namespace {
Seat acting_seat(const Game& game) {
  const auto seats = game.to_act();
  return seats.empty() ? -1 : seats.front();
}

std::uint64_t move_key(Seat seat, const Move& move) {
  std::uint64_t state = static_cast<std::uint64_t>(seat) * 0x100 + move.kind;
  std::uint64_t key = splitmix64(state);
  for (auto arg : move.args) {
    state ^= static_cast<std::uint16_t>(arg);
    key ^= splitmix64(state);
  }
  return key;
}
}  // namespace

std::vector<double> Mcts::rewards_for(const std::vector<double>& scores) const {
  auto rewards = rank_rewards(scores);
  if (settings_.score_weight <= 0 || scores.size() < 2) return rewards;
  const double others = static_cast<double>(scores.size() - 1);
  double total = 0;
  for (double score : scores) total += score;
  for (std::size_t seat = 0; seat < scores.size(); ++seat) {
    const double margin = scores[seat] - (total - scores[seat]) / others;
    const double margin_reward = 0.5 + 0.5 * std::tanh(margin / settings_.score_scale);
    rewards[seat] =
        (1 - settings_.score_weight) * rewards[seat] + settings_.score_weight * margin_reward;
  }
  return rewards;
}

const Move& Mcts::playout_move(Seat seat, const std::vector<Move>& moves, Rng& rng) {
  if (settings_.mast_epsilon >= 1 || rng.chance(settings_.mast_epsilon))
    return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
  // The best average; a move never seen yet counts as a draw (0.5). Ties go
  // to a random one of them (reservoir sampling, no allocation).
  std::size_t best = 0;
  double best_value = -1;
  std::uint32_t ties = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto found = move_stats_.find(move_key(seat, moves[i]));
    const double value =
        found == move_stats_.end() ? 0.5 : found->second.reward / found->second.count;
    if (value > best_value) {
      best_value = value;
      best = i;
      ties = 1;
    } else if (value == best_value && rng.below(++ties) == 0) {
      best = i;
    }
  }
  return moves[best];
}

int Mcts::select_child(int node, const std::vector<Move>& legal) {
  // Information-set UCB: only children whose move is legal in this sample
  // compete, and exploration counts how often each was available.
  int best = -1;
  double best_value = -std::numeric_limits<double>::infinity();
  for (int child : nodes_[static_cast<std::size_t>(node)].children) {
    Node& candidate = nodes_[static_cast<std::size_t>(child)];
    bool available = false;
    for (const auto& move : legal)
      if (move == candidate.move) available = true;
    if (!available) continue;
    candidate.availability += 1;
    const double value =
        candidate.reward / candidate.visits +
        settings_.exploration * std::sqrt(std::log(candidate.availability) / candidate.visits);
    if (value > best_value) {
      best_value = value;
      best = child;
    }
  }
  return best;
}

std::vector<double> Mcts::playout(Game& game, Rng& rng) {
  std::vector<Move>& moves = playout_moves_;
  for (int step = 0; step < settings_.max_playout_moves && !game.finished(); ++step) {
    const Seat seat = acting_seat(game);
    if (seat < 0) break;
    moves.clear();
    game.legal_moves(seat, moves);
    if (moves.empty()) break;  // a game that lists no move for its acting seat: stop here
    const Move move = playout_move(seat, moves, rng);
    if (settings_.mast_epsilon < 1) trail_.emplace_back(seat, move);
    game.apply_legal(seat, move, nullptr);
  }
  return rewards_for(game.scores());
}

Move Mcts::choose(const Game& root_game, Seat seat, Rng& rng) {
  std::vector<Move> root_moves;
  root_game.legal_moves(seat, root_moves);
  if (root_moves.size() == 1) {
    last_iterations_ = 0;
    return root_moves.front();
  }
  nodes_.clear();
  nodes_.push_back(Node{});
  move_stats_.clear();

  std::vector<Move> legal;
  int iteration = 0;
  for (; iteration < budget_.max_iterations; ++iteration) {
    if (budget_.out_of_time && iteration % 16 == 0 && iteration > 0 && budget_.out_of_time()) break;
    auto game = root_game.sample_for(seat, rng);
    int node = 0;
    trail_.clear();
    // Selection: descend while every legal move here already has a child.
    while (!game->finished()) {
      const Seat mover = acting_seat(*game);
      legal.clear();
      game->legal_moves(mover, legal);
      if (legal.empty()) break;
      // Expansion: the first legal move without a child gets one.
      const Move* untried = nullptr;
      for (const auto& move : legal) {
        bool has_child = false;
        for (int child : nodes_[static_cast<std::size_t>(node)].children)
          if (nodes_[static_cast<std::size_t>(child)].move == move) has_child = true;
        if (!has_child) {
          untried = &move;
          break;
        }
      }
      if (untried) {
        Node child;
        child.move = *untried;
        child.mover = mover;
        child.parent = node;
        child.availability = 1;
        const int index = static_cast<int>(nodes_.size());
        nodes_[static_cast<std::size_t>(node)].children.push_back(index);
        nodes_.push_back(child);
        if (settings_.mast_epsilon < 1) trail_.emplace_back(mover, *untried);
        game->apply_legal(mover, *untried, nullptr);
        node = index;
        break;
      }
      node = select_child(node, legal);
      if (settings_.mast_epsilon < 1)
        trail_.emplace_back(mover, nodes_[static_cast<std::size_t>(node)].move);
      game->apply_legal(mover, nodes_[static_cast<std::size_t>(node)].move, nullptr);
    }
    // Simulation, then backpropagation of each mover's own reward.
    const auto rewards = playout(*game, rng);
    for (int at = node; at != 0; at = nodes_[static_cast<std::size_t>(at)].parent) {
      Node& visited = nodes_[static_cast<std::size_t>(at)];
      visited.visits += 1;
      if (visited.mover >= 0 && static_cast<std::size_t>(visited.mover) < rewards.size())
        visited.reward += rewards[static_cast<std::size_t>(visited.mover)];
    }
    nodes_[0].visits += 1;
    for (const auto& [mover, move] : trail_) {
      if (mover < 0 || static_cast<std::size_t>(mover) >= rewards.size()) continue;
      MoveStat& stat = move_stats_[move_key(mover, move)];
      stat.reward += rewards[static_cast<std::size_t>(mover)];
      stat.count += 1;
    }
  }
  last_iterations_ = iteration;

  // The most visited root move that is legal in the real state.
  const Move* best = &root_moves.front();
  double best_visits = -1;
  for (int child : nodes_[0].children) {
    const Node& candidate = nodes_[static_cast<std::size_t>(child)];
    for (const auto& move : root_moves) {
      if (move == candidate.move && candidate.visits > best_visits) {
        best_visits = candidate.visits;
        best = &move;
      }
    }
  }
  return *best;
}

}  // namespace kangaroom::engine::ai
