#pragma once
// One client WebSocket connection (Beast), driven by callbacks on the
// caller's io_context. All of Beast stays in ws_connection.cpp so that the
// rest of the bot and the load benchmark compile quickly.
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace boost::asio {
class io_context;
}

namespace kangaroom::bots {

class WsConnection {
 public:
  struct Handlers {
    std::function<void()> on_open;
    // One text frame. Binary frames are reported as a close.
    std::function<void(std::string_view text)> on_message;
    // Called once, when the connection is over for any reason (refused,
    // closed by either side, dropped); `reason` is for logs.
    std::function<void(const std::string& reason)> on_close;
  };

  // Starts connecting to ws://host:port/path at once.
  static std::shared_ptr<WsConnection> connect(boost::asio::io_context& io, const std::string& host,
                                               const std::string& port, const std::string& path,
                                               Handlers handlers);

  virtual ~WsConnection() = default;
  // Queues one text frame; frames go out in order, one write at a time.
  virtual void send(std::string text) = 0;
  // A clean close (close frame, code 1000).
  virtual void close() = 0;
  // Drops the TCP connection without a close frame, as a lost network does.
  virtual void drop() = 0;
  // The code of the close frame the server sent (1001: going away, 4000: the
  // room moved to another node...), or 0 while none came (and when the
  // connection ended without one). Read it in on_close.
  virtual int close_code() const = 0;
};

// One plain HTTP GET of http://host:port/target (no keep-alive, 10 s at most),
// for what the protocol serves over HTTP (a finished round's replay).
// `done` gets the status (0 when there was no answer: `body` says why) and
// the body.
void http_get(boost::asio::io_context& io, const std::string& host, const std::string& port,
              const std::string& target, std::function<void(int status, std::string body)> done);

// Splits "ws://host:port" (an optional trailing path is ignored) into host and
// port. False for anything else.
bool parse_ws_url(std::string_view url, std::string& host, std::string& port);

}  // namespace kangaroom::bots
