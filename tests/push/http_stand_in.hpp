#pragma once
// A plain-HTTP server on 127.0.0.1 for the sender's and the queue's tests: a
// stand-in for a push service or a webhook. What it answers depends on the
// request's path:
//   /201...      201 Created          /204...      204 No Content
//   /429...      429, Retry-After: 7  /429date...  429, Retry-After as an HTTP-date 90 s ahead
//   /500...      500                  /410...      410 Gone
//   /404...      404                  /redirect... 302 to /201/after-redirect
//   /hang...     reads the request, never answers (until the client goes)
// Every request it read is kept (method, target, headers, body).
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <cctype>
#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace kangaroom::test {

class HttpStandIn {
 public:
  struct Received {
    std::string method;
    std::string target;
    std::map<std::string, std::string> headers;  // names lowercase
    std::string body;
  };

  HttpStandIn() : acceptor_(context_, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
    port_ = acceptor_.local_endpoint().port();
    accept_thread_ = std::thread([this] { accept_loop(); });
  }

  ~HttpStandIn() {
    stopping_ = true;
    boost::system::error_code ignored;
    // Wakes accept(): one connection to ourselves.
    {
      boost::asio::io_context context;
      boost::asio::ip::tcp::socket poke(context);
      poke.connect({boost::asio::ip::make_address("127.0.0.1"), port_}, ignored);
    }
    accept_thread_.join();
    std::vector<std::thread> threads;
    {
      std::lock_guard lock(mutex_);
      threads.swap(connections_);
    }
    for (auto& thread : threads) thread.join();
  }

  std::uint16_t port() const { return port_; }
  std::string url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(port_) + path;
  }

  std::vector<Received> received() const {
    std::lock_guard lock(mutex_);
    return received_;
  }

 private:
  void accept_loop() {
    while (!stopping_) {
      auto socket = std::make_shared<boost::asio::ip::tcp::socket>(context_);
      boost::system::error_code error;
      acceptor_.accept(*socket, error);
      if (error || stopping_) break;
      std::lock_guard lock(mutex_);
      connections_.emplace_back([this, socket] { serve(*socket); });
    }
  }

  static std::string http_date(std::time_t at) {
    std::tm tm{};
    gmtime_r(&at, &tm);
    char text[64];
    std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    return text;
  }

  void serve(boost::asio::ip::tcp::socket& socket) {
    namespace http = boost::beast::http;
    boost::beast::flat_buffer buffer;
    http::request<http::string_body> request;
    boost::system::error_code error;
    http::read(socket, buffer, request, error);
    if (error) return;
    Received got;
    got.method = std::string(request.method_string());
    got.target = std::string(request.target());
    for (const auto& field : request) {
      std::string name(field.name_string());
      for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      got.headers[name] = std::string(field.value());
    }
    got.body = request.body();
    {
      std::lock_guard lock(mutex_);
      received_.push_back(got);
    }
    const std::string& path = got.target;
    const auto starts = [&path](const char* prefix) { return path.rfind(prefix, 0) == 0; };
    if (starts("/hang")) {
      // Until the client gives up and closes (or the stand-in goes).
      char byte = 0;
      socket.read_some(boost::asio::buffer(&byte, 1), error);
      return;
    }
    http::response<http::string_body> response;
    response.version(11);
    if (starts("/201")) {
      response.result(http::status::created);
    } else if (starts("/204")) {
      response.result(http::status::no_content);
    } else if (starts("/429date")) {
      response.result(http::status::too_many_requests);
      response.set(http::field::retry_after, http_date(std::time(nullptr) + 90));
    } else if (starts("/429")) {
      response.result(http::status::too_many_requests);
      response.set(http::field::retry_after, "7");
    } else if (starts("/500")) {
      response.result(http::status::internal_server_error);
    } else if (starts("/410")) {
      response.result(http::status::gone);
    } else if (starts("/404")) {
      response.result(http::status::not_found);
    } else if (starts("/redirect")) {
      response.result(http::status::found);
      response.set(http::field::location, url("/201/after-redirect"));
    } else {
      response.result(http::status::bad_request);
    }
    if (response.result() != http::status::no_content) response.body() = "stand-in";
    response.prepare_payload();
    http::write(socket, response, error);
    socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, error);
  }

  boost::asio::io_context context_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::uint16_t port_ = 0;
  std::atomic<bool> stopping_{false};
  std::thread accept_thread_;
  mutable std::mutex mutex_;
  std::vector<std::thread> connections_;
  std::vector<Received> received_;
};

}  // namespace kangaroom::test
