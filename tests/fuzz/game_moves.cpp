// Fuzz target: a client's move in the middle of a game. The first bytes pick
// the game, its options, the player count, the seed, how many random legal
// moves to play from the start (at most 200) and the seat that sends the
// move; the rest is the move's JSON text (depth-limited, as the server parses
// it). Game::apply must never crash: a rejection carries a known code and
// changes nothing; an accepted move leaves a game whose views, moves and save
// still hold up (check_game). move_from_json gets the same JSON, and a move
// it reads must survive move_to_json.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string_view>
#include <vector>

#include "fuzz_support.hpp"
#include "protocol/json_text.hpp"

using namespace kangaroom;
using namespace kangaroom::fuzz;

namespace {
// The input's header; the move's JSON text follows it.
struct Header {
  std::uint8_t game;
  std::uint8_t variant[2];  // the options, see options_from_variant
  std::uint8_t players;
  std::uint8_t seed[4];
  std::uint8_t moves_to_play;
  std::uint8_t seat;  // low 2 bits 0: the seat to act; else (int8 >> 2): any seat, valid or not
};
constexpr int max_moves_to_play = 200;

bool known_rejection(const std::string& code) {
  return code == engine::reject::not_your_turn || code == engine::reject::illegal_move ||
         code == engine::reject::bad_move || code == engine::reject::game_over;
}

Json options_of(const Header& header, const GameFactory& factory) {
  return options_from_variant(factory.info, header.variant[0] | header.variant[1] << 8);
}

// The game of `header` after its random moves.
std::unique_ptr<Game> play_from_start(const Header& header, const GameFactory& factory) {
  const int players = factory.info.min_players +
                      header.players % (factory.info.max_players - factory.info.min_players + 1);
  std::uint32_t seed = 0;
  std::memcpy(&seed, header.seed, sizeof seed);
  const auto options = engine::normalize_options(factory.info, options_of(header, factory));
  FUZZ_CHECK(options.ok());
  auto game = factory.create(players, options.options, seed);
  FUZZ_CHECK(game != nullptr);
  engine::Rng rng(seed);
  play_random_moves(*game, header.moves_to_play % (max_moves_to_play + 1), rng);
  return game;
}

// Replaying up to 200 moves costs far more than the move under test, and
// libFuzzer mutates one input several times in a row: positions are kept
// per header (the seat aside) and cloned.
std::unique_ptr<Game> position_for(const Header& header, const GameFactory& factory) {
  using Key = std::array<std::uint8_t, offsetof(Header, seat)>;
  static std::map<Key, std::unique_ptr<Game>> cache;
  Key key;
  std::memcpy(key.data(), &header, key.size());
  auto cached = cache.find(key);
  if (cached == cache.end()) {
    if (cache.size() >= 4096) cache.clear();
    cached = cache.emplace(key, play_from_start(header, factory)).first;
  }
  return cached->second->clone();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Header header;
  if (size < sizeof header) return 0;
  std::memcpy(&header, data, sizeof header);
  const auto& games = engine::all_games();
  const GameFactory& factory = games[header.game % games.size()];
  if (slow_to_generate(options_of(header, factory))) return 0;
  const auto game = position_for(header, factory);
  const int players = game->players();

  const auto to_act = game->to_act();
  const int seat = (header.seat & 3) == 0 ? (to_act.empty() ? 0 : to_act.front())
                                          : static_cast<std::int8_t>(header.seat) >> 2;
  const bool may_act = game->may_act(seat);
  std::vector<engine::Move> moves_of_seat;
  game->legal_moves(seat, moves_of_seat);  // any seat, even one that does not exist
  FUZZ_CHECK(may_act || moves_of_seat.empty());
  std::string why;
  const auto move_json = protocol::parse_client_json(
      std::string_view(reinterpret_cast<const char*>(data + sizeof header), size - sizeof header),
      why);
  if (!move_json) return 0;

  std::string error;
  if (const auto move = game->move_from_json(*move_json, error)) {
    const auto again = game->move_from_json(game->move_to_json(*move), error);
    FUZZ_CHECK(again && *again == *move);
  }

  const Json before = game->save();
  Json events = Json::array();
  const engine::ApplyResult result = game->apply(seat, *move_json, &events);
  if (!result.accepted) {
    FUZZ_CHECK(known_rejection(result.code) && !result.reason.empty());
    FUZZ_CHECK(events.empty() && game->save() == before);
    return 0;
  }
  FUZZ_CHECK(result.code.empty() && events.is_array());
  FUZZ_CHECK(may_act && seat >= 0 && seat < players);
  for (const auto& event : events) FUZZ_CHECK(event.is_object());
  check_game(*game, factory);
  return 0;
}
