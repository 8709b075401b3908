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
};

// Splits "ws://host:port" (an optional trailing path is ignored) into host and
// port. False for anything else.
bool parse_ws_url(std::string_view url, std::string& host, std::string& port);

}  // namespace kangaroom::bots
