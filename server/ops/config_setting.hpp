#pragma once
// How one option of the table in config.cpp is read and shown: its flag
// and help, a setter that checks the text (an error, or "" when it took
// it) and the value as --help shows it; and the makers for the common
// kinds (whole numbers in a range, reals, durations).
#include <charconv>
#include <functional>
#include <optional>
#include <string>

#include "server/ops/config.hpp"

namespace kangaroom::server::flags {

struct Setting {
  const char* flag;  // "port" for --port and KANGAROOM_PORT
  const char* help;
  std::function<std::string(Config&, const std::string&)> set;  // returns an error or ""
  std::function<std::string(const Config&)> show;
};

template <typename T>
std::optional<T> parse_number(const std::string& text, T min, T max) {
  T value{};
  const auto* end = text.data() + text.size();
  const auto [pointer, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc{} || pointer != end || value < min || value > max) return std::nullopt;
  return value;
}

std::optional<double> parse_real(const std::string& text, double min);
// true, 1, yes or false, 0, no; nullopt for anything else.
std::optional<bool> parse_bool(const std::string& text);

template <typename T>
Setting integer_setting(const char* flag, const char* help, T Config::*field, T min, T max) {
  return {flag, help,
          [=](Config& config, const std::string& text) -> std::string {
            const auto value = parse_number<T>(text, min, max);
            if (!value)
              return std::string("--") + flag + " takes a whole number from " +
                     std::to_string(min) + " to " + std::to_string(max);
            config.*field = *value;
            return {};
          },
          [=](const Config& config) { return std::to_string(config.*field); }};
}

// A number of at least `min` (which is either tiny, "positive", or 1).
Setting real_setting(const char* flag, const char* help, double Config::*field, double min);

template <typename Duration>
Setting duration_setting(const char* flag, const char* help, Duration Config::*field,
                         const char* unit) {
  return {flag, help,
          [=](Config& config, const std::string& text) -> std::string {
            const auto value = parse_number<long long>(text, 0, 1'000'000'000);
            if (!value) return std::string("--") + flag + " takes a whole number of " + unit;
            config.*field = Duration(*value);
            return {};
          },
          [=](const Config& config) { return std::to_string((config.*field).count()); }};
}

}  // namespace kangaroom::server::flags
