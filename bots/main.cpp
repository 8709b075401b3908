// kangaroom-bot: plays seats of a kangaroom room over the WebSocket protocol.
// See bots/README.md.
#include <boost/asio/io_context.hpp>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "move_chooser.hpp"
#include "seat_player.hpp"
#include "ws_connection.hpp"

namespace {

using kangaroom::bots::Json;

constexpr const char* usage =
    R"(usage: kangaroom-bot --url ws://HOST:PORT (--room CODE | --create GAME [--option KEY=VALUE]...)
                     --strategy STRATEGY [--seats N] [--room-seats M] [--games K] [--seed X] [--name NAME]
                     [--drop-after-moves M] [--move-delay-ms D] [--mcts-iterations I] [--think-ms T]
                     [--record FILE]

Takes N seats (default 1) of a room, each on its own connection, and plays K
complete games (default 1) in a row. With --create it creates the room (with
N seats, or M with --room-seats), is its host, starts the game once every seat
is taken and starts each rematch. Prints one JSON line per finished game per seat:
  {"room":"...","round":1,"seat":0,"scores":[12,9],"winners":[0],"moves":14}

  --url URL              the server, e.g. ws://127.0.0.1:8080
  --room CODE            join this existing room (its host starts the game)
  --create GAME          create a room of GAME (e.g. kangaruse)
  --option KEY=VALUE     a game option for --create (e.g. size=tiny); repeatable
  --strategy S           how to pick moves: )";

struct Arguments {
  std::string url;
  std::optional<std::string> room;
  std::optional<std::string> create;
  Json options = Json::object();
  std::string strategy;
  int seats = 1;
  int room_seats = 0;  // 0: as many as --seats
  int games = 1;
  std::optional<std::uint64_t> seed;
  std::string name = "bot";
  int drop_after_moves = 0;
  int move_delay_ms = 0;
  std::string record;  // --record FILE: one line per acknowledged move
  kangaroom::bots::ChooserBudget budget;
};

std::optional<long long> parse_integer(const std::string& text) {
  long long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// "size=tiny" -> {"size":"tiny"}; integers and true/false keep their JSON type.
bool add_option(Json& options, const std::string& pair) {
  const auto equals = pair.find('=');
  if (equals == std::string::npos || equals == 0) return false;
  const std::string key = pair.substr(0, equals);
  const std::string value = pair.substr(equals + 1);
  if (const auto number = parse_integer(value))
    options[key] = *number;
  else if (value == "true" || value == "false")
    options[key] = value == "true";
  else
    options[key] = value;
  return true;
}

// Returns false (after printing why) on bad arguments.
bool parse_arguments(int argc, char** argv, Arguments& args) {
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--help" || flag == "-h") return false;
    if (i + 1 >= argc) {
      std::cerr << "kangaroom-bot: " << flag << " needs a value\n";
      return false;
    }
    const std::string value = argv[++i];
    auto integer = [&](int& target, int min) {
      const auto number = parse_integer(value);
      if (!number || *number < min || *number > 1'000'000) {
        std::cerr << "kangaroom-bot: " << flag << " wants an integer >= " << min << "\n";
        return false;
      }
      target = static_cast<int>(*number);
      return true;
    };
    if (flag == "--url")
      args.url = value;
    else if (flag == "--room")
      args.room = value;
    else if (flag == "--create")
      args.create = value;
    else if (flag == "--strategy")
      args.strategy = value;
    else if (flag == "--name")
      args.name = value;
    else if (flag == "--record")
      args.record = value;
    else if (flag == "--option") {
      if (!add_option(args.options, value)) {
        std::cerr << "kangaroom-bot: --option wants KEY=VALUE\n";
        return false;
      }
    } else if (flag == "--seats") {
      if (!integer(args.seats, 1)) return false;
    } else if (flag == "--room-seats") {
      if (!integer(args.room_seats, 1)) return false;
    } else if (flag == "--games") {
      if (!integer(args.games, 1)) return false;
    } else if (flag == "--drop-after-moves") {
      if (!integer(args.drop_after_moves, 0)) return false;
    } else if (flag == "--move-delay-ms") {
      if (!integer(args.move_delay_ms, 0)) return false;
    } else if (flag == "--mcts-iterations") {
      if (!integer(args.budget.mcts_iterations, 1)) return false;
    } else if (flag == "--think-ms") {
      if (!integer(args.budget.think_milliseconds, 0)) return false;
    } else if (flag == "--seed") {
      std::uint64_t seed = 0;
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
      if (error != std::errc{} || end != value.data() + value.size()) {
        std::cerr << "kangaroom-bot: --seed wants a non-negative integer\n";
        return false;
      }
      args.seed = seed;
    } else {
      std::cerr << "kangaroom-bot: unknown flag " << flag << "\n";
      return false;
    }
  }
  if (args.url.empty() || args.strategy.empty() ||
      args.room.has_value() == args.create.has_value()) {
    std::cerr << "kangaroom-bot: --url, --strategy and one of --room / --create are required\n";
    return false;
  }
  return true;
}

