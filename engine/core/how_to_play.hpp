#pragma once
// A game's rules told to people: what the how-to-play page shows and where
// board tooltips come from. Each game writes its own from its rule text, so
// the page and the engine that enforces the rules live side by side.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kangaroom::engine {

// One thing a player meets on the board or in the hand: a special square, a
// card, a kind of piece. `id` is the identifier the game's views use for it
// ("crocodile", "J", "stone"), so a client can find the text for a tooltip.
struct RuleEntry {
  std::string id;
  std::string name;  // "crocodile", "Jack"
  std::string text;  // what it does, one or a few sentences
};

struct HowToPlay {
  std::string goal;           // how to win
  std::string setup;          // what the table looks like before the first move
  std::string turn;           // what one turn is
  std::string end;            // when the game ends
  std::string scoring;        // who wins, ties included
  std::string entries_title;  // "Special squares", "Cards", ...
  std::vector<RuleEntry> entries;

  nlohmann::json to_json() const;
};

}  // namespace kangaroom::engine
