#pragma once
// Accepts TCP connections on the one port and starts an HTTP session for
// each, on a strand of its own.
#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "server/shared_state.hpp"

namespace kangaroom::server {

namespace net = boost::asio;

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(net::io_context& io, SharedState& state);

  // Binds and listens; false with `error` set if the address is unusable.
  bool open(const net::ip::tcp::endpoint& endpoint, std::string& error);
  std::uint16_t port() const;
  void start();
  void stop();  // thread-safe

 private:
  net::awaitable<void> run();

  net::io_context& io_;
  SharedState& state_;
  net::ip::tcp::acceptor acceptor_;
};

}  // namespace kangaroom::server
