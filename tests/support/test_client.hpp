#pragma once
// A small synchronous WebSocket client for integration tests: it speaks the
// protocol exactly as a bot would (text frames of JSON), feeds every
// snapshot and patch into a ViewTracker, and turns a silent server into a
// failure after a generous safety timeout instead of a hang.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "protocol/view_tracker.hpp"

namespace kangaroom::testing {

using Json = nlohmann::json;

class TestClient {
 public:
  // `from`: the local address to connect from (127.0.0.2, 127.0.0.3, ...
  // are all this machine), so that tests can be several clients.
  explicit TestClient(std::uint16_t port, const std::string& path = "/ws",
                      const std::string& from = "127.0.0.1");
  ~TestClient();
  TestClient(const TestClient&) = delete;
  TestClient& operator=(const TestClient&) = delete;

  void send(const Json& message);
  void send_text(const std::string& text);
  void send_binary(const std::string& bytes);

  // The next message (from those already read, else from the socket).
  // Throws if the connection closes or nothing comes for the safety timeout.
  Json receive();
  // Reads until a message satisfies `wanted` and returns it; messages read
  // on the way stay in the tracker (snapshots/patches) and in `seen()`.
  Json receive_until(const std::function<bool(const Json&)>& wanted);
  // Sends `message` with a fresh id and returns the reply carrying that id.
  Json request(Json message);
  // Reads until the view is at least `version`.
  void catch_up(std::uint64_t version);
  // Reads until the server closes; returns the close code (0 if the TCP
  // connection just ended).
  int wait_for_close();
  void close();

  protocol::ViewTracker& tracker() { return tracker_; }
  const Json& view() const { return tracker_.view(); }
  const std::deque<Json>& seen() const { return seen_; }
  // Forgets the messages read so far (tests that inspect each one once).
  void clear_seen() { seen_.clear(); }
  // The tracker asked for a sync (a gap, a patch that did not apply) or
  // met a malformed snapshot or patch: never, from a correct server. The
  // client does not send that sync itself; tests that want one ask for it.
  bool needed_sync() const { return needed_sync_; }
  const std::string& last_error() const { return last_error_; }

 private:
  Json read_one();

  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_;
  protocol::ViewTracker tracker_;
  std::deque<Json> seen_;  // every message read, in order (bounded)
  std::int64_t next_id_ = 1;
  bool needed_sync_ = false;
  std::string last_error_;
};

struct HttpResult {
  int status = 0;
  std::string body;
  std::string content_type;
  std::string cache_control;
  std::string etag;
  // Every header field, names in lower case.
  std::map<std::string, std::string> headers;
};

HttpResult http_request(std::uint16_t port, const std::string& method, const std::string& target,
                        const std::string& body = {}, const std::string& if_none_match = {});

// The same from the local address `from`, with extra header fields.
HttpResult http_request_from(const std::string& from, std::uint16_t port, const std::string& method,
                             const std::string& target, const std::string& body = {},
                             const std::vector<std::pair<std::string, std::string>>& headers = {});

// GET /metrics on the public port, with the test servers' token.
HttpResult metrics_page(std::uint16_t port);

// A TCP socket connected from `from` that never sends anything.
boost::asio::ip::tcp::socket open_silent_connection(boost::asio::io_context& io,
                                                    const std::string& from, std::uint16_t port);

}  // namespace kangaroom::testing
