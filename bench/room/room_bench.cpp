// kangaroom-room-bench: the room's own share of a move, without sockets.
// Drives one Room directly, as the server's I/O thread would: members that
// only count what they are handed, every seat taken, games played to the end
// with random legal moves sent as `move` requests, then rematched. Prints the
// thread's CPU time per accepted move: what the room costs (apply, publish,
// serialize, replay record) apart from the WebSocket and the kernel, whose
// share the load bench measures. Steadier than the load bench on a noisy
// machine, so it can tell apart changes of a few percent to the room.
//
//   kangaroom-room-bench [--game kangaruse] [--seats 4] [--moves 200000] [--seed 1]
#include <spdlog/spdlog.h>
#include <time.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.hpp"
#include "core/rng.hpp"
#include "protocol/client_message.hpp"
#include "server/ops/metrics.hpp"
#include "server/room/room.hpp"

using namespace kangaroom;
using server::Room;
using Json = nlohmann::json;

namespace {

// A connection that keeps nothing: the bench measures the room, not a client.
struct CountingMember final : server::RoomMember {
  std::uint64_t messages = 0;
  std::uint64_t bytes = 0;
  void deliver(server::SharedText text) override {
    ++messages;
    bytes += text->size();
  }
};

double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

int usage() {
  std::fprintf(stderr,
               "usage: kangaroom-room-bench [--game ID] [--seats N] [--moves N] [--seed N]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string game = "kangaruse";
  int seats = 4;
  long moves_wanted = 200000;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) return usage();
    const char* value = argv[++i];
    if (flag == "--game")
      game = value;
    else if (flag == "--seats")
      seats = std::atoi(value);
    else if (flag == "--moves")
      moves_wanted = std::atol(value);
    else if (flag == "--seed")
      seed = std::strtoull(value, nullptr, 10);
    else
      return usage();
  }
  const engine::GameFactory* factory = engine::find_game(game);
  if (!factory || !factory->info.takes_players(seats)) return usage();

  spdlog::set_level(spdlog::level::warn);
  server::Metrics metrics;
  const auto now = Room::Clock::now();
  // As the load bench plays: Kangaruse on regular boards, rematches at once.
  const Json wanted = game == "kangaruse" ? Json{{"size", "regular"}} : Json::object();
  const auto options = engine::normalize_options(factory->info, wanted);
  server::RoomSettings settings;
  settings.rematch_interval = {};
  Room room("benchroomcode234", *factory, options.options, seats, "host-secret", seed, settings,
            metrics, nullptr, now);
  std::vector<std::shared_ptr<CountingMember>> members;
  Json id = 1;
  for (int seat = 0; seat < seats; ++seat) {
    auto member = std::make_shared<CountingMember>();
    protocol::Join join;
    join.room = room.code();
    if (seat == 0) join.host_token = "host-secret";
    room.join(member, join, id, now);
    protocol::TakeSeat take;
    take.name = "Seat " + std::to_string(seat);
    room.handle(member, protocol::ClientMessage{id, take}, now, now);
    members.push_back(member);
  }
  room.handle(members[0], protocol::ClientMessage{id, protocol::Start{}}, now, now);
  if (!room.game()) {
    std::fprintf(stderr, "the game did not start\n");
    return 1;
  }

  engine::Rng rng(seed);
  std::vector<engine::Move> legal;
  long moves = 0, games = 0;
  const double started = thread_cpu_seconds();
  while (moves < moves_wanted) {
    const engine::Game* playing = room.game();
    if (!playing || playing->finished()) {
      ++games;
      room.handle(members[0], protocol::ClientMessage{id, protocol::Rematch{}}, now, now);
      if (!room.game() || room.game()->finished()) {
        std::fprintf(stderr, "the rematch did not start a game\n");
        return 1;
      }
      continue;
    }
    const int seat = playing->to_act().front();
    legal.clear();
    playing->legal_moves(seat, legal);
    engine::Move move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    // Resigning ends a game too early to be typical: any other move instead.
    if (playing->is_resignation(move) && legal.size() > 1)
      move = legal.front() == move ? legal.back() : legal.front();
    const std::uint64_t before = metrics.moves_accepted;
    room.handle(members[static_cast<std::size_t>(seat)],
                protocol::ClientMessage{id, protocol::MakeMove{playing->move_to_json(move)}}, now,
                now);
    if (metrics.moves_accepted == before) {
      std::fprintf(stderr, "a legal move was refused\n");
      return 1;
    }
    ++moves;
  }
  const double seconds = thread_cpu_seconds() - started;
  std::uint64_t messages = 0, bytes = 0;
  for (const auto& member : members) {
    messages += member->messages;
    bytes += member->bytes;
  }
  // The client's side of each move (listing legal moves, writing the
  // request) is inside the timing too; it is small next to the room's.
  std::printf(
      "{\"game\":\"%s\",\"seats\":%d,\"moves\":%ld,\"games\":%ld,\"cpu_us_per_move\":%.2f,"
      "\"messages_per_move\":%.2f,\"bytes_per_move\":%.0f}\n",
      game.c_str(), seats, moves, games, seconds * 1e6 / static_cast<double>(moves),
      static_cast<double>(messages) / static_cast<double>(moves),
      static_cast<double>(bytes) / static_cast<double>(moves));
  return 0;
}
