// Round alone: a game started, its moves accepted or refused, bots asked
// for their turns, the turn clock run out, the byte limit. Seats come from a
// Seating; bots are a scheduler that records what it is asked.
#include "server/room/round.hpp"

#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "server/util/sha256.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using namespace std::chrono_literals;
using Clock = Round::Clock;

namespace {

// A two-seat game of tiny Kangaruse (no hidden information, one seat to act
// at a time), its bots' requests recorded.
struct TwoSeats {
  const engine::GameFactory& factory = *engine::find_game("kangaruse");
  Json options = engine::normalize_options(factory.info, {{"size", "tiny"}}).options;
  Metrics metrics;
  std::vector<BotRequest> bot_requests;
  Seating seats{2, sha256_hex("host"), 30s};
  Round round;

  explicit TwoSeats(protocol::TurnClock clock = {})
      : round("roundtestcode234", factory, 5, clock, metrics,
              [this](BotRequest request) { bot_requests.push_back(std::move(request)); }) {}

  // Both seats people (each with a connection open), and the game begun.
  void start_with_people() {
    seats.seat_person(0, "Ann", "", "");
    seats.seat_person(1, "Bob", "", "");
    start();
  }
  void start() {
    const GameBuildRequest asked = round.ask_for_game(2, options);
    round.begin(factory.create(2, options, asked.seed), asked.seed);
    round.stop_waiting();
  }
  int to_act() const { return round.to_act().at(0); }
  Json legal_move() const { return round.game()->legal_moves_json(to_act()).at(0); }
};

protocol::TurnClock thirty_seconds(protocol::TurnClock::OnTimeout on_timeout,
                                   protocol::BotLevel level = protocol::BotLevel::medium) {
  protocol::TurnClock clock;
  clock.seconds = 30;
  clock.level = level;
  clock.on_timeout = on_timeout;
  return clock;
}

}  // namespace

TEST_CASE("a round starts with the game it asked for, the seed it drew and nothing played") {
  TwoSeats table;
  CHECK(table.round.status() == RoomStatus::lobby);
  CHECK_FALSE(table.round.playing());
  CHECK(table.round.number() == 0);
  CHECK(table.round.to_act() == Json::array());

  const GameBuildRequest asked = table.round.ask_for_game(2, table.options);
  CHECK(table.round.starting());
  CHECK(asked.players == 2);
  CHECK(asked.seed == 5);  // the chosen seed makes a public game's first board
  BuiltGame older;
  older.ticket = asked.ticket - 1;
  CHECK_FALSE(table.round.is_awaited(older));
  BuiltGame built;
  built.ticket = asked.ticket;
  CHECK(table.round.is_awaited(built));

  table.round.begin(table.factory.create(2, table.options, asked.seed), asked.seed);
  table.round.stop_waiting();
  CHECK_FALSE(table.round.starting());
  CHECK(table.round.playing());
  CHECK(table.round.status() == RoomStatus::playing);
  CHECK(table.round.number() == 1);
  CHECK(table.round.seed() == 5);
  CHECK(table.round.moves().empty());
  CHECK(table.round.to_act() == table.round.game()->to_act());
  CHECK(table.metrics.games_started == 1);
}

TEST_CASE("an accepted move is in the game, the round's moves and its log") {
  TwoSeats table;
  table.start_with_people();
  const int seat = table.to_act();
  const Json move = table.legal_move();
  const std::uint64_t position = table.round.game_now().position;
  const std::size_t log_lines = table.round.log().size();

  const auto result = table.round.apply(seat, move);
  REQUIRE_MESSAGE(result.accepted, result.reason);
  REQUIRE(table.round.moves().size() == 1);
  table.round.moves().for_each([&](std::string_view line) {
    const PlayedMove played = played_from_line(line);
    CHECK(played.seat == seat);
    CHECK(played.move == move);
    CHECK(played.by.empty());  // a person played it
  });
  CHECK(table.round.log().size() > log_lines);
  CHECK(table.round.game_now().position != position);  // answers about the old one are stale
  CHECK(table.round.bytes() > 0);
  CHECK(table.metrics.moves_accepted == 1);

  // Who played a move for a seat is kept with it.
  const int next = table.to_act();
  REQUIRE(table.round.apply(next, table.legal_move(), "bot").accepted);
  std::vector<std::string> by;
  table.round.moves().for_each(
      [&](std::string_view line) { by.push_back(played_from_line(line).by); });
  CHECK(by == std::vector<std::string>{"", "bot"});
}

TEST_CASE("a refused move leaves the game, the moves and the log as they were") {
  TwoSeats table;
  table.start_with_people();
  const int seat = table.to_act();
  const Json saved = table.round.game()->save();
  const std::size_t bytes = table.round.bytes();
  const std::uint64_t position = table.round.game_now().position;

  CHECK(table.round.apply(1 - seat, table.legal_move()).code == engine::reject::not_your_turn);
  CHECK(table.round.apply(seat, {{"action", "place"}, {"x", -1}, {"y", -1}}).code ==
        engine::reject::illegal_move);
  CHECK(table.round.apply(seat, {{"nonsense", true}}).code == engine::reject::bad_move);

  CHECK(table.round.game()->save() == saved);
  CHECK(table.round.moves().empty());
  CHECK(table.round.bytes() == bytes);
  CHECK(table.round.game_now().position == position);
  CHECK(table.round.to_act() == Json::array({seat}));
  CHECK(table.metrics.moves_accepted == 0);
}

