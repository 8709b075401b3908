#include "protocol/error_code.hpp"

namespace kangaroom::protocol {

std::string_view to_string(ErrorCode code) {
  switch (code) {
    case ErrorCode::invalid_json:
      return "invalid_json";
    case ErrorCode::not_an_object:
      return "not_an_object";
    case ErrorCode::unknown_type:
      return "unknown_type";
    case ErrorCode::missing_field:
      return "missing_field";
    case ErrorCode::bad_field:
      return "bad_field";
    case ErrorCode::bad_text:
      return "bad_text";
    case ErrorCode::binary_frame:
      return "binary_frame";
    case ErrorCode::frame_too_large:
      return "frame_too_large";
    case ErrorCode::rate_limited:
      return "rate_limited";
    case ErrorCode::unsupported_protocol:
      return "unsupported_protocol";
    case ErrorCode::unknown_game:
      return "unknown_game";
    case ErrorCode::bad_options:
      return "bad_options";
    case ErrorCode::too_many_rooms:
      return "too_many_rooms";
    case ErrorCode::unknown_room:
      return "unknown_room";
    case ErrorCode::not_in_room:
      return "not_in_room";
    case ErrorCode::room_full:
      return "room_full";
    case ErrorCode::already_started:
      return "already_started";
    case ErrorCode::not_started:
      return "not_started";
    case ErrorCode::not_finished:
      return "not_finished";
    case ErrorCode::bad_seat:
      return "bad_seat";
    case ErrorCode::seat_taken:
      return "seat_taken";
    case ErrorCode::already_seated:
      return "already_seated";
    case ErrorCode::not_seated:
      return "not_seated";
    case ErrorCode::not_host:
      return "not_host";
    case ErrorCode::bad_token:
      return "bad_token";
    case ErrorCode::seat_not_away:
      return "seat_not_away";
    case ErrorCode::seats_not_filled:
      return "seats_not_filled";
    case ErrorCode::chat_too_long:
      return "chat_too_long";
    case ErrorCode::not_your_turn:
      return "not_your_turn";
    case ErrorCode::illegal_move:
      return "illegal_move";
    case ErrorCode::bad_move:
      return "bad_move";
    case ErrorCode::game_over:
      return "game_over";
    case ErrorCode::server_full:
      return "server_full";
    case ErrorCode::shutting_down:
      return "shutting_down";
    case ErrorCode::too_many_connections:
      return "too_many_connections";
    case ErrorCode::rematch_too_soon:
      return "rematch_too_soon";
    case ErrorCode::start_failed:
      return "start_failed";
    case ErrorCode::forbidden_origin:
      return "forbidden_origin";
    case ErrorCode::storage_unavailable:
      return "storage_unavailable";
  }
  return "unknown";
}

std::optional<ErrorCode> error_code_from_string(std::string_view text) {
  for (const ErrorCode code : all_error_codes)
    if (to_string(code) == text) return code;
  return std::nullopt;
}

}  // namespace kangaroom::protocol
