#pragma once
// gzip (RFC 1952) compression of a whole buffer, for serving the web client's
// text files with Content-Encoding: gzip.
#include <string>
#include <string_view>

namespace kangaroom::server {

// The gzip stream (header, deflate data, CRC-32 and length) of `input`.
// Throws std::length_error beyond 4 GB (zlib counts in 32 bits) and
// std::runtime_error if zlib fails.
std::string gzip_compress(std::string_view input);

}  // namespace kangaroom::server
