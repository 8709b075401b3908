#pragma once
// The 52-card deck (no jokers). A card is a small number: rank index times
// four plus suit. Suits never matter to the rules; they only tell two cards
// of one rank apart. Card ids on the wire are rank then suit: "10H", "AS".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kangaroom::engine::jackaroo {

using Card = std::int8_t;

inline constexpr int deck_size = 52;
inline constexpr int suits = 4;

// Ranks as the numbers the rules use: ace 1 ... ten 10, jack 11, queen 12, king 13.
namespace rank {
inline constexpr int ace = 1;
inline constexpr int four = 4;
inline constexpr int five = 5;
inline constexpr int seven = 7;
inline constexpr int ten = 10;
inline constexpr int jack = 11;
inline constexpr int queen = 12;
inline constexpr int king = 13;
}  // namespace rank

inline constexpr int rank_of(Card card) { return card / suits + 1; }

// "A", "2" ... "10", "J", "Q", "K"; the move JSON's `card` is a rank.
std::string_view rank_text(int rank);
std::optional<int> rank_from_text(std::string_view text);

// "10H" and back.
std::string card_id(Card card);
std::optional<Card> card_from_id(std::string_view id);

}  // namespace kangaroom::engine::jackaroo
