#include "server/net/http_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <optional>

#include "core/registry.hpp"
#include "protocol/client_message.hpp"
#include "protocol/json_text.hpp"
#include "protocol/server_message.hpp"
#include "server/net/seats_api.hpp"
#include "server/net/stream_handoff.hpp"
#include "server/net/web_security.hpp"
#include "server/net/websocket_session.hpp"
#include "server/push_notifier.hpp"
#include "server/room/room_registry.hpp"
#include "server/util/secret.hpp"

namespace kangaroom::server {

std::string HttpSession::error_body(protocol::ErrorCode code, std::string_view message) {
  return protocol::serialize({{"code", protocol::to_string(code)}, {"message", message}});
}

namespace {
constexpr std::size_t max_request_body = 64 * 1024;
constexpr auto http_idle_timeout = std::chrono::seconds(30);

// The value of `key` in the target's query ("/ws?room=abc" -> "abc"), or empty.
std::string_view query_parameter(std::string_view target, std::string_view key) {
  const auto query = target.find('?');
  if (query == std::string_view::npos) return {};
  std::string_view rest = target.substr(query + 1);
  while (!rest.empty()) {
    const auto end = rest.find('&');
    const std::string_view pair = rest.substr(0, end);
    if (pair.size() > key.size() && pair.substr(0, key.size()) == key && pair[key.size()] == '=')
      return pair.substr(key.size() + 1);
    if (end == std::string_view::npos) break;
    rest = rest.substr(end + 1);
  }
  return {};
}

std::string_view path_of(std::string_view target) {
  const auto query = target.find('?');
  return query == std::string_view::npos ? target : target.substr(0, query);
}

bool bearer_token_matches(const HttpRequest& request, const std::string& token) {
  if (token.empty()) return false;
  constexpr std::string_view scheme = "Bearer ";
  const std::string_view presented = request[http::field::authorization];
  if (presented.size() <= scheme.size() || presented.substr(0, scheme.size()) != scheme)
    return false;
  return server::constant_time_equal(presented.substr(scheme.size()), token);
}
}  // namespace

bool HttpSession::origin_allowed(const HttpRequest& request) const {
  // Behind a trusted proxy the host the browser asked for is the forwarded one.
  std::string_view host = request[http::field::host];
  if (from_proxy_) {
    std::string_view forwarded = request["X-Forwarded-Host"];
    forwarded = forwarded.substr(0, forwarded.find(','));
    while (!forwarded.empty() && forwarded.back() == ' ') forwarded.remove_suffix(1);
    if (!forwarded.empty()) host = forwarded;
  }
  // No Origin at all is a program, not a page (bots, curl). Two of them, or
  // one that is empty, is neither: which one would the check believe?
  const auto origins = request.count(http::field::origin);
  const bool one_readable = origins == 0 || (origins == 1 && !request[http::field::origin].empty());
  if (one_readable &&
      server::origin_allowed(request[http::field::origin], host, state_.config.allowed_origins))
    return true;
  ++state_.metrics.origin_refused;
  return false;
}

http::message_generator HttpSession::forbidden_origin(const HttpRequest& request) {
  HttpRequest closing = request;
  closing.keep_alive(false);
  return text_response(
      closing, http::status::forbidden, "application/json",
      error_body(protocol::ErrorCode::forbidden_origin,
                 "a page of another site may not use this server (see --allowed-origins)"));
}

HttpSession::HttpSession(net::ip::tcp::socket&& socket, SharedState& state, Role role)
    : stream_(std::move(socket)), state_(state), role_(role) {
  ++state_.metrics.connections;
}

HttpSession::~HttpSession() {
  --state_.metrics.connections;
  state_.connections.remove(this);
}

void HttpSession::start() {
  beast::error_code error;
  const auto peer = stream_.socket().remote_endpoint(error);
  peer_address_ = error ? std::string("unknown") : peer.address().to_string();
  address_ = peer_address_;
  from_proxy_ = state_.config.trusted_proxies.contains(peer_address_);
  // The metrics listener is the operator's (a private address): no budgets.
  // A trusted proxy's connections are counted per forwarded client instead,
  // at the WebSocket upgrade.
  if (!from_proxy_ && role_ == Role::site) {
    slot_ = state_.address_budgets->open_connection(peer_address_);
    if (!slot_) {
      // One address holding every connection would lock everyone else out:
      // over its budget, a new connection is closed before it costs more.
      ++state_.metrics.connections_refused;
      stream_.socket().close(error);
      return;
    }
  }
  state_.connections.add(shared_from_this());
  net::co_spawn(
      stream_.get_executor(), [self = shared_from_this()] { return self->run(); }, net::detached);
}

void HttpSession::shutdown() {
  net::post(stream_.get_executor(), [self = shared_from_this()] {
    if (self->upgraded_) return;
    beast::error_code ignored;
    self->stream_.socket().shutdown(net::ip::tcp::socket::shutdown_both, ignored);
    self->stream_.cancel();
  });
}

// GCC 12 inlines Asio's frame allocator into this coroutine and then takes
// its aligned_alloc for a mismatch with the frame's operator delete, which
// frees it with the matching aligned_delete: a false positive.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
net::awaitable<void> HttpSession::run() {
  auto self = shared_from_this();
  // A connection that sends nothing is closed soon: until its first request
  // it is only a cost.
  bool first_request = true;
  for (;;) {
    http::request_parser<http::string_body> parser;
    parser.body_limit(max_request_body);
    stream_.expires_after(first_request ? std::chrono::duration_cast<std::chrono::seconds>(
                                              state_.config.handshake_timeout)
                                        : http_idle_timeout);
    first_request = false;
    auto [error, bytes] =
        co_await http::async_read(stream_, buffer_, parser, net::as_tuple(net::use_awaitable));
    if (error) break;
    HttpRequest request = parser.release();
    address_ = client_address(peer_address_, request["X-Forwarded-For"], from_proxy_);

    if (beast::websocket::is_upgrade(request) && role_ == Role::site) {
      if (auto refusal = refuse_upgrade(request)) {
        co_await beast::async_write(stream_, std::move(*refusal),
                                    net::as_tuple(net::use_awaitable));
        break;
      }
      upgraded_ = true;
      stream_.expires_never();
      // "/ws?room=CODE": the connection is served by the room's I/O thread,
      // so that its moves and the room's messages to it stay on one thread.
      // Only a hint: the client still joins with a join request.
      const std::string_view room_code = query_parameter(request.target(), "room");
      const auto room =
          server::looks_like_room_code(room_code) ? state_.rooms.find(room_code) : nullptr;
      std::optional<beast::tcp_stream> moved;
      if (room && !runs_on(stream_, room->context())) {
        beast::error_code moved_error;
        moved.emplace(move_stream_to(stream_, room->context(), moved_error));
        if (moved_error) {
          spdlog::warn("could not move a connection to its room's thread: {}",
                       moved_error.message());
          co_return;
        }
      }
      std::make_shared<WebSocketSession>(moved ? std::move(*moved) : std::move(stream_), state_,
                                         address_, std::move(*slot_))
          ->start(std::move(request));
      co_return;
    }

    auto answer = respond(request);
    if (auto* pending = std::get_if<PendingReplay>(&answer)) {
      const ReplayRequest replay = pending->replay;
      ReplayAnswer built = co_await state_.replay_renderer.async_answer(
          std::move(pending->replay), std::move(pending->admission), net::use_awaitable);
      answer = built_replay(request, replay, std::move(built));
      // The wait counted against the read's deadline; the write gets its own.
      stream_.expires_after(http_idle_timeout);
    } else if (auto* asked = std::get_if<PendingSeats>(&answer)) {
      const SeatsQuery query = std::move(asked->query);
      auto summaries = co_await async_summaries(state_.rooms, query.codes(), net::use_awaitable);
      answer = text_response(request, http::status::ok, "application/json",
                             seats_answer(query, summaries));
      stream_.expires_after(http_idle_timeout);
    }
    auto response = std::get<http::message_generator>(std::move(answer));
    const bool keep_alive = response.keep_alive() && !state_.shutting_down;
    auto [write_error, written] = co_await beast::async_write(stream_, std::move(response),
                                                              net::as_tuple(net::use_awaitable));
    if (write_error || !keep_alive) break;
  }
  beast::error_code ignored;
  stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ignored);
}
#pragma GCC diagnostic pop

