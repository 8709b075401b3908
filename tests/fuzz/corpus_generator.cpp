// Writes the seed corpora of the fuzz targets (tests/fuzz/corpus/<target>/):
// the client messages shown in protocol/PROTOCOL.md, room-creation bodies,
// real legal moves behind the header game_moves reads, and real saves.
//   fuzz_corpus_generator SOURCE_DIR OUTPUT_DIR
// Deterministic: running it again writes the same files.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <utility>

#include "fuzz_support.hpp"
#include "protocol/client_message.hpp"

using namespace kangaroom;
using namespace kangaroom::fuzz;
namespace fs = std::filesystem;

namespace {

constexpr std::size_t max_file_bytes = 20 * 1024;

void write_file(const fs::path& path, const std::string& bytes) {
  if (bytes.size() > max_file_bytes) return;  // keep the committed corpus small
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << bytes;
}

// Every line of PROTOCOL.md that is a client message the server accepts.
void write_client_messages(const fs::path& protocol_md, const fs::path& out) {
  std::ifstream in(protocol_md);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    if (line.rfind("{\"type\"", 0) != 0 || !protocol::parse_client_message(line).ok()) continue;
    write_file(out / ("protocol-md-" + std::to_string(++number) + ".json"), line);
  }
  // Frames at the edges of the parser: nesting at and past the limit, numbers
  // past 64 bits, text that is not UTF-8, a truncated frame.
  const std::string deep_ok = std::string(31, '[') + std::string(31, ']');
  write_file(out / "edge-depth-32.json", R"({"type":"move","move":{"a":)" + deep_ok + "}}");
  write_file(out / "edge-depth-33.json", R"({"type":"move","move":{"a":[)" + deep_ok + "]}}");
  write_file(out / "edge-big-seat.json", R"({"type":"add_bot","seat":18446744073709551615})");
  write_file(out / "edge-turn-clock.json",
             R"({"type":"set_options","turn_clock":{"seconds":-9223372036854775808}})");
  write_file(out / "edge-not-utf8.json", "{\"type\":\"chat\",\"text\":\"\xc3\x28\"}");
  write_file(out / "edge-truncated.json", R"({"type":"take_seat","name":"Ana","col)");
}

void write_room_bodies(const fs::path& out) {
  for (const auto& factory : engine::all_games()) {
    const auto& info = factory.info;
    write_file(out / (info.id + "-defaults.json"), Json{{"game", info.id}}.dump());
    for (std::uint32_t variant : {0u, 5u, 77u, 1234u}) {
      const Json body = {
          {"game", info.id},
          {"options", options_from_variant(info, variant)},
          {"seats", info.min_players +
                        static_cast<int>(variant) % (info.max_players - info.min_players + 1)},
          {"seed", variant * 7919},
          {"turn_clock", {{"seconds", 30}, {"bot", "easy"}}}};
      write_file(out / (info.id + "-variant-" + std::to_string(variant) + ".json"), body.dump());
    }
  }
  write_file(out / "unknown-option.json",
             R"({"game":"kanga","options":{"size":7,"colour":"red"}})");
  write_file(out / "out-of-range.json", R"({"game":"kanga","options":{"size":99}})");
}

// The same start game_moves builds from its header; then one legal move.
void write_moves(const fs::path& out) {
  const auto& games = engine::all_games();
  for (std::size_t index = 0; index < games.size(); ++index) {
    const GameFactory& factory = games[index];
    const auto& info = factory.info;
    for (const int moves_to_play : {0, 3, 20, 90, 200}) {
      const std::uint32_t seed = 1000 + static_cast<std::uint32_t>(moves_to_play);
      const std::uint16_t variant = static_cast<std::uint16_t>(moves_to_play * 37);
      const int players_byte = moves_to_play;
      const int players =
          info.min_players + players_byte % (info.max_players - info.min_players + 1);
      const auto options = engine::normalize_options(info, options_from_variant(info, variant));
      auto game = factory.create(players, options.options, seed);
      engine::Rng rng(seed);
      play_random_moves(*game, moves_to_play, rng);
      if (game->finished()) continue;
      const Json legal = game->legal_moves_json(game->to_act().front());
      const Json& move = legal[legal.size() / 2];

      std::string bytes;
      bytes += static_cast<char>(index);
      bytes += static_cast<char>(variant & 0xff);
      bytes += static_cast<char>(variant >> 8);
      bytes += static_cast<char>(players_byte);
      for (int shift = 0; shift < 32; shift += 8)
        bytes += static_cast<char>((seed >> shift) & 0xff);
      bytes += static_cast<char>(moves_to_play);
      bytes += static_cast<char>(0);  // the seat to act
      bytes += move.dump();
      write_file(out / (info.id + "-after-" + std::to_string(moves_to_play) + ".bin"), bytes);
    }
  }
}

// Saves at the start, in the middle and at the end of seeded random games.
void write_saves(const fs::path& out) {
  constexpr std::pair<const char*, int> stages[] = {
      {"start", 0}, {"early", 15}, {"middle", 45}, {"end", 100000}};
  for (const auto& factory : engine::all_games()) {
    const auto& info = factory.info;
    for (const int players : {info.min_players, info.max_players}) {
      auto game =
          factory.create(players, engine::normalize_options(info, Json::object()).options, 7);
      engine::Rng rng(7);
      for (const auto& [stage, more_moves] : stages) {
        play_random_moves(*game, more_moves, rng);
        write_file(out / (info.id + "-" + std::to_string(players) + "p-" + stage + ".json"),
                   game->save().dump());
      }
    }
  }
  // Inputs that once crashed a loader (tests/engine/core_save_load_test.cpp).
  write_file(out / "regression-jackaroo-format-null.json", R"({"format":null,"version":1})");
}

int files_in(const fs::path& folder) {
  return static_cast<int>(std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: fuzz_corpus_generator SOURCE_DIR OUTPUT_DIR\n";
    return 2;
  }
  const fs::path source = argv[1], out = argv[2];
  write_client_messages(source / "protocol/PROTOCOL.md", out / "client_message");
  write_room_bodies(out / "create_room_body");
  write_moves(out / "game_moves");
  write_saves(out / "position_loader");
  for (const char* target : {"client_message", "create_room_body", "game_moves", "position_loader"})
    std::cout << target << ": " << files_in(out / target) << " files\n";
  return 0;
}
