#include "state.hpp"

namespace kangaroom::engine::kangaruse {

int teleport_cost(Edition edition) {
  // Rule (S000 / S002): a teleport costs 15 points in 2023, 10 now.
  return edition == Edition::e2023 ? 15 : 10;
}

std::string_view edition_name(Edition edition) {
  return edition == Edition::e2023 ? "2023" : "current";
}

bool edition_from_name(std::string_view name, Edition& edition) {
  if (name == "current") {
    edition = Edition::current;
    return true;
  }
  if (name == "2023") {
    edition = Edition::e2023;
    return true;
  }
  return false;
}

Layout::Layout(Board source) : board(std::move(source)) {
  cell_count = board.width * board.height;
  for (int cy = 0; cy < board.height; ++cy) {
    for (int cx = 0; cx < board.width; ++cx) {
      const int i = index(cx, cy);
      const auto at = static_cast<std::size_t>(i);
      const Cell& cell = board.at(cx, cy);
      type[at] = cell.type;
      number[at] = static_cast<std::int8_t>(board.number_at(cx, cy));
      direction[at] = board.direction_at(cx, cy);
      x[at] = static_cast<std::int8_t>(cx);
      y[at] = static_cast<std::int8_t>(cy);
      score_square[at] = is_score_type(cell.type);
      if (score_square[at]) ++score_square_count;
      const auto cell16 = static_cast<std::int16_t>(i);
      switch (cell.type) {
        case CellType::crocodile:
          crocodiles.push_back(cell16);
          break;
        case CellType::dingo:
          dingos.push_back(cell16);
          break;
        case CellType::quoll:
          quolls.push_back(cell16);
          break;
        case CellType::kiwi:
          kiwis.push_back(cell16);
          break;
        case CellType::frog:
          frogs.push_back(cell16);
          break;
        default:
          break;
      }
    }
  }
}

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::placing:
      return "placing";
    case Phase::playing:
      return "playing";
    case Phase::finished:
      return "finished";
  }
  return "?";
}

std::string_view step_name(Step step) {
  switch (step) {
    case Step::place:
      return "place";
    case Step::jump:
      return "jump";
    case Step::extra_jump:
      return "extra_jump";
    case Step::no_jump:
      return "no_jump";
    case Step::destroy:
      return "destroy";
  }
  return "?";
}

std::string_view out_reason_name(OutReason reason) {
  switch (reason) {
    case OutReason::none:
      return "none";
    case OutReason::thorny_devil:
      return "thorny_devil";
    case OutReason::no_jump:
      return "no_jump";
    case OutReason::gave_up:
      return "gave_up";
  }
  return "?";
}

}  // namespace kangaroom::engine::kangaruse
