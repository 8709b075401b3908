#include "server/room/seating.hpp"

#include <algorithm>
#include <iterator>

#include "server/room/player_names.hpp"
#include "server/util/secret.hpp"
#include "server/util/sha256.hpp"

namespace kangaroom::server {

namespace {
// Apart from each other by at least 10 (CIEDE2000) in normal sight and under
// simulated protanopia, deuteranopia and tritanopia
// (tests/web/palette-vision.test.mjs; web-client/js/seat-shapes.js has the copy).
constexpr const char* default_colors[] = {"#dd4c3a", "#1482ee", "#339555", "#e0a526",
                                          "#875aaa", "#00aaaf", "#d66a9c", "#6b6b6b"};
constexpr const char* default_icons[] = {"kangaroo", "joey", "boomerang", "gum_leaf",
                                         "sun",      "star", "moon",      "wave"};
}  // namespace

const char* Seating::default_color(int seat) {
  return default_colors[static_cast<std::size_t>(seat) % std::size(default_colors)];
}

const char* Seating::default_icon(int seat) {
  return default_icons[static_cast<std::size_t>(seat) % std::size(default_icons)];
}

Seating::Seating(int seats, std::string host_token_hash, Clock::duration grace_period)
    : seats_(static_cast<std::size_t>(std::max(1, seats))),
      host_token_hash_(std::move(host_token_hash)),
      grace_period_(grace_period) {}

bool Seating::any_vacant() const {
  return std::any_of(seats_.begin(), seats_.end(), [](const Seat& seat) { return seat.vacant(); });
}

std::optional<int> Seating::first_vacant() const {
  for (int i = 0; i < count(); ++i)
    if ((*this)[i].vacant()) return i;
  return std::nullopt;
}

bool Seating::replaceable(int seat, Clock::time_point now) const {
  const Seat& state = (*this)[seat];
  return state.away() && state.away_since && now - *state.away_since >= grace_period_;
}

bool Seating::became_replaceable(Clock::time_point since, Clock::time_point now) const {
  return std::any_of(seats_.begin(), seats_.end(), [&](const Seat& seat) {
    if (!seat.away() || !seat.away_since) return false;
    const Clock::time_point due = *seat.away_since + grace_period_;
    return since < due && due <= now;
  });
}

std::optional<int> Seating::seat_of_token_hash(const std::string& presented) const {
  std::optional<int> found;
  // Every seat is compared, without stopping early.
  for (int i = 0; i < count(); ++i)
    if ((*this)[i].person() && constant_time_equal(presented, (*this)[i].token_hash)) found = i;
  return found;
}

bool Seating::host_token_matches(const std::string& presented_hash) const {
  return constant_time_equal(presented_hash, host_token_hash_);
}

std::string Seating::seat_person(int seat, const std::string& name, const std::string& icon,
                                 const std::string& color) {
  Seat& state = at(seat);
  state = Seat{};
  const std::string token = new_secret_token();
  state.token_hash = sha256_hex(token);
  state.name = name.empty() ? free_name("Player " + std::to_string(seat + 1), seat) : name;
  state.icon = icon.empty() ? default_icon(seat) : icon;
  state.color = color.empty() ? free_color(seat) : color;
  return token;  // its person is the one taking it: connected
}

void Seating::hand_to_bot(int seat, protocol::BotLevel level) {
  const Seat was = at(seat);
  seat_bot(seat, level);
  Seat& state = at(seat);
  state.name = was.name;
  state.icon = was.icon;
  state.color = was.color;
}

void Seating::restyle(int seat, const std::optional<std::string>& name,
                      const std::optional<std::string>& icon,
                      const std::optional<std::string>& color) {
  Seat& state = at(seat);
  if (name) state.name = *name;
  if (icon) state.icon = *icon;
  if (color) state.color = *color;
}

bool Seating::start_bot_thinking(int seat) {
  Seat& state = at(seat);
  if (!state.bot || state.bot_thinking) return false;
  state.bot_thinking = true;
  return true;
}

void Seating::start_clock_thinking(int seat) { at(seat).clock_thinking = true; }

bool Seating::bot_answered(int seat) {
  Seat& state = at(seat);
  const bool for_the_clock = state.clock_thinking;
  state.bot_thinking = false;
  state.clock_thinking = false;
  return for_the_clock;
}

void Seating::seat_bot(int seat, protocol::BotLevel level) {
  empty(seat);
  Seat& state = at(seat);
  state.bot = level;
  // Numbered by seat, so that two bots at one table (a Jackaroo team's
  // names in the final result) can be told apart.
  state.name = free_name(
      "Bot " + std::to_string(seat + 1) + " (" + std::string(protocol::to_string(level)) + ")",
      seat);
  state.icon = "robot";
  state.color = free_color(seat);
}

namespace {

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool same_ignoring_ascii_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return ascii_lower(x) == ascii_lower(y);
         });
}

}  // namespace

