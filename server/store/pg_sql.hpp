#pragma once
// libpq in small pieces, shared by PgBackend's schema, reads and writes: a
// result cleared when it goes, parameters as text, one statement run.
#include <libpq-fe.h>

#include <array>
#include <cstdint>
#include <string>

namespace kangaroom::server::pg {

// A result, cleared when it goes.
class Result {
 public:
  explicit Result(PGresult* result) : result_(result) {}
  ~Result() { PQclear(result_); }
  Result(const Result&) = delete;
  Result& operator=(const Result&) = delete;
  bool ok() const {
    const auto status = PQresultStatus(result_);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
  }
  int rows() const { return PQntuples(result_); }
  std::string text(int row, int column) const {
    return {PQgetvalue(result_, row, column),
            static_cast<std::size_t>(PQgetlength(result_, row, column))};
  }
  std::int64_t int64(int row, int column) const {
    return std::stoll(PQgetvalue(result_, row, column));
  }
  std::string error() const { return PQresultErrorMessage(result_); }

 private:
  PGresult* result_;
};

inline bool execute(PGconn* connection, const char* sql, std::string& error) {
  Result result(PQexec(connection, sql));
  if (result.ok()) return true;
  error = result.error();
  while (!error.empty() && error.back() == '\n') error.pop_back();
  return false;
}

// Parameters as text, the form libpq sends them in.
template <std::size_t N>
class Params {
 public:
  Params& add(std::string text) {
    texts_[count_++] = std::move(text);
    return *this;
  }
  Params& add(std::int64_t value) { return add(std::to_string(value)); }
  const char* const* values() {
    for (std::size_t i = 0; i < count_; ++i) pointers_[i] = texts_[i].c_str();
    return pointers_.data();
  }
  int count() const { return static_cast<int>(count_); }

 private:
  std::array<std::string, N> texts_;
  std::array<const char*, N> pointers_{};
  std::size_t count_ = 0;
};

}  // namespace kangaroom::server::pg
