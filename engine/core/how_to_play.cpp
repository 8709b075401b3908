#include "how_to_play.hpp"

namespace kangaroom::engine {

nlohmann::json HowToPlay::to_json() const {
  nlohmann::json listed = nlohmann::json::array();
  for (const auto& entry : entries)
    listed.push_back({{"id", entry.id}, {"name", entry.name}, {"text", entry.text}});
  return {{"goal", goal},     {"setup", setup},     {"turn", turn},
          {"end", end},       {"scoring", scoring}, {"entries_title", entries_title},
          {"entries", listed}};
}

}  // namespace kangaroom::engine
