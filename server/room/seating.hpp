#pragma once
// Who sits where in a room, and who is host. Seats belong to people (by the
// hash of their seat token) or to bots. Who is connected at which seat is
// recorded once, by Members; a seat only knows since when its person has
// been away (nobody connected at it), and a seat away for the grace period
// may be given to someone else. Whether it may is computed from the time, never
// stored, so no caller has to bring the seats up to date first. Seating is
// the only writer of its seats: others read them and call its functions
// (Round marks a bot as thinking through start_bot_thinking, the room hands
// a resigned seat to a bot through hand_to_bot).
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/client_message.hpp"
#include "server/room/room_record.hpp"

namespace kangaroom::server {

class Seating {
 public:
  using Clock = std::chrono::steady_clock;

  struct Seat {
    std::string token_hash;  // SHA-256 of the seat token; empty: no person owns the seat
    std::string name;
    std::string icon;
    std::string color;
    std::optional<protocol::BotLevel> bot;
    // Since when nobody has been connected at the person's seat (none: someone is).
    std::optional<Clock::time_point> away_since;
    std::int64_t away_since_unix_ms = 0;
    bool bot_thinking = false;
    bool clock_thinking = false;  // the turn clock ran out: a bot is choosing this seat's move

    bool vacant() const { return token_hash.empty() && !bot; }
    bool person() const { return !token_hash.empty(); }
    bool away() const { return person() && away_since.has_value(); }
    bool connected() const { return person() && !away_since; }
  };

  Seating(int seats, std::string host_token_hash, Clock::duration grace_period);

  int count() const { return static_cast<int>(seats_.size()); }
  bool valid(int seat) const { return seat >= 0 && seat < count(); }
  // Read only: every change to a seat goes through Seating's own calls.
  const Seat& operator[](int seat) const { return seats_[static_cast<std::size_t>(seat)]; }
  const std::vector<Seat>& seats() const { return seats_; }
  bool any_vacant() const;
  std::optional<int> first_vacant() const;
  // The lobby's seat count changed; the seats cut off must be vacant.
  void resize(int seats) { seats_.resize(static_cast<std::size_t>(seats)); }

  // Away for the whole grace period: the host may give the seat to a bot or
  // free it for someone else.
  bool replaceable(int seat, Clock::time_point now) const;
  // Some seat became replaceable in (since, now]: the room view changes.
  bool became_replaceable(Clock::time_point since, Clock::time_point now) const;

  // The seat whose token hashes to `presented`, compared with every seat in
  // constant time (the time says nothing about which seat nearly matched).
  std::optional<int> seat_of_token_hash(const std::string& presented) const;
  bool host_token_matches(const std::string& presented_hash) const;

  // A person takes a vacant seat: its token (only the player gets it; the
  // seat keeps its hash). Empty name, icon or colour get the seat's defaults.
  std::string seat_person(int seat, const std::string& name, const std::string& icon,
                          const std::string& color);
  // A bot in `seat` (a thinking bot's answer is still awaited: kept).
  void seat_bot(int seat, protocol::BotLevel level);
  // A bot of `level` plays the seat from now on, which keeps its person's
  // name, icon and colour (a resignation in a game that goes on).
  void hand_to_bot(int seat, protocol::BotLevel level);
  // A player's own name, icon or colour, each when given.
  void restyle(int seat, const std::optional<std::string>& name,
               const std::optional<std::string>& icon, const std::optional<std::string>& color);
  // A bot is asked for the seat's move: as its player (false when one is
  // asked already, or the seat has no bot), or for the turn clock.
  bool start_bot_thinking(int seat);
  void start_clock_thinking(int seat);
  // The seat's bot answered: whether it was asked for the turn clock.
  bool bot_answered(int seat);
  // The seat is vacant again (a thinking bot's answer is still awaited: kept).
  void empty(int seat);
  // Someone connected at the person's seat: the person is back.
  void came_back(int seat);
  // The last connection at the seat closed (Members says so): the person is
  // away from `now`; true if it was not away already.
  bool went_away(int seat, Clock::time_point now, std::int64_t now_unix_ms);
  // Every person away from `now` (a restart: nobody is connected).
  void all_away(Clock::time_point now, std::int64_t now_unix_ms);

  // The host. Whoever holds the host seat is host; the host token counts
  // only while the role was never handed over to someone else.
  bool is_host(bool host_token_valid, std::optional<int> seat) const;
  std::optional<int> host_seat() const { return host_seat_; }
  void set_host_seat(std::optional<int> seat) { host_seat_ = seat; }
  bool host_handed_over() const { return host_handed_over_; }
  const std::string& host_token_hash() const { return host_token_hash_; }
  void host_left(Clock::time_point now) { host_away_since_ = now; }
  void host_came() { host_away_since_.reset(); }
  // The host was away for the grace period: the role passes to the first
  // seat a person is connected to (bots cannot host). The new host seat, or
  // nullopt when nothing changed.
  std::optional<int> hand_over_host_if_away(Clock::time_point now);
  // The seats and the host as the room's head keeps them (room_record.hpp),
  // and taken back from one: every person away from `now` (nobody is
  // connected after a restart or a wake), and a host who had joined away
  // too, so that the role passes on as usual if they do not come back.
  void write(RoomRecord& record) const;
  void restore(const RoomRecord& record, Clock::time_point now, std::int64_t now_unix_ms);

  // Names and colours tell the players apart: no two seated players (people
  // or bots) share one. The seat other than `except` that shows `name`
  // (compared without surrounding spaces and without the case of A-Z) or
  // `color` (#rrggbb in either case), if any.
  std::optional<int> seat_named(std::string_view name, int except) const;
  std::optional<int> seat_colored(std::string_view color, int except) const;
  // What `seat` gets when it asks for nothing: its default colour if free,
  // else the next free one; `base`, else `base` with a number after it.
  std::string free_color(int seat) const;
  std::string free_name(const std::string& base, int seat) const;
  // Exchanges two seats with everything they hold (token hash, away time,
  // a bot); the host seat follows its holder.
  void swap(int first, int second);

  static const char* default_color(int seat);
  static const char* default_icon(int seat);

 private:
  Seat& at(int seat) { return seats_[static_cast<std::size_t>(seat)]; }
  std::vector<Seat> seats_;
  std::string host_token_hash_;
  Clock::duration grace_period_;
  std::optional<int> host_seat_;
  // The host role passes to a seated player once the host has been away for
  // the grace period (so that nobody waits forever for an absent host); after
  // that the host token no longer makes anyone host, the host seat does.
  bool host_handed_over_ = false;
  std::optional<Clock::time_point> host_away_since_;
};

}  // namespace kangaroom::server
