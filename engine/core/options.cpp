#include "options.hpp"

#include <algorithm>

#include "names.hpp"

namespace kangaroom::engine {

namespace {
constexpr NameTable<OptionSpec::Type, 3> type_names = {{{OptionSpec::Type::integer, "integer"},
                                                        {OptionSpec::Type::choice, "choice"},
                                                        {OptionSpec::Type::boolean, "boolean"}}};
}  // namespace

Json OptionSpec::to_json() const {
  Json out = {{"key", key},
              {"label", label},
              {"type", name_of(type_names, type, "unknown")},
              {"default", default_value}};
  if (type == Type::integer) {
    out["min"] = min;
    out["max"] = max;
  }
  if (type == Type::choice) out["choices"] = choices;
  if (!help.empty()) out["help"] = help;
  return out;
}

Json GameInfo::to_json() const {
  Json opts = Json::array();
  for (const auto& option : options) opts.push_back(option.to_json());
  return {{"id", id},
          {"name", display_name},
          {"summary", summary},
          {"min_players", min_players},
          {"max_players", max_players},
          {"hidden_information", hidden_information},
          {"options", opts},
          {"how_to_play", how_to_play.to_json()}};
}

OptionsResult normalize_options(const GameInfo& info, const Json& given) {
  if (!given.is_null() && !given.is_object()) return {{}, "options must be an object"};
  Json out = Json::object();
  if (given.is_object()) {
    for (const auto& [key, value] : given.items()) {
      const bool known = std::any_of(info.options.begin(), info.options.end(),
                                     [&](const OptionSpec& spec) { return spec.key == key; });
      if (!known) return {{}, "unknown option '" + key + "' for " + info.id};
    }
  }
  for (const auto& spec : info.options) {
    if (!given.is_object() || !given.contains(spec.key)) {
      out[spec.key] = spec.default_value;
      continue;
    }
    const Json& value = given.at(spec.key);
    switch (spec.type) {
      case OptionSpec::Type::integer: {
        if (!is_signed_integer(value)) return {{}, "option '" + spec.key + "' must be an integer"};
        const auto number = value.get<long long>();
        if (number < spec.min || number > spec.max)
          return {{},
                  "option '" + spec.key + "' must be between " + std::to_string(spec.min) +
                      " and " + std::to_string(spec.max)};
        break;
      }
      case OptionSpec::Type::choice: {
        if (!value.is_string()) return {{}, "option '" + spec.key + "' must be a string"};
        const auto& text = value.get_ref<const std::string&>();
        if (std::find(spec.choices.begin(), spec.choices.end(), text) == spec.choices.end())
          return {{}, "option '" + spec.key + "' has no choice '" + text + "'"};
        break;
      }
      case OptionSpec::Type::boolean:
        if (!value.is_boolean()) return {{}, "option '" + spec.key + "' must be true or false"};
        break;
    }
    out[spec.key] = value;
  }
  return {out, {}};
}

namespace {
// The fields every option has; each builder below adds its type's own.
OptionSpec option_of(OptionSpec::Type type, std::string key, std::string label, Json default_value,
                     std::string help) {
  OptionSpec option;
  option.key = std::move(key);
  option.label = std::move(label);
  option.type = type;
  option.default_value = std::move(default_value);
  option.help = std::move(help);
  return option;
}
}  // namespace

OptionSpec integer_option(std::string key, std::string label, int default_value, int min, int max,
                          std::string help) {
  OptionSpec option = option_of(OptionSpec::Type::integer, std::move(key), std::move(label),
                                default_value, std::move(help));
  option.min = min;
  option.max = max;
  return option;
}

OptionSpec choice_option(std::string key, std::string label, std::string default_value,
                         std::vector<std::string> choices, std::string help) {
  OptionSpec option = option_of(OptionSpec::Type::choice, std::move(key), std::move(label),
                                std::move(default_value), std::move(help));
  option.choices = std::move(choices);
  return option;
}

OptionSpec boolean_option(std::string key, std::string label, bool default_value,
                          std::string help) {
  return option_of(OptionSpec::Type::boolean, std::move(key), std::move(label), default_value,
                   std::move(help));
}

std::optional<Json> options_for_new_game(const GameInfo& info, int players, const Json& given) {
  if (!info.takes_players(players) || !given.is_object()) return std::nullopt;
  auto normalized = normalize_options(info, given);
  if (!normalized.ok()) return std::nullopt;
  return std::move(normalized.options);
}

}  // namespace kangaroom::engine