std::optional<http::message_generator> HttpSession::refuse_upgrade(const HttpRequest& request) {
  if (path_of(request.target()) != "/ws")
    return text_response(request, http::status::not_found, "text/plain",
                         "WebSocket lives at /ws\n");
  if (!origin_allowed(request)) return forbidden_origin(request);
  HttpRequest closing = request;
  closing.keep_alive(false);
  const bool full = state_.metrics.connections.load() > state_.config.max_connections;
  if (full || state_.shutting_down)
    return text_response(
        closing, http::status::service_unavailable, "application/json",
        error_body(full ? protocol::ErrorCode::server_full : protocol::ErrorCode::shutting_down,
                   full ? "too many connections" : "shutting down"));
  if (!state_.address_budgets->allow_request(address_, std::chrono::steady_clock::now()))
    return text_response(
        closing, http::status::too_many_requests, "application/json",
        error_body(protocol::ErrorCode::rate_limited, "too many requests from this address"));
  if (!slot_) {  // behind a trusted proxy: the forwarded client's slot
    slot_ = state_.address_budgets->open_connection(address_);
    if (!slot_) {
      ++state_.metrics.connections_refused;
      return text_response(closing, http::status::too_many_requests, "application/json",
                           error_body(protocol::ErrorCode::too_many_connections,
                                      "too many connections from this address"));
    }
  }
  return std::nullopt;
}

