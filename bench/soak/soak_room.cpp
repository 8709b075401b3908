#include "soak_room.hpp"

namespace kangaroom::soak {

std::string SoakRoom::label() const {
  return "room " + std::to_string(index) + " (" + game + ", " + (code.empty() ? "-" : code) + ")";
}

}  // namespace kangaroom::soak
