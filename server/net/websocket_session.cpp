#include "server/net/websocket_session.hpp"

#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"
#include "server/push_notifier.hpp"
#include "server/room/room_registry.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;
using Clock = std::chrono::steady_clock;

WebSocketSession::WebSocketSession(beast::tcp_stream&& stream, SharedState& state,
                                   std::string address, AddressBudgets::ConnectionSlot slot)
    : ws_(stream.release_socket()),
      state_(state),
      limiter_(state.config.rate_per_second, state.config.rate_burst, Clock::now()),
      address_(std::move(address)),
      slot_(std::move(slot)) {
  ++state_.metrics.connections;
  ++state_.metrics.websockets;
}

WebSocketSession::~WebSocketSession() {
  --state_.metrics.connections;
  --state_.metrics.websockets;
  state_.connections.remove(this);
}

void WebSocketSession::start(HttpRequest upgrade) {
  state_.connections.add(shared_from_this());
  // Checked by the upgrade (origin_allowed): the server's own or an allowed one.
  page_origin_ = std::string(upgrade[beast::http::field::origin]);
  auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.handshake_timeout = state_.config.handshake_timeout;
  // Ping a silent client now and then: live clients answer, dead ones time out.
  timeouts.idle_timeout = std::chrono::seconds(60);
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.set_option(websocket::stream_base::decorator([](websocket::response_type& response) {
    response.set(beast::http::field::server, "kangaroom");
  }));
  ws_.read_message_max(state_.config.frame_cap);  // Beast closes with 1009 above it
  // One frame per message: simpler for clients, fewer syscalls for us.
  ws_.auto_fragment(false);
  // The request lives until the handshake ends, then its header fields go.
  auto request = std::make_unique<HttpRequest>(std::move(upgrade));
  const HttpRequest& held = *request;
  ws_.async_accept(
      held, [self = shared_from_this(), request = std::move(request)](beast::error_code error) {
        if (error) return;
        if (self->state_.shutting_down) {
          self->close_after_writes(websocket::close_code::going_away, "server shutting down");
          return;
        }
        self->read_next();
      });
}

// Completion handlers rather than a coroutine: an idle connection waits in
// one small pending read, without a coroutine frame (about 2 KB) of its own.
void WebSocketSession::read_next() {
  // Read in small pieces into the session's own chunk: a whole-message read
  // would have Beast set aside 1.5 KB as soon as it starts waiting, held by
  // every idle connection. Most messages fit one chunk; a larger one (up to
  // the frame cap) is gathered in long_message_, freed after.
  ws_.async_read_some(net::buffer(chunk_),
                      [self = shared_from_this()](beast::error_code error, std::size_t bytes) {
                        self->on_read(error, bytes);
                      });
}

void WebSocketSession::on_read(beast::error_code error, std::size_t bytes) {
  // Whatever ends the reading (a closed socket, or a handler that throws),
  // the connection leaves its room, so no seat stays held by a dead session.
  if (error) {
    if (error == websocket::error::message_too_big)
      spdlog::debug("closing a connection whose frame exceeded {} bytes", state_.config.frame_cap);
    leave_room();
    return;
  }
  try {
    if (!ws_.is_message_done() || !long_message_.empty()) {
      long_message_.append(chunk_.data(), bytes);
      if (!ws_.is_message_done()) {
        read_next();
        return;
      }
    }
    const std::string_view text = long_message_.empty() ? std::string_view(chunk_.data(), bytes)
                                                        : std::string_view(long_message_);
    on_message(text, ws_.got_text());
    if (!long_message_.empty()) std::string().swap(long_message_);
  } catch (const std::exception& failure) {
    spdlog::error("a connection's request failed, closing it: {}", failure.what());
    leave_room();
    return;
  }
  read_next();
}

