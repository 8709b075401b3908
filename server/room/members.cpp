#include "server/room/members.hpp"

#include <algorithm>
#include <iterator>

namespace kangaroom::server {

const Member* Members::find(const MemberPtr& connection) const {
  for (const auto& member : members_)
    if (member.is(connection)) return &member;
  return nullptr;
}

const Member& Members::add(const MemberPtr& connection, std::optional<int> seat, bool host) {
  return members_.emplace_back(Member{connection, seat, host, /*receiving=*/false});
}

void Members::sit(const Member& member, int seat) {
  for (Member& each : members_)
    if (&each == &member) each.seat = seat;
}

std::optional<Member> Members::remove(const MemberPtr& connection) {
  const auto it = std::find_if(members_.begin(), members_.end(),
                               [&](const Member& member) { return member.is(connection); });
  if (it == members_.end()) return std::nullopt;
  Member removed = std::move(*it);
  members_.erase(it);
  return removed;
}

std::vector<Member> Members::remove_gone() {
  const auto kept =
      std::stable_partition(members_.begin(), members_.end(),
                            [](const Member& member) { return !member.connection.expired(); });
  std::vector<Member> gone(std::make_move_iterator(kept), std::make_move_iterator(members_.end()));
  members_.erase(kept, members_.end());
  return gone;
}

std::vector<Members::Connection> Members::unseat(int seat) {
  std::vector<Connection> moved;
  for (auto& member : members_) {
    if (member.seat != seat) continue;
    member.seat.reset();
    member.receiving = false;
    moved.push_back(member.connection);
  }
  return moved;
}

std::vector<std::pair<Members::Connection, int>> Members::exchange(int first, int second) {
  std::vector<std::pair<Connection, int>> moved;
  for (auto& member : members_) {
    if (member.seat != first && member.seat != second) continue;
    member.seat = member.seat == first ? second : first;
    member.receiving = false;
    moved.emplace_back(member.connection, *member.seat);
  }
  return moved;
}

void Members::resume_receiving() {
  for (auto& member : members_) member.receiving = true;
}

void Members::make_host(int seat) {
  for (auto& member : members_) member.host = member.seat == seat;
}

bool Members::any_host() const {
  return std::any_of(members_.begin(), members_.end(),
                     [](const Member& member) { return member.host; });
}

int Members::spectator_count() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(),
                                        [](const Member& member) { return !member.seat; }));
}

bool Members::any_of_audience(int audience) const {
  return std::any_of(members_.begin(), members_.end(),
                     [&](const Member& member) { return member.audience() == audience; });
}

}  // namespace kangaroom::server
