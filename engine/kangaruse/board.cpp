#include "board.hpp"

namespace kangaroom::engine::kangaruse {

std::string_view direction_name(Direction direction) {
  switch (direction) {
    case Direction::right:
      return "right";
    case Direction::down:
      return "down";
    case Direction::left:
      return "left";
    case Direction::up:
      return "up";
  }
  return "?";
}

}  // namespace kangaroom::engine::kangaruse
