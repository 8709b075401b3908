#include "protocol/secret.hpp"

#include <sys/random.h>

#include <cerrno>
#include <random>
#include <stdexcept>

namespace kangaroom::protocol {

std::string random_bytes(std::size_t bytes) {
  std::string out(bytes, '\0');
  std::size_t filled = 0;
  while (filled < bytes) {
    const ssize_t got = ::getrandom(out.data() + filled, bytes - filled, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      // No getrandom (very old kernel): std::random_device reads /dev/urandom.
      std::random_device device;
      for (; filled < bytes; ++filled) out[filled] = static_cast<char>(device() & 0xFF);
      break;
    }
    filled += static_cast<std::size_t>(got);
  }
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
  const std::string raw = random_bytes(8);
  std::uint64_t seed = 0;
  for (const char byte : raw) seed = (seed << 8) | static_cast<unsigned char>(byte);
  return seed;
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

bool looks_like_room_code(std::string_view text) {
  if (text.size() != 16) return false;
  for (const char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= '2' && c <= '7'))) return false;
  return true;
}

}  // namespace kangaroom::protocol
