#pragma once
// Secrets of the wire: room codes (the invitation in the link) and seat/host
// tokens. They come from libsodium's CSPRNG (the operating system's
// generator), never from the engine's seeded Rng, and tokens are compared in
// constant time.
#include <cstdint>
#include <string>
#include <string_view>

namespace kangaroom::server {

// Initializes libsodium once per process; every function of the protocol
// library that uses libsodium calls it first, so programs and tests need not.
// Throws std::runtime_error if libsodium cannot start (no usable randomness):
// nothing secret can be made then.
void ensure_sodium_initialized();

// `bytes` random bytes from libsodium (randombytes_buf).
std::string random_bytes(std::size_t bytes);

// A room code: 80 random bits as 16 lowercase base32 characters (a-z, 2-7),
// safe in a URL path.
std::string new_room_code();

// A seat or host token: 128 random bits as 32 hex characters.
std::string new_secret_token();

// A 64-bit game seed from libsodium's generator.
std::uint64_t random_seed();

// Compares in time that depends only on the lengths, not on where the
// strings first differ (sodium_memcmp).
bool constant_time_equal(std::string_view a, std::string_view b);

// True if `text` could be a room code (length and alphabet only).
bool looks_like_room_code(std::string_view text);

}  // namespace kangaroom::server
