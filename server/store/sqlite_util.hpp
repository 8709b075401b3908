#pragma once
// A thin layer over SQLite's C interface for the store: statements and
// connections that finalize and close themselves, and the few checks and
// copies the store runs.
#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace kangaroom::server::sqlite {

bool execute(sqlite3* db, const std::string& sql, std::string& error);
// `text` as an SQL string literal.
std::string quoted(std::string_view text);
int user_version(sqlite3* db);
// PRAGMA quick_check: true when it says "ok", else its findings in `findings`.
bool quick_check(sqlite3* db, std::string& findings);

// A prepared statement. Binding after a step starts the statement over.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int index, std::string_view text);
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  // SQLITE_ROW, SQLITE_DONE or an error code (also when it could not be prepared).
  int step();
  std::string text(int column) const;
  std::int64_t int64(int column) const;

 private:
  void restart_if_stepped();
  sqlite3_stmt* statement_ = nullptr;
  bool stepped_ = false;
};

// An open database, closed when it goes.
class Connection {
 public:
  Connection(const std::string& path, int flags, std::string& error);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  explicit operator bool() const { return db_ != nullptr; }
  sqlite3* get() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

}  // namespace kangaroom::server::sqlite
