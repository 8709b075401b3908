#pragma once
// base64url (RFC 4648 section 5): the encoding of every binary value in Web
// Push: the subscription's p256dh and auth (RFC 8291 section 2), the VAPID
// public key and the JWT's parts (RFC 8292 section 3, RFC 7515 section 2).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "server/push/result.hpp"

namespace kangaroom::server::push {

// Without padding, as JWTs and the Push API write it.
std::string base64url_encode(std::span<const std::uint8_t> bytes);
std::string base64url_encode(std::string_view bytes);

// Accepts the text with or without its '=' padding (some clients pad);
// nothing outside the base64url alphabet, not even whitespace.
std::optional<Bytes> base64url_decode(std::string_view text);

}  // namespace kangaroom::server::push
