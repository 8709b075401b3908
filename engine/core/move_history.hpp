#pragma once
// The moves that led from a start to a game, kept so that the last ones can
// be taken back: the game is rebuilt from the start without them (the
// engine is deterministic, so that is the very game as it stood then). It
// knows which move began each turn, so a takeback undoes whole turns
// (Kangaroo's chain of hops is one turn: Game::mid_turn).
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace kangaroom::engine {

class MoveHistory {
 public:
  MoveHistory() = default;
  // `start`: the game before the first move kept here (null: nothing to
  // take back to, e.g. a lobby).
  explicit MoveHistory(std::unique_ptr<Game> start) : start_(std::move(start)) {}
  MoveHistory(const MoveHistory&) = delete;
  MoveHistory& operator=(const MoveHistory&) = delete;
  MoveHistory(MoveHistory&&) = default;
  MoveHistory& operator=(MoveHistory&&) = default;

  // A move `seat` played; `mid_turn_before`: Game::mid_turn() just before it.
  void record(Seat seat, const Json& move, bool mid_turn_before);
  std::size_t size() const { return played_.size(); }

  // How many moves stay when `seat`'s last whole turn and everything after
  // it are undone; none when `seat` began no turn since the start.
  std::optional<std::size_t> kept_without_last_turn_of(Seat seat) const;
  // True if every move after the first `kept` is `seat`'s: nobody else
  // acted since.
  bool only_moves_of(Seat seat, std::size_t kept) const;
  // The game as it stood after the first `kept` moves (null without a start,
  // or if a kept move no longer replays, which a deterministic engine never
  // does).
  std::unique_ptr<Game> rebuilt(std::size_t kept) const;
  // Forgets the moves after the first `kept`.
  void truncate(std::size_t kept);

 private:
  struct Played {
    Seat seat = 0;
    bool starts_turn = true;
    std::string move;  // JSON text: a tree weighs several times more
  };
  std::unique_ptr<Game> start_;
  std::vector<Played> played_;
};

}  // namespace kangaroom::engine
