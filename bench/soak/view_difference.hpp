#pragma once
// A short account of how two views differ, for the failure lines of the
// client's checks and of the auditor's.
#include <string>

#include "soak_room.hpp"

namespace kangaroom::soak {

// The first few operations that turn `mine` into `fresh`.
std::string describe_difference(const Json& mine, const Json& fresh);

}  // namespace kangaroom::soak
