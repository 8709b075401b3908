#include "state.hpp"

#include <algorithm>

namespace kangaroom::engine::kanga {

namespace {
constexpr std::array<std::pair<EndReason, std::string_view>, 5> end_reason_names = {{
    {EndReason::none, "none"},
    {EndReason::connection, "connection"},
    {EndReason::no_legal_move, "no_legal_move"},
    {EndReason::repetition, "repetition"},
    {EndReason::move_cap, "move_cap"},
}};
}  // namespace

std::string_view end_reason_name(EndReason reason) {
  for (const auto& [value, name] : end_reason_names)
    if (value == reason) return name;
  return "none";
}

std::optional<EndReason> end_reason_from_name(std::string_view name) {
  for (const auto& [value, known] : end_reason_names)
    if (known == name) return value;
  return std::nullopt;
}

std::string_view suicide_rule_name(SuicideRule rule) {
  return rule == SuicideRule::self_capture ? "self_capture" : "illegal";
}

std::optional<SuicideRule> suicide_rule_from_name(std::string_view name) {
  if (name == "illegal") return SuicideRule::illegal;
  if (name == "self_capture") return SuicideRule::self_capture;
  return std::nullopt;
}

std::uint64_t State::position_key() const {
  std::uint64_t key = stones_hash;
  if (to_move == Stone::white) key ^= zobrist_white_to_move();
  if (swap_available()) key ^= zobrist_swap_available();
  return key;
}

int State::occurrences(std::uint64_t key) const {
  return static_cast<int>(std::count(history.begin(), history.end(), key));
}

std::uint64_t hash_stones(const Board& board) {
  std::uint64_t hash = 0;
  for (int cell = board.first_cell(); cell <= board.last_cell(); ++cell) {
    const Stone stone = board.at(cell);
    if (stone == Stone::black || stone == Stone::white) hash ^= zobrist_key(cell, stone);
  }
  return hash;
}

}  // namespace kangaroom::engine::kanga
