// deflate_whole / inflate_whole: what packed room lines and replay records use.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "server/net/gzip.hpp"

using namespace kangaroom::server;

TEST_CASE("deflated text inflates back exactly, and much smaller for repetitive JSON") {
  std::string text;
  for (int i = 0; i < 500; ++i)
    text += R"({"move":{"from":[)" + std::to_string(i % 8) +
            R"(,3],"to":[5,6]},"seat":1})"
            "\n";
  const std::string deflated = deflate_whole(text);
  CHECK(deflated.size() * 5 < text.size());
  CHECK(inflate_whole(deflated, text.size()) == text);
  CHECK(inflate_whole(deflate_whole(""), 0).empty());
}

TEST_CASE("inflating what deflate_whole did not make throws") {
  const std::string text =
      "some text that is long enough to deflate, some text that is long enough";
  const std::string deflated = deflate_whole(text);
  CHECK_THROWS_AS(inflate_whole("not deflated at all", 10), std::runtime_error);
  CHECK_THROWS_AS(inflate_whole(deflated, text.size() + 1),
                  std::runtime_error);  // the wrong length
  CHECK_THROWS_AS(inflate_whole(deflated.substr(0, deflated.size() / 2), text.size()),
                  std::runtime_error);
}

TEST_CASE("gzip_compress holds about what it wrote, not its worst-case buffer") {
  // Kept in the replay cache, a page's gzip of 200 KB of repetitive JSON is a
  // few KB; with the worst-case buffer kept it held the whole 200 KB.
  std::string text;
  while (text.size() < 200'000) text += R"({"step":{"board":[[0,1,2],[3,4,5]],"seat":1}},)";
  const std::string gzipped = gzip_compress(text);
  CHECK(gzipped.size() * 20 < text.size());
  CHECK(gzipped.capacity() < gzipped.size() + 64);
  CHECK(gzip_decompress(gzipped, text.size()) == text);
}