void WebSocketSession::on_message(std::string_view text, bool is_text) {
  const auto received = Clock::now();
  ++state_.metrics.messages_received;
  if (closing_) return;
  if (!is_text) {
    if (!limiter_.try_spend(received)) {
      send_error(nullptr, ErrorCode::rate_limited, "too many messages");
      close_after_writes(websocket::close_code::policy_error, "rate_limited");
      return;
    }
    send_error(nullptr, ErrorCode::binary_frame, "frames must be JSON text, not binary");
    return;
  }
  auto parsed = protocol::parse_client_message(text);
  const bool free = parsed.ok() && std::holds_alternative<protocol::Ping>(parsed.message->request);
  if (!free && !limiter_.try_spend(received)) {
    send_error(parsed.ok() ? parsed.message->id : parsed.error.id, ErrorCode::rate_limited,
               "too many messages");
    close_after_writes(websocket::close_code::policy_error, "rate_limited");
    return;
  }
  if (!parsed.ok()) {
    send_error(parsed.error.id, parsed.error.code, parsed.error.message);
    return;
  }
  handle(std::move(*parsed.message), received);
}

void WebSocketSession::handle(protocol::ClientMessage message, Clock::time_point received) {
  const Json& id = message.id;
  if (auto* hello = std::get_if<protocol::Hello>(&message.request)) {
    if (hello->protocol != protocol::protocol_version) {
      send_error(id, ErrorCode::unsupported_protocol,
                 "this server speaks protocol " + std::to_string(protocol::protocol_version));
      return;
    }
    const protocol::ConnectionLimits limits{state_.config.rate_per_second, state_.config.rate_burst,
                                            state_.config.frame_cap};
    send(protocol::welcome_message(id, "kangaroom", limits, state_.config.node_id));
    return;
  }
  if (std::holds_alternative<protocol::Ping>(message.request)) {
    send(protocol::pong_message(id));
    return;
  }
  if (auto* create = std::get_if<protocol::CreateRoom>(&message.request)) {
    auto result = state_.rooms.create(*create, address_);
    if (!result.ok()) {
      send_error(id, result.error, result.message);
      return;
    }
    send(protocol::room_created_message(id, result.room->code(), result.host_token));
    return;
  }
  if (auto* join = std::get_if<protocol::Join>(&message.request)) {
    join_room(std::move(*join), id, /*again_if_closed=*/true);
    return;
  }
  if (!room_) {
    send_error(id, ErrorCode::not_in_room, "join a room first");
    return;
  }
  if (auto* subscribe = std::get_if<protocol::Subscribe>(&message.request)) {
    // Where the server would send: checked here, before the room (it needs
    // no room state, and the room's thread does no URL parsing).
    if (const std::string refusal =
            state_.notifier ? state_.notifier->refusal(*subscribe) : "notifications are off";
        !refusal.empty()) {
      send_error(id, ErrorCode::bad_endpoint, refusal);
      return;
    }
    subscribe->page_origin = page_origin_;
  }
  auto self = shared_from_this();
  room_->dispatch([self, message = std::move(message), received](
                      Room& target) { target.handle(self, message, Clock::now(), received); },
                  [self, id = message.id] {
                    self->send_error(id, ErrorCode::unknown_room, "that room has closed");
                  });
}

void WebSocketSession::join_room(protocol::Join join, const Json& id, bool again_if_closed) {
  auto [room, elsewhere] = state_.rooms.open(join.room);
  if (elsewhere) {
    send_error(id, ErrorCode::room_elsewhere,
               "another node serves this room right now: reconnect and join again shortly");
    return;
  }
  if (!room) {
    send_error(id, ErrorCode::unknown_room, "no room with that code (it may have expired)");
    return;
  }
  leave_room();
  room_ = room;
  auto self = shared_from_this();
  room_->dispatch(
      [self, request = join, id](Room& target) { target.join(self, request, id, Clock::now()); },
      [self, request = join, id, again_if_closed] {
        // The room closed as the join reached it: it fell asleep (opening it
        // again wakes it), or in a cluster it moved to another node (parked
        // once written, handed over, lost: joining again finds it).
        if (again_if_closed) {
          net::post(self->ws_.get_executor(),
                    [self, request, id] { self->join_room(request, id, false); });
        } else if (!self->state_.config.database.empty()) {
          self->send_error(id, ErrorCode::room_elsewhere,
                           "the room moved to another node: reconnect and join again shortly");
        } else {
          self->send_error(id, ErrorCode::unknown_room, "that room has closed");
        }
      });
}

void WebSocketSession::leave_room() {
  if (!room_) return;
  auto self = shared_from_this();
  room_->dispatch([self](Room& target) { target.leave(self, Clock::now()); });
  room_.reset();
}

void WebSocketSession::send(const Json& message) { enqueue(share(protocol::serialize(message))); }

