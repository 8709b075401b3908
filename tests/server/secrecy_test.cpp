// Hidden information, proven through the room logic (no sockets): whole
// 4-player Jackaroo games with every seat and a spectator watching, where
// every message each audience receives (snapshots, patches, replays after
// sync and reconnect, errors, the log) is searched for a card that audience
// may not know. The same check must catch leaks planted on purpose.
//
// KANGAROOM_SECRECY_GAMES sets the number of games. The default is 4: one
// audited game takes about 30 s under the sanitizers (2026-11-24), so long
// runs (the issue asks for 10,000 games) are run by hand in a release build,
// not in CI. KANGAROOM_SECRECY_FIRST_GAME (default 0) shifts the range of
// seeds, so that a long run can be split between processes.
#include <doctest/doctest.h>
#include <spdlog/spdlog.h>

#include <cstdlib>

#include "../support/secrecy_check.hpp"
#include "ai/strategy.hpp"
#include "core/registry.hpp"
#include "protocol/view_tracker.hpp"
#include "server/room/room.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using protocol::Json;
using Clock = std::chrono::steady_clock;
using namespace kangaroom::testing::secrecy;

namespace {

const bool quiet_logs = [] {
  spdlog::set_level(spdlog::level::warn);
  return true;
}();

int secrecy_games() {
  if (const char* text = std::getenv("KANGAROOM_SECRECY_GAMES"))
    return std::max(1, std::atoi(text));
  return 4;
}

std::uint64_t secrecy_first_game() {
  if (const char* text = std::getenv("KANGAROOM_SECRECY_FIRST_GAME"))
    return std::strtoull(text, nullptr, 10);
  return 0;
}

// What each audience may not know now, read from the real game: a seat's own
// view holds its true hand, every view the public pile.
std::map<int, CardSet> secrets_of_everyone(const engine::Game& game) {
  const Json pile = game.view(engine::spectator).value("pile", Json::array());
  std::map<int, CardSet> secrets;
  secrets[engine::spectator] = secrets_given(Json::array(), pile);
  for (int seat = 0; seat < game.players(); ++seat)
    secrets[seat] = secrets_given(game.view(seat).value("hand", Json::array()), pile);
  return secrets;
}

// ---------------------------------------------------------------- the table

struct Recorder : RoomMember {
  std::vector<Json> unread;
  protocol::ViewTracker tracker;
  void deliver(SharedText text) override {
    Json message = Json::parse(*text);
    tracker.accept(message);
    unread.push_back(std::move(message));
  }
};

struct Table {
  Metrics metrics;
  Clock::time_point now{};
  std::unique_ptr<Room> room;
  std::vector<std::shared_ptr<Recorder>> seats;
  std::vector<std::string> tokens;
  std::shared_ptr<Recorder> spectator = std::make_shared<Recorder>();
  std::vector<BotRequest> bot_requests;
  SecrecyCheck check;

  Table(const engine::GameFactory& factory, int players, int bots) {
    const auto options = engine::normalize_options(factory.info, Json::object());
    REQUIRE(options.ok());
    room = std::make_unique<Room>(
        "secrecyroomcode23", factory, options.options, players, "host-secret", 5, RoomSettings{},
        metrics, [this](BotRequest request) { bot_requests.push_back(std::move(request)); }, now);
    for (int seat = 0; seat < players - bots; ++seat) {
      auto member = std::make_shared<Recorder>();
      join(member, seat == 0 ? "host-secret" : "", "");
      protocol::TakeSeat take;
      take.name = "P" + std::to_string(seat);
      room->handle(member, protocol::ClientMessage{1, take}, now, now);
      std::string token;
      for (const auto& message : member->unread)
        if (message.value("type", "") == "seat_taken") token = message["seat_token"];
      REQUIRE(!token.empty());
      seats.push_back(member);
      tokens.push_back(token);
    }
    for (int seat = players - bots; seat < players; ++seat) {
      protocol::AddBot add;
      add.seat = seat;
      add.level = protocol::BotLevel::easy;
      room->handle(seats[0], protocol::ClientMessage{2, add}, now, now);
    }
    join(spectator, "", "");
    room->handle(seats[0], protocol::ClientMessage{3, protocol::Start{}}, now, now);
    REQUIRE(room->status() == RoomStatus::playing);
    audit();
  }

  void join(const std::shared_ptr<Recorder>& member, const std::string& host,
            const std::string& seat_token, std::optional<std::uint64_t> version = std::nullopt) {
    protocol::Join request;
    request.room = room->code();
    request.host_token = host;
    request.seat_token = seat_token;
    request.version = version;
    room->join(member, request, 1, now);
  }

