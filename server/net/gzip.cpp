#include "server/net/gzip.hpp"

#include <zlib.h>

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace kangaroom::server {

namespace {
// zlib's default, level 6: on the web client, level 9 saves about 0.1% more
// (measured with gzip -6/-9), not worth its extra time on a first request.
constexpr int compression_level = Z_DEFAULT_COMPRESSION;
// 15: the largest window; +16: a gzip header and trailer instead of zlib's.
constexpr int gzip_window_bits = 15 + 16;
constexpr int memory_level = 8;  // zlib's default
}  // namespace

std::string gzip_compress(std::string_view input) {
  if (input.size() > std::numeric_limits<uInt>::max())
    throw std::length_error("gzip_compress: input too large");
  z_stream stream{};
  if (deflateInit2(&stream, compression_level, Z_DEFLATED, gzip_window_bits, memory_level,
                   Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("gzip_compress: deflateInit2 failed");
  // deflateBound is an upper limit for the whole stream, wrapper included,
  // so a single deflate call with Z_FINISH has the room to end it.
  std::string output(deflateBound(&stream, static_cast<uLong>(input.size())), '\0');
  stream.next_in =
      reinterpret_cast<Bytef*>(const_cast<char*>(input.data()));  // zlib does not write to it
  stream.avail_in = static_cast<uInt>(input.size());
  stream.next_out = reinterpret_cast<Bytef*>(output.data());
  stream.avail_out =
      static_cast<uInt>(std::min<std::size_t>(output.size(), std::numeric_limits<uInt>::max()));
  const int result = deflate(&stream, Z_FINISH);
  const auto written = stream.total_out;
  deflateEnd(&stream);
  if (result != Z_STREAM_END) throw std::runtime_error("gzip_compress: deflate did not finish");
  // The buffer was sized for the worst case (about the input's size); kept
  // as it is, a 5 KB body of a 225 KB replay page would hold 225 KB.
  output.resize(written);
  output.shrink_to_fit();
  return output;
}

std::string gzip_decompress(std::string_view gzipped, std::size_t size) {
  if (gzipped.size() > std::numeric_limits<uInt>::max() || size > std::numeric_limits<uInt>::max())
    throw std::length_error("gzip_decompress: input too large");
  z_stream stream{};
  if (inflateInit2(&stream, gzip_window_bits) != Z_OK)
    throw std::runtime_error("gzip_decompress: inflateInit2 failed");
  std::string output(size, '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gzipped.data()));
  stream.avail_in = static_cast<uInt>(gzipped.size());
  stream.next_out = reinterpret_cast<Bytef*>(output.data());
  stream.avail_out = static_cast<uInt>(size);
  const int result = inflate(&stream, Z_FINISH);
  const auto written = stream.total_out;
  inflateEnd(&stream);
  if (result != Z_STREAM_END || written != size)
    throw std::runtime_error("gzip_decompress: not what gzip_compress made");
  return output;
}

std::string deflate_whole(std::string_view input) {
  if (input.size() > std::numeric_limits<uLong>::max())
    throw std::length_error("deflate_whole: input too large");
  uLongf size = compressBound(static_cast<uLong>(input.size()));
  std::string output(size, '\0');
  if (compress(reinterpret_cast<Bytef*>(output.data()), &size,
               reinterpret_cast<const Bytef*>(input.data()),
               static_cast<uLong>(input.size())) != Z_OK)
    throw std::runtime_error("deflate_whole: compress failed");
  output.resize(size);
  output.shrink_to_fit();
  return output;
}

std::string inflate_whole(std::string_view deflated, std::size_t size) {
  std::string output(size, '\0');
  uLongf got = static_cast<uLongf>(size);
  if (uncompress(reinterpret_cast<Bytef*>(output.data()), &got,
                 reinterpret_cast<const Bytef*>(deflated.data()),
                 static_cast<uLong>(deflated.size())) != Z_OK ||
      got != size)
    throw std::runtime_error("inflate_whole: not what deflate_whole made");
  return output;
}

}  // namespace kangaroom::server
