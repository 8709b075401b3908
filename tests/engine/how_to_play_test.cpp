// Every game's how-to-play text (GameInfo::how_to_play): complete, its
// entries unique, and their ids the identifiers the game's own JSON uses, so
// that a client can find the text for a square, a card or a piece.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/registry.hpp"
#include "jackaroo/cards.hpp"
#include "kangaruse/cell_type.hpp"

using namespace kangaroom::engine;

namespace {

const HowToPlay& rules_of(const char* id) {
  const GameFactory* factory = find_game(id);
  REQUIRE(factory != nullptr);
  return factory->info.how_to_play;
}

const RuleEntry* entry_with_id(const HowToPlay& rules, const std::string& id) {
  for (const auto& entry : rules.entries)
    if (entry.id == id) return &entry;
  return nullptr;
}

// The piece letters of a view's board rows ("wwww....", ".b.w..."), '.' aside.
std::set<std::string> board_letters(const Json& board) {
  std::set<std::string> letters;
  for (const auto& row : board)
    for (const char c : row.get<std::string>())
      if (c != '.') letters.insert(std::string(1, c));
  return letters;
}

}  // namespace

TEST_CASE("how to play: every game has all paragraphs and unique, complete entries") {
  for (const auto& game : all_games()) {
    CAPTURE(game.info.id);
    const HowToPlay& rules = game.info.how_to_play;
    CHECK_FALSE(rules.goal.empty());
    CHECK_FALSE(rules.setup.empty());
    CHECK_FALSE(rules.turn.empty());
    CHECK_FALSE(rules.end.empty());
    CHECK_FALSE(rules.scoring.empty());
    CHECK_FALSE(rules.entries_title.empty());
    REQUIRE_FALSE(rules.entries.empty());
    std::set<std::string> ids, names, texts;
    for (const auto& entry : rules.entries) {
      CAPTURE(entry.id);
      CHECK_FALSE(entry.id.empty());
      CHECK_FALSE(entry.name.empty());
      CHECK_FALSE(entry.text.empty());
      CHECK(ids.insert(entry.id).second);
      CHECK(names.insert(entry.name).second);
      CHECK(texts.insert(entry.text).second);
    }
  }
}

TEST_CASE("how to play: to_json and GameInfo::to_json carry every part") {
  for (const auto& game : all_games()) {
    CAPTURE(game.info.id);
    const HowToPlay& rules = game.info.how_to_play;
    const Json json = rules.to_json();
    for (const char* key : {"goal", "setup", "turn", "end", "scoring", "entries_title", "entries"})
      CHECK(json.contains(key));
    CHECK(json["goal"] == rules.goal);
    CHECK(json["entries_title"] == rules.entries_title);
    REQUIRE(json["entries"].is_array());
    REQUIRE(json["entries"].size() == rules.entries.size());
    for (std::size_t i = 0; i < rules.entries.size(); ++i) {
      const Json& entry = json["entries"][i];
      CHECK(entry["id"] == rules.entries[i].id);
      CHECK(entry["name"] == rules.entries[i].name);
      CHECK(entry["text"] == rules.entries[i].text);
    }
    CHECK(game.info.to_json()["how_to_play"] == json);
  }
}

TEST_CASE("how to play: kangaruse has one entry per square type, in CellType order") {
  namespace kr = kangaroom::engine::kangaruse;
  const HowToPlay& rules = rules_of("kangaruse");
  REQUIRE(rules.entries.size() == static_cast<std::size_t>(kr::cell_type_count));
  for (int i = 0; i < kr::cell_type_count; ++i) {
    const auto type = static_cast<kr::CellType>(i);
    CHECK(rules.entries[static_cast<std::size_t>(i)].id == std::string(kr::type_name(type)));
  }
  // The squares of a real board all have a text (the view's cell "type").
  std::string error;
  const auto game = create_game("kangaruse", 2, Json{{"size", "tiny"}}, 7, error);
  REQUIRE(game);
  const Json view = game->view(0);  // a named copy: the loop must not outlive it
  for (const auto& cell : view["board"]["cells"])
    CHECK(entry_with_id(rules, cell["type"].get<std::string>()) != nullptr);
}

TEST_CASE("how to play: jackaroo has one entry per rank, with the rank's id") {
  namespace jr = kangaroom::engine::jackaroo;
  const HowToPlay& rules = rules_of("jackaroo");
  CHECK(rules.entries.size() == 13);
  for (int rank = 1; rank <= 13; ++rank) {
    CAPTURE(rank);
    CHECK(entry_with_id(rules, std::string(jr::rank_text(rank))) != nullptr);
  }
  // A hand's card ids are the rank then one suit letter ("10H", "AS").
  std::string error;
  const auto game = create_game("jackaroo", 4, Json::object(), 3, error);
  REQUIRE(game);
  const Json hand = game->view(0)["hand"];
  REQUIRE_FALSE(hand.empty());
  for (const auto& card : hand) {
    const std::string id = card.get<std::string>();
    CHECK(entry_with_id(rules, id.substr(0, id.size() - 1)) != nullptr);
  }
}

TEST_CASE("how to play: kangaroo and kanga entries use their views' identifiers") {
  std::string error;
  const auto kangaroo = create_game("kangaroo", 2, Json::object(), 1, error);
  REQUIRE(kangaroo);
  const Json kangaroo_view = kangaroo->view(0);
  const HowToPlay& kangaroo_rules = rules_of("kangaroo");
  CHECK(board_letters(kangaroo_view["board"]) == std::set<std::string>{"b", "w"});
  for (const char* id : {"w", "b", "doubling_rank", "chain", "stranded"}) {
    CAPTURE(id);
    CHECK(entry_with_id(kangaroo_rules, id) != nullptr);
  }
  for (const char* key : {"doubling_rank", "chain", "stranded"}) CHECK(kangaroo_view.contains(key));

  const auto kanga = create_game("kanga", 2, Json::object(), 1, error);
  REQUIRE(kanga);
  const HowToPlay& kanga_rules = rules_of("kanga");
  std::vector<Move> moves;
  kanga->legal_moves(0, moves);
  REQUIRE_FALSE(moves.empty());
  Json events = Json::array();
  kanga->apply_legal(0, moves.front(), &events);
  CHECK(board_letters(kanga->view(0)["board"]) == std::set<std::string>{"b"});
  for (const char* id : {"b", "w", "go", "custodian", "connection", "suicide"}) {
    CAPTURE(id);
    CHECK(entry_with_id(kanga_rules, id) != nullptr);
  }
  REQUIRE_FALSE(events.empty());
  CHECK(events[0].contains("go"));
  CHECK(events[0].contains("custodian"));
  CHECK(kanga->view(0).contains("suicide"));
}
