// Room logic without sockets: members are recorders, time is passed in.
#include "server/room/room.hpp"

#include <doctest/doctest.h>
#include <spdlog/spdlog.h>

#include <random>
#include <set>

#include "../support/seed_attack.hpp"
#include "core/registry.hpp"
#include "protocol/view_tracker.hpp"
#include "room_recorder.hpp"
#include "server/util/unix_time.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using protocol::Json;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {

RoomSettings with_grace_period(Clock::duration grace) {
  RoomSettings settings;
  settings.grace_period = grace;
  return settings;
}

struct Fixture {
  Metrics metrics;
  std::vector<BotRequest> bot_requests;
  Clock::time_point now{};
  RoomSettings settings;
  std::unique_ptr<Room> room;

  explicit Fixture(int seats, RoomSettings custom = {}, const char* game = "kangaruse")
      : settings(custom) {
    const auto* factory = engine::find_game(game);
    REQUIRE(factory);
    const Json wanted = factory->info.id == "kangaruse" ? Json{{"size", "tiny"}} : Json::object();
    const auto options = engine::normalize_options(factory->info, wanted);
    room = std::make_unique<Room>(
        "testroomcode2345", *factory, options.options, seats, "host-secret", 77, settings, metrics,
        [this](BotRequest request) { bot_requests.push_back(std::move(request)); }, now);
  }

  std::shared_ptr<Recorder> join(const std::string& host_token = {},
                                 const std::string& seat_token = {}) {
    auto member = std::make_shared<Recorder>();
    protocol::Join join;
    join.room = room->code();
    join.host_token = host_token;
    join.seat_token = seat_token;
    room->join(member, join, 1, now);
    return member;
  }
  Json send(const std::shared_ptr<Recorder>& member, protocol::Request request, Json id = 99) {
    member->messages.clear();
    room->handle(member, protocol::ClientMessage{id, std::move(request)}, now, now);
    for (const auto& message : member->messages)
      if (message.contains("id") && message["id"] == id) return message;
    return nullptr;
  }
  // New games the room asks for are held here until the test hands one back
  // (Room::game_built), as the server's game builder would.
  std::vector<GameBuildRequest> builds;
  void hold_builds() {
    room->build_games_with(
        [this](GameBuildRequest request) { builds.push_back(std::move(request)); });
  }
  // The host alone, in seat 0.
  std::shared_ptr<Recorder> seat_solo_host() {
    auto host = join("host-secret");
    take_seat(host, "Solo");
    return host;
  }
  // The host in seat 0 and a guest in seat 1.
  std::pair<std::shared_ptr<Recorder>, std::shared_ptr<Recorder>> seat_host_and_guest() {
    auto host = join("host-secret");
    take_seat(host, "Ann");
    auto guest = join();
    take_seat(guest, "Bob");
    return {host, guest};
  }
  std::string take_seat(const std::shared_ptr<Recorder>& member, const std::string& name) {
    protocol::TakeSeat take;
    take.name = name;
    const Json reply = send(member, take);
    REQUIRE(reply["type"] == "seat_taken");
    return reply["seat_token"];
  }
};

// A one-seat game of five moves, each "step" with a number 0-2, that
// counts how often its legal moves are listed.
int listings = 0;
class ListedGame final : public engine::Game {
 public:
  static const engine::GameInfo& game_info() {
    static const engine::GameInfo listed{"listed", "Listed", "test game", 1, 1, {}};
    return listed;
  }
  const engine::GameInfo& info() const override { return game_info(); }
  int players() const override { return 1; }
  std::vector<engine::Seat> to_act() const override {
    return finished() ? std::vector<engine::Seat>{} : std::vector<engine::Seat>{0};
  }
  void legal_moves(engine::Seat seat, std::vector<engine::Move>& out) const override {
    ++listings;
    if (seat != 0 || finished()) return;
    for (std::int16_t n = 0; n < 3; ++n) out.push_back(engine::Move{0, {n}});
  }
  void apply_legal(engine::Seat, const engine::Move&, Json* events) override {
    ++moves_;
    if (events) events->push_back({{"type", "step"}});
  }
  Json move_to_json(const engine::Move& move) const override { return {{"step", move.args[0]}}; }
  std::optional<engine::Move> move_from_json(const Json& move, std::string&) const override {
    return engine::Move{0, {move.at("step").get<std::int16_t>()}};
  }
  Json changing_view(int) const override { return {{"moves", moves_}}; }
  bool finished() const override { return moves_ >= 5; }
  std::vector<double> scores() const override { return {static_cast<double>(moves_)}; }
  Json outcome() const override {
    return finished() ? Json{{"ranking", {0}},
                             {"winners", {0}},
                             {"scores", {moves_}},
                             {"breakdown", Json::array()}}
                      : Json();
  }
  Json save() const override { return {{"moves", moves_}}; }
  std::unique_ptr<engine::Game> clone() const override {
    return std::make_unique<ListedGame>(*this);
  }

 private:
  int moves_ = 0;
};

}  // namespace

TEST_CASE("only seats in to_act may move, and every audience's patched view stays exact") {
  Fixture fixture(2);
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  auto watcher = fixture.join();
  fixture.take_seat(host, "Host");
  fixture.take_seat(guest, "Guest");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  std::vector<std::shared_ptr<Recorder>> seats = {host, guest};
  std::mt19937 random(1);
  int moves = 0;
  while (fixture.room->status() == RoomStatus::playing) {
    const Json view = fixture.room->full_view(0);
    const int seat = view["to_act"][0];
    const auto& mover = seats[static_cast<std::size_t>(seat)];
    const auto& other = seats[static_cast<std::size_t>(1 - seat)];
    const Json legal = mover->tracker.view()["legal_moves"];
    REQUIRE(!legal.empty());
    CHECK_FALSE(other->tracker.view().contains("legal_moves"));
    if (moves == 0) {
      const auto before = fixture.room->version();
      CHECK(fixture.send(other, protocol::MakeMove{legal[0]})["code"] == "not_your_turn");
      CHECK(fixture.room->version() == before);  // a refusal changes nothing
    }
    const Json move = legal[random() % legal.size()];
    REQUIRE(fixture.send(mover, protocol::MakeMove{move})["type"] == "ok");
    ++moves;
    for (int audience : {0, 1})
      CHECK(seats[static_cast<std::size_t>(audience)]->tracker.view() ==
            fixture.room->full_view(audience));
    CHECK(watcher->tracker.view() == fixture.room->full_view(engine::spectator));
    CHECK(host->tracker.version() == fixture.room->version());
  }
  CHECK(moves > 2);
  CHECK_FALSE(host->gap);
  CHECK_FALSE(guest->gap);
  CHECK_FALSE(watcher->gap);
  CHECK(fixture.metrics.games_finished == 1);
  CHECK(fixture.metrics.moves_accepted == static_cast<std::uint64_t>(moves));
  CHECK(fixture.metrics.move_rejections("not_your_turn") == 1);
  CHECK(fixture.metrics.latency_count() == static_cast<std::uint64_t>(moves));
  CHECK(watcher->tracker.view()["outcome"].is_object());
}

TEST_CASE("seat tokens bring a player back; a wrong token is refused") {
  Fixture fixture(2);
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  fixture.take_seat(host, "Host");
  const std::string token = fixture.take_seat(guest, "Guest");
  fixture.room->leave(guest, fixture.now);
  INFO(host->tracker.view()["room"]["seats"].dump());
  CHECK(host->tracker.view()["room"]["seats"][1]["away"] == true);

  auto impostor = fixture.join({}, "0123456789abcdef0123456789abcdef");
  CHECK(impostor->last()["code"] == "bad_token");
  auto fake_host = fixture.join("host-secreT");
  CHECK(fake_host->last()["code"] == "bad_token");
  CHECK(fixture.room->member_count() == 1);  // refused joins add no one

  auto back = fixture.join({}, token);
  const Json joined = back->last_of("joined");
  CHECK(joined["seat"] == 1);
  CHECK(joined["host"] == false);
  CHECK(back->tracker.view()["room"]["seats"][1]["connected"] == true);
  CHECK(back->tracker.view() == fixture.room->full_view(1));
  // The token never shows up in any view or broadcast.
  for (const auto& message : host->messages) CHECK(message.dump().find(token) == std::string::npos);
}