  // Checks every message delivered since the last audit.
  void audit() {
    const engine::Game& game = *room->game();
    std::vector<std::pair<Recorder*, int>> audiences;
    for (std::size_t seat = 0; seat < seats.size(); ++seat)
      audiences.emplace_back(seats[seat].get(), static_cast<int>(seat));
    audiences.emplace_back(spectator.get(), engine::spectator);
    // Entries first seen now were written by the change just made.
    const auto secrets_now = secrets_of_everyone(game);
    for (auto& [member, audience] : audiences)
      for (const auto& message : member->unread)
        check.note_new_entries(entries_in(message), secrets_now);
    for (auto& [member, audience] : audiences) {
      for (const auto& message : member->unread)
        check.check(message, audience, secrets_now.at(audience));
      member->unread.clear();
    }
  }

  int acting_seat() const {
    const auto acting = room->game()->to_act();
    return acting.empty() ? -1 : acting.front();
  }
};

// Plays one game to the end with random legal moves taken from what each
// seat was sent, mixing in syncs, reconnects and refused requests.
void play_game(Table& table, std::uint64_t seed) {
  engine::Rng rng(seed);
  auto random_strategy = engine::ai::make_strategy("random");
  for (int step = 0; table.room->status() == RoomStatus::playing && step < 20000; ++step) {
    while (!table.bot_requests.empty()) {
      BotRequest request = std::move(table.bot_requests.back());
      table.bot_requests.pop_back();
      const engine::Move move = random_strategy->choose(*request.game, request.seat, rng);
      table.room->bot_move(request.seat, request.ticket, request.game->move_to_json(move),
                           table.now);
      table.audit();
    }
    if (table.room->status() != RoomStatus::playing) break;
    const int seat = table.acting_seat();
    if (seat < 0 || seat >= static_cast<int>(table.seats.size())) continue;  // a bot acts next
    auto& mover = table.seats[static_cast<std::size_t>(seat)];
    const Json legal = mover->tracker.view().value("legal_moves", Json::array());
    REQUIRE(!legal.empty());
    switch (rng.below(40)) {
      case 0: {  // a seat out of turn: refused, with an error
        auto& other = table.seats[(static_cast<std::size_t>(seat) + 1) % table.seats.size()];
        table.room->handle(other, protocol::ClientMessage{7, protocol::MakeMove{legal[0]}},
                           table.now, table.now);
        break;
      }
      case 1:  // a move that is not legal
        table.room->handle(mover,
                           protocol::ClientMessage{
                               8, protocol::MakeMove{Json{{"card", "K"}, {"ability", "swap"}}}},
                           table.now, table.now);
        break;
      case 2: {  // sync from a few versions back: replayed patches
        protocol::Sync sync;
        const auto version = table.room->version();
        sync.version = version > 3 ? version - 3 : 1;
        const std::size_t who = rng.below(static_cast<std::uint32_t>(table.seats.size()));
        table.room->handle(table.seats[who], protocol::ClientMessage{9, sync}, table.now,
                           table.now);
        table.room->handle(table.spectator, protocol::ClientMessage{9, sync}, table.now, table.now);
        break;
      }
      case 3: {  // a seat reconnects (full snapshot), and a spectator too
        const std::size_t who = rng.below(static_cast<std::uint32_t>(table.seats.size()));
        table.room->leave(table.seats[who], table.now);
        table.seats[who] = std::make_shared<Recorder>();
        table.join(table.seats[who], who == 0 ? "host-secret" : "", table.tokens[who]);
        table.room->leave(table.spectator, table.now);
        table.spectator = std::make_shared<Recorder>();
        table.join(table.spectator, "", "");
        break;
      }
      default:
        break;
    }
    table.audit();
    const Json move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    table.room->handle(mover, protocol::ClientMessage{10, protocol::MakeMove{move}}, table.now,
                       table.now);
    table.audit();
  }
}

// ---------------------------------------------------------------- planted leaks

// Jackaroo, but each seat's view also shows the next seat's hand.
class PeekingGame final : public engine::Game {
 public:
  explicit PeekingGame(std::unique_ptr<engine::Game> inner) : inner_(std::move(inner)) {}
  const engine::GameInfo& info() const override { return inner_->info(); }
  int players() const override { return inner_->players(); }
  std::vector<engine::Seat> to_act() const override { return inner_->to_act(); }
  void legal_moves(engine::Seat seat, std::vector<engine::Move>& out) const override {
    inner_->legal_moves(seat, out);
  }
  void apply_legal(engine::Seat seat, const engine::Move& move, Json* events) override {
    inner_->apply_legal(seat, move, events);
    if (events && leak_in_log)  // announce the next seat's hand to everyone
      events->push_back(
          {{"type", "note"},
           {"hand", inner_->view((seat + 1) % players()).value("hand", Json::array())}});
  }
  Json move_to_json(const engine::Move& move) const override { return inner_->move_to_json(move); }
  std::optional<engine::Move> move_from_json(const Json& move, std::string& error) const override {
    return inner_->move_from_json(move, error);
  }
  Json changing_view(int audience) const override {
    Json view = inner_->view(audience);
    if (!leak_in_log && audience != engine::spectator)
      view["peek"] = inner_->view((audience + 1) % players()).value("hand", Json::array());
    return view;
  }
  bool finished() const override { return inner_->finished(); }
  std::vector<double> scores() const override { return inner_->scores(); }
  Json outcome() const override { return inner_->outcome(); }
  Json save() const override { return inner_->save(); }
  std::unique_ptr<engine::Game> clone() const override {
    return std::make_unique<PeekingGame>(inner_->clone());
  }

