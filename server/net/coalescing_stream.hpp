#pragma once
// The TCP stream under a WebSocket session, able to hold a frame back so
// that it leaves with the next one. A move's patch and the `ok` that follows
// it then reach the mover in one send (one segment, one wake-up of the
// client) instead of two. Only the session holds, and only a frame it knows
// another write follows at once; anything else is sent as it comes, after
// whatever is held.
//
// It sits on the bare socket: the WebSocket keeps its own timeouts, so the
// timer logic of Beast's tcp_stream (used for the HTTP part of a
// connection) would only be a layer more on every read and write.
#include <boost/asio/async_result.hpp>
#include <boost/asio/buffer.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/bind_handler.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/websocket/teardown.hpp>
#include <string>
#include <utility>

namespace kangaroom::server {

namespace net = boost::asio;
namespace beast = boost::beast;

class CoalescingStream {
 public:
  using executor_type = net::ip::tcp::socket::executor_type;

  explicit CoalescingStream(net::ip::tcp::socket&& socket) : next_(std::move(socket)) {}

  executor_type get_executor() noexcept { return next_.get_executor(); }
  net::ip::tcp::socket& next_layer() noexcept { return next_; }
  const net::ip::tcp::socket& next_layer() const noexcept { return next_; }

  // The next write is held (it completes at once), to be sent together with
  // the write after it.
  void hold_next_write() { hold_next_ = true; }
  // Holds nothing further: the next write goes out, with anything held.
  void cancel_hold() { hold_next_ = false; }
  std::size_t held_bytes() const { return held_.size(); }

  template <class MutableBuffers, class ReadHandler>
  auto async_read_some(const MutableBuffers& buffers, ReadHandler&& handler) {
    return next_.async_read_some(buffers, std::forward<ReadHandler>(handler));
  }

  template <class ConstBuffers, class WriteHandler>
  auto async_write_some(const ConstBuffers& buffers, WriteHandler&& handler) {
    return net::async_initiate<WriteHandler, void(beast::error_code, std::size_t)>(
        // this->: clang 16 takes the dependent call for one that does not use
        // the capture (-Wunused-lambda-capture).
        [this](auto handler, const ConstBuffers& buffers) {
          this->start_write(buffers, std::move(handler));
        },
        handler, buffers);
  }

 private:
  template <class ConstBuffers, class Handler>
  void start_write(const ConstBuffers& buffers, Handler handler) {
    const std::size_t size = net::buffer_size(buffers);
    if (hold_next_) {
      hold_next_ = false;
      append(buffers);
      net::post(get_executor(),
                beast::bind_front_handler(std::move(handler), beast::error_code{}, size));
      return;
    }
    if (held_.empty()) {
      next_.async_write_some(buffers, std::move(handler));
      return;
    }
    // What was held and this write, in one send. The copy is a frame or
    // two of a few hundred bytes; the send saved costs far more.
    append(buffers);
    net::async_write(
        next_, net::buffer(held_),
        [this, size, handler = std::move(handler)](beast::error_code error, std::size_t) mutable {
          release_held();
          std::move(handler)(error, error ? 0 : size);
        });
  }

  template <class ConstBuffers>
  void append(const ConstBuffers& buffers) {
    for (auto it = net::buffer_sequence_begin(buffers); it != net::buffer_sequence_end(buffers);
         ++it) {
      const net::const_buffer part = *it;
      held_.append(static_cast<const char*>(part.data()), part.size());
    }
  }

  // An idle connection keeps no buffer.
  void release_held() { std::string().swap(held_); }

  net::ip::tcp::socket next_;
  std::string held_;
  bool hold_next_ = false;
};

// Closing a WebSocket tears down the socket underneath (found by
// argument-dependent lookup from Beast's close; the session only closes
// asynchronously).
template <class TeardownHandler>
void async_teardown(beast::role_type role, CoalescingStream& stream, TeardownHandler&& handler) {
  using beast::websocket::async_teardown;
  async_teardown(role, stream.next_layer(), std::forward<TeardownHandler>(handler));
}

}  // namespace kangaroom::server
