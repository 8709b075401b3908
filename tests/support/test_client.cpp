#include "test_client.hpp"

#include <sys/socket.h>
#include <sys/time.h>

#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cctype>
#include <set>
#include <stdexcept>

#include "server_process.hpp"

namespace kangaroom::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace http = beast::http;

namespace {
// Only turns a hang into a failure; a healthy test never comes near it.
constexpr int safety_timeout_seconds = 120;

void set_receive_timeout(net::ip::tcp::socket& socket) {
  timeval timeout{};
  timeout.tv_sec = safety_timeout_seconds;
  ::setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
}
}  // namespace

namespace {
void connect_from(net::ip::tcp::socket& socket, const std::string& from, std::uint16_t port) {
  socket.open(net::ip::tcp::v4());
  socket.bind({net::ip::make_address(from), 0});
  socket.connect({net::ip::make_address("127.0.0.1"), port});
}
}  // namespace

TestClient::TestClient(std::uint16_t port, const std::string& path, const std::string& from)
    : ws_(io_) {
  connect_from(ws_.next_layer(), from, port);
  set_receive_timeout(ws_.next_layer());
  ws_.handshake("127.0.0.1:" + std::to_string(port), path);
  ws_.text(true);
}

TestClient::~TestClient() {
  beast::error_code ignored;
  if (ws_.is_open()) ws_.next_layer().close(ignored);
}

void TestClient::send(const Json& message) { send_text(message.dump()); }

void TestClient::send_text(const std::string& text) {
  ws_.text(true);
  ws_.write(net::buffer(text));
}

void TestClient::send_binary(const std::string& bytes) {
  ws_.binary(true);
  ws_.write(net::buffer(bytes));
  ws_.text(true);
}

Json TestClient::read_one() {
  beast::flat_buffer buffer;
  beast::error_code error;
  ws_.read(buffer, error);
  if (error)
    throw std::runtime_error("connection ended while waiting for a message: " + error.message());
  Json message = Json::parse(beast::buffers_to_string(buffer.data()));
  // A malformed snapshot or patch leaves a client as lost as a gap does.
  const auto result = tracker_.accept(message);
  if (result == protocol::ViewTracker::Result::need_sync ||
      result == protocol::ViewTracker::Result::malformed)
    needed_sync_ = true;
  seen_.push_back(message);
  if (seen_.size() > 4096) seen_.pop_front();
  return message;
}

Json TestClient::receive() { return read_one(); }

Json TestClient::receive_until(const std::function<bool(const Json&)>& wanted) {
  for (;;) {
    Json message = read_one();
    if (wanted(message)) return message;
  }
}

Json TestClient::request(Json message) {
  const std::int64_t id = next_id_++;
  message["id"] = id;
  send(message);
  return receive_until(
      [id](const Json& reply) { return reply.contains("id") && reply["id"] == id; });
}

void TestClient::catch_up(std::uint64_t version) {
  while (!tracker_.has_view() || tracker_.version() < version) read_one();
}

int TestClient::wait_for_close() {
  for (;;) {
    beast::flat_buffer buffer;
    beast::error_code error;
    ws_.read(buffer, error);
    if (error == websocket::error::closed) return static_cast<int>(ws_.reason().code);
    // The close frame may have arrived before the TCP teardown failed.
    if (error && ws_.reason().code != websocket::close_code::none)
      return static_cast<int>(ws_.reason().code);
    if (error) {
      last_error_ = error.message();
      return 0;
    }
    Json message = Json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
    seen_.push_back(message);
  }
}

void TestClient::close() {
  beast::error_code ignored;
  ws_.close(websocket::close_code::normal, ignored);
}

HttpResult http_request(std::uint16_t port, const std::string& method, const std::string& target,
                        const std::string& body, const std::string& if_none_match) {
  std::vector<std::pair<std::string, std::string>> headers;
  if (!if_none_match.empty()) headers.emplace_back("If-None-Match", if_none_match);
  return http_request_from("127.0.0.1", port, method, target, body, headers);
}

HttpResult metrics_page(std::uint16_t port) {
  return http_request_from("127.0.0.1", port, "GET", "/metrics", {},
                           {{"Authorization", std::string("Bearer ") + test_metrics_token}});
}

net::ip::tcp::socket open_silent_connection(net::io_context& io, const std::string& from,
                                            std::uint16_t port) {
  net::ip::tcp::socket socket(io);
  connect_from(socket, from, port);
  return socket;
}

HttpResult http_request_from(const std::string& from, std::uint16_t port, const std::string& method,
                             const std::string& target, const std::string& body,
                             const std::vector<std::pair<std::string, std::string>>& headers) {
  net::io_context io;
  net::ip::tcp::socket socket(io);
  connect_from(socket, from, port);
  set_receive_timeout(socket);
  http::request<http::string_body> request{http::string_to_verb(method), target, 11};
  request.set(http::field::host, "127.0.0.1");
  // A name given twice is sent twice (the Origin check is tested with two).
  std::set<std::string> named;
  for (const auto& [name, value] : headers) {
    if (named.insert(name).second)
      request.set(name, value);
    else
      request.insert(name, value);
  }
  if (!body.empty()) {
    request.set(http::field::content_type, "application/json");
    request.body() = body;
  }
  request.prepare_payload();
  http::write(socket, request);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(16 * 1024 * 1024);
  if (method == "HEAD") parser.skip(true);
  http::read(socket, buffer, parser);
  const auto& response = parser.get();
  HttpResult result;
  result.status = static_cast<int>(response.result_int());
  result.body = response.body();
  result.content_type = std::string(response[http::field::content_type]);
  result.cache_control = std::string(response[http::field::cache_control]);
  result.etag = std::string(response[http::field::etag]);
  for (const auto& field : response) {
    std::string name(field.name_string());
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    result.headers[name] = std::string(field.value());
  }
  beast::error_code ignored;
  socket.shutdown(net::ip::tcp::socket::shutdown_both, ignored);
  return result;
}

}  // namespace kangaroom::testing