std::optional<int> Seating::seat_named(std::string_view name, int except) const {
  const std::string wanted = name_skeleton(name);
  for (int i = 0; i < count(); ++i)
    if (i != except && !(*this)[i].vacant() && name_skeleton((*this)[i].name) == wanted) return i;
  return std::nullopt;
}

std::optional<int> Seating::seat_colored(std::string_view color, int except) const {
  for (int i = 0; i < count(); ++i)
    if (i != except && !(*this)[i].vacant() && same_ignoring_ascii_case((*this)[i].color, color))
      return i;
  return std::nullopt;
}

std::string Seating::free_color(int seat) const {
  for (std::size_t step = 0; step < std::size(default_colors); ++step) {
    const char* color = default_color(seat + static_cast<int>(step));
    if (!seat_colored(color, seat)) return color;
  }
  return default_color(seat);  // more seats than colours: one must repeat
}

std::string Seating::free_name(const std::string& base, int seat) const {
  std::string name = base;
  for (int number = 2; seat_named(name, seat); ++number) name = base + " " + std::to_string(number);
  return name;
}

void Seating::swap(int first, int second) {
  std::swap(at(first), at(second));
  if (host_seat_ == first)
    host_seat_ = second;
  else if (host_seat_ == second)
    host_seat_ = first;
}

void Seating::empty(int seat) {
  const bool thinking = (*this)[seat].bot_thinking;
  at(seat) = Seat{};
  at(seat).bot_thinking = thinking;
  if (host_seat_ == seat) host_seat_.reset();
}

void Seating::came_back(int seat) { at(seat).away_since.reset(); }

bool Seating::went_away(int seat, Clock::time_point now, std::int64_t now_unix_ms) {
  Seat& state = at(seat);
  if (!state.person() || state.away_since) return false;
  state.away_since = now;
  state.away_since_unix_ms = now_unix_ms;
  return true;
}

void Seating::all_away(Clock::time_point now, std::int64_t now_unix_ms) {
  for (Seat& seat : seats_) {
    if (!seat.person()) continue;
    seat.away_since = now;
    seat.away_since_unix_ms = now_unix_ms;
  }
}

bool Seating::is_host(bool host_token_valid, std::optional<int> seat) const {
  return (host_token_valid && !host_handed_over_) || (seat && host_seat_ == *seat);
}

std::optional<int> Seating::hand_over_host_if_away(Clock::time_point now) {
  if (!host_away_since_ || now - *host_away_since_ < grace_period_) return std::nullopt;
  std::optional<int> heir;
  for (int i = 0; i < count() && !heir; ++i)
    if ((*this)[i].connected()) heir = i;
  if (!heir) return std::nullopt;  // nobody to hand it to yet: asked again later
  host_seat_ = heir;
  host_handed_over_ = true;
  host_away_since_.reset();
  return heir;
}

void Seating::write(RoomRecord& record) const {
  record.host_token_hash = host_token_hash_;
  for (const Seat& seat : seats_)
    record.seats.push_back({seat.token_hash, seat.name, seat.icon, seat.color, seat.bot});
  record.host_seat = host_seat_;
  record.host_handed_over = host_handed_over_;
}

void Seating::restore(const RoomRecord& record, Clock::time_point now, std::int64_t now_unix_ms) {
  seats_.assign(record.seats.size(), Seat{});
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const SeatRecord& saved = record.seats[i];
    seats_[i].token_hash = saved.token_hash;
    seats_[i].name = saved.name;
    seats_[i].icon = saved.icon;
    seats_[i].color = saved.color;
    seats_[i].bot = saved.bot;
  }
  all_away(now, now_unix_ms);
  host_seat_ = record.host_seat;
  host_handed_over_ = record.host_handed_over;
  host_token_hash_ = record.host_token_hash;
  if (record.ever_joined) host_left(now);
}

}  // namespace kangaroom::server
