#pragma once
// A room's new rounds: the host's start and rematch (a rematch agreed by
// everyone comes through OfferRequests), with every seat filled, ask for a
// new game; it is made off the room's thread (a board may take a while) and
// comes back through built(), which begins the round and answers the asker.
// Rematches are rationed (RoomSettings::rematch_burst and _interval).
#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "protocol/client_message.hpp"
#include "server/room/game_build.hpp"
#include "server/room/members.hpp"
#include "server/room/room_change.hpp"
#include "server/room/round.hpp"
#include "server/room/seating.hpp"
#include "server/util/token_bucket.hpp"

namespace kangaroom::server {

class RoundStarts {
 public:
  using Clock = std::chrono::steady_clock;
  using Json = nlohmann::json;
  using Schedule = std::function<void(GameBuildRequest)>;

  RoundStarts(const std::string& room_code, const Seating& seating, Round& round,
              const Json& options, double rematch_burst, Clock::duration rematch_interval,
              const Clock::time_point& now)
      : code_(room_code),
        seating_(seating),
        round_(round),
        options_(options),
        rematch_burst_(rematch_burst),
        rematch_interval_(rematch_interval),
        now_(now) {}

  // Where a game asked for is made (it must come back through built()).
  void schedule_with(Schedule schedule) { schedule_ = std::move(schedule); }
  RoomChange start(const Member& member, const protocol::Start&, const Json& id);
  RoomChange rematch(const Member& member, const protocol::Rematch&, const Json& id);
  // The game asked for by the latest start or rematch, made: the round
  // begun (RoomChange::new_round) or the asker's refusal (the store cannot
  // write, a seat emptied meanwhile, no game could be made); nullopt for a
  // game nobody waits for any more.
  std::optional<RoomChange> built(BuiltGame built, bool store_failing);
  // A game is being made for a start or rematch.
  bool waiting() const { return asked_.has_value(); }

 private:
  // Shared by start and rematch: a refusal when refused at once (a start
  // under way, a seat vacant), else nullopt: the game is asked for.
  std::optional<RoomChange> start_round(const Member& member, const Json& id,
                                        const char* vacant_seat_message);

  const std::string& code_;
  const Seating& seating_;
  Round& round_;
  const Json& options_;
  double rematch_burst_;
  Clock::duration rematch_interval_;
  const Clock::time_point& now_;
  Schedule schedule_;
  // Who asked for the game being made.
  struct Asked {
    std::weak_ptr<RoomMember> connection;
    Json id;
    const char* vacant_seat_message = "";
  };
  std::optional<Asked> asked_;
  std::optional<TokenBucket> rematches_;  // made at the first rematch
};

}  // namespace kangaroom::server
