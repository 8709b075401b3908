#include "server/ops/config_setting.hpp"

#include <sstream>

namespace kangaroom::server::flags {

std::optional<double> parse_real(const std::string& text, double min) {
  try {
    std::size_t used = 0;
    const double value = std::stod(text, &used);
    if (used != text.size() || !(value >= min)) return std::nullopt;
    return value;
  } catch (...) {
    return std::nullopt;
  }
}

std::optional<bool> parse_bool(const std::string& text) {
  if (text == "true" || text == "1" || text == "yes") return true;
  if (text == "false" || text == "0" || text == "no") return false;
  return std::nullopt;
}

Setting real_setting(const char* flag, const char* help, double Config::*field, double min) {
  return {flag, help,
          [=](Config& config, const std::string& text) -> std::string {
            const auto value = parse_real(text, min);
            if (!value)
              return std::string("--") + flag +
                     (min >= 1 ? " takes a number of at least 1" : " takes a positive number");
            config.*field = *value;
            return {};
          },
          [=](const Config& config) {
            std::ostringstream out;
            out << config.*field;
            return out.str();
          }};
}

}  // namespace kangaroom::server::flags
