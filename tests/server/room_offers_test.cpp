// Offers between players in a room (PROTOCOL.md "Offers"): who is asked,
// what happens on acceptance, refusal and lapse, and that an accepted
// takeback or draw survives a restore from the record.
#include <doctest/doctest.h>
#include <spdlog/spdlog.h>

#include "core/registry.hpp"
#include "room_recorder.hpp"
#include "server/room/record_writer.hpp"
#include "server/room/room.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using protocol::Json;
using protocol::OfferKind;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {

struct OfferRoom {
  Metrics metrics;
  std::vector<BotRequest> bot_requests;
  Clock::time_point now{};
  std::unique_ptr<Room> room;
  std::vector<std::shared_ptr<Recorder>> people;  // by seat (null: a bot)
  RecordWriter writer;
  StoredRoom stored;  // what the writer wrote, as a store would hold it

  // `seats` people, then `bots` bots, in a room of `game`.
  OfferRoom(const char* game, int seats, int bots = 0, Json wanted = nullptr) {
    const auto* factory = engine::find_game(game);
    REQUIRE(factory);
    if (wanted.is_null())
      wanted = factory->info.id == "kangaruse" ? Json{{"size", "tiny"}} : Json::object();
    const auto options = engine::normalize_options(factory->info, wanted);
    room = std::make_unique<Room>(
        "offerroomcode234", *factory, options.options, seats + bots, "host-secret", 5,
        RoomSettings{}, metrics,
        [this](BotRequest request) { bot_requests.push_back(std::move(request)); }, now);
    for (int seat = 0; seat < seats; ++seat) {
      auto member = std::make_shared<Recorder>();
      protocol::Join join;
      join.room = room->code();
      if (seat == 0) join.host_token = "host-secret";
      room->join(member, join, 1, now);
      protocol::TakeSeat take;
      take.name = "P" + std::to_string(seat);
      REQUIRE(send(member, take)["type"] == "seat_taken");
      people.push_back(member);
    }
    for (int seat = seats; seat < seats + bots; ++seat) {
      protocol::AddBot add;
      add.seat = seat;
      REQUIRE(send(people[0], add)["type"] == "ok");
      people.push_back(nullptr);
    }
    REQUIRE(send(people[0], protocol::Start{})["type"] == "ok");
    save();
  }
  Json send(const std::shared_ptr<Recorder>& member, protocol::Request request) {
    member->messages.clear();
    room->handle(member, protocol::ClientMessage{99, std::move(request)}, now, now);
    save();
    for (const auto& message : member->messages)
      if (message.contains("id") && message["id"] == 99) return message;
    return nullptr;
  }
  // What a restart would read: the writer's output after every call.
  void save() {
    const auto write = writer.next(*room);
    if (!write) return;
    if (write->head) stored.head = *write->head;
    stored.version = write->version;
    if (write->checkpoint) {
      stored.checkpoint = write->checkpoint;
      std::erase_if(stored.events,
                    [](const StoredEvent& event) { return event.kind != StoredEvent::Kind::chat; });
    }
    for (const auto& event : write->events) stored.events.push_back(event);
  }
  Json offer(int seat, OfferKind kind) { return send(people.at(seat), protocol::Offer{kind}); }
  Json answer(int seat, bool accept) {
    return send(people.at(seat), protocol::AnswerOffer{accept});
  }
  Json room_view() const { return room->full_view(engine::spectator)["room"]; }
  Json pending() const { return room_view()["offer"]; }
  int to_act() const { return room->game()->to_act().at(0); }
  // The seat to act plays its first legal move (a whole turn: a chain is
  // played to its end).
  void play_turn() {
    const int seat = to_act();
    do {
      const Json legal = room->game()->legal_moves_json(seat);
      REQUIRE(!legal.empty());
      REQUIRE(send(people.at(seat), protocol::MakeMove{legal[0]})["type"] == "ok");
    } while (room->game()->mid_turn());
  }
  Json game_view() const { return room->full_view(engine::spectator)["game"]; }
};

}  // namespace

