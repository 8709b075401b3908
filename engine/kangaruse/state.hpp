#pragma once
// What changes during a Kangaruse game (RULES.md §1.1 "dynamic cell state",
// §1.3-§1.4), beside a precomputed, shared view of the board that never
// changes. Everything here is flat, fixed-size data so that copying a State
// (clone, playouts) never allocates.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "board.hpp"
#include "board_generator.hpp"
#include "cell_type.hpp"

namespace kangaroom::engine::kangaruse {

inline constexpr int max_players = 5;
inline constexpr int max_cells = max_side * max_side;
// Jump destinations: at most 16 (direction, distance) pairs plus every frog.
inline constexpr int max_destinations = max_cells;

int teleport_cost(Edition edition);
std::string_view edition_name(Edition edition);
bool edition_from_name(std::string_view name, Edition& edition);

// The board plus per-cell facts and lists the rules look up on every jump.
// Built once per game and shared (read-only) by all clones.
struct Layout {
  Board board;
  int cell_count = 0;
  std::array<CellType, max_cells> type{};
  std::array<std::int8_t, max_cells> number{};
  std::array<Direction, max_cells> direction{};
  std::array<std::int8_t, max_cells> x{};
  std::array<std::int8_t, max_cells> y{};
  std::array<bool, max_cells> score_square{};
  // Cells of the types whose effect reaches beyond their own square.
  std::vector<std::int16_t> crocodiles, dingos, quolls, kiwis, frogs;
  int score_square_count = 0;

  explicit Layout(Board source);
  int index(int cx, int cy) const { return cy * board.width + cx; }
};

enum class Phase : std::uint8_t { placing, playing, finished };

// The decision the seat to act is asked for (README "turn.step").
enum class Step : std::uint8_t {
  place,       // setup: choose a starting square
  jump,        // start of a turn with at least one valid jump
  extra_jump,  // landed on a kangaroo: jump again
  no_jump,     // start of a turn without a valid jump: teleport or stop
  destroy,     // landed on a tasmanian tiger: cross out a square
};

enum class OutReason : std::uint8_t { none, thorny_devil, no_jump, gave_up };

std::string_view phase_name(Phase phase);
std::string_view step_name(Step step);
std::string_view out_reason_name(OutReason reason);
// The names above read back; false for an unknown name.
bool phase_from_name(std::string_view name, Phase& phase);
bool step_from_name(std::string_view name, Step& step);
bool out_reason_from_name(std::string_view name, OutReason& reason);

struct PlayerState {
  std::int16_t cell = -1;  // -1 until placed (and forever for a seat that gave up while placing)
  bool out = false;
  OutReason out_reason = OutReason::none;
  std::int8_t last_echidna = 0;  // 0: no echidna visited yet
  std::int16_t teleports = 0;
  std::int16_t stars = 0;      // printed points of collected score squares
  std::int16_t nullified = 0;  // score squares landed on under a crocodile
  // Collected squares per type; only score types are ever counted.
  std::array<std::int16_t, cell_type_count> collected{};

  bool placed() const { return cell >= 0; }
  bool operator==(const PlayerState&) const = default;
};

struct State {
  std::shared_ptr<const Layout> layout;
  Edition edition = Edition::current;
  bool starting_positions = false;
  std::string size_name = "regular";  // the option as given; the board has the real size

  int player_count = 0;
  std::array<PlayerState, max_players> players{};
  std::array<std::uint8_t, max_cells> crossed{};
  std::array<std::uint8_t, max_cells> occupants{};

  Phase phase = Phase::placing;
  int current = 0;  // seat to act (meaningless once finished)
  Step step = Step::place;
  int destroy_left = 0;  // tiger squares still to choose in Step::destroy
  int unused_score_squares = 0;

  // Valid jump destinations of `current` for Step::jump / Step::extra_jump,
  // computed when the step begins (the move list of that step).
  std::array<std::int16_t, max_destinations> destinations{};
  int destination_count = 0;

  const Layout& lay() const { return *layout; }

  // RULES.md §1.1: unused = not a tree, not crossed, no occupant; an occupied
  // moth still counts as unused.
  bool unused(int cell) const {
    const CellType t = layout->type[static_cast<std::size_t>(cell)];
    if (t == CellType::tree || crossed[static_cast<std::size_t>(cell)]) return false;
    return occupants[static_cast<std::size_t>(cell)] == 0 || t == CellType::moth;
  }
  bool occupied(int cell) const { return occupants[static_cast<std::size_t>(cell)] != 0; }
  // Occupied by someone other than `seat`.
  bool occupied_by_other(int cell, int seat) const {
    const int here = occupants[static_cast<std::size_t>(cell)];
    return here - (players[static_cast<std::size_t>(seat)].cell == cell ? 1 : 0) > 0;
  }
  const PlayerState& player(int seat) const { return players[static_cast<std::size_t>(seat)]; }
  PlayerState& player(int seat) { return players[static_cast<std::size_t>(seat)]; }
};

}  // namespace kangaroom::engine::kangaruse
