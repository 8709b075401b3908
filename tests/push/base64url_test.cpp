// base64url (RFC 4648 section 5): the test vectors of RFC 4648 section 10 in
// the URL alphabet, padding optional on input and never written, and
// refusals of what no encoder writes.
#include "server/push/base64url.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace kangaroom::server::push;

namespace {

std::string decoded_text(std::string_view text) {
  const auto bytes = base64url_decode(text);
  REQUIRE(bytes);
  return std::string(bytes->begin(), bytes->end());
}

}  // namespace

TEST_CASE("RFC 4648's vectors encode without padding and decode with or without it") {
  const std::pair<std::string, std::string> vectors[] = {
      {"", ""},           {"f", "Zg"},          {"fo", "Zm8"},         {"foo", "Zm9v"},
      {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"}};
  for (const auto& [plain, encoded] : vectors) {
    CAPTURE(plain);
    CHECK(base64url_encode(plain) == encoded);
    CHECK(decoded_text(encoded) == plain);
    std::string padded = encoded;
    while (padded.size() % 4 != 0) padded += '=';
    CHECK(decoded_text(padded) == plain);
  }
}

TEST_CASE("the URL alphabet: - and _ where standard base64 has + and /") {
  const std::string bytes = "\xfb\xff\xbf";  // standard base64: +/+/
  CHECK(base64url_encode(bytes) == "-_-_");
  CHECK(decoded_text("-_-_") == bytes);
}

TEST_CASE("every byte value survives a round trip") {
  std::string all;
  for (int value = 0; value < 256; ++value) all += static_cast<char>(value);
  for (std::size_t length = 0; length <= all.size(); length += 37) {
    const std::string part = all.substr(0, length);
    CHECK(decoded_text(base64url_encode(part)) == part);
  }
}

TEST_CASE("text no encoder writes is refused") {
  CHECK_FALSE(base64url_decode("Zm9v+g"));  // standard alphabet
  CHECK_FALSE(base64url_decode("Zm9v/g"));
  CHECK_FALSE(base64url_decode("Zm9 v"));  // whitespace
  CHECK_FALSE(base64url_decode("Zm9vY"));  // a lone character carries no whole byte
  CHECK_FALSE(base64url_decode("Zg="));    // padding that does not complete a group
  CHECK_FALSE(base64url_decode("Z==="));
  CHECK_FALSE(base64url_decode("===="));
  CHECK_FALSE(base64url_decode("Zg==Zg=="));  // padding in the middle
  CHECK_FALSE(base64url_decode(std::string_view("Zm\0v", 4)));
}
