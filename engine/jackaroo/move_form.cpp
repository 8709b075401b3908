#include "move_form.hpp"

#include <array>
#include <utility>

namespace kangaroom::engine::jackaroo {

namespace {

constexpr std::array<std::pair<Ability, std::string_view>, 7> ability_names = {{
    {Ability::release, "release"},
    {Ability::release_partner, "release_partner"},
    {Ability::move, "move"},
    {Ability::split, "split"},
    {Ability::swap, "swap"},
    {Ability::burn, "burn"},
    {Ability::discard, "discard"},
}};

}  // namespace

std::string_view ability_name(Ability ability) {
  for (const auto& [value, name] : ability_names)
    if (value == ability) return name;
  return "?";
}

bool ability_from_name(std::string_view name, Ability& ability) {
  for (const auto& [value, text] : ability_names)
    if (text == name) {
      ability = value;
      return true;
    }
  return false;
}

}  // namespace kangaroom::engine::jackaroo
