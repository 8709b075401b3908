#pragma once
// Every error the server can answer with. The string forms are the stable
// `code` field of `error` messages (protocol/PROTOCOL.md lists them all);
// never rename one, only add.
#include <optional>
#include <string_view>

namespace kangaroom::protocol {

enum class ErrorCode {
  // The frame itself
  invalid_json,
  not_an_object,
  unknown_type,
  missing_field,
  bad_field,
  bad_text,
  binary_frame,
  frame_too_large,
  rate_limited,
  unsupported_protocol,
  // Rooms and seats
  unknown_game,
  bad_options,
  too_many_rooms,
  unknown_room,
  not_in_room,
  room_full,
  already_started,
  not_started,
  not_finished,
  bad_seat,
  seat_taken,
  already_seated,
  not_seated,
  not_host,
  bad_token,
  seat_not_away,
  seats_not_filled,
  chat_too_long,
  // Moves (the engine's rejection codes, engine/core/game.hpp)
  not_your_turn,
  illegal_move,
  bad_move,
  game_over,
  // The server
  server_full,
  shutting_down,
  too_many_connections,
  rematch_too_soon,
  start_failed,
  forbidden_origin,
  storage_unavailable,
  game_too_long,
  replays_busy,
  replay_too_long,
  // Seats: another seated player shows this name or colour
  name_taken,
  color_taken,
  // Offers between players
  offer_pending,
  offer_unavailable,
  no_offer,
  not_asked,
  offer_too_soon,
  // Cluster: another node serves the room; reconnect shortly
  room_elsewhere,
  // Notifications: a push endpoint or webhook URL the server will not call
  // (not https, a private or loopback address, malformed keys)
  bad_endpoint,
};

std::string_view to_string(ErrorCode code);
std::optional<ErrorCode> error_code_from_string(std::string_view text);

// All codes, in declaration order (for docs and tests).
inline constexpr ErrorCode all_error_codes[] = {
    ErrorCode::invalid_json,
    ErrorCode::not_an_object,
    ErrorCode::unknown_type,
    ErrorCode::missing_field,
    ErrorCode::bad_field,
    ErrorCode::bad_text,
    ErrorCode::binary_frame,
    ErrorCode::frame_too_large,
    ErrorCode::rate_limited,
    ErrorCode::unsupported_protocol,
    ErrorCode::unknown_game,
    ErrorCode::bad_options,
    ErrorCode::too_many_rooms,
    ErrorCode::unknown_room,
    ErrorCode::not_in_room,
    ErrorCode::room_full,
    ErrorCode::already_started,
    ErrorCode::not_started,
    ErrorCode::not_finished,
    ErrorCode::bad_seat,
    ErrorCode::seat_taken,
    ErrorCode::already_seated,
    ErrorCode::not_seated,
    ErrorCode::not_host,
    ErrorCode::bad_token,
    ErrorCode::seat_not_away,
    ErrorCode::seats_not_filled,
    ErrorCode::chat_too_long,
    ErrorCode::not_your_turn,
    ErrorCode::illegal_move,
    ErrorCode::bad_move,
    ErrorCode::game_over,
    ErrorCode::server_full,
    ErrorCode::shutting_down,
    ErrorCode::too_many_connections,
    ErrorCode::rematch_too_soon,
    ErrorCode::start_failed,
    ErrorCode::forbidden_origin,
    ErrorCode::storage_unavailable,
    ErrorCode::game_too_long,
    ErrorCode::replays_busy,
    ErrorCode::replay_too_long,
    ErrorCode::name_taken,
    ErrorCode::color_taken,
    ErrorCode::offer_pending,
    ErrorCode::offer_unavailable,
    ErrorCode::no_offer,
    ErrorCode::not_asked,
    ErrorCode::offer_too_soon,
    ErrorCode::room_elsewhere,
    ErrorCode::bad_endpoint,
};

}  // namespace kangaroom::protocol
