#pragma once
// A pair of board coordinates as the games' messages write them: "(x,y)".
#include <string>

namespace kangaroom::engine {

inline std::string coordinate_pair_text(int x, int y) {
  // Appending (rather than "(" + ...) sidesteps a GCC 12 -Wrestrict false positive at -O3.
  std::string text = "(";
  text += std::to_string(x);
  text += ',';
  text += std::to_string(y);
  text += ')';
  return text;
}

}  // namespace kangaroom::engine
