#include "server/store/sqlite_util.hpp"

#include <sqlite3.h>

namespace kangaroom::server::sqlite {

bool execute(sqlite3* db, const std::string& sql, std::string& error) {
  char* message = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) == SQLITE_OK) return true;
  error = message ? message : sqlite3_errmsg(db);
  sqlite3_free(message);
  return false;
}

std::string quoted(std::string_view text) {
  std::string literal = "'";
  for (const char c : text) {
    if (c == '\'') literal += '\'';
    literal += c;
  }
  return literal + "'";
}

int user_version(sqlite3* db) {
  Statement version(db, "PRAGMA user_version");
  return version.step() == SQLITE_ROW ? static_cast<int>(version.int64(0)) : 0;
}

bool quick_check(sqlite3* db, std::string& findings) {
  Statement check(db, "PRAGMA quick_check");
  findings.clear();
  int status = SQLITE_ROW;
  while ((status = check.step()) == SQLITE_ROW) {
    const std::string line = check.text(0);
    if (line == "ok") continue;
    if (!findings.empty()) findings += "; ";
    findings += line;
    if (findings.size() > 400) break;
  }
  if (status != SQLITE_ROW && status != SQLITE_DONE && findings.empty())
    findings = sqlite3_errstr(status);
  return findings.empty();
}

Statement::Statement(sqlite3* db, const char* sql) {
  sqlite3_prepare_v2(db, sql, -1, &statement_, nullptr);
}

Statement::~Statement() { sqlite3_finalize(statement_); }

void Statement::restart_if_stepped() {
  if (!stepped_ || !statement_) return;
  sqlite3_reset(statement_);
  sqlite3_clear_bindings(statement_);
  stepped_ = false;
}

Statement& Statement::bind(int index, std::string_view text) {
  restart_if_stepped();
  sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()),
                    SQLITE_TRANSIENT);
  return *this;
}

Statement& Statement::bind(int index, std::int64_t value) {
  restart_if_stepped();
  sqlite3_bind_int64(statement_, index, value);
  return *this;
}

int Statement::step() {
  if (!statement_) return SQLITE_ERROR;
  stepped_ = true;
  return sqlite3_step(statement_);
}

std::string Statement::text(int column) const {
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
  return text
             ? std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)))
             : std::string();
}

std::int64_t Statement::int64(int column) const { return sqlite3_column_int64(statement_, column); }

Connection::Connection(const std::string& path, int flags, std::string& error) {
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    error = "cannot open '" + path + "': " + (db_ ? sqlite3_errmsg(db_) : "out of memory");
    sqlite3_close(db_);
    db_ = nullptr;
  }
}

Connection::~Connection() { sqlite3_close(db_); }

}  // namespace kangaroom::server::sqlite
