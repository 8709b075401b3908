#pragma once
// SqliteBackend's schema: PRAGMA user_version says where a file stands;
// each migration runs in a transaction, after a copy of the file as it was
// is kept beside it.
#include <string>

struct sqlite3;

namespace kangaroom::server {

inline constexpr int sqlite_schema_version = 5;

// Brings the schema of `db` (the file at `path`) up to
// sqlite_schema_version; false with `error` when it cannot (or the file is
// newer).
bool migrate_sqlite_schema(sqlite3* db, const std::string& path, std::string& error);

}  // namespace kangaroom::server
