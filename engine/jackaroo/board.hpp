#pragma once
// The board (RULES.md 4.1): a loop of 76 track squares, and per seat a home,
// a start, a safe stop just before the start and a safe zone of 4 squares
// leading off the safe stop. Marbles and the squares they stand on, in fixed
// arrays so that move generation can copy a board cheaply.
#include <array>
#include <cstdint>

namespace kangaroom::engine::jackaroo {

inline constexpr int track_length = 76;
inline constexpr int section_length = 19;    // start of board position b: 19 b
inline constexpr int safe_stop_offset = -1;  // RULES.md 4.6.1: T = S - 1
inline constexpr int safe_zone_length = 4;
inline constexpr int marbles_per_player = 4;
inline constexpr int max_players = 4;
inline constexpr int max_marbles = max_players * marbles_per_player;
inline constexpr std::int8_t empty_square = -1;

enum class Zone : std::uint8_t { home, track, safe };

// Where a marble is: home (square unused), track 0..75, or safe 0..3 (z1..z4).
struct Place {
  Zone zone = Zone::home;
  std::int8_t square = 0;
  friend bool operator==(const Place&, const Place&) = default;
};

inline constexpr int wrap(int square) {
  return ((square % track_length) + track_length) % track_length;
}
inline constexpr int owner_of(int marble) { return marble / marbles_per_player; }

class Board {
 public:
  explicit Board(int players = 4);

  int players() const { return players_; }
  int marble_count() const { return players_ * marbles_per_player; }
  bool teams() const { return players_ == 4; }

  // RULES.md 4.5: two players sit at board positions 0 and 2; three and four
  // players at their seat number.
  int position_of(int seat) const { return players_ == 2 ? seat * 2 : seat; }
  int start_of(int seat) const { return wrap(section_length * position_of(seat)); }
  int safe_stop_of(int seat) const { return wrap(start_of(seat) + safe_stop_offset); }
  // The partner (4 players only), or -1.
  int partner_of(int seat) const { return teams() ? (seat + 2) % 4 : -1; }

  const Place& place(int marble) const { return marbles_[static_cast<std::size_t>(marble)]; }
  // The marble on a track square, or empty_square.
  int on_track(int square) const { return track_[static_cast<std::size_t>(square)]; }
  int in_safe_zone(int seat, int square) const {
    return safe_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(square)];
  }
  bool on_own_start(int marble) const {
    const Place& p = place(marble);
    return p.zone == Zone::track && p.square == start_of(owner_of(marble));
  }
  int safe_count(int seat) const;
  bool all_safe(int seat) const { return safe_count(seat) == marbles_per_player; }

  // Moves a marble, keeping the square indexes in step. Never checks rules.
  void put(int marble, Place to);
  void send_home(int marble) { put(marble, Place{Zone::home, 0}); }

 private:
  int players_ = 4;
  std::array<Place, max_marbles> marbles_{};
  std::array<std::int8_t, track_length> track_{};
  std::array<std::array<std::int8_t, safe_zone_length>, max_players> safe_{};
};

}  // namespace kangaroom::engine::jackaroo
