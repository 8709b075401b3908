// Room codes and tokens: shape, uniqueness, constant-time comparison.
#include "server/util/secret.hpp"

#include <doctest/doctest.h>

#include <set>

using namespace kangaroom::server;

TEST_CASE("room codes carry 80 random bits in a URL-safe alphabet") {
  std::set<std::string> codes;
  for (int i = 0; i < 2000; ++i) {
    const auto code = new_room_code();
    CHECK(looks_like_room_code(code));
    CHECK(codes.insert(code).second);
  }
  // Every base32 symbol shows up: the bits are spread, not stuck.
  std::set<char> symbols;
  for (const auto& code : codes) symbols.insert(code.begin(), code.end());
  CHECK(symbols.size() == 32);
  CHECK_FALSE(looks_like_room_code("ABCDEFGHIJKLMNOP"));
  CHECK_FALSE(looks_like_room_code("abc"));
}

TEST_CASE("tokens are 128 random bits in hex, all different") {
  std::set<std::string> tokens;
  for (int i = 0; i < 2000; ++i) {
    const auto token = new_secret_token();
    CHECK(token.size() == 32);
    CHECK(token.find_first_not_of("0123456789abcdef") == std::string::npos);
    CHECK(tokens.insert(token).second);
  }
  CHECK(random_seed() != random_seed());
}

TEST_CASE("constant-time comparison is still a comparison") {
  CHECK(constant_time_equal("abc", "abc"));
  CHECK_FALSE(constant_time_equal("abc", "abd"));
  CHECK_FALSE(constant_time_equal("abc", "ab"));
  CHECK_FALSE(constant_time_equal("", "a"));
  CHECK(constant_time_equal("", ""));
}
