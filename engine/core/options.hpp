#pragma once
// Game options as data: each game declares its options (type, default,
// bounds) once; /api/games, the web client's form and validation all come
// from that one list.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "how_to_play.hpp"

namespace kangaroom::engine {

using Json = nlohmann::json;

// An integer that fits a long long. nlohmann::json keeps 2^64-1 as an
// unsigned number, which is_number_integer() accepts and get<long long>()
// would wrap to -1; this says no to it.
inline bool is_signed_integer(const Json& value) {
  return value.is_number_integer() &&
         !(value.is_number_unsigned() &&
           value.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX));
}

struct OptionSpec {
  enum class Type { integer, choice, boolean };

  std::string key;    // "size"
  std::string label;  // "Board size"
  Type type = Type::integer;
  Json default_value;                // 12, "regular", true
  int min = 0;                       // integer only
  int max = 0;                       // integer only
  std::vector<std::string> choices;  // choice only
  std::string help;                  // one sentence for people

  Json to_json() const;
};

// One call per option of a GameInfo.
OptionSpec integer_option(std::string key, std::string label, int default_value, int min, int max,
                          std::string help);
OptionSpec choice_option(std::string key, std::string label, std::string default_value,
                         std::vector<std::string> choices, std::string help);
OptionSpec boolean_option(std::string key, std::string label, bool default_value, std::string help);

struct GameInfo {
  std::string id;            // "kangaruse"
  std::string display_name;  // "Kangaruse"
  std::string summary;       // one line
  int min_players = 1;
  int max_players = 1;
  std::vector<OptionSpec> options;
  // Players hold secrets (Jackaroo's hands): views differ per seat, strategies
  // must play on Game::sample_for, and no client-chosen seed may decide the
  // hidden cards. When false, Game::view is the same for every audience, so
  // a server builds and diffs it once per change.
  bool hidden_information = false;
  // The rules for people (the how-to-play page, tooltips).
  HowToPlay how_to_play{};
  // Partners, as the game declares them: the seats of each team in a game of
  // `players` seats (Jackaroo with 4: {{0,2},{1,3}}). Null, or an empty
  // answer, when everyone plays alone. Read it through teams().
  std::vector<std::vector<int>> (*team_seats)(int players) = nullptr;

  // The one player-count check: `players` seats fit this game.
  bool takes_players(int players) const { return players >= min_players && players <= max_players; }
  std::vector<std::vector<int>> teams(int players) const {
    return team_seats ? team_seats(players) : std::vector<std::vector<int>>{};
  }
  Json to_json() const;
};

struct OptionsResult {
  Json options;       // complete object with defaults filled in, when ok
  std::string error;  // empty when ok
  bool ok() const { return error.empty(); }
};

// Validates `given` (an object or null) against the declared options: unknown
// keys, wrong types and out-of-range values are errors; missing keys get
// their defaults.
OptionsResult normalize_options(const GameInfo& info, const Json& given);

// What a factory's create() checks first: the player count fits and the
// options are valid. The normalized options, or nullopt.
std::optional<Json> options_for_new_game(const GameInfo& info, int players, const Json& given);

}  // namespace kangaroom::engine
