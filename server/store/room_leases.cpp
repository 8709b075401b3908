#include "server/store/room_leases.hpp"

#include <libpq-fe.h>
#include <spdlog/spdlog.h>

#include <array>

namespace kangaroom::server {

namespace {

// The lease runs out `$2` milliseconds from the database's now().
constexpr const char* claim_sql =
    "INSERT INTO room_leases AS l (code, owner, epoch, lease_until) "
    "VALUES ($1, $3, 1, now() + $2::bigint * interval '1 millisecond') "
    "ON CONFLICT (code) DO UPDATE SET owner = EXCLUDED.owner, epoch = l.epoch + 1, "
    "lease_until = EXCLUDED.lease_until, wanted_by = NULL "
    "WHERE l.owner IS NULL OR l.owner = EXCLUDED.owner OR l.lease_until < now() "
    // A node restarted under the same name (owner "name/random") takes its
    // rooms back at once: the old process is gone, or fenced if it is not.
    "OR split_part(l.owner, '/', 1) = split_part(EXCLUDED.owner, '/', 1) "
    "RETURNING epoch";
constexpr const char* renew_sql =
    "UPDATE room_leases SET lease_until = now() + $2::bigint * interval '1 millisecond' "
    "WHERE owner = $1 RETURNING code, epoch, wanted_by IS NOT NULL";
constexpr const char* release_sql =
    "UPDATE room_leases SET owner = NULL, lease_until = NULL, wanted_by = NULL "
    "WHERE code = $1 AND owner = $2 AND epoch = $3";
constexpr const char* forget_sql = "DELETE FROM room_leases WHERE code = $1 AND owner = $2";
constexpr const char* ask_sql =
    "UPDATE room_leases SET wanted_by = $2 WHERE code = $1 AND owner IS NOT NULL "
    "AND owner <> $2 AND lease_until >= now()";

// Runs `sql` with text parameters; the result, to be cleared by the caller.
PGresult* run(PGconn* connection, const char* sql, std::initializer_list<std::string> params) {
  std::array<const char*, 4> values{};
  std::size_t count = 0;
  for (const std::string& param : params) values[count++] = param.c_str();
  return PQexecParams(connection, sql, static_cast<int>(count), nullptr, values.data(), nullptr,
                      nullptr, 0);
}

bool succeeded(PGresult* result) {
  const auto status = PQresultStatus(result);
  return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

}  // namespace

std::unique_ptr<RoomLeases> RoomLeases::connect(const std::string& url, std::string owner,
                                                std::chrono::milliseconds lease,
                                                std::string& error) {
  PGconn* connection = PQconnectdb(url.c_str());
  if (!connection || PQstatus(connection) != CONNECTION_OK) {
    error = std::string("leases: cannot connect: ") +
            (connection ? PQerrorMessage(connection) : "out of memory");
    PQfinish(connection);
    return nullptr;
  }
  return std::unique_ptr<RoomLeases>(new RoomLeases(connection, std::move(owner), lease));
}

RoomLeases::RoomLeases(pg_conn* connection, std::string owner, std::chrono::milliseconds lease)
    : connection_(connection), owner_(std::move(owner)), lease_ms_(std::to_string(lease.count())) {}

RoomLeases::~RoomLeases() { PQfinish(connection_); }

bool RoomLeases::usable() {
  if (PQstatus(connection_) == CONNECTION_OK) return true;
  PQreset(connection_);
  return PQstatus(connection_) == CONNECTION_OK;
}

std::optional<std::uint64_t> RoomLeases::claim(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (!usable()) return std::nullopt;
  PGresult* result = run(connection_, claim_sql, {code, lease_ms_, owner_});
  std::optional<std::uint64_t> epoch;
  if (succeeded(result) && PQntuples(result) == 1)
    epoch = std::stoull(PQgetvalue(result, 0, 0));
  else if (!succeeded(result))
    spdlog::error("leases: room={} cannot be claimed: {}", code, PQresultErrorMessage(result));
  PQclear(result);
  return epoch;
}

std::optional<std::vector<RoomLeases::Held>> RoomLeases::renew() {
  std::lock_guard lock(mutex_);
  if (!usable()) return std::nullopt;
  PGresult* result = run(connection_, renew_sql, {owner_, lease_ms_});
  std::optional<std::vector<Held>> held;
  if (succeeded(result)) {
    held.emplace();
    for (int row = 0; row < PQntuples(result); ++row)
      held->push_back({PQgetvalue(result, row, 0), std::stoull(PQgetvalue(result, row, 1)),
                       std::string_view(PQgetvalue(result, row, 2)) == "t"});
  } else {
    spdlog::error("leases: cannot renew: {}", PQresultErrorMessage(result));
  }
  PQclear(result);
  return held;
}

bool RoomLeases::release(const std::string& code, std::uint64_t epoch) {
  std::lock_guard lock(mutex_);
  if (!usable()) return false;
  PGresult* result = run(connection_, release_sql, {code, owner_, std::to_string(epoch)});
  const bool released = succeeded(result) && std::string_view(PQcmdTuples(result)) == "1";
  PQclear(result);
  return released;
}

void RoomLeases::forget(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (!usable()) return;
  PQclear(run(connection_, forget_sql, {code, owner_}));
}

bool RoomLeases::ask_for(const std::string& code) {
  std::lock_guard lock(mutex_);
  if (!usable()) return false;
  PGresult* result = run(connection_, ask_sql, {code, owner_});
  const bool asked = succeeded(result) && std::string_view(PQcmdTuples(result)) == "1";
  PQclear(result);
  return asked;
}

}  // namespace kangaroom::server
