#include "server/ops/health_check.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>

namespace kangaroom::server {

int check_health(const Config& config) {
  namespace net = boost::asio;
  namespace beast = boost::beast;
  namespace http = beast::http;
  // A server bound to every address answers on loopback.
  const std::string host = (config.bind == "0.0.0.0" || config.bind == "::" || config.bind.empty())
                               ? "127.0.0.1"
                               : config.bind;
  net::io_context io;
  beast::tcp_stream stream(io);
  beast::flat_buffer buffer;
  http::request<http::empty_body> request{http::verb::get, "/healthz", 11};
  request.set(http::field::host, host);
  http::response<http::string_body> response;
  bool healthy = false;

  boost::system::error_code code;
  const auto address = net::ip::make_address(host, code);
  if (code) return 1;
  stream.expires_after(std::chrono::seconds(3));
  stream.async_connect({address, config.port}, [&](beast::error_code error) {
    if (error) return;
    http::async_write(stream, request, [&](beast::error_code write_error, std::size_t) {
      if (write_error) return;
      http::async_read(stream, buffer, response, [&](beast::error_code read_error, std::size_t) {
        healthy = !read_error && response.result() == http::status::ok;
      });
    });
  });
  io.run();
  return healthy ? 0 : 1;
}

}  // namespace kangaroom::server