TEST_CASE("away seats become replaceable after the grace period; then the host may release them") {
  Fixture fixture(2, with_grace_period(30s));
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  fixture.take_seat(host, "Host");
  fixture.take_seat(guest, "Guest");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  fixture.room->leave(guest, fixture.now);
  fixture.now += 29s;
  fixture.room->tick(fixture.now);
  CHECK(host->tracker.view()["room"]["seats"][1]["replaceable"] == false);
  CHECK(fixture.send(host, protocol::ReleaseSeat{1})["code"] == "seat_not_away");
  CHECK(fixture.send(host, protocol::AddBot{1, protocol::BotLevel::easy})["code"] ==
        "seat_not_away");
  fixture.now += 1s;
  fixture.room->tick(fixture.now);
  CHECK(host->tracker.view()["room"]["seats"][1]["replaceable"] == true);
  CHECK(fixture.send(host, protocol::ReleaseSeat{1})["type"] == "ok");
  CHECK(host->tracker.view()["room"]["seats"][1]["taken"] == false);
  CHECK(host->tracker.view() == fixture.room->full_view(0));
}

TEST_CASE("a person open in two tabs is away only once the last one closes") {
  Fixture fixture(2, with_grace_period(30s));
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Host");
  auto guest = fixture.join();
  const std::string token = fixture.take_seat(guest, "Guest");
  auto second_tab = fixture.join({}, token);
  const auto connected = [&] { return host->tracker.view()["room"]["seats"][1]["connected"]; };
  REQUIRE(connected() == true);
  fixture.room->leave(guest, fixture.now);
  CHECK(connected() == true);  // the second tab still sits there
  fixture.now += 1min;
  fixture.room->tick(fixture.now);
  CHECK(host->tracker.view()["room"]["seats"][1]["replaceable"] == false);
  fixture.room->leave(second_tab, fixture.now);
  CHECK(connected() == false);
  fixture.now += 30s;
  fixture.room->tick(fixture.now);
  CHECK(host->tracker.view()["room"]["seats"][1]["replaceable"] == true);
  // Back in one tab: present again, and no longer replaceable.
  auto back = fixture.join({}, token);
  CHECK(connected() == true);
  CHECK(host->tracker.view()["room"]["seats"][1]["replaceable"] == false);
}

TEST_CASE("rooms expire only when empty and idle") {
  RoomSettings settings;
  settings.idle_expiry = 10min;
  Fixture fixture(2, settings);
  auto host = fixture.join("host-secret");
  fixture.now += 1h;
  CHECK_FALSE(fixture.room->expired(fixture.now));  // someone is there
  fixture.room->leave(host, fixture.now);
  CHECK_FALSE(fixture.room->expired(fixture.now + 9min));
  CHECK(fixture.room->expired(fixture.now + 10min));
}

TEST_CASE("a room nobody ever joined expires sooner than a played one") {
  RoomSettings settings;
  settings.idle_expiry = 30min;
  settings.unjoined_expiry = 5min;
  Fixture never_joined(2, settings);
  CHECK_FALSE(never_joined.room->expired(never_joined.now + 4min));
  CHECK(never_joined.room->expired(never_joined.now + 5min));
  // Once someone has joined, leaving gives the room the full idle expiry.
  Fixture joined(2, settings);
  auto host = joined.join("host-secret");
  joined.room->leave(host, joined.now);
  CHECK_FALSE(joined.room->expired(joined.now + 5min));
  CHECK(joined.room->expired(joined.now + 30min));
}

