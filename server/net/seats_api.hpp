#pragma once
// POST /api/seats: "Your games". A browser sends the seat tokens it holds
// (in the body, never in a URL) and learns, per room, where the game
// stands for that seat, without waking any room (RoomRegistry::summarize).
//   {"seats": [{"room": CODE, "seat_token": TOKEN}, ...]}    (at most 200)
//   -> {"seats": [{"room", "game", "status", "seat", "your_turn",
//                  "turn_deadline", "last_move_at", "players"}, ...]}
// A room that is gone and a token that does not match get the same
// answer, {"room", "status": "unknown"}: the answer tells nothing to a
// guesser.
#include <boost/asio/associated_executor.hpp>
#include <boost/asio/async_result.hpp>
#include <boost/asio/execution/outstanding_work.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/prefer.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/room/room_registry.hpp"

namespace kangaroom::server {

struct SeatsQuery {
  struct Entry {
    std::string room;
    std::string token_hash;  // SHA-256 of the presented token, as rooms keep them
  };
  std::vector<Entry> entries;
  std::vector<std::string> codes() const;
};

constexpr std::size_t max_seats_per_query = 200;

// The body read, or nullopt with `error` (a message for the bad_field reply).
std::optional<SeatsQuery> parse_seats_query(const std::string& body, std::string& error);
// The answer's body, from the rooms' summaries (in the query's order).
std::string seats_answer(const SeatsQuery& query, const RoomRegistry::Summaries& summaries);

// Asks the registry for the query's rooms and completes with their
// summaries on the caller's executor.
template <typename CompletionToken>
auto async_summaries(RoomRegistry& rooms, std::vector<std::string> codes, CompletionToken&& token) {
  return boost::asio::async_initiate<CompletionToken, void(RoomRegistry::Summaries)>(
      [&rooms](auto handler, std::vector<std::string> codes) {
        auto executor = boost::asio::prefer(boost::asio::get_associated_executor(handler),
                                            boost::asio::execution::outstanding_work.tracked);
        // std::function wants a copyable callable: the handler is shared.
        auto shared = std::make_shared<decltype(handler)>(std::move(handler));
        rooms.summarize(codes, [shared, executor](RoomRegistry::Summaries found) mutable {
          boost::asio::post(executor, [shared, found = std::move(found)]() mutable {
            std::move (*shared)(std::move(found));
          });
        });
      },
      token, std::move(codes));
}

}  // namespace kangaroom::server