void print_usage() {
  std::cerr << usage;
  const auto& names = kangaroom::bots::move_chooser_names();
  for (std::size_t i = 0; i < names.size(); ++i) std::cerr << (i ? ", " : "") << names[i];
  std::cerr << R"( (see bots/README.md)
  --seats N              seats to play, each on its own connection (default 1)
  --room-seats M         with --create: seats of the room, when others will join (default N)
  --games K              complete games to play in a row (default 1)
  --seed X               seed of the move choices (default: random)
  --name NAME            seat name shown to others (default "bot"; seats get " 1", " 2"...)
  --move-delay-ms D      wait D ms before each move (demonstrations, tests; default 0)
  --drop-after-moves M   each seat drops its connection once after M moves, then
                         reconnects with its seat token (for testing; default 0 = never)
  --mcts-iterations I    search budget of the mcts strategy (default 2000)
  --think-ms T           time budget of the mcts strategy per move (default 0: none)
  --record FILE          append one JSON line per move the server acknowledged with ok,
                         flushed at once: {"id":7,"move":{...},"room":"...","round":1,"seat":0}
                         (id: the move request's, which the ok echoed; the move as sent)

A seat that loses its connection, whose server goes away (close code 1001) or,
in a cluster, whose room is served by another node (error room_elsewhere,
close code 4000) reconnects after 250 ms, doubling up to 2 s (with jitter),
and joins again with its tokens; it gives up after 30 attempts in a row.
)";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace kangaroom::bots;
  Arguments args;
  if (!parse_arguments(argc, argv, args)) {
    print_usage();
    return 2;
  }
  SeatSettings settings;
  if (!parse_ws_url(args.url, settings.host, settings.port)) {
    std::cerr << "kangaroom-bot: --url must look like ws://HOST:PORT\n";
    return 2;
  }
  settings.games = args.games;
  settings.drop_after_moves = args.drop_after_moves;
  settings.move_delay = std::chrono::milliseconds(args.move_delay_ms);
  std::uint64_t seed_state = args.seed ? *args.seed : std::random_device{}();

  std::ofstream record;
  if (!args.record.empty()) {
    record.open(args.record, std::ios::app);
    if (!record) {
      std::cerr << "kangaroom-bot: cannot open " << args.record << " for --record\n";
      return 2;
    }
  }

  boost::asio::io_context io;
  std::vector<std::shared_ptr<SeatPlayer>> players;
  int seats_done = 0;
  bool failed = false;

  SeatPlayer::Callbacks callbacks;
  callbacks.on_game_finished = [](const GameResult& result) {
    std::cout << to_json(result).dump() << std::endl;
  };
  callbacks.on_done = [&] { ++seats_done; };
  if (record.is_open()) {
    // Every seat runs on this one thread: whole lines, in the order the oks came.
    callbacks.on_move_acknowledged = [&](const AckedMove& move) {
      record << to_json(move).dump() << '\n';
      record.flush();
      if (!record) {
        std::cerr << "kangaroom-bot: cannot write to " << args.record << "\n";
        failed = true;
        io.stop();
      }
    };
  }
  callbacks.on_failed = [&](const std::string& error) {
    std::cerr << "kangaroom-bot: " << error << "\n";
    failed = true;
    io.stop();  // the other seats could wait forever for this one
  };

  for (int i = 0; i < args.seats; ++i) {
    std::string error;
    auto chooser = make_move_chooser(args.strategy, kangaroom::engine::splitmix64(seed_state),
                                     args.budget, error);
    if (!chooser) {
      std::cerr << "kangaroom-bot: " << error << "\n";
      print_usage();
      return 2;
    }
    SeatSettings seat_settings = settings;
    seat_settings.name = args.seats == 1 ? args.name : args.name + " " + std::to_string(i + 1);
    players.push_back(
        std::make_shared<SeatPlayer>(io, seat_settings, std::move(chooser), callbacks));
  }

  if (args.create) {
    // The first seat creates the room and hosts; the others join once it exists.
    players.front()->set_room_created_handler([&](const std::string& room) {
      std::cerr << "kangaroom-bot: created room " << room << "\n";
      for (std::size_t i = 1; i < players.size(); ++i) players[i]->join(room);
    });
    players.front()->create(
        {*args.create, args.options, args.room_seats ? args.room_seats : args.seats});
  } else {
    for (auto& player : players) player->join(*args.room);
  }

  io.run();
  if (failed) return 1;
  if (seats_done != args.seats) {
    std::cerr << "kangaroom-bot: only " << seats_done << " of " << args.seats
              << " seats finished\n";
    return 1;
  }
  return 0;
}