TEST_CASE("rematch keeps the seats and starts a new round") {
  Fixture fixture(1);
  auto host = fixture.seat_solo_host();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  CHECK(fixture.send(host, protocol::Rematch{})["code"] == "not_finished");
  CHECK(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
  REQUIRE(fixture.room->status() == RoomStatus::finished);
  const Json first_outcome = host->tracker.view()["outcome"];
  CHECK(first_outcome.is_object());
  REQUIRE(fixture.send(host, protocol::Rematch{})["type"] == "ok");
  const Json& view = host->tracker.view();
  CHECK(view["room"]["round"] == 2);
  CHECK(view["room"]["status"] == "playing");
  CHECK(view["room"]["seats"][0]["name"] == "Solo");
  CHECK(view["outcome"].is_null());
  CHECK(view["log"].empty());
  CHECK(view == fixture.room->full_view(0));
  CHECK(fixture.metrics.games_started == 2);
}

TEST_CASE("bots think on a copy of the game and stale answers are ignored") {
  Fixture fixture(2);
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Host");
  REQUIRE(fixture.send(host, protocol::AddBot{1, protocol::BotLevel::easy})["type"] == "ok");
  CHECK(host->tracker.view()["room"]["seats"][1]["bot"] == "easy");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  std::mt19937 random(2);
  int guard = 0;
  while (fixture.room->status() == RoomStatus::playing && ++guard < 10000) {
    if (!fixture.bot_requests.empty()) {
      BotRequest request = std::move(fixture.bot_requests.front());
      fixture.bot_requests.erase(fixture.bot_requests.begin());
      const Json legal = request.game->legal_moves_json(request.seat);
      REQUIRE(!legal.empty());
      const auto before = fixture.room->version();
      fixture.room->bot_move(request.seat, request.ticket + 1000, legal[0],
                             fixture.now);  // stale ticket
      CHECK(fixture.room->version() == before);
      fixture.bot_requests.clear();  // the stale answer re-asked; answer the first request
      fixture.room->bot_move(request.seat, request.ticket, legal[random() % legal.size()],
                             fixture.now);
      continue;
    }
    const Json legal = host->tracker.view()["legal_moves"];
    REQUIRE(!legal.empty());
    REQUIRE(fixture.send(host, protocol::MakeMove{legal[random() % legal.size()]})["type"] == "ok");
  }
  CHECK(fixture.room->status() == RoomStatus::finished);
  CHECK(host->tracker.view() == fixture.room->full_view(0));
}

TEST_CASE("sync replays missed patches from the history, or sends a snapshot") {
  RoomSettings settings;
  settings.history.patches = 4;
  Fixture fixture(2, settings);
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Host");
  const auto base = host->tracker.version();
  for (int i = 0; i < 2; ++i) {
    protocol::SetOptions set;
    set.options = {{"edition", i % 2 == 0 ? "2023" : "current"}};
    REQUIRE(fixture.send(host, set)["type"] == "ok");
  }
  protocol::Sync sync;
  sync.version = base;
  fixture.send(host, sync);
  CHECK(host->messages.size() == 2);
  CHECK(host->messages[0]["type"] == "patch");
  CHECK(host->messages[0]["version"] == base + 1);
  for (int i = 0; i < 6; ++i) {
    protocol::SetOptions set;
    set.options = {{"edition", i % 2 == 0 ? "2023" : "current"}};
    REQUIRE(fixture.send(host, set)["type"] == "ok");
  }
  fixture.send(host, sync);  // too far behind the 4 kept patches
  REQUIRE(host->messages.size() == 1);
  CHECK(host->messages[0]["type"] == "snapshot");
  CHECK(host->messages[0]["view"] == fixture.room->full_view(0));
  // At the current version nothing was missed: a plain ok, nothing else.
  sync.version = fixture.room->version();
  CHECK(fixture.send(host, sync)["type"] == "ok");
  CHECK(host->messages.size() == 1);
}

TEST_CASE(
    "a host away for the grace period hands the role to a connected player, who can then add a "
    "bot") {
  RoomSettings settings;
  settings.grace_period = 30s;
  Fixture fixture(3, settings);
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  auto other = fixture.join();
  fixture.take_seat(host, "Host");
  const std::string guest_token = fixture.take_seat(guest, "Guest");
  fixture.take_seat(other, "Other");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");

  fixture.room->leave(host, fixture.now);
  fixture.now += 29s;
  fixture.room->tick(fixture.now);
  CHECK(guest->tracker.view()["room"]["seats"][0]["host"] ==
        true);  // still the host's, within the grace period
  CHECK(fixture.send(guest, protocol::AddBot{0, protocol::BotLevel::easy})["code"] == "not_host");

  fixture.now += 1s;
  fixture.room->tick(fixture.now);
  // The first connected seat takes over, and the room view says so.
  const Json seats = guest->tracker.view()["room"]["seats"];
  CHECK(seats[0]["host"] == false);
  CHECK(seats[1]["host"] == true);
  CHECK(seats[2]["host"] == false);
  CHECK(fixture.send(other, protocol::AddBot{0, protocol::BotLevel::easy})["code"] == "not_host");
  CHECK(fixture.send(guest, protocol::AddBot{0, protocol::BotLevel::easy})["type"] == "ok");
  CHECK(guest->tracker.view()["room"]["seats"][0]["bot"] == "easy");

  // The original host's token no longer makes anyone host: somebody took over.
  auto back = fixture.join("host-secret");
  CHECK(back->messages.front()["type"] == "joined");
  CHECK(back->messages.front()["host"] == false);
  CHECK(fixture.send(back, protocol::Rematch{})["code"] == "not_host");
  // The new host keeps the role across a reconnect of its seat.
  fixture.room->leave(guest, fixture.now);
  auto guest_back = fixture.join({}, guest_token);
  CHECK(guest_back->messages.front()["host"] == true);
}

TEST_CASE(
    "a host who comes back within the grace period, or finds nobody took over, is still host") {
  Fixture fixture(2, with_grace_period(30s));
  auto host = fixture.join("host-secret");
  const std::string host_token = fixture.take_seat(host, "Host");
  fixture.room->leave(host, fixture.now);
  // Nobody else is connected: there is no one to hand the role to.
  fixture.now += 60s;
  fixture.room->tick(fixture.now);
  auto back = fixture.join("host-secret", host_token);
  CHECK(back->messages.front()["host"] == true);
  CHECK(back->tracker.view()["room"]["seats"][0]["host"] == true);
  auto guest = fixture.join();
  fixture.take_seat(guest, "Guest");
  fixture.room->leave(back, fixture.now);
  fixture.now += 10s;
  fixture.room->tick(fixture.now);
  auto again = fixture.join("host-secret", host_token);
  CHECK(again->messages.front()["host"] == true);
  fixture.now += 60s;
  fixture.room->tick(fixture.now);
  CHECK(guest->tracker.view()["room"]["seats"][0]["host"] == true);
  CHECK(guest->tracker.view()["room"]["seats"][1]["host"] == false);
}

TEST_CASE("a turn clock that runs out lets a bot of the chosen level play that one move") {
  RoomSettings settings;
  settings.turn_clock = protocol::TurnClock{30, protocol::BotLevel::easy};
  Fixture fixture(2, settings);
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  fixture.take_seat(host, "Host");
  fixture.take_seat(guest, "Guest");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const Json room = host->tracker.view()["room"];
  CHECK(room["turn_clock"] == Json{{"seconds", 30}, {"bot", "easy"}, {"on_timeout", "bot"}});
  REQUIRE(room["turn_deadline"].is_number_integer());
  const int seat = host->tracker.view()["to_act"][0];

  fixture.now += 29s;
  fixture.room->tick(fixture.now);
  CHECK(fixture.bot_requests.empty());
  fixture.now += 1s;
  fixture.room->tick(fixture.now);
  REQUIRE(fixture.bot_requests.size() == 1);
  BotRequest request = std::move(fixture.bot_requests.front());
  fixture.bot_requests.clear();
  CHECK(request.seat == seat);
  CHECK(request.level == protocol::BotLevel::easy);
  CHECK(host->tracker.view()["room"]["turn_deadline"].is_null());  // no clock while the bot thinks
  // The seat stays the player's: the bot only made this one move.
  const auto before = fixture.room->version();
  const Json legal = request.game->legal_moves_json(seat);
  fixture.room->bot_move(seat, request.ticket, legal[0], fixture.now);
  CHECK(fixture.room->version() > before);
  CHECK(host->tracker.view()["room"]["seats"][static_cast<std::size_t>(seat)]["bot"].is_null());
  if (fixture.room->status() == RoomStatus::playing) {
    CHECK(host->tracker.view()["room"]["turn_deadline"]
              .is_number_integer());  // the next turn's clock runs
  }
  fixture.room->tick(fixture.now + 1s);
  CHECK(fixture.bot_requests.empty());

  // A player who moves in time is never overtaken; a late bot answer is dropped.
  if (fixture.room->status() == RoomStatus::playing) {
    fixture.now += 31s;
    fixture.room->tick(fixture.now);
    REQUIRE(fixture.bot_requests.size() == 1);
    BotRequest late = std::move(fixture.bot_requests.front());
    const auto& mover = late.seat == 0 ? host : guest;
    REQUIRE(fixture.send(mover, protocol::MakeMove{
                                    mover->tracker.view()["legal_moves"][0]})["type"] == "ok");
    const auto version = fixture.room->version();
    fixture.room->bot_move(late.seat, late.ticket, late.game->legal_moves_json(late.seat)[0],
                           fixture.now);
    CHECK(fixture.room->version() == version);
  }
  CHECK(host->tracker.view() == fixture.room->full_view(0));
}

TEST_CASE("rooms whose seats are all bots never wait on a clock") {
  RoomSettings settings;
  settings.turn_clock = protocol::TurnClock{5, protocol::BotLevel::medium};
  Fixture fixture(2, settings);
  auto host = fixture.join("host-secret");
  REQUIRE(fixture.send(host, protocol::AddBot{0, protocol::BotLevel::easy})["type"] == "ok");
  REQUIRE(fixture.send(host, protocol::AddBot{1, protocol::BotLevel::easy})["type"] == "ok");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  CHECK(host->tracker.view()["room"]["turn_deadline"].is_null());
}

TEST_CASE("joining again as what one already is costs the others nothing") {
  Fixture fixture(2);
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  const std::string token = fixture.take_seat(guest, "Guest");
  const auto version = fixture.room->version();
  const auto host_messages = host->messages.size();
  protocol::Join again;
  again.room = fixture.room->code();
  again.seat_token = token;
  for (int i = 0; i < 50; ++i) fixture.room->join(guest, again, i, fixture.now);
  CHECK(fixture.room->version() == version);
  CHECK(host->messages.size() == host_messages);  // no patch per repeated join
  CHECK(guest->last()["type"] == "snapshot");
  CHECK(guest->tracker.view() == fixture.room->full_view(0));
  // Joining as something else (a spectator now) is a real change.
  protocol::Join as_spectator;
  as_spectator.room = fixture.room->code();
  fixture.room->join(guest, as_spectator, 99, fixture.now);
  CHECK(fixture.room->version() > version);
  CHECK(host->tracker.view()["room"]["seats"][0]["away"] == true);
}

TEST_CASE("watchers coming and going cost the players one patch a tick, not one each") {
  Fixture fixture(2);
  auto host = fixture.join("host-secret");
  auto guest = fixture.join();
  fixture.take_seat(host, "Host");
  fixture.take_seat(guest, "Guest");
  const auto version = fixture.room->version();
  const auto host_messages = host->messages.size();
  std::vector<std::shared_ptr<Recorder>> watchers;
  for (int i = 0; i < 100; ++i) watchers.push_back(fixture.join());
  for (int i = 0; i < 30; ++i)
    fixture.room->leave(watchers[static_cast<std::size_t>(i)], fixture.now);
  CHECK(fixture.room->version() == version);
  CHECK(host->messages.size() == host_messages);
  // Every newcomer's view is exact for the version it holds.
  CHECK(watchers.back()->tracker.view() == fixture.room->full_view(engine::spectator));
  fixture.room->tick(fixture.now);
  CHECK(fixture.room->version() == version + 1);
  CHECK(host->messages.size() == host_messages + 1);
  CHECK(host->tracker.view()["room"]["spectators"] == 70);
  CHECK(watchers.back()->tracker.view()["room"]["spectators"] == 70);
  // Nothing pending: the next tick publishes nothing.
  fixture.room->tick(fixture.now);
  CHECK(fixture.room->version() == version + 1);
}

TEST_CASE("rematches: five at once, then one per ten seconds") {
  Fixture fixture(1);
  auto host = fixture.seat_solo_host();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const auto finish_and_rematch = [&] {
    REQUIRE(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
    return fixture.send(host, protocol::Rematch{});
  };
  for (int i = 0; i < 5; ++i) REQUIRE(finish_and_rematch()["type"] == "ok");
  REQUIRE(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
  CHECK(fixture.send(host, protocol::Rematch{})["code"] == "rematch_too_soon");
  CHECK(fixture.room->status() == RoomStatus::finished);
  fixture.now += std::chrono::seconds(5);
  CHECK(fixture.send(host, protocol::Rematch{})["code"] == "rematch_too_soon");
  fixture.now += std::chrono::seconds(5);
  CHECK(fixture.send(host, protocol::Rematch{})["type"] == "ok");
  CHECK(fixture.metrics.games_started == 7);
}

TEST_CASE(
    "rematches refused at once (a game already being made) spend none of the room's allowance") {
  Fixture fixture(1);
  fixture.hold_builds();
  auto& builds = fixture.builds;
  auto host = fixture.seat_solo_host();
  CHECK(fixture.send(host, protocol::Start{}).is_null());
  fixture.room->game_built(build_game(builds.at(0), std::nullopt), fixture.now);
  REQUIRE(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
  CHECK(fixture.send(host, protocol::Rematch{}).is_null());  // its game is being made
  // Without the refund, the allowance of five would be gone after four of these.
  for (int i = 0; i < 8; ++i)
    CHECK(fixture.send(host, protocol::Rematch{})["code"] == "already_started");
  fixture.room->game_built(build_game(builds.at(1), std::nullopt), fixture.now);
  REQUIRE(fixture.room->status() == RoomStatus::playing);
  REQUIRE(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
  CHECK(fixture.send(host, protocol::Rematch{}).is_null());
  CHECK(builds.size() == 3);
}

TEST_CASE(
    "a start waits for its game, made elsewhere; the room answers meanwhile and ignores stale "
    "games") {
  Fixture fixture(2);
  fixture.hold_builds();
  auto& builds = fixture.builds;
  auto [host, guest] = fixture.seat_host_and_guest();

  CHECK(fixture.send(host, protocol::Start{}, 5).is_null());  // no answer until the game is made
  REQUIRE(builds.size() == 1);
  CHECK(builds[0].players == 2);
  CHECK(fixture.room->status() == RoomStatus::lobby);
  // While it is being made: no second start, no option changes; chat goes on.
  CHECK(fixture.send(host, protocol::Start{})["code"] == "already_started");
  protocol::SetOptions options;
  options.options = {{"size", "small"}};
  CHECK(fixture.send(host, options)["code"] == "already_started");
  CHECK(fixture.send(guest, protocol::Chat{"still here"})["type"] == "ok");
  CHECK(builds.size() == 1);

  // A game for an older request is dropped.
  BuiltGame stale = build_game(builds[0], std::nullopt);
  stale.ticket = builds[0].ticket - 1;
  fixture.room->game_built(std::move(stale), fixture.now);
  CHECK(fixture.room->status() == RoomStatus::lobby);

  host->messages.clear();
  fixture.room->game_built(build_game(builds[0], std::nullopt), fixture.now);
  CHECK(fixture.room->status() == RoomStatus::playing);
  bool answered = false;
  for (const auto& message : host->messages)
    if (message.value("id", Json()) == 5) answered = message["type"] == "ok";
  CHECK(answered);
  CHECK(fixture.metrics.games_started == 1);
}

TEST_CASE(
    "a game that could not be made in time is refused with start_failed; asking again tries "
    "another seed") {
  Fixture fixture(1);
  fixture.hold_builds();
  auto& builds = fixture.builds;
  auto host = fixture.seat_solo_host();
  CHECK(fixture.send(host, protocol::Start{}, 6).is_null());
  REQUIRE(builds.size() == 1);
  BuiltGame failed;
  failed.ticket = builds[0].ticket;
  failed.out_of_time = true;
  failed.error = "too slow";
  host->messages.clear();
  fixture.room->game_built(std::move(failed), fixture.now);
  REQUIRE(host->messages.size() == 1);
  CHECK(host->messages[0]["code"] == "start_failed");
  CHECK(host->messages[0]["id"] == 6);
  CHECK(fixture.room->status() == RoomStatus::lobby);
  CHECK(fixture.metrics.game_builds_out_of_time == 1);

  CHECK(fixture.send(host, protocol::Start{}, 7).is_null());
  REQUIRE(builds.size() == 2);
  CHECK(builds[1].seed != builds[0].seed);
  fixture.room->game_built(build_game(builds[1], std::nullopt), fixture.now);
  CHECK(fixture.room->status() == RoomStatus::playing);
}

bool among(const std::vector<std::uint64_t>& seeds, std::uint64_t seed) {
  return std::find(seeds.begin(), seeds.end(), seed) != seeds.end();
}

TEST_CASE("the seed attack's candidates hold the next round's seed as rooms derived it before") {
  // If rooms went back to the old derivation, the attack tests would find
  // the rematch's seed (tests/integration/secrecy_test.cpp).
  for (const std::uint64_t room_seed : {0ULL, 77ULL, 0xfedcba9876543210ULL}) {
    const auto round_one = testing::seed_attack::old_round_seed(room_seed, 0);
    CHECK(among(testing::seed_attack::candidates_from(round_one),
                testing::seed_attack::old_round_seed(room_seed, 1)));
  }
}

TEST_CASE("a chosen seed makes only the first board of a public game; rematches draw afresh") {
  Fixture fixture(1);  // Kangaruse, created with seed 77
  fixture.hold_builds();
  auto host = fixture.seat_solo_host();
  CHECK(fixture.send(host, protocol::Start{}, 6).is_null());
  REQUIRE(fixture.builds.size() == 1);
  CHECK(fixture.builds[0].seed == 77);
  CHECK(fixture.builds[0].reproducible);
  fixture.room->game_built(build_game(fixture.builds[0], std::nullopt), fixture.now);
  REQUIRE(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
  CHECK(fixture.send(host, protocol::Rematch{}, 7).is_null());
  REQUIRE(fixture.builds.size() == 2);
  CHECK_FALSE(fixture.builds[1].reproducible);
  CHECK_FALSE(among(testing::seed_attack::candidates_from(77), fixture.builds[1].seed));
}

TEST_CASE("a game with hidden information ignores a chosen seed: every round draws its own") {
  Fixture fixture(4, {}, "jackaroo");  // created with seed 77
  fixture.hold_builds();
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Ann");
  std::vector<std::shared_ptr<Recorder>> guests;
  for (const char* name : {"Bob", "Cat", "Dan"}) {
    guests.push_back(fixture.join());
    fixture.take_seat(guests.back(), name);
  }
  std::vector<std::uint64_t> seeds;
  for (int round = 0; round < 3; ++round) {
    // A start that is never answered, then asked again: each request draws.
    CHECK(fixture.send(host, protocol::Start{}, 6 + round).is_null());
    REQUIRE(fixture.builds.size() == seeds.size() + 1);
    CHECK_FALSE(fixture.builds.back().reproducible);
    seeds.push_back(fixture.builds.back().seed);
    BuiltGame failed;
    failed.ticket = fixture.builds.back().ticket;
    failed.out_of_time = true;
    fixture.room->game_built(std::move(failed), fixture.now);
  }
  CHECK_FALSE(among(testing::seed_attack::candidates_from(77), seeds[0]));
  CHECK_FALSE(among(testing::seed_attack::candidates_from(seeds[0]), seeds[1]));
  CHECK_FALSE(among(testing::seed_attack::candidates_from(seeds[1]), seeds[2]));
}

TEST_CASE("a seat emptied while the game was being made: the start is refused") {
  Fixture fixture(2);
  fixture.hold_builds();
  auto& builds = fixture.builds;
  auto [host, guest] = fixture.seat_host_and_guest();
  CHECK(fixture.send(host, protocol::Start{}, 8).is_null());
  REQUIRE(fixture.send(guest, protocol::LeaveSeat{})["type"] == "ok");
  host->messages.clear();
  fixture.room->game_built(build_game(builds.at(0), std::nullopt), fixture.now);
  CHECK(fixture.room->status() == RoomStatus::lobby);
  bool refused = false;
  for (const auto& message : host->messages)
    if (message.value("id", Json()) == 8) refused = message["code"] == "seats_not_filled";
  CHECK(refused);
}

TEST_CASE("rematches: a zero interval lifts the limit (load benchmarks)") {
  RoomSettings unlimited;
  unlimited.rematch_interval = Clock::duration::zero();
  Fixture fixture(1, unlimited);
  auto host = fixture.seat_solo_host();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  for (int i = 0; i < 12; ++i) {
    REQUIRE(fixture.send(host, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
    REQUIRE(fixture.send(host, protocol::Rematch{})["type"] == "ok");
  }
  CHECK(fixture.metrics.games_started == 13);
}

TEST_CASE(
    "a finished room nobody is in keeps no patches to replay: whoever comes back gets a snapshot") {
  Fixture fixture(1);
  auto host = fixture.join("host-secret");
  const std::string token = fixture.take_seat(host, "Solo");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  // The same client comes back, holding the view it had.
  const auto rejoin_at = [&](std::uint64_t version) {
    auto back = host;
    back->messages.clear();
    protocol::Join join;
    join.room = fixture.room->code();
    join.seat_token = token;
    join.version = version;
    fixture.room->join(back, join, 1, fixture.now);
    return back;
  };

  // While the game is on, a player who left and comes back is sent only
  // what was missed.
  const auto playing_version = host->tracker.version();
  fixture.room->leave(host, fixture.now);
  auto back = rejoin_at(playing_version);
  CHECK(back->last_of("snapshot").is_null());
  CHECK(back->last_of("patch").is_object());
  CHECK(back->tracker.view() == fixture.room->full_view(0));

  REQUIRE(fixture.send(back, protocol::MakeMove{{{"action", "give_up"}}})["type"] == "ok");
  REQUIRE(fixture.room->status() == RoomStatus::finished);
  const Json log = back->tracker.view()["log"];
  CHECK_FALSE(log.empty());
  const auto finished_version = back->tracker.version();
  const Json saved = fixture.room->durable_state();
  REQUIRE(saved["moves"].size() == 1);
  fixture.room->leave(back, fixture.now);
  // Packed, the log and the moves read back the same.
  const Json saved_after = fixture.room->durable_state();
  CHECK(saved_after["moves"] == saved["moves"]);
  CHECK(saved_after["log"] == saved["log"]);

  auto later = rejoin_at(finished_version);
  CHECK(later->last_of("patch").is_null());
  REQUIRE(later->last_of("snapshot").is_object());
  CHECK(later->tracker.view() == fixture.room->full_view(0));
  CHECK(later->tracker.view()["log"] == log);
  CHECK(later->tracker.view()["room"]["status"] == "finished");
}

TEST_CASE(
    "legal moves are listed once per position: the list sent is the list a move is checked "
    "against") {
  engine::GameFactory factory{ListedGame::game_info(),
                              [](int, const Json&, std::uint64_t) -> std::unique_ptr<engine::Game> {
                                return std::make_unique<ListedGame>();
                              }};
  Metrics metrics;
  Room room("listedroomcode23", factory, Json::object(), 1, "host-secret", 1, RoomSettings{},
            metrics, nullptr, Clock::time_point{});
  auto host = std::make_shared<Recorder>();
  protocol::Join join;
  join.room = room.code();
  join.host_token = "host-secret";
  room.join(host, join, 1, Clock::time_point{});
  const auto send = [&](protocol::Request request) {
    host->messages.clear();
    room.handle(host, protocol::ClientMessage{7, std::move(request)}, Clock::time_point{},
                Clock::time_point{});
    return host->last_of("ok").is_object() || host->last_of("seat_taken").is_object();
  };
  protocol::TakeSeat take;
  take.name = "Solo";
  REQUIRE(send(take));
  REQUIRE(send(protocol::Start{}));
  const int at_start = listings;
  CHECK(host->tracker.view()["legal_moves"].size() == 3);
  for (std::int16_t step = 0; step < 5; ++step) {
    CAPTURE(step);
    REQUIRE(send(protocol::MakeMove{{{"step", step % 3}}}));
    CHECK(host->tracker.view() == room.full_view(0));
  }
  CHECK(room.status() == RoomStatus::finished);
  CHECK_FALSE(host->tracker.view().contains("legal_moves"));
  // Five positions were played from, each listed once (sent, then checked
  // against); the final one has no seat to act and is never listed.
  CHECK(listings - at_start == 4);
  CHECK(at_start >= 1);
  // A move outside the list is still refused.
  REQUIRE(send(protocol::Rematch{}));
  CHECK_FALSE(send(protocol::MakeMove{{{"step", 7}}}));
  CHECK(host->last_of("error")["code"] == "illegal_move");
}

TEST_CASE(
    "a move reaches the mover as one hand-off (its patch, then its ok) and every other member as "
    "one") {
  Fixture fixture(2);
  auto [host, guest] = fixture.seat_host_and_guest();
  auto watcher = fixture.join();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const int seat = fixture.room->full_view(0)["to_act"][0];
  const auto& mover = seat == 0 ? host : guest;
  const auto& other = seat == 0 ? guest : host;
  for (const auto* member : {&host, &guest, &watcher}) (*member)->hand_offs.clear();
  watcher->messages.clear();
  other->messages.clear();

  const Json move = mover->tracker.view()["legal_moves"][0];
  REQUIRE(fixture.send(mover, protocol::MakeMove{move})["type"] == "ok");
  CHECK(mover->hand_offs == std::vector<std::size_t>{2});
  REQUIRE(mover->messages.size() == 2);
  CHECK(mover->messages[0]["type"] == "patch");
  CHECK(mover->messages[1]["type"] == "ok");
  CHECK(other->hand_offs == std::vector<std::size_t>{1});
  CHECK(watcher->hand_offs == std::vector<std::size_t>{1});
  CHECK(other->last()["type"] == "patch");
  CHECK(watcher->last()["type"] == "patch");
  CHECK(mover->tracker.view() == fixture.room->full_view(seat));
}

TEST_CASE("a room holds its members weakly: a connection gone without leaving is let go") {
  Fixture fixture(2, with_grace_period(30s));
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Host");
  std::weak_ptr<Recorder> guest_alive;
  {
    auto guest = fixture.join();
    fixture.take_seat(guest, "Guest");
    guest_alive = guest;
    REQUIRE(fixture.room->member_count() == 2);
  }
  // The room kept no reference: the connection is gone at once.
  CHECK(guest_alive.expired());
  fixture.now += 1s;
  fixture.room->tick(fixture.now);
  CHECK(fixture.room->member_count() == 1);
  CHECK(host->tracker.view()["room"]["seats"][1]["away"] == true);
  CHECK(host->tracker.view() == fixture.room->full_view(0));
}

TEST_CASE("replaceable is computed from the time: the host need not wait for a tick") {
  Fixture fixture(2, with_grace_period(30s));
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  fixture.room->leave(guest, fixture.now);
  fixture.now += 31s;  // no tick in between
  CHECK(fixture.send(host, protocol::AddBot{1, protocol::BotLevel::easy})["type"] == "ok");
  CHECK(host->tracker.view()["room"]["seats"][1]["bot"] == "easy");
}

TEST_CASE("past the byte budget of its moves and log, a game refuses moves with game_too_long") {
  RoomSettings settings;
  settings.max_game_bytes = 400;
  Fixture fixture(2, settings, "kanga");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  std::vector<std::shared_ptr<Recorder>> seats = {host, guest};
  int moves = 0;
  Json refused;
  while (fixture.room->status() == RoomStatus::playing && moves < 100) {
    const int seat = fixture.room->full_view(0)["to_act"][0];
    const auto& mover = seats[static_cast<std::size_t>(seat)];
    Json legal = mover->tracker.view()["legal_moves"];
    // Placements only, so the game goes on.
    Json move = legal[0];
    for (const Json& candidate : legal)
      if (candidate.value("action", "") == "place") move = candidate;
    const Json reply = fixture.send(mover, protocol::MakeMove{move});
    if (reply["type"] != "ok") {
      refused = reply;
      break;
    }
    ++moves;
  }
  CAPTURE(moves);
  REQUIRE(refused.is_object());
  CHECK(refused["code"] == "game_too_long");
  CHECK(moves > 1);
  CHECK(fixture.room->status() == RoomStatus::playing);
}

// ---------------------------------------------------------------- resigning

namespace {
// The room as a restart would bring it back from `start` (the record taken
// at the start of the round: its checkpoint) and the moves made since:
// the moves are played again, as after a restart.
std::unique_ptr<Room> restored_from(Fixture& fixture, const RoomRecord& start) {
  RoomRecord record = fixture.room->record();
  record.game_state = start.game_state;
  record.log = start.log;
  record.log_has_private = start.log_has_private;
  record.next_log_seq = start.next_log_seq;
  record.game_state_moves = 0;
  const auto* factory = engine::find_game(record.game);
  auto room = std::make_unique<Room>(
      record.code, *factory, record.options, static_cast<int>(record.seats.size()), "host-secret",
      std::nullopt, fixture.settings, fixture.metrics, [](BotRequest) {}, fixture.now);
  std::string error;
  REQUIRE_MESSAGE(room->restore(record, fixture.now, error), error);
  return room;
}

bool logged(const Json& view, const Json& event) {
  for (const Json& entry : view["log"])
    if (entry["event"] == event) return true;
  return false;
}
}  // namespace

TEST_CASE("Kanga: resigning at any time ends the game, the other wins, a restart agrees") {
  Fixture fixture(2, {}, "kanga");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const RoomRecord start = fixture.room->record();
  // Seat 1 resigns while seat 0 is to move.
  REQUIRE(host->tracker.view()["to_act"] == Json::array({0}));
  CHECK(fixture.send(guest, protocol::Resign{})["type"] == "ok");
  CHECK(fixture.room->status() == RoomStatus::finished);
  const Json view = host->tracker.view();
  CHECK(view["outcome"]["winners"] == Json::array({0}));
  CHECK(view["room"]["seats"][1]["resigned"] == true);
  CHECK(view["room"]["seats"][0]["resigned"] == false);
  CHECK(logged(view, {{"type", "resign"}, {"seat", 1}}));
  CHECK(fixture.send(host, protocol::Resign{})["code"] == "game_over");

  auto restored = restored_from(fixture, start);
  CHECK(restored->status() == RoomStatus::finished);
  CHECK(restored->full_view(0)["outcome"] == view["outcome"]);
  CHECK(restored->full_view(0)["room"]["seats"][1]["resigned"] == true);
}

TEST_CASE("resigning: spectators cannot, nor anyone in the lobby") {
  Fixture fixture(2, {}, "kanga");
  auto [host, guest] = fixture.seat_host_and_guest();
  auto watcher = fixture.join();
  CHECK(fixture.send(guest, protocol::Resign{})["code"] == "not_started");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  CHECK(fixture.send(watcher, protocol::Resign{})["code"] == "not_seated");
  CHECK(fixture.room->status() == RoomStatus::playing);
}

TEST_CASE("games with a resignation move: resign is that move, on one's turn") {
  Fixture fixture(2, {}, "kangaroo");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const int to_move = host->tracker.view()["to_act"][0];
  const auto& mover = to_move == 0 ? host : guest;
  const auto& other = to_move == 0 ? guest : host;
  const Json refused = fixture.send(other, protocol::Resign{});
  CHECK(refused["code"] == "illegal_move");
  REQUIRE(fixture.send(mover, protocol::Resign{})["type"] == "ok");
  // Kangaroo's rule: the resigner then chooses the piece given up.
  const Json view = mover->tracker.view();
  CHECK(view["room"]["seats"][static_cast<std::size_t>(to_move)]["resigned"] == true);
  REQUIRE(view["legal_moves"].size() > 0);
  CHECK(view["legal_moves"][0]["type"] == "remove");
}

TEST_CASE("Jackaroo: a resigning player's seat goes to a bot and the game goes on") {
  RoomSettings settings;
  settings.turn_clock = protocol::TurnClock{0, protocol::BotLevel::hard};
  Fixture fixture(2, settings, "jackaroo");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const RoomRecord start = fixture.room->record();
  REQUIRE(fixture.send(guest, protocol::Resign{})["type"] == "ok");
  CHECK(fixture.room->status() == RoomStatus::playing);
  // The resigner now watches: a spectator snapshot, no seat.
  CHECK(guest->last_of("snapshot")["view"]["room"]["seats"][1]["bot"] == "hard");
  CHECK_FALSE(guest->tracker.view().contains("legal_moves"));
  const Json view = host->tracker.view();
  CHECK(view["room"]["seats"][1]["bot"] == "hard");
  CHECK(view["room"]["seats"][1]["resigned"] == true);
  CHECK(logged(view, {{"type", "resign"}, {"seat", 1}}));
  // Its token no longer holds the seat: the seat is the bot's.
  CHECK(fixture.send(guest, protocol::Resign{})["code"] == "not_seated");

  auto restored = restored_from(fixture, start);
  CHECK(restored->status() == RoomStatus::playing);
  CHECK(logged(restored->full_view(0), {{"type", "resign"}, {"seat", 1}}));
  CHECK(restored->full_view(0)["room"]["seats"][1]["bot"] == "hard");
}

TEST_CASE(
    "Jackaroo: a clock with on_timeout lose resigns the late player as resign does; the game "
    "goes on") {
  RoomSettings settings;
  settings.turn_clock = protocol::TurnClock{30, protocol::BotLevel::easy};
  settings.turn_clock.on_timeout = protocol::TurnClock::OnTimeout::lose;
  Fixture fixture(2, settings, "jackaroo");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const int late = host->tracker.view()["to_act"][0];
  const auto& late_player = late == 0 ? host : guest;
  const int other = 1 - late;

  fixture.now += 29s;
  fixture.room->tick(fixture.now);
  CHECK(host->tracker.view()["room"]["seats"][static_cast<std::size_t>(late)]["resigned"] == false);
  fixture.now += 1s;
  fixture.room->tick(fixture.now);
  CHECK(fixture.room->status() == RoomStatus::playing);
  const Json view = fixture.room->full_view(other);
  const Json& seat = view["room"]["seats"][static_cast<std::size_t>(late)];
  CHECK(seat["resigned"] == true);
  CHECK(seat["bot"] == "easy");  // the clock's level plays the seat from now on
  CHECK(logged(view, {{"type", "resign"}, {"seat", late}}));
  // The late player watches now, as after resign.
  CHECK_FALSE(late_player->tracker.view().contains("legal_moves"));
  CHECK(fixture.send(late_player, protocol::Resign{})["code"] == "not_seated");
  const auto& other_player = late == 0 ? guest : host;
  CHECK(other_player->tracker.view() == fixture.room->full_view(other));
}

TEST_CASE("the log marks the moves of a bot seat and of the turn clock's bot; a restart keeps it") {
  RoomSettings settings;
  settings.turn_clock = protocol::TurnClock{30, protocol::BotLevel::easy};
  Fixture fixture(2, settings, "kanga");
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Host");
  protocol::AddBot add;
  add.seat = 1;
  REQUIRE(fixture.send(host, add)["type"] == "ok");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const RoomRecord start = fixture.room->record();
  REQUIRE(host->tracker.view()["to_act"] == Json::array({0}));
  // The host's turn runs out: the clock's bot plays it.
  fixture.now += 30s;
  fixture.room->tick(fixture.now);
  REQUIRE(fixture.bot_requests.size() == 1);
  BotRequest clock = std::move(fixture.bot_requests.front());
  fixture.bot_requests.clear();
  fixture.room->bot_move(0, clock.ticket, clock.game->legal_moves_json(0)[0], fixture.now);
  // Then the bot in seat 1 moves.
  REQUIRE(fixture.bot_requests.size() == 1);
  BotRequest bot = std::move(fixture.bot_requests.front());
  fixture.bot_requests.clear();
  REQUIRE(bot.seat == 1);
  fixture.room->bot_move(1, bot.ticket, bot.game->legal_moves_json(1)[0], fixture.now);
  // And the host moves in person.
  REQUIRE(fixture.send(host, protocol::MakeMove{host->tracker.view()["legal_moves"][0]})["type"] ==
          "ok");

  const auto by_of = [](const Json& view) {
    Json by = Json::array();
    for (const Json& entry : view["log"]) by.push_back(entry.value("by", "person"));
    return by;
  };
  const Json expected = Json::array({"clock", "bot", "person"});
  CHECK(by_of(host->tracker.view()) == expected);
  auto restored = restored_from(fixture, start);
  CHECK(by_of(restored->full_view(0)) == expected);
  // The replay's moves say it too.
  const Json replay = Json::parse(replay_text(fixture.room->record(), 0));
  CHECK(replay["moves"][0]["by"] == "clock");
  CHECK(replay["moves"][1]["by"] == "bot");
  CHECK_FALSE(replay["moves"][2].contains("by"));
}

// ---------------------------------------------------------------- seats and teams, chat channels

namespace {
protocol::TakeSeat seat_request(std::optional<int> seat, const std::string& name,
                                const std::string& color = {}) {
  protocol::TakeSeat take;
  take.seat = seat;
  take.name = name;
  take.color = color;
  return take;
}
}  // namespace

TEST_CASE("no two seated players share a name or a colour: take_seat refuses a taken one") {
  Fixture fixture(3);
  auto ann = fixture.join("host-secret");
  REQUIRE(fixture.send(ann, seat_request(0, "Ann", "#0c8599"))["type"] == "seat_taken");
  auto bob = fixture.join();
  // The same colour in capitals, the same name in another case and with spaces.
  CHECK(fixture.send(bob, seat_request(1, "Bob", "#0C8599"))["code"] == "color_taken");
  CHECK(fixture.send(bob, seat_request(1, "  aNN ", "#1c7ed6"))["code"] == "name_taken");
  // The same name as it looks: a Cyrillic А, fullwidth letters.
  CHECK(fixture.send(bob, seat_request(1, "\u0410nn", "#1c7ed6"))["code"] == "name_taken");
  CHECK(fixture.send(bob, seat_request(1, "\uff21\uff4e\uff4e", "#1c7ed6"))["code"] ==
        "name_taken");
  // A name nobody can see.
  for (const char* invisible : {"   ", "\u00a0", "\u3164", "\u2800\u2800", "\u115f"})
    CHECK_MESSAGE(fixture.send(bob, seat_request(1, invisible, "#1c7ed6"))["code"] == "bad_text",
                  invisible);
  CHECK(fixture.room->full_view(engine::spectator)["room"]["seats"][1]["taken"] == false);
  CHECK(fixture.send(bob, seat_request(1, "Bob", "#1c7ed6"))["type"] == "seat_taken");

  // Bots and people who ask for nothing get what is free.
  auto cat = fixture.join();
  REQUIRE(fixture.send(cat, seat_request(2, "Player 1", Seating::default_color(0)))["type"] ==
          "seat_taken");
  REQUIRE(fixture.send(cat, protocol::LeaveSeat{})["type"] == "ok");
  REQUIRE(fixture.send(ann, protocol::AddBot{2, protocol::BotLevel::easy})["type"] == "ok");
  const Json seats = fixture.room->full_view(engine::spectator)["room"]["seats"];
  std::set<std::string> names, colors;
  for (const auto& seat : seats) {
    names.insert(seat["name"].get<std::string>());
    colors.insert(seat["color"].get<std::string>());
  }
  CHECK(names.size() == 3);
  CHECK(colors.size() == 3);
}

TEST_CASE("a bot or a default name never repeats one a person chose") {
  Fixture fixture(3);
  auto ann = fixture.join("host-secret");
  REQUIRE(fixture.send(ann, seat_request(0, "Bot 2 (easy)", Seating::default_color(1)))["type"] ==
          "seat_taken");
  REQUIRE(fixture.send(ann, protocol::AddBot{1, protocol::BotLevel::easy})["type"] == "ok");
  auto bob = fixture.join();
  REQUIRE(fixture.send(bob, seat_request(2, "", ""))["type"] == "seat_taken");
  const Json seats = fixture.room->full_view(engine::spectator)["room"]["seats"];
  CHECK(seats[1]["name"] == "Bot 2 (easy) 2");
  CHECK(seats[1]["color"] != Seating::default_color(1));
  CHECK(seats[2]["name"] == "Player 3");
}

TEST_CASE(
    "update_seat changes a seated player's name, icon and colour, in the lobby and in a game") {
  Fixture fixture(2);
  auto [host, guest] = fixture.seat_host_and_guest();
  auto watcher = fixture.join();
  protocol::UpdateSeat update;
  update.name = "Annie";
  update.icon = "moon";
  update.color = "#7048e8";
  CHECK(fixture.send(host, update)["type"] == "ok");
  Json seat = guest->tracker.view()["room"]["seats"][0];
  CHECK(seat["name"] == "Annie");
  CHECK(seat["icon"] == "moon");
  CHECK(seat["color"] == "#7048e8");
  CHECK(watcher->tracker.view() == fixture.room->full_view(engine::spectator));

  // Taken by the other seat: refused, nothing changes.
  const auto version = fixture.room->version();
  protocol::UpdateSeat taken_name;
  taken_name.name = "annie";
  CHECK(fixture.send(guest, taken_name)["code"] == "name_taken");
  protocol::UpdateSeat taken_color;
  taken_color.color = "#7048E8";
  CHECK(fixture.send(guest, taken_color)["code"] == "color_taken");
  CHECK(fixture.room->version() == version);
  // One's own name again (another case) is one's own.
  protocol::UpdateSeat own;
  own.name = "ANNIE";
  CHECK(fixture.send(host, own)["type"] == "ok");
  CHECK(fixture.send(watcher, own)["code"] == "not_seated");

  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  protocol::UpdateSeat during;
  during.name = "Bobby";
  CHECK(fixture.send(guest, during)["type"] == "ok");
  CHECK(host->tracker.view()["room"]["seats"][1]["name"] == "Bobby");
  CHECK(host->tracker.view() == fixture.room->full_view(0));
  CHECK(fixture.room->record().seats[1].name == "Bobby");
}

TEST_CASE(
    "the host swaps two seats in the lobby; the people keep their tokens and get the new seat") {
  Fixture fixture(4, {}, "jackaroo");
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Ann");  // seat 0
  auto guest = fixture.join();
  const std::string token = fixture.take_seat(guest, "Bob");  // seat 1
  auto guest_tab = fixture.join({}, token);                   // Bob's second tab
  REQUIRE(fixture.send(host, protocol::AddBot{3, protocol::BotLevel::easy})["type"] == "ok");

  protocol::SwapSeats swap{1, 2};
  CHECK(fixture.send(guest, swap)["code"] == "not_host");
  // Host swaps the guest (seat 1) with the vacant seat 2: the guest is now
  // the host's partner (Jackaroo: 0+2 against 1+3).
  guest->messages.clear();
  CHECK(fixture.send(host, swap)["type"] == "ok");
  CHECK(guest->last_of("seat_changed")["seat"] == 2);
  CHECK(guest->last().at("type") == "snapshot");
  CHECK(guest->tracker.view() == fixture.room->full_view(2));
  CHECK(guest_tab->last_of("seat_changed")["seat"] == 2);
  CHECK(guest_tab->tracker.view() == fixture.room->full_view(2));
  const Json seats = host->tracker.view()["room"]["seats"];
  CHECK(seats[1]["taken"] == false);
  CHECK(seats[2]["name"] == "Bob");
  CHECK(host->tracker.view()["room"]["teams"] == Json::parse("[[0,2],[1,3]]"));

  // Swapping the host with a bot: the host seat follows the host.
  host->messages.clear();
  CHECK(fixture.send(host, protocol::SwapSeats{0, 3})["type"] == "ok");
  CHECK(host->last_of("seat_changed")["seat"] == 3);
  CHECK(host->tracker.view()["room"]["seats"][3]["host"] == true);
  CHECK(host->tracker.view()["room"]["seats"][0]["bot"] == "easy");
  CHECK(fixture.send(guest_tab, protocol::SwapSeats{0, 1})["code"] == "not_host");

  // A player moves to a free seat with take_seat.
  guest->messages.clear();
  CHECK(fixture.send(guest, seat_request(1, "ignored"))["type"] == "ok");
  CHECK(guest->last_of("seat_changed")["seat"] == 1);
  CHECK(guest->tracker.view()["room"]["seats"][1]["name"] == "Bob");
  CHECK(fixture.send(guest, seat_request(0, "Bob"))["code"] == "seat_taken");

  REQUIRE(fixture.send(host, protocol::AddBot{2, protocol::BotLevel::easy})["type"] == "ok");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  CHECK(fixture.send(host, protocol::SwapSeats{0, 1})["code"] == "already_started");
  CHECK(fixture.send(guest, seat_request(2, "Bob"))["code"] == "already_seated");
}

TEST_CASE("a swapped player's token finds the new seat") {
  Fixture fixture(2);
  auto host = fixture.join("host-secret");
  fixture.take_seat(host, "Ann");
  auto guest = fixture.join();
  const std::string token = fixture.take_seat(guest, "Bob");
  REQUIRE(fixture.send(host, protocol::SwapSeats{0, 1})["type"] == "ok");
  fixture.room->leave(guest, fixture.now);
  auto back = fixture.join({}, token);
  CHECK(back->last_of("joined")["seat"] == 0);
  CHECK(back->tracker.view()["room"]["seats"][0]["name"] == "Bob");
  CHECK(fixture.room->full_view(engine::spectator)["room"]["teams"].is_null());
}

TEST_CASE("spectators chat in their own channel; players read it, and it survives a restore") {
  Fixture fixture(2);
  auto [host, guest] = fixture.seat_host_and_guest();
  auto watcher = fixture.join();
  REQUIRE(fixture.send(host, protocol::Chat{"hello table"})["type"] == "ok");
  REQUIRE(fixture.send(watcher, protocol::Chat{"go Ann"})["type"] == "ok");
  const Json spoken = guest->last_of("chat");
  CHECK(spoken["channel"] == "spectators");
  CHECK(spoken["seat"].is_null());
  CHECK(spoken["text"] == "go Ann");
  std::vector<std::string> heard;
  for (const auto& message : guest->messages)
    if (message["type"] == "chat") heard.push_back(message["channel"].get<std::string>());
  CHECK(heard == std::vector<std::string>{"players", "spectators"});

  Fixture restored(2);
  std::string error;
  REQUIRE(restored.room->restore(fixture.room->record(), restored.now, error));
  auto newcomer = restored.join();
  std::vector<std::string> channels;
  for (const auto& message : newcomer->messages)
    if (message["type"] == "chat") channels.push_back(message["channel"].get<std::string>());
  CHECK(channels == std::vector<std::string>{"players", "spectators"});
}

// ---------------------------------------------------------------- rooms that sleep

TEST_CASE("a game in progress never expires for being empty; it may sleep, then is abandoned") {
  RoomSettings settings;
  settings.idle_expiry = 10min;
  settings.sleep_after = 1min;
  settings.abandoned_after = 30 * 24h;
  Fixture fixture(2, settings, "kanga");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  CHECK_FALSE(fixture.room->may_sleep(fixture.now + 2min));  // people are there
  fixture.room->leave(host, fixture.now);
  fixture.room->leave(guest, fixture.now);
  CHECK_FALSE(fixture.room->expired(fixture.now + 24h));
  CHECK_FALSE(fixture.room->may_sleep(fixture.now + 59s));
  CHECK(fixture.room->may_sleep(fixture.now + 1min));
  // No clock: it must wake only to be abandoned, 30 days after its start.
  const auto wake_at = fixture.room->wake_at_unix_ms(fixture.now);
  const auto thirty_days = std::int64_t{30} * 24 * 3600 * 1000;
  CHECK(wake_at > unix_ms_now() + thirty_days - 60'000);
  CHECK(wake_at <= unix_ms_now() + thirty_days);
  CHECK_FALSE(fixture.room->abandoned());

  std::vector<FinishedGame> archived;
  fixture.room->on_game_finished([&](FinishedGame game) { archived.push_back(std::move(game)); });
  fixture.room->abandon(fixture.now);
  CHECK(fixture.room->status() == RoomStatus::finished);
  REQUIRE(archived.size() == 1);
  const Json replay = Json::parse(archived[0].record);
  CHECK(replay["outcome"]["abandoned"] == true);
  CHECK(replay["outcome"]["winners"].empty());
  // Finished: it expires as any finished room does.
  CHECK(fixture.room->expired(fixture.now + 10min));
}

TEST_CASE("a sleeping room with a turn clock wakes at its deadline") {
  RoomSettings settings;
  settings.turn_clock.seconds = 3600;
  Fixture fixture(2, settings, "kanga");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const auto deadline = host->tracker.view()["room"]["turn_deadline"];
  REQUIRE(deadline.is_number());
  fixture.room->leave(host, fixture.now);
  fixture.room->leave(guest, fixture.now);
  CHECK(fixture.room->wake_at_unix_ms(fixture.now) == deadline.get<std::int64_t>());
}

TEST_CASE("a room does not sleep while a bot thinks for it") {
  RoomSettings settings;
  settings.sleep_after = 0s;
  Fixture fixture(2, settings, "kanga");
  auto host = fixture.seat_solo_host();
  protocol::AddBot bot;
  bot.seat = 1;
  REQUIRE(fixture.send(host, bot)["type"] == "ok");
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  fixture.room->leave(host, fixture.now);
  const bool bot_to_act = !fixture.bot_requests.empty();
  CHECK(fixture.room->may_sleep(fixture.now) == !bot_to_act);
}

TEST_CASE("a room's summary says whose turn it is, by seat, with token hashes only") {
  Fixture fixture(2, {}, "kanga");
  auto [host, guest] = fixture.seat_host_and_guest();
  REQUIRE(fixture.send(host, protocol::Start{})["type"] == "ok");
  const RoomSummary summary = fixture.room->summary();
  CHECK(summary.game == "kanga");
  CHECK(summary.status == "playing");
  REQUIRE(summary.seats.size() == 2);
  CHECK(summary.seats[0].name == "Ann");
  CHECK(summary.seats[0].token_hash.size() == 64);
  const Json to_act = host->tracker.view()["to_act"];
  REQUIRE(summary.to_act.size() == 1);
  CHECK(Json(summary.to_act[0]) == to_act[0]);
  // The answer to seat tokens: by hash, and a stranger's hash finds nothing.
  const auto mine = seat_entry(summary, "code", summary.seats[0].token_hash);
  REQUIRE(mine);
  CHECK((*mine)["seat"] == 0);
  CHECK((*mine)["your_turn"] == (summary.to_act[0] == 0));
  CHECK((*mine)["players"][1]["name"] == "Bob");
  CHECK_FALSE(seat_entry(summary, "code", std::string(64, '0')));
  // Stored and read back, the same.
  const auto read = summary_from_json(to_json(summary));
  REQUIRE(read);
  CHECK(to_json(*read) == to_json(summary));
}
