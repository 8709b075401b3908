// The parts of engine/core that games share (core/README.md "The kit"):
// enum names, the player-count and options check, the framing of saved
// positions, and the default Game::changed_view_parts.
#include <doctest/doctest.h>

#include "core/game.hpp"
#include "core/json_fields.hpp"
#include "core/names.hpp"
#include "core/registry.hpp"

using namespace kangaroom::engine;

namespace {

enum class Colour { red, green, blue };
constexpr NameTable<Colour, 2> colour_names = {{{Colour::red, "red"}, {Colour::green, "green"}}};

}  // namespace

TEST_CASE("a name table names its values both ways and says what it does not list") {
  CHECK(name_of(colour_names, Colour::green) == "green");
  CHECK(name_of(colour_names, Colour::blue) == "?");
  CHECK(name_of(colour_names, Colour::blue, "none") == "none");
  CHECK(value_of(colour_names, "red") == Colour::red);
  CHECK_FALSE(value_of(colour_names, "blue").has_value());
  CHECK_FALSE(value_of(colour_names, "").has_value());
}

TEST_CASE("options for a new game: the player count, an object and valid values") {
  const GameInfo& info = find_game("kanga")->info;
  CHECK(info.takes_players(2));
  CHECK_FALSE(info.takes_players(1));
  CHECK_FALSE(info.takes_players(3));
  const auto chosen = options_for_new_game(info, 2, Json{{"size", 9}});
  REQUIRE(chosen.has_value());
  CHECK(chosen->at("size") == 9);
  CHECK(chosen->at("pie_rule") == false);
  CHECK_FALSE(options_for_new_game(info, 3, Json::object()).has_value());
  CHECK_FALSE(options_for_new_game(info, 2, Json(nullptr)).has_value());
  CHECK_FALSE(options_for_new_game(info, 2, Json{{"size", 1000}}).has_value());
  CHECK_FALSE(options_for_new_game(info, 2, Json{{"colour", "red"}}).has_value());
}

TEST_CASE("the header of a saved position: an object, its format and its version") {
  std::string error;
  CHECK(read_position_header({{"format", "f"}, {"version", 2}}, "f", 2, error));
  CHECK_FALSE(read_position_header(Json::array(), "f", 2, error));
  CHECK(error == "a position must be a JSON object");
  CHECK_FALSE(read_position_header({{"format", "g"}, {"version", 2}}, "f", 2, error));
  CHECK(error == "\"format\" must be \"f\"");
  CHECK_FALSE(read_position_header({{"format", "f"}, {"version", 1}}, "f", 2, error));
  CHECK(error.find("version") != std::string::npos);
  CHECK_FALSE(read_position_header({{"version", 2}}, "f", 2, error));
  CHECK(error.find("format") != std::string::npos);
}

TEST_CASE("a guarded load turns an unforeseen exception into an error") {
  std::string error;
  const auto throws = [](const Json& saved, std::string&) -> std::unique_ptr<Game> {
    (void)saved.at("missing");  // out_of_range: no reader checked the field
    return nullptr;
  };
  CHECK_FALSE(load_guarded(throws, Json::object(), error));
  CHECK(error.find("malformed position") == 0);
}

namespace {

// A game whose changing view gains a field once a move is made.
class GrowingGame final : public Game {
 public:
  const GameInfo& info() const override {
    static const GameInfo growing{"growing", "Growing", "test game", 1, 1, {}};
    return growing;
  }
  int players() const override { return 1; }
  std::vector<Seat> to_act() const override { return {0}; }
  void legal_moves(Seat, std::vector<Move>& out) const override { out.push_back({}); }
  void apply_legal(Seat, const Move&, Json*) override { ++moves_; }
  Json move_to_json(const Move&) const override { return Json::object(); }
  std::optional<Move> move_from_json(const Json&, std::string&) const override { return Move{}; }
  Json constant_view(int) const override { return {{"name", "growing"}}; }
  Json changing_view(int) const override {
    Json view = {{"moves", moves_}, {"a/b~c", moves_ / 2}};
    if (moves_ > 0) view["last"] = moves_;
    return view;
  }
  bool finished() const override { return false; }
  std::vector<double> scores() const override { return {0}; }
  Json outcome() const override { return nullptr; }
  Json save() const override { return {{"moves", moves_}}; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<GrowingGame>(*this); }

 private:
  int moves_ = 0;
};

// Writes each part's `after` into before's changing view, as a server does.
Json patched(const Game& before, const Game& now) {
  std::vector<ViewPart> parts;
  now.changed_view_parts(before, 0, parts);
  Json view = before.changing_view(0);
  for (const ViewPart& part : parts) {
    const Json::json_pointer pointer(part.path);
    CHECK(before.changing_view(0).at(pointer) == part.before);
    view[pointer] = part.after;
  }
  return view;
}

}  // namespace

TEST_CASE("the default changed_view_parts: changed fields, a field that comes, escaped keys") {
  GrowingGame game;
  CHECK(game.view(0) == Json{{"name", "growing"}, {"moves", 0}, {"a/b~c", 0}});
  auto before = game.clone();
  std::vector<ViewPart> parts;
  game.changed_view_parts(*before, 0, parts);
  CHECK(parts.empty());

  game.apply_legal(0, {}, nullptr);  // "last" comes: the whole view is one part
  game.changed_view_parts(*before, 0, parts);
  REQUIRE(parts.size() == 1);
  CHECK(parts[0].path.empty());
  CHECK(patched(*before, game) == game.changing_view(0));

  before = game.clone();
  game.apply_legal(0, {}, nullptr);  // "moves", "a/b~c" and "last" change
  parts.clear();
  game.changed_view_parts(*before, 0, parts);
  REQUIRE(parts.size() == 3);
  bool escaped = false;
  for (const ViewPart& part : parts) escaped = escaped || part.path == "/a~1b~0c";
  CHECK(escaped);
  CHECK(patched(*before, game) == game.changing_view(0));
}
