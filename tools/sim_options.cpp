#include "sim_options.hpp"

#include <charconv>
#include <stdexcept>

#include "ai/strategy.hpp"

namespace kangaroom::tools {

namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = text.find(',', start);
    const auto end = comma == std::string::npos ? text.size() : comma;
    parts.push_back(text.substr(start, end - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return parts;
}

template <typename Number>
bool parse_number(const std::string& text, Number& out) {
  const char* first = text.data();
  const char* last = first + text.size();
  const auto [end, error] = std::from_chars(first, last, out);
  return error == std::errc{} && end == last && !text.empty();
}

bool known_strategy(const std::string& name) {
  for (const auto& known : engine::ai::strategy_names())
    if (known == name) return true;
  return false;
}

std::string strategy_list() {
  std::string list;
  for (const auto& name : engine::ai::strategy_names()) list += (list.empty() ? "" : ", ") + name;
  return list;
}

// An --option value: JSON when it parses (numbers, true/false), else a string.
engine::Json option_value(const std::string& text) {
  auto parsed = engine::Json::parse(text, nullptr, false);
  if (parsed.is_discarded() || parsed.is_object() || parsed.is_array()) return text;
  return parsed;
}

}  // namespace

std::string sim_usage() {
  return R"(kangaroom-sim: plays seeded games offline and prints one JSON object.

Usage:
  kangaroom-sim [--game kangaruse] [--games N] [--players P] [--size NAME]
                [--edition current|2023] [--option KEY=VALUE]... [--seed S]
                [--strategy NAME[,NAME...]] [--mcts-iterations K | --mcts-ms T]
      Plays N games (seeds S, S+1, ...) and prints statistics.
  kangaroom-sim --show [--size NAME] [--seed S] ...
      Prints the board of game S as text.
  kangaroom-sim --position FILE [--apply MOVE_JSON] [--seat N] [--print-state]
      Prints the legal moves of the seat to act in a saved state, or applies
      one move and prints the new state (exit 1 if the move is rejected).
      --print-state adds the loaded state as the engine saves it again.
  kangaroom-sim --save-at M [--seed S] [--strategy ...] ...
      Plays game S for M moves and prints its saved state (a position file).
  kangaroom-sim --perft D [--game ID] [--players P] [--seed S] [--position FILE]
      Counts the sequences of 1..D complete turns from game S's start (or from
      the position in FILE); a chain of decisions of one turn counts once.
  kangaroom-sim --arena NAME,NAME[,...] [--games N] [--players P]
                [--mcts-ms T | --mcts-iterations K]
      Plays every pair of strategies N games each, seats alternated.

Flags:
  --game ID             game id (default kangaruse)
  --games N             games to play, per pair in --arena (default 100)
  --players P           seats per game (default 2)
  --size NAME|WxH       board size: tiny, small, regular, large, huge, or e.g. 10x7
  --edition E           edition option (current = teleport 10, 2023 = teleport 15)
  --option KEY=VALUE    any other game option (repeatable)
  --seed S              first game's seed (default 1)
  --strategy LIST       strategy per seat, cycled: )" +
         strategy_list() + R"( (default random)
  --mcts-iterations K   mcts iterations per decision (default 1000000 with --mcts-ms, else 1000)
  --mcts-ms T           mcts time per decision in milliseconds (the simulator's clock)
  --mcts-setting K=V    override a tuned mcts setting: exploration, score_weight,
                        score_scale, mast_epsilon (see engine/ai/mcts.hpp)
  --help                this text
Exit status: 0 ok, 1 move rejected (--apply), 2 bad command line or file.
)";
}