TEST_CASE("offers: a takeback asks every other person, and undoes the offerer's last turn") {
  OfferRoom kanga("kanga", 2);
  const Json start = kanga.game_view();
  CHECK(kanga.offer(0, OfferKind::takeback)["code"] == "offer_unavailable");  // nothing played
  kanga.play_turn();                                                          // seat 0
  const Json after_one = kanga.game_view();
  CHECK(kanga.offer(1, OfferKind::takeback)["code"] == "offer_unavailable");  // not its turn yet
  REQUIRE(kanga.offer(0, OfferKind::takeback)["type"] == "ok");
  CHECK(kanga.pending()["kind"] == "takeback");
  CHECK(kanga.pending()["from"] == 0);
  CHECK(kanga.pending()["awaiting"] == Json::array({1}));
  CHECK(kanga.offer(1, OfferKind::draw)["code"] == "offer_pending");
  CHECK(kanga.answer(0, true)["code"] == "not_asked");
  CHECK(kanga.game_view() == after_one);
  REQUIRE(kanga.answer(1, true)["type"] == "ok");
  CHECK(kanga.pending().is_null());
  CHECK(kanga.game_view() == start);
  CHECK(kanga.to_act() == 0);
  CHECK(kanga.answer(1, true)["code"] == "no_offer");
}

TEST_CASE("offers: a takeback undoes everything after the offerer's turn too") {
  OfferRoom kanga("kanga", 2);
  kanga.play_turn();  // 0
  kanga.play_turn();  // 1
  kanga.play_turn();  // 0
  kanga.play_turn();  // 1
  // Seat 0's last turn is its second one: the position after the first turn
  // and seat 1's reply.
  REQUIRE(kanga.offer(0, OfferKind::takeback)["type"] == "ok");
  REQUIRE(kanga.answer(1, true)["type"] == "ok");
  CHECK(kanga.to_act() == 0);
  kanga.play_turn();
  kanga.play_turn();
  REQUIRE(kanga.offer(1, OfferKind::takeback)["type"] == "ok");
  REQUIRE(kanga.answer(0, true)["type"] == "ok");
  CHECK(kanga.to_act() == 1);
}

TEST_CASE("offers: a refusal is final, and the same offer waits for a move or the cooldown") {
  OfferRoom kanga("kanga", 2);
  kanga.play_turn();
  const Json before = kanga.game_view();
  REQUIRE(kanga.offer(0, OfferKind::takeback)["type"] == "ok");
  REQUIRE(kanga.answer(1, false)["type"] == "ok");
  CHECK(kanga.pending().is_null());
  CHECK(kanga.game_view() == before);
  CHECK(kanga.offer(0, OfferKind::takeback)["code"] == "offer_too_soon");
  kanga.now += 31s;
  REQUIRE(kanga.offer(0, OfferKind::takeback)["type"] == "ok");
  REQUIRE(kanga.answer(1, false)["type"] == "ok");
  kanga.play_turn();  // seat 1: a move renews the budget
  CHECK(kanga.offer(0, OfferKind::takeback)["type"] == "ok");
}

TEST_CASE("offers: a move or the timeout lapses the pending offer") {
  OfferRoom kanga("kanga", 2);
  kanga.play_turn();
  REQUIRE(kanga.offer(0, OfferKind::draw)["type"] == "ok");
  kanga.play_turn();  // seat 1 plays on instead of answering
  CHECK(kanga.pending().is_null());
  CHECK(kanga.answer(1, true)["code"] == "no_offer");
  CHECK(kanga.room->status() == RoomStatus::playing);

  REQUIRE(kanga.offer(1, OfferKind::draw)["type"] == "ok");
  const auto expires = kanga.pending()["expires_at_unix_ms"];
  CHECK(expires.is_number_integer());
  kanga.now += 59s;
  kanga.room->tick(kanga.now);
  CHECK_FALSE(kanga.pending().is_null());
  kanga.now += 2s;
  kanga.room->tick(kanga.now);
  CHECK(kanga.pending().is_null());
}

TEST_CASE("offers: a draw by agreement ends Kanga and Kangaroo drawn; other games have none") {
  for (const char* game : {"kanga", "kangaroo"}) {
    CAPTURE(game);
    OfferRoom room(game, 2);
    CHECK(room.room_view()["draw_offers"] == true);
    REQUIRE(room.offer(1, OfferKind::draw)["type"] == "ok");
    REQUIRE(room.answer(0, true)["type"] == "ok");
    CHECK(room.room->status() == RoomStatus::finished);
    const Json outcome = room.room->full_view(0)["outcome"];
    CHECK(outcome["winners"] == Json::array({0, 1}));
    CHECK(room.room_view()["draw_offers"] == false);
    CHECK(room.offer(0, OfferKind::draw)["code"] == "offer_unavailable");
  }
  for (const char* game : {"kangaruse", "jackaroo"}) {
    CAPTURE(game);
    OfferRoom room(game, 2);
    CHECK(room.room_view()["draw_offers"] == false);
    CHECK(room.offer(0, OfferKind::draw)["code"] == "offer_unavailable");
  }
}

