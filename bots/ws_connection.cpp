#include "ws_connection.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <utility>

namespace kangaroom::bots {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

class BeastConnection final : public WsConnection,
                              public std::enable_shared_from_this<BeastConnection> {
 public:
  BeastConnection(asio::io_context& io, Handlers handlers)
      : resolver_(io), stream_(io), handlers_(std::move(handlers)) {}

  void start(const std::string& host, const std::string& port, const std::string& path) {
    host_ = host + ":" + port;
    path_ = path;
    resolver_.async_resolve(
        host, port,
        [self = shared_from_this()](beast::error_code error, tcp::resolver::results_type results) {
          if (error) return self->finish("resolve: " + error.message());
          self->connect(results);
        });
  }

  void send(std::string text) override {
    if (closed_ || closing_) return;
    outbox_.push_back(std::move(text));
    // Are we already writing? Then the running write picks this one up.
    if (open_ && !writing_) write_next();
  }

  void close() override {
    if (closed_ || closing_) return;
    closing_ = true;
    if (!open_) return finish("closed before open");
    // Beast allows one write-like operation at a time: close after the queue drains.
    if (!writing_) close_now();
  }

  void drop() override {
    if (closed_) return;
    beast::error_code ignored;
    beast::get_lowest_layer(stream_).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(stream_).socket().close(ignored);
    finish("dropped by us");
  }

  int close_code() const override { return close_code_; }

 private:
  void connect(const tcp::resolver::results_type& results) {
    beast::get_lowest_layer(stream_).async_connect(
        results, [self = shared_from_this()](beast::error_code error, const tcp::endpoint&) {
          if (error) return self->finish("connect: " + error.message());
          // Small frames, sent as soon as they are ready.
          beast::get_lowest_layer(self->stream_).socket().set_option(tcp::no_delay(true));
          self->handshake();
        });
  }

  void handshake() {
    stream_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    stream_.async_handshake(host_, path_, [self = shared_from_this()](beast::error_code error) {
      if (error) return self->finish("handshake: " + error.message());
      self->open_ = true;
      if (self->handlers_.on_open) self->handlers_.on_open();
      if (!self->outbox_.empty() && !self->writing_ && !self->closed_) self->write_next();
      self->read_next();
    });
  }

  void read_next() {
    if (closed_) return;
    stream_.async_read(inbox_, [self = shared_from_this()](beast::error_code error, std::size_t) {
      if (error) {
        if (error == websocket::error::closed) {
          const auto& reason = self->stream_.reason();
          self->close_code_ = static_cast<int>(reason.code);
          return self->finish("closed by server (" + std::to_string(reason.code) + " " +
                              std::string(reason.reason.data(), reason.reason.size()) + ")");
        }
        return self->finish("read: " + error.message());
      }
      if (!self->stream_.got_text()) return self->finish("server sent a binary frame");
      const auto data = self->inbox_.cdata();
      const std::string_view text(static_cast<const char*>(data.data()), data.size());
      if (self->handlers_.on_message && !self->closed_) self->handlers_.on_message(text);
      self->inbox_.consume(self->inbox_.size());
      self->read_next();
    });
  }

  void write_next() {
    writing_ = true;
    stream_.text(true);
    stream_.async_write(asio::buffer(outbox_.front()),
                        [self = shared_from_this()](beast::error_code error, std::size_t) {
                          if (error) return self->finish("write: " + error.message());
                          self->writing_ = false;
                          self->outbox_.pop_front();
                          if (self->closed_) return;
                          if (!self->outbox_.empty())
                            self->write_next();
                          else if (self->closing_)
                            self->close_now();
                        });
  }

  void close_now() {
    stream_.async_close(
        websocket::close_code::normal,
        [self = shared_from_this()](beast::error_code) { self->finish("closed by us"); });
  }

  // Reports the end once; later completions of cancelled operations land here
  // too and are ignored.
  void finish(const std::string& reason) {
    if (closed_) return;
    closed_ = true;
    beast::error_code ignored;
    beast::get_lowest_layer(stream_).socket().close(ignored);
    // A write in flight still owns the front frame: its handler (perhaps
    // already queued with success) pops it, so only the frames behind it go.
    if (writing_)
      outbox_.resize(1);
    else
      outbox_.clear();
    if (handlers_.on_close) handlers_.on_close(reason);
  }

  tcp::resolver resolver_;
  websocket::stream<beast::tcp_stream> stream_;
  Handlers handlers_;
  std::string host_;
  std::string path_;
  beast::flat_buffer inbox_;
  std::deque<std::string> outbox_;
  bool open_ = false;
  bool writing_ = false;
  bool closing_ = false;
  bool closed_ = false;
  int close_code_ = 0;
};

namespace http = beast::http;

class HttpGet : public std::enable_shared_from_this<HttpGet> {
 public:
  HttpGet(asio::io_context& io, std::function<void(int, std::string)> done)
      : resolver_(io), stream_(io), done_(std::move(done)) {}

