#include "server/util/secret.hpp"

#include <sodium.h>

#include <stdexcept>

namespace kangaroom::server {

void ensure_sodium_initialized() {
  // A function-local static is initialized once, thread-safely; if sodium_init
  // fails the exception leaves it uninitialized and the next call tries again.
  [[maybe_unused]] static const bool initialized = [] {
    // 0: initialized now, 1: already initialized (by another library), -1: failed.
    if (sodium_init() < 0)
      throw std::runtime_error("libsodium could not be initialized (sodium_init failed)");
    return true;
  }();
}

std::string random_bytes(std::size_t bytes) {
  ensure_sodium_initialized();
  std::string out(bytes, '\0');
  randombytes_buf(out.data(), out.size());
  return out;
}

std::string new_room_code() {
  static constexpr char alphabet[] = "abcdefghijklmnopqrstuvwxyz234567";
  const std::string raw = random_bytes(10);  // 80 bits = 16 base32 digits
  std::string code;
  code.reserve(16);
  unsigned buffer = 0;
  int bits = 0;
  for (const char byte : raw) {
    buffer = (buffer << 8) | static_cast<unsigned char>(byte);
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code.push_back(alphabet[(buffer >> bits) & 31U]);
    }
  }
  return code;
}

std::string new_secret_token() {
  static constexpr char hex[] = "0123456789abcdef";
  const std::string raw = random_bytes(16);
  std::string token;
  token.reserve(32);
  for (const char byte : raw) {
    token.push_back(hex[(static_cast<unsigned char>(byte) >> 4) & 15U]);
    token.push_back(hex[static_cast<unsigned char>(byte) & 15U]);
  }
  return token;
}

std::uint64_t random_seed() {
  ensure_sodium_initialized();
  std::uint64_t seed = 0;
  randombytes_buf(&seed, sizeof seed);
  return seed;
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  // The length is not secret (every token has the same one); only the
  // contents are compared in constant time.
  if (a.size() != b.size()) return false;
  if (a.empty()) return true;
  ensure_sodium_initialized();
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

bool looks_like_room_code(std::string_view text) {
  if (text.size() != 16) return false;
  for (const char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= '2' && c <= '7'))) return false;
  return true;
}

}  // namespace kangaroom::server
