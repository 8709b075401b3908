#pragma once
// One WebSocket connection: reads frames (size cap, rate limit, parsing),
// answers session-level requests itself (hello, ping, create_room, join) and
// hands room requests to the room's thread. Writes go through a bounded
// queue of shared buffers, one write at a time (messages queued together
// leave in one send); a client whose queue fills up is dropped rather than
// allowed to grow memory.
#include <array>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <memory>
#include <string>
#include <vector>

#include "protocol/client_message.hpp"
#include "server/net/coalescing_stream.hpp"
#include "server/net/static_files.hpp"
#include "server/room/live_room.hpp"
#include "server/room/room_member.hpp"
#include "server/shared_state.hpp"
#include "server/util/token_bucket.hpp"

namespace kangaroom::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

class WebSocketSession final : public RoomMember,
                               public Connection,
                               public std::enable_shared_from_this<WebSocketSession> {
 public:
  // `address`: the client address its rooms count against; `slot`: its
  // place in that address's connection budget, held while it lives.
  WebSocketSession(beast::tcp_stream&& stream, SharedState& state, std::string address,
                   AddressBudgets::ConnectionSlot slot);
  ~WebSocketSession() override;

  // Completes the upgrade and reads until the connection ends.
  void start(HttpRequest upgrade);

  void deliver(SharedText message) override;
  void deliver_snapshot(SharedText message) override;
  void deliver_all(std::vector<Outgoing> messages) override;
  void shutdown() override;
  void room_moved() override;

 private:
  // The reading: one read pending at a time, until the connection ends.
  void read_next();
  void on_read(beast::error_code error, std::size_t bytes);
  // One whole message from the client: checked, rate-limited, parsed, handled.
  void on_message(std::string_view text, bool is_text);
  void handle(protocol::ClientMessage message, std::chrono::steady_clock::time_point received);
  void send(const Json& message);
  void send_error(const Json& id, protocol::ErrorCode code, std::string_view message);
  void enqueue(SharedText message, bool snapshot = false);
  // Queues without starting the writer; false if the connection is closing
  // or was dropped for a full queue.
  bool add_to_queue(SharedText message, bool snapshot);
  void write_next();
  // Sends what is queued, then closes with `code`.
  void close_after_writes(websocket::close_code code, std::string_view reason);
  // Joins the room `join` names (waking it if it sleeps); a room that
  // closed as the join reached it is opened once more.
  void join_room(protocol::Join join, const Json& id, bool again_if_closed);
  void leave_room();

  websocket::stream<CoalescingStream> ws_;
  SharedState& state_;
  std::array<char, 256> chunk_;  // a read's piece of a message (most fit whole)
  std::string long_message_;     // a message longer than one chunk, gathered
  server::TokenBucket limiter_;
  struct Queued {
    SharedText text;
    bool snapshot = false;
  };
  // The front is being written while writing_. A vector, not a deque: it is
  // short (bounded by send_queue_limit, usually one or two), and an empty
  // deque already allocates about 600 bytes, for every idle connection.
  std::vector<Queued> queue_;
  std::size_t queued_bytes_ = 0;
  std::string address_;
  // The Origin of the page that opened it (empty for bots): the room link in
  // its player's notifications.
  std::string page_origin_;
  AddressBudgets::ConnectionSlot slot_;
  bool writing_ = false;
  bool closing_ = false;  // a close is pending or done: no more writes
  bool dropped_ = false;
  std::optional<websocket::close_reason> close_reason_;
  std::shared_ptr<LiveRoom> room_;
};

}  // namespace kangaroom::server
