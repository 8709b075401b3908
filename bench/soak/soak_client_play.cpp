// SoakClient, playing the game: what the view asks of a client (the host
// starts and asks for rematches, a seat to act moves after a think delay).
#include <algorithm>
#include <chrono>

#include "soak_client.hpp"

namespace kangaroom::soak {

namespace {

bool is_resignation(const Json& move) {
  return move.value("action", "") == "give_up" || move.value("type", "") == "resign";
}

}  // namespace

bool SoakClient::is_host() const {
  if (seat_ < 0 || !tracker_.has_view()) return false;
  const Json& seats = tracker_.view()["room"]["seats"];
  return static_cast<std::size_t>(seat_) < seats.size() &&
         seats[static_cast<std::size_t>(seat_)].value("host", false);
}

bool SoakClient::move_pending() const {
  return std::any_of(pending_.begin(), pending_.end(),
                     [](const auto& request) { return request.second == Kind::move; });
}

bool SoakClient::our_turn() const {
  // Not while a move of ours is unanswered: a newer version (another seat
  // reconnecting, a spectator arriving) still shows the position before it,
  // and a second move chosen from that would be refused as illegal_move.
  const Json& view = tracker_.view();
  if (seat_ < 0 || !tracker_.has_view() || acted_version_ == tracker_.version() || move_pending())
    return false;
  const auto legal = view.find("legal_moves");
  if (legal == view.end() || !legal->is_array() || legal->empty()) return false;
  const auto acting = view.find("to_act");  // (const operator[] on a missing key is undefined)
  return acting != view.end() && acting->is_array() &&
         std::find(acting->begin(), acting->end(), Json(seat_)) != acting->end();
}

void SoakClient::react() {
  if (stage_ != Stage::live || !tracker_.has_view() || tracker_.syncing() ||
      context_.quiescing.load())
    return;
  const Json& section = tracker_.view()["room"];
  const std::string status = section.value("status", "");
  if (status == "lobby") {
    if (!is_host() || acted_version_ == tracker_.version()) return;
    for (const auto& seat : section["seats"])
      if (!seat.value("taken", false)) return;
    acted_version_ = tracker_.version();
    send({{"type", "start"}}, Kind::start);
  } else if (status == "playing") {
    if (!thinking_ && our_turn()) {
      thinking_ = true;
      schedule(think_timer_, uniform(context_.settings.think_min, context_.settings.think_max),
               &SoakClient::play_move);
    }
  } else if (status == "finished" && is_host()) {
    const int round = section.value("round", 0);
    if (round > room_.last_counted_finish) {
      room_.last_counted_finish = round;
      ++context_.stats.games_finished;
    }
    if (!rematch_planned_) {
      rematch_planned_ = true;
      schedule(rematch_timer_, context_.settings.rematch_pause, &SoakClient::send_rematch);
    }
  }
}

void SoakClient::play_move() {
  thinking_ = false;
  if (stage_ != Stage::live || tracker_.syncing() || context_.quiescing.load() || !our_turn())
    return;
  const Json& moves = tracker_.view()["legal_moves"];
  // Random, but resigning only now and then: uniform random players give up
  // within a few turns, and a Kangaroo game without resigning may never end.
  std::vector<std::size_t> candidates;
  const bool may_resign = rng_.chance(context_.settings.resign_chance);
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (may_resign || !is_resignation(moves[i])) candidates.push_back(i);
  if (candidates.empty())
    for (std::size_t i = 0; i < moves.size(); ++i) candidates.push_back(i);
  const std::size_t choice = candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))];
  acted_version_ = tracker_.version();
  ++context_.stats.moves_sent;
  send({{"type", "move"}, {"move", moves[choice]}}, Kind::move);
}

void SoakClient::send_rematch() {
  rematch_planned_ = false;
  if (stage_ != Stage::live || context_.quiescing.load() || !is_host()) return;
  if (tracker_.view()["room"].value("status", "") != "finished") return;
  // Our copy of the room's allowance, refilled a little slower than the
  // server's so that we never ask before the server would allow it.
  constexpr double burst = 5, interval_seconds = 10.5;
  const auto now = Clock::now();
  const double earned =
      std::chrono::duration<double>(now - room_.rematch_refilled).count() / interval_seconds;
  room_.rematch_tokens = std::min(burst, room_.rematch_tokens + earned);
  room_.rematch_refilled = now;
  if (room_.rematch_tokens < 1) {
    rematch_planned_ = true;
    schedule(rematch_timer_, (1 - room_.rematch_tokens) * interval_seconds + 0.05,
             &SoakClient::send_rematch);
    return;
  }
  room_.rematch_tokens -= 1;
  ++context_.stats.rematches;
  send({{"type", "rematch"}}, Kind::rematch);
}

}  // namespace kangaroom::soak