HttpSession::Answer HttpSession::respond(const HttpRequest& request) {
  const std::string_view path = path_of(request.target());
  const bool get = request.method() == http::verb::get || request.method() == http::verb::head;

  // Health and metrics first: a full server is alive, and a health check
  // that failed here would get it restarted, ending every game.
  if (path == "/healthz" && get) {
    // 200 while the node takes traffic; a failing store is said in the body
    // (a proxy must not take every node out when the database hiccups).
    // 503 only for "send me no traffic": the node is stopping (draining).
    const char* store = !state_.store_failing ? "none" : *state_.store_failing ? "failing" : "ok";
    const bool draining = state_.shutting_down;
    return text_response(request, draining ? http::status::service_unavailable : http::status::ok,
                         "application/json",
                         std::string(R"({"status":")") + (draining ? "draining" : "ok") +
                             R"(","store":")" + store + "\"}\n");
  }
  // /metrics: on the metrics listener, or with the operator's token.
  if (path == "/metrics" && get &&
      (role_ == Role::metrics || bearer_token_matches(request, state_.config.metrics_token)))
    return text_response(request, http::status::ok, "text/plain; version=0.0.4",
                         state_.metrics.render_prometheus());
  if (role_ == Role::metrics)
    return text_response(request, http::status::not_found, "text/plain",
                         "this listener serves /metrics and /healthz only\n");
  if (!state_.address_budgets->allow_request(address_, std::chrono::steady_clock::now())) {
    HttpRequest closing = request;
    closing.keep_alive(false);
    return text_response(
        closing, http::status::too_many_requests, "application/json",
        error_body(protocol::ErrorCode::rate_limited, "too many requests from this address"));
  }
  if (state_.metrics.connections.load() > state_.config.max_connections) {
    return text_response(request, http::status::service_unavailable, "application/json",
                         error_body(protocol::ErrorCode::server_full, "too many connections"));
  }
  if (path == "/api/games") {
    if (!get)
      return text_response(request, http::status::method_not_allowed, "text/plain", "GET only\n");
    Json games = Json::array();
    for (const auto& game : engine::all_games()) games.push_back(game.info.to_json());
    return text_response(request, http::status::ok, "application/json", protocol::serialize(games));
  }
  if (path == "/api/push/key") {
    if (!get)
      return text_response(request, http::status::method_not_allowed, "text/plain", "GET only\n");
    if (!state_.notifier)
      return text_response(request, http::status::not_found, "text/plain",
                           "notifications are off\n");
    return text_response(request, http::status::ok, "application/json",
                         protocol::serialize(Json{{"key", state_.notifier->public_key()}}));
  }
  if (path == "/api/rooms") {
    if (request.method() != http::verb::post)
      return text_response(request, http::status::method_not_allowed, "text/plain", "POST only\n");
    if (!origin_allowed(request)) return forbidden_origin(request);
    return create_room(request);
  }
  if (path == "/api/seats") {
    if (request.method() != http::verb::post)
      return text_response(request, http::status::method_not_allowed, "text/plain", "POST only\n");
    if (!origin_allowed(request)) return forbidden_origin(request);
    return seats(request);
  }
  if (!get)
    return text_response(request, http::status::method_not_allowed, "text/plain", "GET only\n");
  constexpr std::string_view rooms_prefix = "/api/rooms/", replay_suffix = "/replay";
  if (path.size() > rooms_prefix.size() + replay_suffix.size() &&
      path.rfind(rooms_prefix, 0) == 0 &&
      path.substr(path.size() - replay_suffix.size()) == replay_suffix)
    return replay(request, path.substr(rooms_prefix.size(),
                                       path.size() - rooms_prefix.size() - replay_suffix.size()));
  // A room link and a game's rules open the client, which reads the rest of
  // the address.
  if (path.rfind("/r/", 0) == 0 || path.rfind("/how-to-play/", 0) == 0 || path == "/games" ||
      path == "/games/")
    return state_.static_files.serve(request, "/index.html");
  return state_.static_files.serve(request, path);
}

