#pragma once
// Who is in a room: each connection, the seat it speaks for (none: it
// watches) and whether it holds the host role: the one record of who is
// connected at which seat, and the only writer of those fields. Seating
// keeps the seats themselves (names, tokens, since when a person is away);
// Room tells it when a seat's last connection left.
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "server/room/room_member.hpp"

namespace kangaroom::server {

// A connection in the room. Held weakly: a connection owns its room (it must
// reach it), never the other way round, so no cycle keeps either alive; a
// connection that went without saying so is dropped on the next tick. (The
// CommitGate holds a connection strongly while its messages wait for a commit.)
struct Member {
  std::weak_ptr<RoomMember> connection;
  std::optional<int> seat;
  bool host = false;
  // False while its seat changes under it: it gets a snapshot of its new
  // view instead of the patch of that change (Members::resume_receiving).
  bool receiving = true;
  bool is(const MemberPtr& other) const {
    return !connection.owner_before(other) && !other.owner_before(connection);
  }
  // The view it is sent: its seat's, or the watchers'.
  int audience() const { return seat ? *seat : engine::spectator; }
};

class Members {
 public:
  using Connection = std::weak_ptr<RoomMember>;

  const Member* find(const MemberPtr& connection) const;
  // A new member, not receiving until resume_receiving().
  const Member& add(const MemberPtr& connection, std::optional<int> seat, bool host);
  // Removes `connection`'s member and returns it (none if it was not in).
  std::optional<Member> remove(const MemberPtr& connection);
  // Removes the members whose connection went without leaving.
  std::vector<Member> remove_gone();
  // Everyone, removed (the room moved away).
  std::vector<Member> remove_all() { return std::exchange(members_, {}); }

  // `member`, who watched, sits at `seat` from now on.
  void sit(const Member& member, int seat);
  // Everyone at `seat` watches from now on, not receiving until
  // resume_receiving(); returns their connections.
  std::vector<Connection> unseat(int seat);
  // The people at `first` and `second` change places, not receiving until
  // resume_receiving(); returns each one's connection and new seat.
  std::vector<std::pair<Connection, int>> exchange(int first, int second);
  void resume_receiving();
  // The host role passes to whoever sits at `seat`.
  void make_host(int seat);

  bool empty() const { return members_.empty(); }
  std::size_t size() const { return members_.size(); }
  bool any_host() const;
  int spectator_count() const;
  // Anyone is sent `audience`'s view.
  bool any_of_audience(int audience) const;
  // Every receiving member sent `audience`'s view.
  template <typename F>
  void for_each_receiving(int audience, F&& f) const {
    for (const Member& member : members_)
      if (member.receiving && member.audience() == audience) f(member.connection);
  }
  template <typename F>
  void for_each_receiving(F&& f) const {
    for (const Member& member : members_)
      if (member.receiving) f(member.connection);
  }

 private:
  std::vector<Member> members_;
};

}  // namespace kangaroom::server
