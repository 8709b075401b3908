#include "view_difference.hpp"

namespace kangaroom::soak {

std::string describe_difference(const Json& mine, const Json& fresh) {
  const Json ops = Json::diff(mine, fresh);
  std::string text = std::to_string(ops.size()) + " differing ops, first: ";
  for (std::size_t i = 0; i < ops.size() && i < 3; ++i) {
    std::string op = ops[i].dump();
    if (op.size() > 160) op = op.substr(0, 160) + "...";
    text += (i ? ", " : "") + op;
  }
  return text;
}

}  // namespace kangaroom::soak
