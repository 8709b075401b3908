// Fuzz target: the body of POST /api/rooms, through the parts of the server's
// path that need no socket: the depth-limited parse and the create_room
// fields (server/http_session.cpp, create_room), the player range and
// normalize_options (LocalRoomRegistry::create, mirrored here), then the
// game a start would create (factory.create, as server/room.cpp does).
// Besides, every game's normalize_options sees the body's "options": what it
// accepts is a complete object that normalizes to itself and creates a game.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.hpp"
#include "protocol/client_message.hpp"
#include "protocol/json_text.hpp"

using namespace kangaroom;
using kangaroom::fuzz::check_game;
using kangaroom::fuzz::slow_to_generate;

namespace {
void check_options_of_every_game(const engine::Json& given) {
  for (const auto& factory : engine::all_games()) {
    const auto normalized = engine::normalize_options(factory.info, given);
    if (!normalized.ok()) continue;
    FUZZ_CHECK(normalized.options.size() == factory.info.options.size());
    const auto again = engine::normalize_options(factory.info, normalized.options);
    FUZZ_CHECK(again.ok() && again.options == normalized.options);
    if (!slow_to_generate(normalized.options))
      FUZZ_CHECK(factory.create(factory.info.min_players, normalized.options, 1) != nullptr);
  }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string why;
  auto body =
      protocol::parse_client_json(std::string_view(reinterpret_cast<const char*>(data), size), why);
  if (!body) {
    FUZZ_CHECK(!why.empty());
    return 0;
  }
  if (!body->is_object()) return 0;
  if (const auto options = body->find("options"); options != body->end())
    check_options_of_every_game(*options);

  (*body)["type"] = "create_room";
  const auto parsed = protocol::parse_client_document(*body);
  if (!parsed.ok()) return 0;
  const auto& request = std::get<protocol::CreateRoom>(parsed.message->request);
  FUZZ_CHECK(request.options.is_null() || request.options.is_object());
  const engine::GameFactory* factory = engine::find_game(request.game);
  if (!factory) return 0;
  const int seats = request.seats.value_or(factory->info.max_players);
  if (seats < factory->info.min_players || seats > factory->info.max_players) return 0;
  const auto options = engine::normalize_options(factory->info, request.options);
  if (!options.ok() || slow_to_generate(options.options)) return 0;
  const auto game = factory->create(seats, options.options, request.seed.value_or(0));
  FUZZ_CHECK(game != nullptr);
  check_game(*game, *factory);
  return 0;
}
