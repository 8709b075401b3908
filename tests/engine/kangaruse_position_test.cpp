// Positions are data: save() writes the complete state, load() reads it back
// exactly, and rejects malformed or inconsistent input with a reason instead
// of crashing (it will be fed user files).
#include <doctest/doctest.h>

#include <iterator>

#include "core/registry.hpp"
#include "kangaruse/factory.hpp"
#include "kangaruse_test_positions.hpp"

using namespace kangaruse_test;
using kr::CellType;

namespace {

std::unique_ptr<kr::KangaruseGame> reload(const Json& saved) {
  std::string error;
  auto game = kr::load_game(saved, error);
  INFO(error);
  REQUIRE(game);
  CHECK(error.empty());
  return game;
}

std::string load_error(const Json& saved) {
  std::string error;
  auto game = kr::load_game(saved, error);
  CHECK_FALSE(game);
  CHECK_FALSE(error.empty());
  return error;
}

// A mid-game position with a bit of everything: crossed squares, a tiger
// follow-up pending, collections and a teleport.
std::unique_ptr<kr::KangaruseGame> busy_game() {
  Setup setup;
  set_cell(setup.board, 5, 2, CellType::score, 4);
  set_cell(setup.board, 5, 4, CellType::gems);  // keeps the game from its automatic end
  set_cell(setup.board, 1, 4, CellType::tasmanian_tiger);
  set_cell(setup.board, 3, 3, CellType::echidna, 2);
  set_cell(setup.board, 0, 0, CellType::moth);
  set_cell(setup.board, 4, 0, CellType::tree);
  setup.kangaroos = {{2, 2}, {0, 0}, {3, 4}};
  auto game = start(setup);
  play(*game, 0, jump(5, 2));  // P collects 4
  return game;
}

}  // namespace

TEST_CASE("kangaruse position: save then load gives the same position, moves and future") {
  auto game = busy_game();
  const Json saved = game->save();
  auto loaded = reload(saved);
  CHECK(loaded->save() == saved);
  CHECK(loaded->view(0) == game->view(0));
  CHECK(loaded->legal_moves_json(1) == game->legal_moves_json(1));
  // Both continue identically.
  for (int step = 0; step < 6 && !game->finished(); ++step) {
    const int seat = game->to_act().front();
    const Json move = game->legal_moves_json(seat).front();
    play(*game, seat, move);
    play(*loaded, seat, move);
    CHECK(loaded->save() == game->save());
  }
}

TEST_CASE("kangaruse position: a pending tiger follow-up and an extra jump survive a round trip") {
  Setup setup;
  set_cell(setup.board, 1, 2, CellType::tasmanian_tiger);
  setup.kangaroos = {{2, 2}, {4, 4}};
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  play(*game, 0, destroy(5, 2));
  const Json saved = game->save();
  CHECK(saved.at("turn").at("step") == "destroy");
  CHECK(saved.at("turn").at("destroy_left") == 1);
  auto loaded = reload(saved);
  CHECK(loaded->legal_moves_json(0) == game->legal_moves_json(0));

  Setup chain;
  set_cell(chain.board, 1, 2, CellType::kangaroo);
  chain.kangaroos = {{2, 2}, {4, 4}};
  auto jumping = start(chain);
  play(*jumping, 0, jump(1, 2));
  auto again = reload(jumping->save());
  CHECK(again->state().step == kr::Step::extra_jump);
  CHECK(again->legal_moves_json(0) == jumping->legal_moves_json(0));
}

TEST_CASE("kangaruse position: the documented format, readable by hand") {
  auto game = busy_game();
  const Json saved = game->save();
  CHECK(saved.at("format") == "kangaruse-position");
  CHECK(saved.at("version") == 1);
  CHECK(saved.at("options").at("edition") == "current");
  CHECK(saved.at("board").at("width") == 6);
  CHECK(saved.at("crossed") == Json::array({Json::array({2, 2})}));
  CHECK(saved.at("players").at(0).at("x") == 5);
  CHECK(saved.at("players").at(0).at("stars") == 4);
  CHECK(saved.at("players").at(0).at("collected").at("score") == 1);
  CHECK(saved.at("phase") == "playing");
  CHECK(saved.at("turn").at("seat") == 1);
}

TEST_CASE("kangaruse position: the factory's load is the same reader") {
  auto game = busy_game();
  std::string error;
  auto loaded = kr::factory().load(game->save(), error);
  REQUIRE(loaded);
  CHECK(loaded->save() == game->save());
  CHECK(kangaroom::engine::find_game("kangaruse") != nullptr);
}