TEST_CASE("offers: a guest offers a rematch once the game has ended; the host accepts") {
  OfferRoom kanga("kanga", 2);
  CHECK(kanga.offer(1, OfferKind::rematch)["code"] == "offer_unavailable");
  REQUIRE(kanga.offer(1, OfferKind::draw)["type"] == "ok");
  REQUIRE(kanga.answer(0, true)["type"] == "ok");
  REQUIRE(kanga.room->status() == RoomStatus::finished);
  REQUIRE(kanga.offer(1, OfferKind::rematch)["type"] == "ok");
  CHECK(kanga.pending()["awaiting"] == Json::array({0}));
  CHECK(kanga.room_view()["round"] == 1);
  REQUIRE(kanga.answer(0, true)["type"] == "ok");
  CHECK(kanga.room->status() == RoomStatus::playing);
  CHECK(kanga.room_view()["round"] == 2);
  CHECK(kanga.pending().is_null());
}

TEST_CASE("offers: bots accept at once; spectators neither offer nor answer") {
  OfferRoom room("kanga", 1, 1);
  const auto watcher = std::make_shared<Recorder>();
  protocol::Join join;
  join.room = room.room->code();
  room.room->join(watcher, join, 1, room.now);
  CHECK(room.send(watcher, protocol::Offer{OfferKind::draw})["code"] == "not_seated");
  CHECK(room.send(watcher, protocol::AnswerOffer{true})["code"] == "not_asked");
  REQUIRE(room.offer(0, OfferKind::draw)["type"] == "ok");  // the bot is not asked
  CHECK(room.room->status() == RoomStatus::finished);
  CHECK(room.pending().is_null());
}

TEST_CASE("offers: an accepted takeback and draw come back from the record after a restart") {
  OfferRoom kanga("kanga", 2);
  kanga.play_turn();
  kanga.play_turn();
  kanga.play_turn();
  REQUIRE(kanga.offer(0, OfferKind::takeback)["type"] == "ok");
  REQUIRE(kanga.answer(1, true)["type"] == "ok");
  kanga.play_turn();  // seat 0 plays another move instead
  const auto agreed = std::count_if(
      kanga.stored.events.begin(), kanga.stored.events.end(),
      [](const StoredEvent& event) { return event.kind == StoredEvent::Kind::agreement; });
  CHECK(agreed == 1);  // appended, never a deletion
  const auto restored_view = [&] {
    RoomRecord record;
    std::string error;
    REQUIRE_MESSAGE(from_stored(kanga.stored, record, error), error);
    Metrics metrics;
    Room again("offerroomcode234", *engine::find_game("kanga"), Json::object(), 2, "host-secret",
               std::nullopt, RoomSettings{}, metrics, nullptr, kanga.now);
    REQUIRE_MESSAGE(again.restore(std::move(record), kanga.now, error), error);
    return std::make_pair(again.game()->save(), again.full_view(engine::spectator)["log"]);
  };
  auto [game, log] = restored_view();
  CHECK(game == kanga.room->game()->save());
  CHECK(log == kanga.room->full_view(engine::spectator)["log"]);

  REQUIRE(kanga.offer(1, OfferKind::draw)["type"] == "ok");
  REQUIRE(kanga.answer(0, true)["type"] == "ok");
  std::tie(game, log) = restored_view();
  CHECK(game == kanga.room->game()->save());
  std::string error;
  const auto loaded = engine::find_game("kanga")->load(game, error);
  REQUIRE(loaded);
  CHECK(loaded->finished());
}

TEST_CASE("offers: Jackaroo refuses a takeback across a deal, allows one within a round") {
  OfferRoom jackaroo("jackaroo", 2);
  const auto round_of = [&] { return jackaroo.game_view()["round"]; };
  const Json first_round = round_of();
  const int first = jackaroo.to_act();
  jackaroo.play_turn();
  // Within the round: that turn may be taken back.
  REQUIRE(jackaroo.offer(first, OfferKind::takeback)["type"] == "ok");
  REQUIRE(jackaroo.answer(1 - first, false)["type"] == "ok");
  // Play until a new round is dealt; the seat that played just before it
  // may not take its turn back.
  int last_mover = 0;
  while (round_of() == first_round && jackaroo.room->status() == RoomStatus::playing) {
    last_mover = jackaroo.to_act();
    jackaroo.play_turn();
  }
  REQUIRE(round_of() != first_round);
  const Json refused = jackaroo.offer(last_mover, OfferKind::takeback);
  CHECK(refused["code"] == "offer_unavailable");
  CHECK(refused["message"].get<std::string>().find("dealt") != std::string::npos);
}

