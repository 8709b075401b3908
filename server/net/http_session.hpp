#pragma once
// One HTTP connection (keep-alive): the web client's files, room links
// (/r/CODE), /healthz, /metrics, the small REST surface (GET /api/games,
// POST /api/rooms, POST /api/seats, the replays: replay_api.cpp), and the
// upgrade of /ws to a WebSocket session.
#include <boost/asio/awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "protocol/error_code.hpp"
#include "server/net/seats_api.hpp"
#include "server/net/static_files.hpp"
#include "server/shared_state.hpp"
#include "server/store/replay_renderer.hpp"

namespace kangaroom::server {

namespace beast = boost::beast;
namespace net = boost::asio;

class HttpSession final : public Connection, public std::enable_shared_from_this<HttpSession> {
 public:
  // site: the public port. metrics: the operator's --metrics-bind listener,
  // which answers /metrics and /healthz only.
  enum class Role { site, metrics };
  HttpSession(net::ip::tcp::socket&& socket, SharedState& state, Role role = Role::site);
  ~HttpSession() override;

  void start();
  void shutdown() override;

 private:
  // A replay that the renderer's thread must build before it is answered.
  struct PendingReplay {
    ReplayRequest replay;
    ReplayRenderer::Admission admission;
  };
  // POST /api/seats: the rooms in memory answer on their own threads.
  struct PendingSeats {
    SeatsQuery query;
  };
  using Answer = std::variant<http::message_generator, PendingReplay, PendingSeats>;

  net::awaitable<void> run();
  Answer respond(const HttpRequest& request);
  http::message_generator create_room(const HttpRequest& request);
  Answer seats(const HttpRequest& request);
  // The answer to a WebSocket upgrade that may not proceed (wrong path, a
  // foreign origin, a full or stopping server, over its address's budgets),
  // or none: then the connection holds its address's slot.
  std::optional<http::message_generator> refuse_upgrade(const HttpRequest& request);
  // The Origin check of upgrades and room creation (web_security.hpp); a
  // refusal is counted.
  bool origin_allowed(const HttpRequest& request) const;
  static http::message_generator forbidden_origin(const HttpRequest& request);
  // GET /api/rooms/CODE/replay[?round=N][&from=F&count=K]: a finished
  // game, step by step. Answered at once from the cache (and 304s, HEAD and
  // refusals), else pending on the renderer.
  Answer replay(const HttpRequest& request, std::string_view code);
  // The answer once the renderer has built it.
  static http::message_generator built_replay(const HttpRequest& request,
                                              const ReplayRequest& replay, ReplayAnswer built);
  // The JSON body of an error answer: {"code", "message"}.
  static std::string error_body(protocol::ErrorCode code, std::string_view message);

  beast::tcp_stream stream_;
  SharedState& state_;
  Role role_;
  beast::flat_buffer buffer_;
  bool upgraded_ = false;
  std::string peer_address_;
  bool from_proxy_ = false;  // the peer is one of --trusted-proxies
  // The address the current request counts against (the peer, or the
  // forwarded client behind a trusted proxy).
  std::string address_;
  // This connection's place in its address's budget (not behind a trusted
  // proxy: there the proxy's own connections carry many clients).
  std::optional<AddressBudgets::ConnectionSlot> slot_;
};

}  // namespace kangaroom::server
