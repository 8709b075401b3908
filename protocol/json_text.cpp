#include "protocol/json_text.hpp"

namespace kangaroom::protocol {

bool json_depth_within(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    switch (c) {
      case '"':
        in_string = true;
        break;
      case '[':
      case '{':
        if (++depth > limit) return false;
        break;
      case ']':
      case '}':
        --depth;
        break;
      default:
        break;
    }
  }
  return true;
}

std::optional<nlohmann::json> parse_client_json(std::string_view text, std::string& why) {
  if (!json_depth_within(text)) {
    static_assert(max_json_depth == 32, "say the new limit below");
    why = "JSON nested deeper than 32 levels";
    return std::nullopt;
  }
  auto document =
      nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded()) {
    why = "not valid JSON";
    return std::nullopt;
  }
  return document;
}

void append_json(std::string& out, const nlohmann::json& value) {
  nlohmann::detail::serializer<nlohmann::json> writer(
      nlohmann::detail::output_adapter<char>(out), ' ', nlohmann::json::error_handler_t::replace);
  writer.dump(value, false, false, 0);
}

}  // namespace kangaroom::protocol
