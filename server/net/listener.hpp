#pragma once
// Accepts TCP connections on a port and starts an HTTP session for each, on
// the next of the I/O threads: the public port, and the operator's metrics
// port when there is one.
#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "server/net/http_session.hpp"
#include "server/net/io_pool.hpp"
#include "server/shared_state.hpp"

namespace kangaroom::server {

namespace net = boost::asio;

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(IoPool& io, SharedState& state, HttpSession::Role role = HttpSession::Role::site);

  // Binds and listens; false with `error` set if the address is unusable.
  bool open(const net::ip::tcp::endpoint& endpoint, std::string& error);
  std::uint16_t port() const;
  void start();
  void stop();  // thread-safe

 private:
  net::awaitable<void> run();

  IoPool& io_;
  SharedState& state_;
  HttpSession::Role role_;
  net::ip::tcp::acceptor acceptor_;
};

}  // namespace kangaroom::server
