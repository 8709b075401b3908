#pragma once
// The names of a game's enum values in its JSON (views, saves, moves), both
// ways, from one table a game writes once:
//
//   constexpr NameTable<Phase, 3> phase_names = {{
//       {Phase::placing, "placing"}, {Phase::playing, "playing"}, {Phase::finished, "finished"}}};
//   name_of(phase_names, Phase::playing)  // "playing"
//   value_of(phase_names, "finished")     // Phase::finished; nullopt for an unknown name
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace kangaroom::engine {

template <class Enum, std::size_t N>
using NameTable = std::array<std::pair<Enum, std::string_view>, N>;

// The name of `value`, or `unknown` for a value the table does not list.
template <class Enum, std::size_t N>
constexpr std::string_view name_of(const NameTable<Enum, N>& table, Enum value,
                                   std::string_view unknown = "?") {
  for (const auto& [listed, name] : table)
    if (listed == value) return name;
  return unknown;
}

// The value named `name`, or nullopt for a name the table does not list.
template <class Enum, std::size_t N>
constexpr std::optional<Enum> value_of(const NameTable<Enum, N>& table, std::string_view name) {
  for (const auto& [value, listed] : table)
    if (listed == name) return value;
  return std::nullopt;
}

// value_of for readers with an out-parameter: false, and `value` untouched,
// for a name the table does not list.
template <class Enum, std::size_t N>
constexpr bool read_value_of(const NameTable<Enum, N>& table, std::string_view name, Enum& value) {
  const auto named = value_of(table, name);
  if (named) value = *named;
  return named.has_value();
}

}  // namespace kangaroom::engine
