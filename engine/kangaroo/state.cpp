#include "state.hpp"

#include <algorithm>

namespace kangaroom::engine::kangaroo {

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::move:
      return "move";
    case Phase::chain:
      return "chain";
    case Phase::remove:
      return "remove";
    case Phase::finished:
      return "finished";
  }
  return "?";
}

std::string_view end_reason_name(EndReason reason) {
  switch (reason) {
    case EndReason::none:
      return "";
    case EndReason::no_pieces:
      return "no_pieces";
    case EndReason::no_moves:
      return "no_moves";
    case EndReason::resigned:
      return "resigned";
    case EndReason::stranded:
      return "stranded";
  }
  return "?";
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
