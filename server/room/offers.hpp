#pragma once
// Offers between players (takeback, draw, rematch): the one offer a room may
// have pending, who still has to answer it, when it lapses, and each seat's
// refusal budget. It knows seats as numbers and nothing of games: the room
// decides who is asked and makes an accepted offer happen.
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "nlohmann/json.hpp"
#include "protocol/client_message.hpp"

namespace kangaroom::server {

struct OfferSettings {
  // An offer nobody finished answering lapses after this.
  std::chrono::steady_clock::duration timeout = std::chrono::seconds(60);
  // After a refusal (or a lapse by timeout) the same seat may offer the same
  // kind again once a move was played, or after this.
  std::chrono::steady_clock::duration refusal_cooldown = std::chrono::seconds(30);
};

class Offers {
 public:
  using Clock = std::chrono::steady_clock;
  using Kind = protocol::OfferKind;

  struct Pending {
    Kind kind = Kind::takeback;
    int from = 0;
    std::vector<int> awaiting;  // seats still to answer, in seat order
    Clock::time_point expires_at;
    std::int64_t expires_at_unix_ms = 0;
  };

  explicit Offers(OfferSettings settings = {}) : settings_(settings) {}

  const std::optional<Pending>& pending() const { return pending_; }

  // Why `seat` may not offer `kind` now: an offer is pending (offer_pending)
  // or its last one of this kind was refused just now (offer_too_soon).
  std::optional<protocol::ErrorCode> refusal(int seat, Kind kind, Clock::time_point now) const;
  // Opens an offer asking `asked` (the offerer is never asked). With nobody
  // to ask it is accepted at once: true, and nothing stays pending.
  bool open(int seat, Kind kind, std::vector<int> asked, Clock::time_point now,
            std::int64_t now_unix_ms);

  enum class Answer { no_offer, not_asked, waiting, accepted, refused };
  // `seat` answers the pending offer. Accepted once the last one asked
  // accepts; refused at the first refusal (the offer is gone, the offerer's
  // budget spent).
  Answer answer(int seat, bool accept, Clock::time_point now);

  // Lapses: a move was played (also renews every refusal budget), the round
  // started or ended, a seat involved left. True if an offer was pending.
  bool move_played();
  bool withdraw();
  bool seat_left(int seat);
  // The pending offer ran past its time: it lapses as a refusal would.
  bool expire(Clock::time_point now);

  // The room view's `offer`: null or {kind, from, awaiting, expires_at_unix_ms}.
  nlohmann::json to_json() const;
  // The room view's `offer_refused`: the last offer refused (or lapsed
  // unanswered) while its offerer may not ask again, so that the offerer is
  // told who said no and until when: null or {kind, from, by (the seat that
  // refused; null for a lapse), again_at_unix_ms}. Gone once a move is
  // played, a new offer is made, the round starts or ends, or its time passed
  // (expire).
  nlohmann::json refused_json() const;

 private:
  OfferSettings settings_;
  std::optional<Pending> pending_;
  // Per seat and kind: when its last refused offer was refused.
  std::map<std::pair<int, Kind>, Clock::time_point> refused_at_;
  struct Refused {
    Kind kind = Kind::takeback;
    int from = 0;
    std::optional<int> by;  // none: it lapsed unanswered
    Clock::time_point again_at;
    std::int64_t again_at_unix_ms = 0;
  };
  std::optional<Refused> last_refused_;
  // The pending offer ends refused at `now` (by `by`, or by its time).
  void refuse_pending(std::optional<int> by, Clock::time_point now);
};

}  // namespace kangaroom::server
