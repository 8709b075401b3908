#include "server/room/seat_notifications.hpp"

#include <algorithm>

namespace kangaroom::server {

const char* to_string(SeatEvent event) {
  switch (event) {
    case SeatEvent::turn:
      return "turn";
    case SeatEvent::offer:
      return "offer";
    case SeatEvent::game_over:
      return "game_over";
    case SeatEvent::clock:
      return "clock";
  }
  return "turn";
}

namespace {
bool contains(const std::vector<int>& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}
}  // namespace

SeatSubscription* SeatNotifications::find(const std::string& token_hash) {
  for (auto& subscription : subscriptions_)
    if (subscription.token_hash == token_hash) return &subscription;
  return nullptr;
}

bool SeatNotifications::subscribe(const std::string& token_hash,
                                  const protocol::Subscribe& request) {
  SeatSubscription* found = find(token_hash);
  if (!found) {
    subscriptions_.push_back({token_hash, std::nullopt, std::nullopt, "en", "", 0});
    found = &subscriptions_.back();
  }
  const SeatSubscription before = *found;
  if (request.push) found->push = *request.push;
  if (request.webhook) found->webhook = *request.webhook;
  found->lang = request.lang;
  if (!request.page_origin.empty()) found->origin = request.page_origin;
  const bool changed = found->push.has_value() != before.push.has_value() ||
                       (found->push && (found->push->endpoint != before.push->endpoint ||
                                        found->push->p256dh != before.push->p256dh ||
                                        found->push->auth != before.push->auth)) ||
                       found->webhook != before.webhook || found->lang != before.lang ||
                       found->origin != before.origin;
  if (found->empty())
    subscriptions_.erase(subscriptions_.begin() + (found - subscriptions_.data()));
  return changed;
}

SeatSubscription* SeatNotifications::away_subscriber(const NoticeState& state, int seat) {
  if (seat < 0 || seat >= static_cast<int>(state.token_hash.size())) return nullptr;
  const auto index = static_cast<std::size_t>(seat);
  if (state.token_hash[index].empty()) return nullptr;
  if (index < state.connected.size() && state.connected[index]) return nullptr;
  return find(state.token_hash[index]);
}

std::int64_t SeatNotifications::reminder_at(std::int64_t deadline_unix_ms, int clock_seconds) {
  constexpr std::int64_t twelve_hours_ms = 12LL * 3600 * 1000;
  const std::int64_t clock_ms = static_cast<std::int64_t>(clock_seconds) * 1000;
  const std::int64_t tenth_ms = clock_ms / 10;
  // 10% or 12 hours left, whichever comes first; a clock of 12 hours or less
  // would be "at once" by the second, so it is reminded at 10% left.
  if (clock_ms > twelve_hours_ms) return deadline_unix_ms - std::max(tenth_ms, twelve_hours_ms);
  return deadline_unix_ms - tenth_ms;
}

std::vector<SeatNotice> SeatNotifications::observe(const NoticeState& state,
                                                   std::int64_t now_unix_ms) {
  // A person who holds no seat any more (left it, or it was given to
  // someone else) is told nothing: their subscription goes.
  std::erase_if(subscriptions_, [&](const SeatSubscription& subscription) {
    return std::find(state.token_hash.begin(), state.token_hash.end(), subscription.token_hash) ==
           state.token_hash.end();
  });
  std::vector<SeatNotice> notices;
  const auto notice = [&](int seat, SeatEvent event) {
    if (SeatSubscription* subscriber = away_subscriber(state, seat))
      notices.push_back({seat, event, *subscriber});
  };
  const int seats = static_cast<int>(state.token_hash.size());
  if (state.status == RoomStatus::finished && last_.status == RoomStatus::playing) {
    for (int seat = 0; seat < seats; ++seat) notice(seat, SeatEvent::game_over);
  } else if (state.status == RoomStatus::playing) {
    for (const int seat : state.to_act)
      if (!contains(last_.to_act, seat) || last_.status != RoomStatus::playing)
        notice(seat, SeatEvent::turn);
    for (const int seat : state.asked)
      if (!contains(last_.asked, seat)) notice(seat, SeatEvent::offer);
    // The clock: the reminder of this deadline, once.
    if (state.deadline_unix_ms && state.clock_seconds > 0 &&
        now_unix_ms >= reminder_at(*state.deadline_unix_ms, state.clock_seconds) &&
        now_unix_ms < *state.deadline_unix_ms) {
      for (const int seat : state.to_act) {
        SeatSubscription* subscriber = away_subscriber(state, seat);
        if (!subscriber || subscriber->reminded_deadline == *state.deadline_unix_ms) continue;
        // A turn that starts inside its reminder window (a short clock) is
        // told once, as a turn.
        const bool just_told = std::any_of(notices.begin(), notices.end(), [&](const auto& n) {
          return n.seat == seat && n.event == SeatEvent::turn;
        });
        subscriber->reminded_deadline = *state.deadline_unix_ms;
        if (!just_told) notices.push_back({seat, SeatEvent::clock, *subscriber});
      }
    }
  }
  last_ = state;
  return notices;
}

std::optional<std::int64_t> SeatNotifications::next_reminder_unix_ms(
    const NoticeState& state) const {
  if (state.status != RoomStatus::playing || !state.deadline_unix_ms || state.clock_seconds <= 0)
    return std::nullopt;
  for (const int seat : state.to_act) {
    if (seat < 0 || seat >= static_cast<int>(state.token_hash.size())) continue;
    const std::string& hash = state.token_hash[static_cast<std::size_t>(seat)];
    for (const auto& subscription : subscriptions_)
      if (!hash.empty() && subscription.token_hash == hash &&
          subscription.reminded_deadline != *state.deadline_unix_ms)
        return reminder_at(*state.deadline_unix_ms, state.clock_seconds);
  }
  return std::nullopt;
}

nlohmann::json SeatNotifications::to_json() const {
  nlohmann::json saved = nlohmann::json::array();
  for (const auto& subscription : subscriptions_) {
    nlohmann::json push = nullptr;
    if (subscription.push)
      push = {{"endpoint", subscription.push->endpoint},
              {"keys", {{"p256dh", subscription.push->p256dh}, {"auth", subscription.push->auth}}}};
    saved.push_back({{"token_hash", subscription.token_hash},
                     {"push", push},
                     {"webhook", subscription.webhook ? nlohmann::json(*subscription.webhook)
                                                      : nlohmann::json(nullptr)},
                     {"lang", subscription.lang},
                     {"origin", subscription.origin},
                     {"reminded_deadline", subscription.reminded_deadline}});
  }
  return saved;
}

void SeatNotifications::from_json(const nlohmann::json& saved) {
  subscriptions_.clear();
  if (!saved.is_array()) return;
  for (const auto& entry : saved) {
    SeatSubscription subscription;
    subscription.token_hash = entry.at("token_hash").get<std::string>();
    if (const auto& push = entry.at("push"); !push.is_null())
      subscription.push = protocol::PushSubscription{
          push.at("endpoint").get<std::string>(), push.at("keys").at("p256dh").get<std::string>(),
          push.at("keys").at("auth").get<std::string>()};
    if (const auto& webhook = entry.at("webhook"); !webhook.is_null())
      subscription.webhook = webhook.get<std::string>();
    subscription.lang = entry.value("lang", "en");
    subscription.origin = entry.value("origin", "");
    subscription.reminded_deadline = entry.value("reminded_deadline", std::int64_t{0});
    if (!subscription.empty()) subscriptions_.push_back(std::move(subscription));
  }
}

}  // namespace kangaroom::server