TEST_CASE("kangaruse position: malformed input is rejected with a reason") {
  const Json good = busy_game()->save();
  CHECK(load_error(Json::array()).find("object") != std::string::npos);
  CHECK(load_error(Json("text")).size() > 0);

  auto broken = [&](auto&& change) {
    Json copy = good;
    change(copy);
    return load_error(copy);
  };
  CHECK(broken([](Json& j) { j["format"] = "chess"; }).find("format") != std::string::npos);
  CHECK(broken([](Json& j) { j["version"] = 99; }).find("version") != std::string::npos);
  CHECK(broken([](Json& j) { j.erase("board"); }).find("board") != std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["width"] = 0; }).find("width") != std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["width"] = 400; }).find("width") != std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["cells"].erase(0); }).find("cells") != std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["cells"][3]["type"] = "dragon"; }).find("dragon") !=
        std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["numbers"][0] = 7; }).find("numbers") != std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["directions"][0] = "north"; }).find("directions") !=
        std::string::npos);
  CHECK(broken([](Json& j) { j["board"]["cells"][17]["value"] = "4"; }).find("value") !=
        std::string::npos);
  CHECK(broken([](Json& j) { j["players"] = Json::array(); }).find("players") != std::string::npos);
  CHECK(broken([](Json& j) { j["players"][0]["x"] = 17; }).find("x") != std::string::npos);
  CHECK(broken([](Json& j) { j["players"][0].erase("y"); }).find("both") != std::string::npos);
  CHECK(broken([](Json& j) { j["players"][0]["collected"]["dragon"] = 1; }).find("dragon") !=
        std::string::npos);
  CHECK(broken([](Json& j) {
          j["crossed"].push_back({99, 0});
        }).find("off the board") != std::string::npos);
  CHECK(broken([](Json& j) { j["crossed"].push_back("x"); }).find("[x,y]") != std::string::npos);
  CHECK(broken([](Json& j) { j["phase"] = "lunch"; }).find("phase") != std::string::npos);
  CHECK(broken([](Json& j) { j["turn"]["seat"] = 7; }).find("seat") != std::string::npos);
  CHECK(broken([](Json& j) { j["turn"]["step"] = "dance"; }).find("step") != std::string::npos);
  CHECK(broken([](Json& j) { j["options"]["edition"] = "2099"; }).find("edition") !=
        std::string::npos);
}

TEST_CASE("kangaruse position: inconsistent positions are rejected") {
  const Json good = busy_game()->save();
  auto broken = [&](auto&& change) {
    Json copy = good;
    change(copy);
    return load_error(copy);
  };
  // Two kangaroos on one square that is not a moth.
  CHECK(broken([](Json& j) {
          j["players"][1]["x"] = 3;
          j["players"][1]["y"] = 4;
        }).find("share") != std::string::npos);
  // Standing on a tree, on a crossed square.
  CHECK(broken([](Json& j) {
          j["players"][1]["x"] = 4;
          j["players"][1]["y"] = 0;
        }).find("tree") != std::string::npos);
  CHECK(broken([](Json& j) {
          j["crossed"].push_back({3, 4});
        }).find("crossed") != std::string::npos);
  // The seat to act is out.
  CHECK(broken([](Json& j) {
          j["players"][1]["out"] = true;
          j["players"][1]["out_reason"] = "gave_up";
        }).find("out") != std::string::npos);
  // "out" without a reason.
  CHECK(broken([](Json& j) { j["players"][2]["out"] = true; }).find("disagree") !=
        std::string::npos);
  // A jump step for a seat that has no valid jump.
  CHECK(broken([](Json& j) {
          for (int x = 0; x < 6; ++x)
            for (int y = 0; y < 5; ++y)
              if (!(x == 4 && y == 0) && !(x == 0 && y == 0) && !(x == 3 && y == 4) &&
                  !(x == 5 && y == 2) && !(x == 5 && y == 4))
                j["crossed"].push_back({x, y});
        }).find("no valid jump") != std::string::npos);
  // A tiger step off a tiger; an extra jump off a kangaroo.
  CHECK(broken([](Json& j) {
          j["turn"]["step"] = "destroy";
          j["turn"]["destroy_left"] = 2;
        }).find("tiger") != std::string::npos);
  CHECK(broken([](Json& j) { j["turn"]["step"] = "extra_jump"; }).find("kangaroo") !=
        std::string::npos);
  // Finished while players can still act.
  CHECK(broken([](Json& j) {
          j["phase"] = "finished";
          j["turn"] = nullptr;
        }).find("finished") != std::string::npos);
}

TEST_CASE("kangaruse position: random damage never crashes the loader") {
  const Json good = busy_game()->save();
  kangaroom::engine::Rng rng(7);
  const Json junk[] = {Json(nullptr),  Json(-1),   Json(1e300), Json("x"),   Json::array(),
                       Json::object(), Json(true), Json(32767), Json(-32768)};
  int accepted = 0;
  for (int round = 0; round < 2000; ++round) {
    Json copy = good;
    // Replace one leaf or sub-object somewhere with junk.
    Json* node = &copy;
    for (int depth = 0; depth < 4; ++depth) {
      if (node->is_object() && !node->empty()) {
        auto it = node->begin();
        std::advance(it, rng.below(static_cast<std::uint32_t>(node->size())));
        node = &it.value();
      } else if (node->is_array() && !node->empty()) {
        node = &(*node)[rng.below(static_cast<std::uint32_t>(node->size()))];
      } else {
        break;
      }
      if (rng.chance(0.3)) break;
    }
    *node = junk[rng.below(static_cast<std::uint32_t>(std::size(junk)))];
    std::string error;
    auto game = kr::load_game(copy, error);
    if (game) {
      ++accepted;
      // Whatever loads must be usable and save to something loadable.
      std::vector<Move> moves;
      for (int seat = 0; seat < game->players(); ++seat) game->legal_moves(seat, moves);
      CHECK(kr::load_game(game->save(), error) != nullptr);
    } else {
      CHECK_FALSE(error.empty());
    }
  }
  CHECK(accepted < 2000);
}
