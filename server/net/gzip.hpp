#pragma once
// Compression of whole buffers with zlib: gzip (RFC 1952) for serving the
// web client's text files with Content-Encoding: gzip, and plain deflate for
// text the server keeps for long but seldom reads (packed room logs, replay
// records).
#include <string>
#include <string_view>

namespace kangaroom::server {

// The gzip stream (header, deflate data, CRC-32 and length) of `input`.
// Throws std::length_error beyond 4 GB (zlib counts in 32 bits) and
// std::runtime_error if zlib fails.
std::string gzip_compress(std::string_view input);
// The data of a gzip stream that gzip_compress made from `size` bytes.
// Throws std::runtime_error if it is not that.
std::string gzip_decompress(std::string_view gzipped, std::size_t size);

// zlib's compress()/uncompress(): the deflated form of `input`, and back
// (`size` is the length of what was deflated). Throw std::runtime_error on
// failure (on inflating: data that is not what deflate_whole made).
std::string deflate_whole(std::string_view input);
std::string inflate_whole(std::string_view deflated, std::size_t size);

}  // namespace kangaroom::server
