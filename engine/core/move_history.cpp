#include "core/move_history.hpp"

namespace kangaroom::engine {

void MoveHistory::record(Seat seat, const Json& move, bool mid_turn_before) {
  // A move made mid-turn by the same seat continues that seat's turn.
  const bool continues = mid_turn_before && !played_.empty() && played_.back().seat == seat;
  played_.push_back({seat, !continues, move.dump()});
}

std::optional<std::size_t> MoveHistory::kept_without_last_turn_of(Seat seat) const {
  if (!start_) return std::nullopt;
  for (std::size_t i = played_.size(); i-- > 0;)
    if (played_[i].seat == seat && played_[i].starts_turn) return i;
  return std::nullopt;
}

bool MoveHistory::only_moves_of(Seat seat, std::size_t kept) const {
  for (std::size_t i = kept; i < played_.size(); ++i)
    if (played_[i].seat != seat) return false;
  return true;
}

std::unique_ptr<Game> MoveHistory::rebuilt(std::size_t kept) const {
  if (!start_ || kept > played_.size()) return nullptr;
  auto game = start_->clone();
  for (std::size_t i = 0; i < kept; ++i)
    if (!game->apply(played_[i].seat, Json::parse(played_[i].move), nullptr).accepted)
      return nullptr;
  return game;
}

void MoveHistory::truncate(std::size_t kept) {
  if (kept < played_.size()) played_.resize(kept);
}

}  // namespace kangaroom::engine
