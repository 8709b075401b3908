#include "protocol/error_code.hpp"

#include <iterator>

#include "core/names.hpp"

namespace kangaroom::protocol {

namespace {
constexpr engine::NameTable<ErrorCode, std::size(all_error_codes)> error_code_names = {{
    {ErrorCode::invalid_json, "invalid_json"},
    {ErrorCode::not_an_object, "not_an_object"},
    {ErrorCode::unknown_type, "unknown_type"},
    {ErrorCode::missing_field, "missing_field"},
    {ErrorCode::bad_field, "bad_field"},
    {ErrorCode::bad_text, "bad_text"},
    {ErrorCode::binary_frame, "binary_frame"},
    {ErrorCode::frame_too_large, "frame_too_large"},
    {ErrorCode::rate_limited, "rate_limited"},
    {ErrorCode::unsupported_protocol, "unsupported_protocol"},
    {ErrorCode::unknown_game, "unknown_game"},
    {ErrorCode::bad_options, "bad_options"},
    {ErrorCode::too_many_rooms, "too_many_rooms"},
    {ErrorCode::unknown_room, "unknown_room"},
    {ErrorCode::not_in_room, "not_in_room"},
    {ErrorCode::room_full, "room_full"},
    {ErrorCode::already_started, "already_started"},
    {ErrorCode::not_started, "not_started"},
    {ErrorCode::not_finished, "not_finished"},
    {ErrorCode::bad_seat, "bad_seat"},
    {ErrorCode::seat_taken, "seat_taken"},
    {ErrorCode::already_seated, "already_seated"},
    {ErrorCode::not_seated, "not_seated"},
    {ErrorCode::not_host, "not_host"},
    {ErrorCode::bad_token, "bad_token"},
    {ErrorCode::seat_not_away, "seat_not_away"},
    {ErrorCode::seats_not_filled, "seats_not_filled"},
    {ErrorCode::chat_too_long, "chat_too_long"},
    {ErrorCode::not_your_turn, "not_your_turn"},
    {ErrorCode::illegal_move, "illegal_move"},
    {ErrorCode::bad_move, "bad_move"},
    {ErrorCode::game_over, "game_over"},
    {ErrorCode::server_full, "server_full"},
    {ErrorCode::shutting_down, "shutting_down"},
    {ErrorCode::too_many_connections, "too_many_connections"},
    {ErrorCode::rematch_too_soon, "rematch_too_soon"},
    {ErrorCode::start_failed, "start_failed"},
    {ErrorCode::forbidden_origin, "forbidden_origin"},
    {ErrorCode::storage_unavailable, "storage_unavailable"},
    {ErrorCode::game_too_long, "game_too_long"},
    {ErrorCode::replays_busy, "replays_busy"},
    {ErrorCode::replay_too_long, "replay_too_long"},
    {ErrorCode::name_taken, "name_taken"},
    {ErrorCode::color_taken, "color_taken"},
    {ErrorCode::offer_pending, "offer_pending"},
    {ErrorCode::offer_unavailable, "offer_unavailable"},
    {ErrorCode::no_offer, "no_offer"},
    {ErrorCode::not_asked, "not_asked"},
    {ErrorCode::offer_too_soon, "offer_too_soon"},
    {ErrorCode::room_elsewhere, "room_elsewhere"},
    {ErrorCode::bad_endpoint, "bad_endpoint"},
}};
}  // namespace

std::string_view to_string(ErrorCode code) {
  return engine::name_of(error_code_names, code, "unknown");
}

std::optional<ErrorCode> error_code_from_string(std::string_view text) {
  return engine::value_of(error_code_names, text);
}

}  // namespace kangaroom::protocol