TEST_CASE("a bot to act is asked once, on a copy of the position, and its answer is current") {
  TwoSeats table;
  table.seats.seat_bot(0, protocol::BotLevel::easy);
  table.seats.seat_bot(1, protocol::BotLevel::hard);
  table.start();
  const int seat = table.to_act();

  table.round.schedule_bots(table.seats);
  REQUIRE(table.bot_requests.size() == 1);
  const BotRequest& asked = table.bot_requests[0];
  CHECK(asked.seat == seat);
  CHECK(asked.level == (seat == 0 ? protocol::BotLevel::easy : protocol::BotLevel::hard));
  REQUIRE(asked.game);
  CHECK(asked.game.get() != table.round.game());  // its own copy to think on
  CHECK(asked.game->save() == table.round.game()->save());
  CHECK(table.round.current(asked.ticket));
  CHECK(table.seats[seat].bot_thinking);

  // Still thinking: not asked again.
  table.round.schedule_bots(table.seats);
  CHECK(table.bot_requests.size() == 1);

  // Its move is played; an answer about the old position is no longer current.
  const std::uint64_t ticket = asked.ticket;
  REQUIRE(table.round.apply(seat, table.legal_move(), "bot").accepted);
  table.seats.bot_answered(seat);  // the room's part when the answer comes
  CHECK_FALSE(table.round.current(ticket));
  table.round.schedule_bots(table.seats);
  REQUIRE(table.bot_requests.size() == 2);
  CHECK(table.bot_requests[1].seat == table.to_act());
  CHECK(table.round.current(table.bot_requests[1].ticket));
}

TEST_CASE("no bot is asked while a person is to act, nor before the game began") {
  TwoSeats table;
  table.seats.seat_bot(0, protocol::BotLevel::easy);
  table.seats.seat_bot(1, protocol::BotLevel::easy);
  table.round.schedule_bots(table.seats);
  CHECK(table.bot_requests.empty());  // the lobby

  TwoSeats people;
  people.start_with_people();
  people.round.schedule_bots(people.seats);
  CHECK(people.bot_requests.empty());
}

TEST_CASE("the turn clock: past its deadline a bot of the clock's level moves for the person") {
  TwoSeats table(thirty_seconds(protocol::TurnClock::OnTimeout::bot, protocol::BotLevel::hard));
  table.start_with_people();
  const Clock::time_point start{};
  const int seat = table.to_act();
  CHECK(table.round.update_clock(table.seats, start, /*new_turn=*/true));
  CHECK(table.round.deadline_unix_ms());

  std::vector<int> losing;
  CHECK_FALSE(table.round.run_out_clock(table.seats, start + 29s, losing));
  CHECK(table.bot_requests.empty());

  CHECK(table.round.run_out_clock(table.seats, start + 31s, losing));
  CHECK(losing.empty());
  REQUIRE(table.bot_requests.size() == 1);
  CHECK(table.bot_requests[0].seat == seat);
  CHECK(table.bot_requests[0].level == protocol::BotLevel::hard);
  CHECK(table.round.current(table.bot_requests[0].ticket));
  CHECK(table.seats[seat].clock_thinking);
  CHECK_FALSE(table.round.deadline_unix_ms());  // the deadline went

  // Run out once: later ticks ask nothing more.
  CHECK_FALSE(table.round.run_out_clock(table.seats, start + 1h, losing));
  CHECK(table.bot_requests.size() == 1);
}

TEST_CASE("the turn clock with on_timeout lose: the person to act is handed back to lose") {
  TwoSeats table(thirty_seconds(protocol::TurnClock::OnTimeout::lose));
  table.start_with_people();
  const Clock::time_point start{};
  const int seat = table.to_act();
  REQUIRE(table.round.update_clock(table.seats, start, /*new_turn=*/true));

  std::vector<int> losing;
  CHECK(table.round.run_out_clock(table.seats, start + 30s, losing));
  CHECK(losing == std::vector<int>{seat});
  CHECK(table.bot_requests.empty());
  CHECK_FALSE(table.seats[seat].clock_thinking);
  CHECK(table.round.playing());  // resigning them is the room's part
}

TEST_CASE("the turn clock never runs for bots, nor without a clock") {
  TwoSeats bots(thirty_seconds(protocol::TurnClock::OnTimeout::bot));
  bots.seats.seat_bot(0, protocol::BotLevel::easy);
  bots.seats.seat_bot(1, protocol::BotLevel::easy);
  bots.start();
  CHECK_FALSE(bots.round.update_clock(bots.seats, Clock::time_point{}, true));
  CHECK_FALSE(bots.round.deadline_unix_ms());

  TwoSeats unclocked;
  unclocked.start_with_people();
  CHECK_FALSE(unclocked.round.update_clock(unclocked.seats, Clock::time_point{}, true));
  std::vector<int> losing;
  CHECK_FALSE(unclocked.round.run_out_clock(unclocked.seats, Clock::time_point{} + 1h, losing));
  CHECK(losing.empty());
  CHECK(unclocked.bot_requests.empty());
}

TEST_CASE("past the byte limit a move is refused with game_too_long, and nothing changes") {
  TwoSeats table;
  table.start_with_people();
  REQUIRE(table.round.apply(table.to_act(), table.legal_move()).accepted);
  table.round.limit_bytes(table.round.bytes() - 1);
  const Json saved = table.round.game()->save();
  const std::size_t bytes = table.round.bytes();

  const auto refused = table.round.apply(table.to_act(), table.legal_move());
  CHECK_FALSE(refused.accepted);
  CHECK(refused.code == "game_too_long");
  CHECK(table.round.game()->save() == saved);
  CHECK(table.round.bytes() == bytes);
  CHECK(table.round.moves().size() == 1);

  // At the limit exactly, it may still go on.
  table.round.limit_bytes(table.round.bytes());
  CHECK(table.round.apply(table.to_act(), table.legal_move()).accepted);
}
