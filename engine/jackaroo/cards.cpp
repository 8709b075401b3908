#include "cards.hpp"

#include <array>

namespace kangaroom::engine::jackaroo {

namespace {

constexpr std::array<std::string_view, 13> rank_texts = {"A", "2", "3",  "4", "5", "6", "7",
                                                         "8", "9", "10", "J", "Q", "K"};
constexpr std::string_view suit_letters = "SHDC";

}  // namespace

std::string_view rank_text(int rank) {
  if (rank < 1 || rank > 13) return "?";
  return rank_texts[static_cast<std::size_t>(rank - 1)];
}

std::optional<int> rank_from_text(std::string_view text) {
  for (std::size_t i = 0; i < rank_texts.size(); ++i)
    if (rank_texts[i] == text) return static_cast<int>(i) + 1;
  return std::nullopt;
}

std::string card_id(Card card) {
  std::string id(rank_text(rank_of(card)));
  id += suit_letters[static_cast<std::size_t>(card % suits)];
  return id;
}

std::optional<Card> card_from_id(std::string_view id) {
  if (id.size() < 2) return std::nullopt;
  const auto rank = rank_from_text(id.substr(0, id.size() - 1));
  const auto suit = suit_letters.find(id.back());
  if (!rank || suit == std::string_view::npos) return std::nullopt;
  return static_cast<Card>((*rank - 1) * suits + static_cast<int>(suit));
}

}  // namespace kangaroom::engine::jackaroo
