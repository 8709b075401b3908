#include "server/util/sha256.hpp"

#include <sodium.h>

#include <array>

#include "server/util/secret.hpp"

namespace kangaroom::server {

std::string sha256_hex(std::string_view data) {
  ensure_sodium_initialized();
  std::array<unsigned char, crypto_hash_sha256_BYTES> digest{};
  crypto_hash_sha256(digest.data(), reinterpret_cast<const unsigned char*>(data.data()),
                     data.size());
  // sodium_bin2hex writes lowercase digits and a terminating NUL.
  std::array<char, crypto_hash_sha256_BYTES * 2 + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data(), crypto_hash_sha256_BYTES * 2);
}

}  // namespace kangaroom::server