SimParse parse_sim_options(const std::vector<std::string>& args) {
  SimParse result;
  SimOptions& options = result.options;
  bool show = false;
  auto fail = [&](std::string message) {
    result.error = std::move(message);
    return result;
  };

  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string flag = args[i];
    std::string value;
    bool has_value = false;
    if (const auto equals = flag.find('=');
        flag.rfind("--", 0) == 0 && equals != std::string::npos) {
      value = flag.substr(equals + 1);
      flag = flag.substr(0, equals);
      has_value = true;
    }
    auto take_value = [&]() -> bool {
      if (has_value) return true;
      if (i + 1 >= args.size()) return false;
      value = args[++i];
      return true;
    };
    auto needs_value = [&] { return "flag " + flag + " needs a value"; };

    if (flag == "--help" || flag == "-h") {
      options.mode = SimMode::help;
      return result;
    } else if (flag == "--print-state") {
      options.print_state = true;
    } else if (flag == "--show") {
      show = true;
    } else if (flag == "--game") {
      if (!take_value() || value.empty()) return fail(needs_value());
      options.game = value;
    } else if (flag == "--games") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.games) || options.games < 1 || options.games > 100000000)
        return fail("--games must be a whole number from 1 to 100000000, not '" + value + "'");
    } else if (flag == "--players") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.players) || options.players < 1 || options.players > 64)
        return fail("--players must be a small positive whole number, not '" + value + "'");
    } else if (flag == "--seed") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.seed))
        return fail("--seed must be a non-negative whole number, not '" + value + "'");
    } else if (flag == "--size") {
      if (!take_value() || value.empty()) return fail(needs_value());
      // "10x7" is a custom size; anything else is the game's own size name.
      int width = 0;
      int height = 0;
      const auto cross = value.find('x');
      if (cross != std::string::npos && parse_number(value.substr(0, cross), width) &&
          parse_number(value.substr(cross + 1), height)) {
        options.game_options["size"] = "custom";
        options.game_options["width"] = width;
        options.game_options["height"] = height;
      } else {
        options.game_options["size"] = value;
      }
    } else if (flag == "--edition") {
      if (!take_value() || value.empty()) return fail(needs_value());
      options.game_options["edition"] = value;
    } else if (flag == "--option") {
      if (!take_value()) return fail(needs_value());
      const auto equals = value.find('=');
      if (equals == std::string::npos || equals == 0)
        return fail("--option takes KEY=VALUE, not '" + value + "'");
      options.game_options[value.substr(0, equals)] = option_value(value.substr(equals + 1));
    } else if (flag == "--strategy") {
      if (!take_value()) return fail(needs_value());
      options.strategies = split_commas(value);
      for (const auto& name : options.strategies)
        if (!known_strategy(name))
          return fail("unknown strategy '" + name + "' (known: " + strategy_list() + ")");
    } else if (flag == "--mcts-iterations") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.mcts_iterations) || options.mcts_iterations < 1)
        return fail("--mcts-iterations must be a positive whole number, not '" + value + "'");
      options.mcts_iterations_given = true;
    } else if (flag == "--mcts-setting") {
      if (!take_value()) return fail(needs_value());
      const auto equals = value.find('=');
      double number = 0;
      const std::string key = equals == std::string::npos ? value : value.substr(0, equals);
      if (key != "exploration" && key != "score_weight" && key != "score_scale" &&
          key != "mast_epsilon")
        return fail(
            "--mcts-setting takes exploration, score_weight, score_scale or mast_epsilon, not '" +
            key + "'");
      try {
        std::size_t used = 0;
        number = std::stod(value.substr(equals + 1), &used);
        if (used != value.size() - equals - 1) throw std::invalid_argument("trailing text");
      } catch (const std::exception&) {
        return fail("--mcts-setting " + key + " needs a number");
      }
      options.mcts_settings[key] = number;
    } else if (flag == "--mcts-ms") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.mcts_ms) || options.mcts_ms < 1 || options.mcts_ms > 600000)
        return fail("--mcts-ms must be a whole number of milliseconds from 1 to 600000, not '" +
                    value + "'");
    } else if (flag == "--position") {
      if (!take_value() || value.empty()) return fail(needs_value());
      options.position_file = value;
    } else if (flag == "--apply") {
      if (!take_value()) return fail(needs_value());
      if (value.empty()) return fail("--apply needs a move as JSON, e.g. '{\"action\":\"stop\"}'");
      options.apply_move = value;
    } else if (flag == "--seat") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.seat) || options.seat < 0)
        return fail("--seat must be a seat number (0, 1, ...), not '" + value + "'");
    } else if (flag == "--arena") {
      if (!take_value()) return fail(needs_value());
      options.arena = split_commas(value);
      for (const auto& name : options.arena)
        if (!known_strategy(name))
          return fail("unknown strategy '" + name + "' in --arena (known: " + strategy_list() +
                      ")");
      if (options.arena.size() < 2)
        return fail("--arena needs at least two strategies, e.g. mcts,greedy");
    } else if (flag == "--perft") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.perft_depth) || options.perft_depth < 1 ||
          options.perft_depth > 12)
        return fail("--perft must be a depth from 1 to 12, not '" + value + "'");
    } else if (flag == "--save-at") {
      if (!take_value()) return fail(needs_value());
      if (!parse_number(value, options.save_at) || options.save_at < 0)
        return fail("--save-at must be a number of moves (0 or more), not '" + value + "'");
      options.mode = SimMode::save_at;
    } else {
      return fail("unknown argument '" + args[i] + "' (see --help)");
    }
  }

  const int modes = (show ? 1 : 0) + (!options.position_file.empty() ? 1 : 0) +
                    (!options.arena.empty() ? 1 : 0) + (options.mode == SimMode::save_at ? 1 : 0);
  if (modes > 1 && !(options.perft_depth > 0 && modes == 1 && !options.position_file.empty()))
    return fail(
        "--show, --position, --arena, --save-at and --perft exclude each other (--perft takes "
        "--position)");
  if (options.perft_depth > 0 &&
      (show || !options.arena.empty() || options.mode == SimMode::save_at))
    return fail("--perft excludes --show, --arena and --save-at");
  if ((!options.apply_move.empty() || options.print_state) && options.position_file.empty())
    return fail("--apply and --print-state need --position FILE");
  if (options.mcts_ms > 0 && options.mcts_iterations_given)
    return fail("give either --mcts-ms or --mcts-iterations, not both");
  if (options.mcts_ms == 0 && !options.mcts_iterations_given) options.mcts_iterations = 1000;
  if (show) options.mode = SimMode::show;
  if (!options.position_file.empty()) options.mode = SimMode::position;
  if (!options.arena.empty()) options.mode = SimMode::arena;
  if (options.perft_depth > 0) options.mode = SimMode::perft;
  return result;
}

}  // namespace kangaroom::tools
