// Room: its durable record, written for the store and the replays, and a
// restored room made from one.
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

RoomRecord Room::head_record() const {
  RoomRecord record;
  record.code = code_;
  record.game = factory_.info.id;
  record.options = options_;
  record.host_token_hash = seating_.host_token_hash();
  for (const Seating::Seat& seat : seating_.seats())
    record.seats.push_back({seat.token_hash, seat.name, seat.icon, seat.color, seat.bot});
  record.host_seat = seating_.host_seat();
  record.host_handed_over = seating_.host_handed_over();
  record.ever_joined = ever_joined_;
  round_.write_head(record);
  record.notifications = notices_.to_json();
  return record;
}

RoomRecord Room::record() const {
  RoomRecord record = head_record();
  round_.write(record);
  record.version = version();
  for (const auto& line : chat_history_) record.chat.push_back(*line);
  return record;
}

namespace {
constexpr std::uint64_t restore_version_gap = 1 << 20;
}  // namespace

bool Room::restore(RoomRecord record, Clock::time_point now, std::string& error) {
  const auto batch = begin_call(now);
  if (record.game != factory_.info.id) {
    error = "saved for another game";
    return false;
  }
  const int seats = static_cast<int>(record.seats.size());
  if (seats < 1 || seats > 64) {
    error = "bad seats";
    return false;
  }
  if (!round_.restore(record, seats, now, error)) return false;
  std::vector<Seating::Seat> restored(record.seats.size());
  for (std::size_t i = 0; i < restored.size(); ++i) {
    const SeatRecord& saved_seat = record.seats[i];
    restored[i].token_hash = saved_seat.token_hash;
    restored[i].name = saved_seat.name;
    restored[i].icon = saved_seat.icon;
    restored[i].color = saved_seat.color;
    restored[i].bot = saved_seat.bot;
  }
  seating_.restore_seats(std::move(restored));
  // Nobody is connected after a restart: the grace period starts again.
  seating_.all_away(now, unix_ms_now());
  seating_.restore_host(record.host_seat, record.host_handed_over, record.host_token_hash);
  // If the host does not come back within the grace period, the role
  // passes on as usual.
  if (record.ever_joined) seating_.host_left(now);
  broadcast_.feeds().resize(seats);
  options_ = record.options;
  ever_joined_ = record.ever_joined;
  head_changed();
  chat_history_.clear();
  for (auto& line : record.chat) chat_history_.push_back(share(std::move(line)));
  while (chat_history_.size() > settings_.chat_history) chat_history_.pop_front();
  chat_count_ = chat_history_.size();
  // Versions go on, far past the saved one: after a crash, clients may hold
  // versions the store never saw (the last fraction of a second), and a
  // patch must never apply to a view that no longer exists. Patch history is
  // not saved, so every client rejoining gets a snapshot.
  last_activity_ = now;
  last_move_unix_ms_ = unix_ms_now();  // until the log says when (restore_last_move)
  broadcast_.restore(record.version + restore_version_gap, round_);
  broadcast_.publish_room(room_section(), now_);
  // What was true before it slept was told then: only what changes from
  // here is news.
  notices_.restore(record.notifications);
  return true;
}

}  // namespace kangaroom::server
