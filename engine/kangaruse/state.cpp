#include "state.hpp"

#include <array>
#include <utility>
#include <vector>

#include "core/names.hpp"

namespace kangaroom::engine::kangaruse {

int teleport_cost(Edition edition) {
  // Rule (S000 / S002): a teleport costs 15 points in 2023, 10 now.
  return edition == Edition::e2023 ? 15 : 10;
}

namespace {
constexpr NameTable<Edition, 2> edition_names = {
    {{Edition::current, "current"}, {Edition::e2023, "2023"}}};
constexpr NameTable<Phase, 3> phase_names = {
    {{Phase::placing, "placing"}, {Phase::playing, "playing"}, {Phase::finished, "finished"}}};
constexpr NameTable<Step, 5> step_names = {{{Step::place, "place"},
                                            {Step::jump, "jump"},
                                            {Step::extra_jump, "extra_jump"},
                                            {Step::no_jump, "no_jump"},
                                            {Step::destroy, "destroy"}}};
constexpr NameTable<OutReason, 4> out_reason_names = {{{OutReason::none, "none"},
                                                       {OutReason::thorny_devil, "thorny_devil"},
                                                       {OutReason::no_jump, "no_jump"},
                                                       {OutReason::gave_up, "gave_up"}}};
// The square types Layout keeps a list of, and the list of each.
constexpr std::array<std::pair<CellType, std::vector<std::int16_t> Layout::*>, 5> listed_types = {{
    {CellType::crocodile, &Layout::crocodiles},
    {CellType::dingo, &Layout::dingos},
    {CellType::quoll, &Layout::quolls},
    {CellType::kiwi, &Layout::kiwis},
    {CellType::frog, &Layout::frogs},
}};
}  // namespace

std::string_view edition_name(Edition edition) {
  return name_of(edition_names, edition, "current");
}

bool edition_from_name(std::string_view name, Edition& edition) {
  return read_value_of(edition_names, name, edition);
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
      for (const auto& [listed_type, cells] : listed_types)
        if (cell.type == listed_type) (this->*cells).push_back(cell16);
    }
  }
}

std::string_view phase_name(Phase phase) { return name_of(phase_names, phase); }

std::string_view step_name(Step step) { return name_of(step_names, step); }

std::string_view out_reason_name(OutReason reason) { return name_of(out_reason_names, reason); }

bool phase_from_name(std::string_view name, Phase& phase) {
  return read_value_of(phase_names, name, phase);
}

bool step_from_name(std::string_view name, Step& step) {
  return read_value_of(step_names, name, step);
}

bool out_reason_from_name(std::string_view name, OutReason& reason) {
  return read_value_of(out_reason_names, name, reason);
}

}  // namespace kangaroom::engine::kangaruse
