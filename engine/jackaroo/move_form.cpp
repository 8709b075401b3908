#include "move_form.hpp"

#include "core/names.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

constexpr NameTable<Ability, 7> ability_names = {{
    {Ability::release, "release"},
    {Ability::release_partner, "release_partner"},
    {Ability::move, "move"},
    {Ability::split, "split"},
    {Ability::swap, "swap"},
    {Ability::burn, "burn"},
    {Ability::discard, "discard"},
}};

}  // namespace

std::string_view ability_name(Ability ability) { return name_of(ability_names, ability); }

bool ability_from_name(std::string_view name, Ability& ability) {
  return read_value_of(ability_names, name, ability);
}

}  // namespace kangaroom::engine::jackaroo