void WebSocketSession::send_error(const Json& id, ErrorCode code, std::string_view message) {
  state_.metrics.count_error(protocol::to_string(code));
  send(protocol::error_message(id, code, message));
}

void WebSocketSession::deliver(SharedText message) { deliver_all({{std::move(message), false}}); }

void WebSocketSession::deliver_snapshot(SharedText message) {
  deliver_all({{std::move(message), /*snapshot=*/true}});
}

void WebSocketSession::deliver_all(std::vector<Outgoing> messages) {
  net::post(ws_.get_executor(),
            [self = shared_from_this(), messages = std::move(messages)]() mutable {
              // Queued together before the writer starts, so they leave together.
              for (auto& message : messages)
                if (!self->add_to_queue(std::move(message.text), message.snapshot)) return;
              if (!self->writing_) self->write_next();
            });
}

void WebSocketSession::enqueue(SharedText message, bool snapshot) {
  if (add_to_queue(std::move(message), snapshot) && !writing_) write_next();
}

bool WebSocketSession::add_to_queue(SharedText message, bool snapshot) {
  if (closing_ || dropped_) return false;
  if (snapshot) {
    // An unsent older snapshot is out of date: this one replaces it.
    const auto first_unsent = queue_.begin() + (writing_ ? 1 : 0);
    for (auto it = first_unsent; it != queue_.end(); ++it) {
      if (!it->snapshot) continue;
      queued_bytes_ -= it->text->size();
      queue_.erase(it);
      break;
    }
  }
  if (queue_.size() >= state_.config.send_queue_limit ||
      queued_bytes_ + message->size() > state_.config.send_queue_bytes) {
    // Too far behind: drop it; it can reconnect and resync. Bounded in bytes
    // too: a few large snapshots weigh more than many small patches.
    dropped_ = true;
    ++state_.metrics.slow_clients_dropped;
    spdlog::warn("dropping a client whose send queue reached {} messages, {} bytes", queue_.size(),
                 queued_bytes_);
    beast::error_code ignored;
    ws_.next_layer().next_layer().close(ignored);
    return false;
  }
  queued_bytes_ += message->size();
  queue_.push_back({std::move(message), snapshot});
  return true;
}

void WebSocketSession::write_next() {
  if (queue_.empty() || dropped_) {
    writing_ = false;
    if (close_reason_ && !dropped_) {
      auto reason = *close_reason_;
      close_reason_.reset();
      ws_.next_layer().cancel_hold();  // the close frame goes out at once
      ws_.async_close(reason, [self = shared_from_this()](beast::error_code) {});
    }
    return;
  }
  writing_ = true;
  ws_.text(true);
  // Another message is waiting: this one leaves with it, in one send.
  if (queue_.size() > 1) ws_.next_layer().hold_next_write();
  ws_.async_write(net::buffer(*queue_.front().text),
                  [self = shared_from_this()](beast::error_code error, std::size_t bytes) {
                    self->queued_bytes_ -= self->queue_.front().text->size();
                    self->queue_.erase(self->queue_.begin());
                    if (error) {
                      self->ws_.next_layer().cancel_hold();
                      self->writing_ = false;
                      self->dropped_ = true;
                      self->queue_.clear();
                      self->queued_bytes_ = 0;
                      return;
                    }
                    self->state_.metrics.bytes_sent += bytes;
                    ++self->state_.metrics.messages_sent;
                    self->write_next();
                  });
}

void WebSocketSession::close_after_writes(websocket::close_code code, std::string_view reason) {
  if (closing_) return;
  closing_ = true;
  close_reason_ = websocket::close_reason(code, reason);
  if (!writing_) write_next();
}

// PROTOCOL.md: close code 4000, "reconnect and join again".
constexpr std::uint16_t room_moved_close_code = 4000;

void WebSocketSession::room_moved() {
  net::post(ws_.get_executor(), [self = shared_from_this()] {
    if (!self->ws_.is_open()) return;
    self->room_.reset();
    self->close_after_writes(static_cast<websocket::close_code>(room_moved_close_code),
                             "room moved: reconnect");
  });
}

void WebSocketSession::shutdown() {
  net::post(ws_.get_executor(), [self = shared_from_this()] {
    if (!self->ws_.is_open()) return;
    self->close_after_writes(websocket::close_code::going_away, "server shutting down");
  });
}

}  // namespace kangaroom::server
