#include "state.hpp"

#include <algorithm>

#include "core/names.hpp"

namespace kangaroom::engine::kangaroo {

namespace {
constexpr NameTable<Phase, 4> phase_names = {{{Phase::move, "move"},
                                              {Phase::chain, "chain"},
                                              {Phase::remove, "remove"},
                                              {Phase::finished, "finished"}}};
constexpr NameTable<EndReason, 7> end_reason_names = {{{EndReason::none, ""},
                                                       {EndReason::no_pieces, "no_pieces"},
                                                       {EndReason::no_moves, "no_moves"},
                                                       {EndReason::resigned, "resigned"},
                                                       {EndReason::stranded, "stranded"},
                                                       {EndReason::move_limit, "move_limit"},
                                                       {EndReason::agreement, "agreement"}}};
}  // namespace

std::string_view phase_name(Phase phase) { return name_of(phase_names, phase); }

std::string_view end_reason_name(EndReason reason) { return name_of(end_reason_names, reason); }

bool phase_from_name(std::string_view name, Phase& phase) {
  return read_value_of(phase_names, name, phase);
}

bool end_reason_from_name(std::string_view name, EndReason& reason) {
  return read_value_of(end_reason_names, name, reason);
}

std::uint64_t Path::visited() const {
  std::uint64_t bits = 0;
  for (int i = 0; i < length; ++i) bits |= std::uint64_t{1} << squares[static_cast<std::size_t>(i)];
  return bits;
}

bool Path::operator==(const Path& other) const {
  return length == other.length && captured_count == other.captured_count &&
         std::equal(squares.begin(), squares.begin() + length, other.squares.begin()) &&
         std::equal(captured.begin(), captured.begin() + captured_count, other.captured.begin());
}

void State::count_pieces() {
  pieces = {0, 0};
  for (const Piece piece : board) {
    if (piece == Piece::white) ++pieces[0];
    if (piece == Piece::black) ++pieces[1];
  }
}

}  // namespace kangaroom::engine::kangaroo
