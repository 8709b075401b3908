#pragma once
// Moves a connected TCP stream to another I/O thread's io_context. A
// WebSocket that names its room in its URL is moved to the room's thread
// before the upgrade completes, so the room's messages to it, and its moves
// to the room, never cross threads (see server/io_pool.hpp).
#include <boost/asio/io_context.hpp>
#include <boost/beast/core/tcp_stream.hpp>

namespace kangaroom::server {

namespace net = boost::asio;
namespace beast = boost::beast;

// True if `stream` already runs on `context`.
bool runs_on(beast::tcp_stream& stream, net::io_context& context);

// The same connection, served by `context`. `stream` must have no operation
// pending, and is left without a socket. On failure `error` says why and the
// connection is closed.
beast::tcp_stream move_stream_to(beast::tcp_stream& stream, net::io_context& context,
                                 beast::error_code& error);

}  // namespace kangaroom::server
