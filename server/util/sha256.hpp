#pragma once
// SHA-256 (FIPS 180-4), for storing seat and host tokens as hashes: a
// database file that leaks must not hand out seats. Tokens carry 128 random
// bits, so an unsalted hash is enough to make them unrecoverable.
#include <string>
#include <string_view>

namespace kangaroom::server {

// The digest of `data` as 64 lowercase hex characters. libsodium computes it;
// SHA-256 is a fixed function, so hashes stored before (by the hand-written
// implementation this replaced) still match.
std::string sha256_hex(std::string_view data);

}  // namespace kangaroom::server
