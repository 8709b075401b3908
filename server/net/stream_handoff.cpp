#include "server/net/stream_handoff.hpp"

#include <unistd.h>

namespace kangaroom::server {

bool runs_on(beast::tcp_stream& stream, net::io_context& context) {
  const auto& executor = stream.get_executor();
  return &net::query(executor, net::execution::context) ==
         static_cast<net::execution_context*>(&context);
}

beast::tcp_stream move_stream_to(beast::tcp_stream& stream, net::io_context& context,
                                 beast::error_code& error) {
  auto& socket = stream.socket();
  const auto protocol = socket.local_endpoint(error).protocol();
  if (error) return beast::tcp_stream(context);
  // The descriptor leaves the old io_context's reactor and joins the new
  // one's; socket options (TCP_NODELAY) stay with it.
  const auto handle = socket.release(error);
  if (error) return beast::tcp_stream(context);
  net::ip::tcp::socket moved(context);
  moved.assign(protocol, handle, error);
  if (error) {
    ::close(handle);
    return beast::tcp_stream(context);
  }
  return beast::tcp_stream(std::move(moved));
}

}  // namespace kangaroom::server
