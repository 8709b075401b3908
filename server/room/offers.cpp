#include "server/room/offers.hpp"

#include <algorithm>

namespace kangaroom::server {

using protocol::ErrorCode;

std::optional<ErrorCode> Offers::refusal(int seat, Kind kind, Clock::time_point now) const {
  if (pending_) return ErrorCode::offer_pending;
  const auto refused = refused_at_.find({seat, kind});
  if (refused != refused_at_.end() && now - refused->second < settings_.refusal_cooldown)
    return ErrorCode::offer_too_soon;
  return std::nullopt;
}

bool Offers::open(int seat, Kind kind, std::vector<int> asked, Clock::time_point now,
                  std::int64_t now_unix_ms) {
  asked.erase(std::remove(asked.begin(), asked.end(), seat), asked.end());
  std::sort(asked.begin(), asked.end());
  last_refused_.reset();  // a new offer is the news now
  if (asked.empty()) return true;
  const auto timeout_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(settings_.timeout).count();
  pending_ =
      Pending{kind, seat, std::move(asked), now + settings_.timeout, now_unix_ms + timeout_ms};
  return false;
}

Offers::Answer Offers::answer(int seat, bool accept, Clock::time_point now) {
  if (!pending_) return Answer::no_offer;
  auto& awaiting = pending_->awaiting;
  const auto it = std::find(awaiting.begin(), awaiting.end(), seat);
  if (it == awaiting.end()) return Answer::not_asked;
  if (!accept) {
    refuse_pending(seat, now);
    return Answer::refused;
  }
  awaiting.erase(it);
  if (!awaiting.empty()) return Answer::waiting;
  pending_.reset();
  return Answer::accepted;
}

bool Offers::move_played() {
  // Rule (PROTOCOL.md "Offers"): a move renews every seat's budget.
  refused_at_.clear();
  return withdraw();
}

bool Offers::withdraw() {
  const bool had = pending_.has_value() || last_refused_.has_value();
  pending_.reset();
  last_refused_.reset();
  return had;
}

bool Offers::seat_left(int seat) {
  if (!pending_) return false;
  const auto& awaiting = pending_->awaiting;
  if (pending_->from != seat && std::find(awaiting.begin(), awaiting.end(), seat) == awaiting.end())
    return false;
  return withdraw();
}

bool Offers::expire(Clock::time_point now) {
  if (last_refused_ && now >= last_refused_->again_at) {
    last_refused_.reset();  // the offerer may ask again: nothing to tell
    return true;
  }
  if (!pending_ || now < pending_->expires_at) return false;
  refuse_pending(std::nullopt, now);
  return true;
}

void Offers::refuse_pending(std::optional<int> by, Clock::time_point now) {
  refused_at_[{pending_->from, pending_->kind}] = now;
  // The wall clock of `now`, from the offer's own pair of times.
  const auto ms = [](Clock::duration d) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
  };
  const std::int64_t now_unix_ms = pending_->expires_at_unix_ms - ms(pending_->expires_at - now);
  last_refused_ = Refused{pending_->kind, pending_->from, by, now + settings_.refusal_cooldown,
                          now_unix_ms + ms(settings_.refusal_cooldown)};
  pending_.reset();
}

nlohmann::json Offers::to_json() const {
  if (!pending_) return nullptr;
  return {{"kind", protocol::to_string(pending_->kind)},
          {"from", pending_->from},
          {"awaiting", pending_->awaiting},
          {"expires_at_unix_ms", pending_->expires_at_unix_ms}};
}

nlohmann::json Offers::refused_json() const {
  if (!last_refused_) return nullptr;
  return {{"kind", protocol::to_string(last_refused_->kind)},
          {"from", last_refused_->from},
          {"by", last_refused_->by ? nlohmann::json(*last_refused_->by) : nlohmann::json()},
          {"again_at_unix_ms", last_refused_->again_at_unix_ms}};
}

}  // namespace kangaroom::server