  void start(const std::string& host, const std::string& port, const std::string& target) {
    request_ = {http::verb::get, target, 11};
    request_.set(http::field::host, host + ":" + port);
    request_.set(http::field::user_agent, "kangaroom-bot");
    request_.set(http::field::connection, "close");
    stream_.expires_after(std::chrono::seconds(10));
    resolver_.async_resolve(
        host, port,
        [self = shared_from_this()](beast::error_code error, tcp::resolver::results_type results) {
          if (error) return self->finish(0, "resolve: " + error.message());
          self->stream_.async_connect(results,
                                      [self](beast::error_code error, const tcp::endpoint&) {
                                        if (error)
                                          return self->finish(0, "connect: " + error.message());
                                        self->exchange();
                                      });
        });
  }

 private:
  void exchange() {
    http::async_write(
        stream_, request_, [self = shared_from_this()](beast::error_code error, std::size_t) {
          if (error) return self->finish(0, "write: " + error.message());
          http::async_read(self->stream_, self->buffer_, self->response_,
                           [self](beast::error_code error, std::size_t) {
                             if (error) return self->finish(0, "read: " + error.message());
                             self->finish(static_cast<int>(self->response_.result_int()),
                                          std::move(self->response_.body()));
                           });
        });
  }

  void finish(int status, std::string body) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
    if (done_) std::exchange(done_, nullptr)(status, std::move(body));
  }

  tcp::resolver resolver_;
  beast::tcp_stream stream_;
  std::function<void(int, std::string)> done_;
  http::request<http::empty_body> request_;
  beast::flat_buffer buffer_;
  http::response<http::string_body> response_;
};

}  // namespace

void http_get(asio::io_context& io, const std::string& host, const std::string& port,
              const std::string& target, std::function<void(int status, std::string body)> done) {
  std::make_shared<HttpGet>(io, std::move(done))->start(host, port, target);
}

std::shared_ptr<WsConnection> WsConnection::connect(asio::io_context& io, const std::string& host,
                                                    const std::string& port,
                                                    const std::string& path, Handlers handlers) {
  auto connection = std::make_shared<BeastConnection>(io, std::move(handlers));
  connection->start(host, port, path);
  return connection;
}

bool parse_ws_url(std::string_view url, std::string& host, std::string& port) {
  constexpr std::string_view scheme = "ws://";
  if (!url.starts_with(scheme)) return false;
  url.remove_prefix(scheme.size());
  url = url.substr(0, url.find('/'));
  const auto colon = url.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == url.size()) return false;
  for (const char c : url.substr(colon + 1))
    if (c < '0' || c > '9') return false;
  host = std::string(url.substr(0, colon));
  port = std::string(url.substr(colon + 1));
  return true;
}

}  // namespace kangaroom::bots
