#pragma once
// PgBackend's schema: versioned in table kangaroom_schema, migrated on
// connect under an advisory lock so that nodes starting together migrate
// once.
#include <string>

struct pg_conn;

namespace kangaroom::server {

// The schema this server writes (the same tables as SQLite's schema 3, and
// the cluster's room leases).
inline constexpr int pg_schema_version = 4;

// Brings the schema of `connection`'s database up to pg_schema_version;
// false with `error` when it cannot (or the database is newer).
bool migrate_pg_schema(pg_conn* connection, std::string& error);

}  // namespace kangaroom::server
