#include "state.hpp"

#include <algorithm>

#include "core/names.hpp"

namespace kangaroom::engine::kanga {

namespace {
constexpr NameTable<EndReason, 8> end_reason_names = {{
    {EndReason::none, "none"},
    {EndReason::connection, "connection"},
    {EndReason::no_legal_move, "no_legal_move"},
    {EndReason::repetition, "repetition"},
    {EndReason::move_cap, "move_cap"},
    {EndReason::move_limit, "move_limit"},
    {EndReason::resigned, "resigned"},
    {EndReason::agreement, "agreement"},
}};
constexpr NameTable<SuicideRule, 2> suicide_rule_names = {
    {{SuicideRule::illegal, "illegal"}, {SuicideRule::self_capture, "self_capture"}}};
}  // namespace

std::string_view end_reason_name(EndReason reason) {
  return name_of(end_reason_names, reason, "none");
}

std::optional<EndReason> end_reason_from_name(std::string_view name) {
  return value_of(end_reason_names, name);
}

std::string_view suicide_rule_name(SuicideRule rule) {
  return name_of(suicide_rule_names, rule, "illegal");
}

std::optional<SuicideRule> suicide_rule_from_name(std::string_view name) {
  return value_of(suicide_rule_names, name);
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
