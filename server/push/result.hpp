#pragma once
// What the push code returns instead of throwing: a value, or a sentence
// saying what was wrong. A subscription's keys come from the network, so a
// malformed one is expected input, not an exceptional event.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kangaroom::server::push {

// Binary data: keys, salts, encrypted bodies.
using Bytes = std::vector<std::uint8_t>;

template <typename T>
class [[nodiscard]] Result {
 public:
  static Result success(T value) {
    Result result;
    result.value_ = std::move(value);
    return result;
  }
  static Result failure(std::string error) {
    Result result;
    result.error_ = std::move(error);
    return result;
  }

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  // Only when ok().
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  // Empty when ok().
  const std::string& error() const { return error_; }

 private:
  Result() = default;
  std::optional<T> value_;
  std::string error_;
};

// The outcome of an action that yields nothing but success or a reason.
class [[nodiscard]] Status {
 public:
  static Status success() { return Status{}; }
  static Status failure(std::string error) {
    Status status;
    status.error_ = error.empty() ? "failed" : std::move(error);
    return status;
  }
  bool ok() const { return error_.empty(); }
  explicit operator bool() const { return ok(); }
  const std::string& error() const { return error_; }

 private:
  Status() = default;
  std::string error_;
};

}  // namespace kangaroom::server::push
