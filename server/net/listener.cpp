#include "server/net/listener.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "server/net/http_session.hpp"

namespace kangaroom::server {

Listener::Listener(IoPool& io, SharedState& state, HttpSession::Role role)
    : io_(io), state_(state), role_(role), acceptor_(io.first()) {}

bool Listener::open(const net::ip::tcp::endpoint& endpoint, std::string& error) {
  boost::system::error_code code;
  acceptor_.open(endpoint.protocol(), code);
  if (!code) acceptor_.set_option(net::socket_base::reuse_address(true), code);
  if (!code) acceptor_.bind(endpoint, code);
  if (!code) acceptor_.listen(net::socket_base::max_listen_connections, code);
  if (code) {
    error = code.message();
    return false;
  }
  return true;
}

std::uint16_t Listener::port() const {
  boost::system::error_code code;
  const auto endpoint = acceptor_.local_endpoint(code);
  return code ? 0 : endpoint.port();
}

void Listener::start() {
  net::co_spawn(
      acceptor_.get_executor(), [self = shared_from_this()] { return self->run(); }, net::detached);
}

void Listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ignored;
    self->acceptor_.close(ignored);
  });
}

net::awaitable<void> Listener::run() {
  auto self = shared_from_this();
  while (acceptor_.is_open()) {
    auto [error, socket] =
        co_await acceptor_.async_accept(io_.next(), net::as_tuple(net::use_awaitable));
    if (error) {
      if (error == net::error::operation_aborted || !acceptor_.is_open()) break;
      // Out of file descriptors and the like: wait a little rather than spin.
      spdlog::warn("accept failed: {}", error.message());
      net::steady_timer pause(acceptor_.get_executor(), std::chrono::milliseconds(100));
      co_await pause.async_wait(net::as_tuple(net::use_awaitable));
      continue;
    }
    // Small replies (a move's patch, then its "ok") must not wait for the
    // peer's delayed ACK: Nagle would hold the second one back by ~40 ms.
    boost::system::error_code ignored;
    socket.set_option(net::ip::tcp::no_delay(true), ignored);
    std::make_shared<HttpSession>(net::ip::tcp::socket(std::move(socket)), state_, role_)->start();
  }
}

}  // namespace kangaroom::server
