// Damage is loud and nothing is deleted, seen from the server binary: a
// room whose record no longer reads is moved to the quarantine table (the
// other rooms come back); a database file with overwritten pages stops the
// start with a message that names the way out, and `--recover` copies what
// can still be read into a fresh database, keeping the damaged file.
#include <doctest/doctest.h>
#include <sqlite3.h>
#include <sys/wait.h>

#include <csignal>
#include <cstdio>
#include <filesystem>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

void run_sql(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  char* error = nullptr;
  const int status = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  CAPTURE(error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
  REQUIRE(status == SQLITE_OK);
}

std::string count(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  sqlite3_stmt* statement = nullptr;
  REQUIRE(sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) == SQLITE_OK);
  std::string value;
  if (sqlite3_step(statement) == SQLITE_ROW)
    value = reinterpret_cast<const char*>(sqlite3_column_text(statement, 0));
  sqlite3_finalize(statement);
  sqlite3_close(db);
  return value;
}

// Runs the server binary with `arguments` to its end: its exit status and output.
std::pair<int, std::string> run_binary(const std::string& arguments) {
  const std::string command = std::string(KANGAROOM_SERVER_BINARY) + " " + arguments + " 2>&1";
  FILE* process = ::popen(command.c_str(), "r");
  REQUIRE(process);
  std::string output;
  char buffer[512];
  while (const auto got = std::fread(buffer, 1, sizeof buffer, process)) output.append(buffer, got);
  const int status = ::pclose(process);
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), output};
}

}  // namespace

TEST_CASE("a room that no longer reads is quarantined; a damaged file stops the start; --recover") {
  TempDir data;
  const std::string database = data.path + "/kangaroom.sqlite3";
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  std::vector<std::string> codes;
  {
    ServerProcess server(arguments);
    std::mt19937 random(4);
    for (int i = 0; i < 3; ++i) {
      Table table = open_table(server.port(), 2, true, 40 + i, "kanga", {{"size", 7}});
      play(table, random, {}, 2);
      codes.push_back(table.room);
    }
    REQUIRE(server.stop(SIGTERM) == 0);
  }
  // One room's head no longer parses.
  run_sql(database, "UPDATE rooms SET state = '{\"format\":2,' WHERE code = '" + codes[1] + "'");
  {
    ServerProcess server(arguments);
    CHECK(metric(server.port(), "kangaroom_rooms_restored_total") == 2);
    CHECK(metric(server.port(), "kangaroom_rooms_quarantined_total") == 1);
    REQUIRE(server.stop(SIGTERM) == 0);
  }
  CHECK(count(database, "SELECT code FROM quarantine") == codes[1]);
  CHECK(count(database, "SELECT COUNT(*) FROM rooms") == "2");
  // What was read of it is kept: its events too.
  CHECK(count(database, "SELECT instr(record, '\"events\"') > 0 FROM quarantine") == "1");

  // Pages in the middle of the file overwritten.
  run_sql(database, "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;");
  const auto size = std::filesystem::file_size(database);
  REQUIRE(size >= 3 * 4096);
  {
    FILE* file = std::fopen(database.c_str(), "r+b");
    REQUIRE(file);
    const std::string garbage(4096, '\x5a');
    std::fseek(file, static_cast<long>((size / 4096 / 2) * 4096), SEEK_SET);
    std::fwrite(garbage.data(), 1, garbage.size(), file);
    std::fclose(file);
  }
  const std::string flags = "--bind 127.0.0.1 --port 0 --data-dir '" + data.path + "'";
  const auto [refused, message] = run_binary(flags);
  CAPTURE(message);
  CHECK(refused != 0);
  CHECK(message.find("damaged") != std::string::npos);
  CHECK(message.find("--recover") != std::string::npos);

  const auto [recovered, report] = run_binary("--data-dir '" + data.path + "' --recover");
  CAPTURE(report);
  CHECK(recovered == 0);
  CHECK(report.find("rows copied") != std::string::npos);
  bool kept = false;
  for (const auto& entry : std::filesystem::directory_iterator(data.path))
    kept = kept || entry.path().filename().string().rfind("kangaroom.sqlite3.damaged-", 0) == 0;
  CHECK(kept);
  // It starts again, on the recovered file.
  ServerProcess server(arguments);
  CHECK(http_request(server.port(), "GET", "/healthz").status == 200);
}
