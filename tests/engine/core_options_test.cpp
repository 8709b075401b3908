#include <doctest/doctest.h>

#include "core/options.hpp"

using namespace kangaroom::engine;

namespace {
GameInfo sample_info() {
  GameInfo info;
  info.id = "sample";
  info.options = {
      {"size", "Size", OptionSpec::Type::choice, "regular", 0, 0, {"tiny", "regular"}, ""},
      {"cost", "Cost", OptionSpec::Type::integer, 10, 0, 20, {}, ""},
      {"fixed", "Fixed", OptionSpec::Type::boolean, false, 0, 0, {}, ""},
  };
  return info;
}
}  // namespace

TEST_CASE("options: missing keys get defaults") {
  const auto result = normalize_options(sample_info(), nullptr);
  REQUIRE(result.ok());
  CHECK(result.options == Json{{"size", "regular"}, {"cost", 10}, {"fixed", false}});
}

TEST_CASE("options: valid values are kept") {
  const auto result = normalize_options(sample_info(), {{"size", "tiny"}, {"cost", 20}});
  REQUIRE(result.ok());
  CHECK(result.options["size"] == "tiny");
  CHECK(result.options["cost"] == 20);
}

TEST_CASE("options: every kind of bad value is refused with a reason") {
  const auto info = sample_info();
  CHECK(normalize_options(info, Json::array()).error == "options must be an object");
  CHECK(normalize_options(info, {{"colour", "red"}}).error.find("unknown option") == 0);
  CHECK(normalize_options(info, {{"size", "giant"}}).error.find("no choice") != std::string::npos);
  CHECK(normalize_options(info, {{"size", 3}}).error.find("string") != std::string::npos);
  CHECK(normalize_options(info, {{"cost", 21}}).error.find("between 0 and 20") !=
        std::string::npos);
  CHECK(normalize_options(info, {{"cost", "ten"}}).error.find("integer") != std::string::npos);
  CHECK(normalize_options(info, {{"fixed", 1}}).error.find("true or false") != std::string::npos);
}

TEST_CASE("options: an integer that does not fit is refused, never wrapped to -1") {
  const Json huge = Json::parse("18446744073709551615");  // 2^64-1, kept unsigned by the parser
  CHECK_FALSE(is_signed_integer(huge));
  CHECK(is_signed_integer(Json::parse("9223372036854775807")));
  CHECK(is_signed_integer(Json(-5)));
  const auto result = normalize_options(sample_info(), {{"cost", huge}});
  CHECK_FALSE(result.ok());
  CHECK(result.error.find("must be an integer") != std::string::npos);
}