// Jackaroo's rematch by offer: four people at the table, so the three
// others must all accept; one refusal keeps the table as it is. The new
// round deals new hands (its seed is not the last round's).
TEST_CASE("offers: a Jackaroo rematch asks the three others; the new round deals new hands") {
  OfferRoom table("jackaroo", 4, 0, Json{{"set_limit", 5}});
  const auto hands = [&table] {
    Json all = Json::array();
    for (int seat = 0; seat < 4; ++seat) all.push_back(table.room->full_view(seat)["game"]["hand"]);
    return all;
  };
  const Json first_deal = hands();
  CHECK(table.offer(1, OfferKind::rematch)["code"] == "offer_unavailable");  // still playing
  int turns = 0;
  while (table.room->status() == RoomStatus::playing && turns < 5000) {
    table.play_turn();
    ++turns;
  }
  REQUIRE(table.room->status() == RoomStatus::finished);

  REQUIRE(table.offer(2, OfferKind::rematch)["type"] == "ok");
  CHECK(table.pending()["awaiting"] == Json::array({0, 1, 3}));
  REQUIRE(table.answer(3, false)["type"] == "ok");  // refused: nothing starts
  CHECK(table.pending().is_null());
  CHECK(table.room->status() == RoomStatus::finished);
  CHECK(table.offer(2, OfferKind::rematch)["code"] == "offer_too_soon");

  REQUIRE(table.offer(1, OfferKind::rematch)["type"] == "ok");
  REQUIRE(table.answer(0, true)["type"] == "ok");
  REQUIRE(table.answer(2, true)["type"] == "ok");
  CHECK(table.room->status() == RoomStatus::finished);  // seat 3 has not answered
  REQUIRE(table.answer(3, true)["type"] == "ok");
  CHECK(table.room->status() == RoomStatus::playing);
  CHECK(table.room_view()["round"] == 2);
  CHECK(hands() != first_deal);
}

// The attack of issue 40: at a Jackaroo table with bots, play, let the bots
// play, offer a takeback (bots accept at once), again and again: each undo
// handed the bots' played cards back and they played others, showing most of
// their hands. With hidden cards only the asker's own last turn may be taken
// back, and only before anyone else has played.
TEST_CASE("offers: with hidden cards a takeback never undoes another seat's play") {
  OfferRoom table("jackaroo", 1, 3);
  const auto play_bots = [&] {
    // Every pending bot request answered with its first legal move, until a
    // person is to act.
    while (!table.bot_requests.empty()) {
      BotRequest request = std::move(table.bot_requests.front());
      table.bot_requests.erase(table.bot_requests.begin());
      if (table.room->status() != RoomStatus::playing) return;
      const Json legal = request.game->legal_moves_json(request.seat);
      REQUIRE(!legal.empty());
      table.room->bot_move(request.seat, request.ticket, legal[0], table.now);
    }
  };
  play_bots();
  int refused = 0;
  for (int attempt = 0; attempt < 12 && table.room->status() == RoomStatus::playing; ++attempt) {
    if (table.to_act() != 0) {
      play_bots();
      continue;
    }
    table.play_turn();
    play_bots();  // the bots play after the person's turn
    if (table.room->status() != RoomStatus::playing) break;
    const Json answer = table.offer(0, OfferKind::takeback);
    CHECK(answer["code"] == "offer_unavailable");
    if (answer["code"] == "offer_unavailable") ++refused;
  }
  CHECK(refused > 0);
  // Nothing was ever taken back: the log has no takeback.
  const Json view = table.room->full_view(engine::spectator);
  for (const Json& entry : view["log"]) CHECK(entry.value("type", "") != "takeback");
}

TEST_CASE("offers: with hidden cards your own last turn may still be taken back at once") {
  OfferRoom table("jackaroo", 2);
  const int first = table.to_act();
  table.play_turn();
  // Nobody else played: allowed (the other person is asked).
  REQUIRE(table.offer(first, OfferKind::takeback)["type"] == "ok");
  REQUIRE(table.answer(1 - first, false)["type"] == "ok");
  // The other plays: now it would undo their play too.
  table.play_turn();
  const Json refused = table.offer(first, OfferKind::takeback);
  CHECK(refused["code"] == "offer_unavailable");
  CHECK(refused["message"].get<std::string>().find("hidden cards") != std::string::npos);
}
