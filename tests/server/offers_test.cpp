// The rules of offers, apart from any room or game: who must answer, when an
// offer is accepted, refused or lapses, and the refusal budget.
#include "server/room/offers.hpp"

#include <doctest/doctest.h>

using namespace kangaroom;
using namespace kangaroom::server;
using protocol::ErrorCode;
using Kind = protocol::OfferKind;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {
OfferSettings settings() {
  OfferSettings chosen;
  chosen.timeout = 60s;
  chosen.refusal_cooldown = 30s;
  return chosen;
}
const Clock::time_point start{};
}  // namespace

TEST_CASE("offers: every asked seat must accept, the offerer is never asked") {
  Offers offers(settings());
  CHECK_FALSE(offers.open(1, Kind::draw, {0, 1, 2}, start, 1000));
  REQUIRE(offers.pending());
  CHECK(offers.pending()->awaiting == std::vector<int>{0, 2});
  CHECK(offers.to_json() ==
        nlohmann::json{
            {"kind", "draw"}, {"from", 1}, {"awaiting", {0, 2}}, {"expires_at_unix_ms", 61000}});
  CHECK(offers.answer(1, true, start) == Offers::Answer::not_asked);
  CHECK(offers.answer(0, true, start) == Offers::Answer::waiting);
  CHECK(offers.answer(0, true, start) == Offers::Answer::not_asked);  // answered already
  CHECK(offers.pending()->awaiting == std::vector<int>{2});
  CHECK(offers.answer(2, true, start) == Offers::Answer::accepted);
  CHECK_FALSE(offers.pending());
  CHECK(offers.answer(2, true, start) == Offers::Answer::no_offer);
}

TEST_CASE("offers: with nobody to ask (only bots besides) an offer is accepted at once") {
  Offers offers(settings());
  CHECK(offers.open(0, Kind::takeback, {}, start, 0));
  CHECK(offers.open(0, Kind::takeback, {0}, start, 0));
  CHECK_FALSE(offers.pending());
}

TEST_CASE("offers: one pending at a time") {
  Offers offers(settings());
  offers.open(0, Kind::draw, {1}, start, 0);
  CHECK(offers.refusal(1, Kind::rematch, start) == ErrorCode::offer_pending);
  CHECK(offers.refusal(0, Kind::draw, start) == ErrorCode::offer_pending);
}

TEST_CASE("offers: a refusal ends the offer and spends the offerer's budget for that kind") {
  Offers offers(settings());
  offers.open(0, Kind::takeback, {1, 2}, start, 0);
  CHECK(offers.answer(1, true, start) == Offers::Answer::waiting);
  CHECK(offers.answer(2, false, start + 1s) == Offers::Answer::refused);
  CHECK_FALSE(offers.pending());
  CHECK(offers.refusal(0, Kind::takeback, start + 2s) == ErrorCode::offer_too_soon);
  CHECK_FALSE(offers.refusal(0, Kind::draw, start + 2s));      // another kind
  CHECK_FALSE(offers.refusal(1, Kind::takeback, start + 2s));  // another seat
  CHECK(offers.refusal(0, Kind::takeback, start + 30s) == ErrorCode::offer_too_soon);
  CHECK_FALSE(offers.refusal(0, Kind::takeback, start + 31s));  // cooldown over
}

TEST_CASE("offers: a move lapses the pending offer and renews the budget") {
  Offers offers(settings());
  offers.open(0, Kind::takeback, {1}, start, 0);
  offers.answer(1, false, start);
  offers.open(1, Kind::draw, {0}, start, 0);
  CHECK(offers.move_played());
  CHECK_FALSE(offers.pending());
  CHECK_FALSE(offers.refusal(0, Kind::takeback, start + 1s));
  CHECK_FALSE(offers.move_played());  // nothing pending any more
}

TEST_CASE("offers: the timeout lapses an offer as a refusal") {
  Offers offers(settings());
  offers.open(0, Kind::rematch, {1}, start, 0);
  CHECK_FALSE(offers.expire(start + 59s));
  CHECK(offers.pending());
  CHECK(offers.expire(start + 60s));
  CHECK_FALSE(offers.pending());
  CHECK(offers.refusal(0, Kind::rematch, start + 61s) == ErrorCode::offer_too_soon);
}

TEST_CASE("offers: a seat involved leaving lapses it; another seat's does not") {
  Offers offers(settings());
  offers.open(0, Kind::draw, {1, 2}, start, 0);
  offers.answer(2, true, start);
  CHECK_FALSE(offers.seat_left(2));  // answered already: no longer involved
  CHECK_FALSE(offers.seat_left(3));
  CHECK(offers.pending());
  CHECK(offers.seat_left(1));
  CHECK_FALSE(offers.pending());
  offers.open(0, Kind::draw, {1}, start, 0);
  CHECK(offers.seat_left(0));                         // the offerer
  CHECK_FALSE(offers.refusal(0, Kind::draw, start));  // a lapse is not a refusal
}

TEST_CASE("offers: the offerer is told who refused and from when it may ask again") {
  Offers offers(settings());
  CHECK(offers.refused_json().is_null());
  offers.open(0, Kind::draw, {1, 2}, start, 1000);  // lapses at 61,000 (unix ms)
  CHECK(offers.answer(2, false, start + 5s) == Offers::Answer::refused);
  CHECK(offers.refused_json() ==
        nlohmann::json{
            {"kind", "draw"}, {"from", 0}, {"by", 2}, {"again_at_unix_ms", 1000 + 5000 + 30000}});
  CHECK_FALSE(offers.expire(start + 34s));  // still in its cooldown: nothing changes
  CHECK(offers.expire(start + 35s));        // over: the notice goes
  CHECK(offers.refused_json().is_null());

  // A lapse is told as one (no seat refused); a move ends the notice.
  offers.open(1, Kind::takeback, {0}, start + 40s, 41000);
  CHECK(offers.expire(start + 100s));
  CHECK(offers.refused_json()["by"].is_null());
  CHECK(offers.refused_json()["again_at_unix_ms"] == 41000 + 60000 + 30000);
  CHECK(offers.move_played());
  CHECK(offers.refused_json().is_null());

  // A new offer replaces it, and so does a new round.
  offers.open(0, Kind::draw, {1}, start, 0);
  offers.answer(1, false, start);
  CHECK_FALSE(offers.refused_json().is_null());
  offers.open(1, Kind::draw, {0}, start, 0);
  CHECK(offers.refused_json().is_null());
  offers.answer(0, false, start);
  CHECK(offers.withdraw());
  CHECK(offers.refused_json().is_null());
}