  static inline bool leak_in_log = false;

 private:
  std::unique_ptr<engine::Game> inner_;
};

std::unique_ptr<engine::Game> create_peeking(int players, const Json& options, std::uint64_t seed) {
  return std::make_unique<PeekingGame>(
      engine::find_game("jackaroo")->create(players, options, seed));
}

engine::GameFactory peeking_factory() {
  engine::GameFactory factory = *engine::find_game("jackaroo");
  factory.create = &create_peeking;
  return factory;
}

}  // namespace

TEST_CASE("jackaroo secrecy: no audience ever receives a card of another hand or of the deck") {
  const auto* factory = engine::find_game("jackaroo");
  REQUIRE(factory);
  CHECK(factory->info.hidden_information);
  const int games = secrecy_games();
  std::uint64_t messages_checked_games = 0;
  const std::uint64_t first = secrecy_first_game();
  for (int game = 0; game < games; ++game) {
    Table table(*factory, 4, 0);
    play_game(table, 1000 + first + static_cast<std::uint64_t>(game));
    REQUIRE(table.room->status() == RoomStatus::finished);
    INFO("game " << game);
    REQUIRE_MESSAGE(table.check.leaks.empty(),
                    "first leak: " << (table.check.leaks.empty() ? "" : table.check.leaks.front()));
    ++messages_checked_games;
  }
  CHECK(messages_checked_games == static_cast<std::uint64_t>(games));
  MESSAGE(games << " four-player games checked");
}

TEST_CASE(
    "jackaroo secrecy: bots in seats think on a re-drawn state, and their seats' secrets hold") {
  const auto* factory = engine::find_game("jackaroo");
  REQUIRE(factory);
  Table table(*factory, 4, 2);
  // Catch the bots' private copies before they play, to compare with the truth.
  int samples = 0;
  int differing = 0;
  engine::Rng rng(3);
  auto random_strategy = engine::ai::make_strategy("random");
  for (int step = 0; table.room->status() == RoomStatus::playing && step < 20000; ++step) {
    if (!table.bot_requests.empty()) {
      BotRequest request = std::move(table.bot_requests.back());
      table.bot_requests.pop_back();
      const engine::Game& real = *table.room->game();
      ++samples;
      // The other seats' hands in the bot's copy are re-drawn, not the real ones.
      for (int other = 0; other < real.players(); ++other)
        if (other != request.seat &&
            request.game->view(other)["hand"] != real.view(other)["hand"]) {
          ++differing;
          break;
        }
      CHECK(request.game->view(request.seat)["hand"] == real.view(request.seat)["hand"]);
      const engine::Move move = random_strategy->choose(*request.game, request.seat, rng);
      table.room->bot_move(request.seat, request.ticket, request.game->move_to_json(move),
                           table.now);
      table.audit();
      continue;
    }
    const int seat = table.acting_seat();
    REQUIRE(seat >= 0);
    REQUIRE(seat < 2);
    auto& mover = table.seats[static_cast<std::size_t>(seat)];
    const Json legal = mover->tracker.view().value("legal_moves", Json::array());
    REQUIRE(!legal.empty());
    table.room->handle(
        mover,
        protocol::ClientMessage{
            10, protocol::MakeMove{legal[rng.below(static_cast<std::uint32_t>(legal.size()))]}},
        table.now, table.now);
    table.audit();
  }
  CHECK(table.room->status() == RoomStatus::finished);
  CHECK(samples > 10);
  // A plain clone would never differ; a fair re-draw usually does (not
  // always: late in a round only a few cards are unseen, so the same draw
  // comes up often).
  CHECK(differing * 10 > samples * 8);
  CHECK(table.check.leaks.empty());
}

TEST_CASE("jackaroo secrecy: the check catches a hand planted in a view or in the log") {
  REQUIRE(engine::find_game("jackaroo"));
  const engine::GameFactory factory = peeking_factory();
  for (const bool in_log : {false, true}) {
    CAPTURE(in_log);
    PeekingGame::leak_in_log = in_log;
    Table table(factory, 4, 0);
    play_game(table, 42);
    CHECK_FALSE(table.check.leaks.empty());
  }
  PeekingGame::leak_in_log = false;
}
