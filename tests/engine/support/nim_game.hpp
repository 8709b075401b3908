#pragma once
// A test-only game with a known optimal strategy, for testing strategies
// without depending on any real game: two seats take turns removing 1 or 2
// stones; whoever takes the last stone wins. Leaving a multiple of 3 wins.
#include "core/game.hpp"

namespace kangaroom::test {

class NimGame final : public engine::Game {
 public:
  explicit NimGame(int stones) : stones_(stones) {}

  const engine::GameInfo& info() const override {
    static const engine::GameInfo nim{"nim", "Nim", "test game", 2, 2, {}};
    return nim;
  }
  int players() const override { return 2; }
  std::vector<engine::Seat> to_act() const override {
    if (finished()) return {};
    return {turn_};
  }
  void legal_moves(engine::Seat seat, std::vector<engine::Move>& out) const override {
    if (finished() || seat != turn_) return;
    for (int take = 1; take <= 2 && take <= stones_; ++take) {
      engine::Move move;
      move.args[0] = static_cast<std::int16_t>(take);
      out.push_back(move);
    }
  }
  void apply_legal(engine::Seat seat, const engine::Move& move, engine::Json* events) override {
    stones_ -= move.args[0];
    if (stones_ == 0) winner_ = seat;
    turn_ = 1 - turn_;
    if (events) events->push_back({{"type", "take"}, {"seat", seat}, {"count", move.args[0]}});
  }
  engine::Json move_to_json(const engine::Move& move) const override {
    return {{"take", move.args[0]}};
  }
  std::optional<engine::Move> move_from_json(const engine::Json& json,
                                             std::string& error) const override {
    if (!json.is_object() || !json.contains("take") || !json["take"].is_number_integer()) {
      error = "a move is {\"take\": 1 or 2}";
      return std::nullopt;
    }
    engine::Move move;
    move.args[0] = static_cast<std::int16_t>(json["take"].get<int>());
    return move;
  }
  engine::Json changing_view(int) const override { return {{"stones", stones_}, {"turn", turn_}}; }
  bool finished() const override { return stones_ == 0; }
  std::vector<double> scores() const override {
    if (winner_ < 0) return {0, 0};
    return {winner_ == 0 ? 1.0 : 0.0, winner_ == 1 ? 1.0 : 0.0};
  }
  engine::Json outcome() const override {
    if (!finished()) return nullptr;
    return {{"winners", {winner_}}};
  }
  engine::Json save() const override {
    return {{"stones", stones_}, {"turn", turn_}, {"winner", winner_}};
  }
  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<NimGame>(*this); }

  int stones() const { return stones_; }

 private:
  int stones_;
  int turn_ = 0;
  int winner_ = -1;
};

}  // namespace kangaroom::test
