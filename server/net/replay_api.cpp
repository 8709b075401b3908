// GET /api/rooms/CODE/replay, HttpSession's side: the query read, the
// answer from the renderer's cache (and 304s, HEAD and refusals) at once,
// else pending on the renderer (ReplayRenderer) and answered once built.
#include <charconv>
#include <limits>
#include <optional>

#include "server/net/http_session.hpp"
#include "server/net/shared_body.hpp"
#include "server/net/web_security.hpp"
#include "server/room/room_registry.hpp"
#include "server/store/replay_archive.hpp"
#include "server/util/secret.hpp"

namespace kangaroom::server {

namespace {

// What a replay request asks for: a round (the latest if none), and a page
// of steps (the whole replay if none).
struct ReplayQuery {
  std::optional<int> round;
  std::optional<ReplayPage> page;
};

// The query of a replay request, or nullopt if it has a parameter other than
// round, from and count, or a value out of range.
std::optional<ReplayQuery> parse_replay_query(std::string_view target) {
  ReplayQuery query;
  const auto mark = target.find('?');
  if (mark == std::string_view::npos) return query;
  std::optional<std::size_t> from, count;
  std::string_view rest = target.substr(mark + 1);
  while (!rest.empty()) {
    const auto end = rest.find('&');
    const std::string_view pair = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    const auto equals = pair.find('=');
    if (equals == std::string_view::npos) return std::nullopt;
    const std::string_view key = pair.substr(0, equals), text = pair.substr(equals + 1);
    std::size_t value = 0;
    const auto [stop, failure] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (failure != std::errc() || stop != text.data() + text.size() || text.empty())
      return std::nullopt;
    if (key == "round" && !query.round && value >= 1 &&
        value <= static_cast<std::size_t>(std::numeric_limits<int>::max()))
      query.round = static_cast<int>(value);
    else if (key == "from" && !from)
      from = value;
    else if (key == "count" && !count && value >= 1 && value <= ReplayRenderer::max_page_steps)
      count = value;
    else
      return std::nullopt;
  }
  if (from || count)
    query.page = ReplayPage{from.value_or(0), count.value_or(ReplayRenderer::max_page_steps)};
  return query;
}

// Every Accept-Encoding line of the request, as one list.
std::string accept_encoding_of(const HttpRequest& request) {
  std::string list;
  for (auto [field, end] = request.equal_range(http::field::accept_encoding); field != end; ++field)
    list.append(list.empty() ? "" : ",").append(field->value());
  return list;
}

// The header of a replay answer (200, 304 or HEAD's 200).
template <class Body>
http::response<Body> replay_headers(const HttpRequest& request, const ReplayRequest& replay,
                                    http::status status) {
  http::response<Body> response{status, request.version()};
  response.set(http::field::server, "kangaroom");
  response.set(http::field::content_type, "application/json");
  response.set(http::field::etag, replay.etag());
  // A named round never changes; the room's latest one changes with its next
  // game, so that address is revalidated (a 304 costs nothing).
  const bool named_round =
      parse_replay_query(request.target()).value_or(ReplayQuery{}).round.has_value();
  response.set(http::field::cache_control, named_round ? "public, max-age=86400" : "no-cache");
  response.set(http::field::vary, "Accept-Encoding");
  if (replay.gzip) response.set(http::field::content_encoding, "gzip");
  for (const auto& header : security_headers()) response.set(header.name, header.value);
  response.keep_alive(request.keep_alive());
  return response;
}

}  // namespace

HttpSession::Answer HttpSession::replay(const HttpRequest& request, std::string_view code) {
  const auto query = parse_replay_query(request.target());
  if (!query)
    return text_response(
        request, http::status::bad_request, "application/json",
        error_body(protocol::ErrorCode::bad_field,
                   "the parameters are round=N (N >= 1), from=F (F >= 0) and count=K (1 to " +
                       std::to_string(ReplayRenderer::max_page_steps) + ")"));
  const auto located = server::looks_like_room_code(code)
                           ? state_.replays.locate(std::string(code), query->round)
                           : std::nullopt;
  if (!located) {
    // A room still being played has no replay yet; say so rather than "unknown".
    // (A sleeping room is woken to say so: the store has it.)
    const bool live = !query->round && server::looks_like_room_code(code) &&
                      state_.rooms.open(code).room != nullptr;
    const auto error = live ? protocol::ErrorCode::not_finished : protocol::ErrorCode::unknown_room;
    return text_response(request, http::status::not_found, "application/json",
                         error_body(error, live ? "no game of this room has finished yet"
                                                : "no finished game of that room (or it expired)"));
  }
  ReplayRequest replay{std::string(code), *located, query->page,
                       StaticFiles::accepts_gzip(accept_encoding_of(request))};
  // A finished round never changes, so its ETag holds for good; the latest
  // round of a room (no round=) changes with the next game.
  if (etag_matches(request[http::field::if_none_match], replay.etag()))
    return replay_headers<http::empty_body>(request, replay, http::status::not_modified);
  const auto cached = state_.replay_renderer.cached(replay);
  if (request.method() == http::verb::head) {
    // HEAD never builds: the length is said only when the body is cached.
    auto response = replay_headers<http::empty_body>(request, replay, http::status::ok);
    if (cached) response.content_length(replay.gzip ? cached->gzip->size() : cached->plain_size);
    return response;
  }
  if (cached && replay.gzip) {
    auto response = replay_headers<SharedStringBody>(request, replay, http::status::ok);
    response.body() = cached->gzip;
    response.content_length(cached->gzip->size());
    return response;
  }
  auto admission = state_.replay_renderer.admit(address_);
  if (!admission) {
    auto response =
        string_response(request, http::status::service_unavailable, "application/json",
                        error_body(protocol::ErrorCode::replays_busy,
                                   "too many replays are being prepared; try again in a moment"));
    response.set(http::field::retry_after, "2");
    return response;
  }
  return PendingReplay{std::move(replay), std::move(*admission)};
}

http::message_generator HttpSession::built_replay(const HttpRequest& request,
                                                  const ReplayRequest& replay, ReplayAnswer built) {
  using Outcome = ReplayAnswer::Outcome;
  switch (built.outcome) {
    case Outcome::ok: {
      auto response = replay_headers<SharedStringBody>(request, replay, http::status::ok);
      response.content_length(built.body->size());
      response.body() = std::move(built.body);
      return response;
    }
    case Outcome::missing:
      return text_response(
          request, http::status::not_found, "application/json",
          error_body(protocol::ErrorCode::unknown_room, "that finished game just expired"));
    case Outcome::too_long:
      return text_response(
          request, http::status::payload_too_large, "application/json",
          error_body(protocol::ErrorCode::replay_too_long,
                     "this game has " + std::to_string(built.step_count) +
                         " steps: read it in pages with from=F&count=K (K at most " +
                         std::to_string(ReplayRenderer::max_page_steps) + ")"));
    case Outcome::damaged:
      break;
  }
  return text_response(request, http::status::internal_server_error, "text/plain",
                       "this replay is damaged\n");
}

}  // namespace kangaroom::server