HttpSession::Answer HttpSession::seats(const HttpRequest& request) {
  std::string why;
  auto query = parse_seats_query(request.body(), why);
  if (!query)
    return text_response(request, http::status::bad_request, "application/json",
                         error_body(protocol::ErrorCode::bad_field, why));
  return PendingSeats{std::move(*query)};
}

http::message_generator HttpSession::create_room(const HttpRequest& request) {
  std::string why;
  auto parsed_body = protocol::parse_client_json(request.body(), why);
  if (!parsed_body)
    return text_response(request, http::status::bad_request, "application/json",
                         error_body(protocol::ErrorCode::invalid_json, why));
  Json& body = *parsed_body;
  if (!body.is_object())
    return text_response(
        request, http::status::bad_request, "application/json",
        error_body(protocol::ErrorCode::not_an_object, "the body must be a JSON object"));
  // The body has the fields of the create_room message.
  body["type"] = "create_room";
  auto parsed = protocol::parse_client_document(body);
  if (!parsed.ok())
    return text_response(request, http::status::bad_request, "application/json",
                         error_body(parsed.error.code, parsed.error.message));
  auto result =
      state_.rooms.create(std::get<protocol::CreateRoom>(parsed.message->request), address_);
  if (!result.ok()) {
    const auto status =
        result.error == protocol::ErrorCode::storage_unavailable ? http::status::service_unavailable
        : result.error != protocol::ErrorCode::too_many_rooms    ? http::status::bad_request
        : result.address_limit                                   ? http::status::too_many_requests
                               : http::status::service_unavailable;
    return text_response(request, status, "application/json",
                         error_body(result.error, result.message));
  }
  Json created = protocol::room_created_message(nullptr, result.room->code(), result.host_token);
  created.erase("type");
  return text_response(request, http::status::created, "application/json",
                       protocol::serialize(created));
}

}  // namespace kangaroom::server
