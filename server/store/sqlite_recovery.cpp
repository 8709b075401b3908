#include "server/store/sqlite_recovery.hpp"

#include <sqlite3.h>

#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <set>
#include <utility>

namespace kangaroom::server::sqlite {
namespace {

// A statement that finalizes itself; null if it could not be prepared (the
// schema itself may be on a damaged page).
class Query {
 public:
  Query(sqlite3* db, const std::string& sql) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement_, nullptr) != SQLITE_OK) {
      sqlite3_finalize(statement_);
      statement_ = nullptr;
    }
  }
  ~Query() { sqlite3_finalize(statement_); }
  Query(const Query&) = delete;
  Query& operator=(const Query&) = delete;
  explicit operator bool() const { return statement_ != nullptr; }
  sqlite3_stmt* get() const { return statement_; }
  Query& bind(int index, const std::string& text) {
    sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()),
                      SQLITE_TRANSIENT);
    return *this;
  }
  Query& bind(int index, std::int64_t value) {
    sqlite3_bind_int64(statement_, index, value);
    return *this;
  }
  int step() { return statement_ ? sqlite3_step(statement_) : SQLITE_ERROR; }

 private:
  sqlite3_stmt* statement_ = nullptr;
};

enum class Probe { found, absent, damaged };

// Steps `query` to its end (or its first damaged row), handing each row to
// `row`; false if it stopped at damage.
bool each_row(Query& query, const std::function<void(sqlite3_stmt*)>& row) {
  if (!query) return false;
  int status = SQLITE_ROW;
  while ((status = query.step()) == SQLITE_ROW) row(query.get());
  return status == SQLITE_DONE;
}

std::string text_of(sqlite3_stmt* row, int column) {
  const auto* text = sqlite3_column_text(row, column);
  return text ? reinterpret_cast<const char*>(text) : std::string{};
}

// The room codes a table holds, read from its start and, if damage stops
// that, from its end.
void codes_of(sqlite3* db, const std::string& table, std::set<std::string>& codes) {
  const auto keep = [&](sqlite3_stmt* row) { codes.insert(text_of(row, 0)); };
  Query forward(db, "SELECT code FROM " + table + " ORDER BY code");
  if (each_row(forward, keep)) return;
  Query backward(db, "SELECT code FROM " + table + " ORDER BY code DESC");
  each_row(backward, keep);
}

// The numbers (`column`) of a range of rows (`where`, bound to `code` if
// not empty), from both ends and then one by one between where each end
// stopped; a number that lands on damage counts in `damaged`. Past the
// last number read, numbers are tried until `give_up` in a row are absent
// or unreadable.
std::set<std::int64_t> numbers_of(sqlite3* db, const std::string& table, const std::string& column,
                                  const std::string& where, const std::string& code,
                                  std::uint64_t& damaged) {
  constexpr std::int64_t give_up = 256;
  std::set<std::int64_t> numbers;
  const auto keep = [&](sqlite3_stmt* row) { numbers.insert(sqlite3_column_int64(row, 0)); };
  {
    Query forward(
        db, "SELECT " + column + " FROM " + table + " WHERE " + where + " ORDER BY " + column);
    if (!code.empty()) forward.bind(1, code);
    if (each_row(forward, keep)) return numbers;
  }
  const std::int64_t reached = numbers.empty() ? 0 : *numbers.rbegin();
  std::optional<std::int64_t> from_the_end;
  {
    Query backward(db, "SELECT " + column + " FROM " + table + " WHERE " + where + " AND " +
                           column + " > " + std::to_string(reached) + " ORDER BY " + column +
                           " DESC");
    if (!code.empty()) backward.bind(1, code);
    const std::size_t before = numbers.size();
    each_row(backward, [&](sqlite3_stmt* row) {
      keep(row);
      from_the_end = sqlite3_column_int64(row, 0);
    });
    if (numbers.size() == before) from_the_end.reset();
  }
  std::int64_t absent_in_a_row = 0;
  // Damage counts as lost rows only below a number that was read.
  std::uint64_t damaged_since_found = 0;
  for (std::int64_t number = reached + 1;; ++number) {
    if (from_the_end ? number >= *from_the_end : absent_in_a_row >= give_up) break;
    Query one(
        db, "SELECT " + column + " FROM " + table + " WHERE " + where + " AND " + column + " = ?2");
    if (!code.empty()) one.bind(1, code);
    one.bind(2, number);
    const int status = one.step();
    if (status == SQLITE_ROW) {
      numbers.insert(number);
      absent_in_a_row = 0;
      damaged += std::exchange(damaged_since_found, 0);
    } else {
      // Past the last number read, damage and absence look alike: either
      // way the end may have been reached.
      if (status != SQLITE_DONE) ++damaged_since_found;
      ++absent_in_a_row;
    }
  }
  if (from_the_end) damaged += damaged_since_found;
  return numbers;
}

// Copies the row(s) `select` reads into `table` of `to`, by column name.
Probe copy_rows(Query& select, sqlite3* to, const std::string& table, std::uint64_t& copied) {
  if (!select) return Probe::damaged;
  int status = SQLITE_ROW;
  bool any = false;
  while ((status = select.step()) == SQLITE_ROW) {
    const int columns = sqlite3_column_count(select.get());
    std::string names, slots;
    for (int i = 0; i < columns; ++i) {
      names += (i ? "," : "") + std::string(sqlite3_column_name(select.get(), i));
      slots += i ? ",?" : "?";
    }
    Query insert(to, "INSERT OR REPLACE INTO " + table + " (" + names + ") VALUES (" + slots + ")");
    if (!insert) return Probe::damaged;
    for (int i = 0; i < columns; ++i)
      sqlite3_bind_value(insert.get(), i + 1, sqlite3_column_value(select.get(), i));
    if (insert.step() != SQLITE_DONE) return Probe::damaged;
    ++copied;
    any = true;
  }
  if (status != SQLITE_DONE) return Probe::damaged;
  return any ? Probe::found : Probe::absent;
}

constexpr std::array<char, 16> sqlite_magic = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f',
                                               'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};

std::uint32_t read_be32(const unsigned char* at) {
  return (std::uint32_t{at[0]} << 24) | (std::uint32_t{at[1]} << 16) | (std::uint32_t{at[2]} << 8) |
         at[3];
}
void write_be32(unsigned char* at, std::uint32_t value) {
  for (int i = 0; i < 4; ++i) at[i] = static_cast<unsigned char>(value >> (24 - 8 * i));
}

bool is_btree_page_type(unsigned char type) {
  return type == 0x02 || type == 0x05 || type == 0x0A || type == 0x0D;
}

}  // namespace

std::vector<RecoveredTable> copy_rows_by_key(sqlite3* from, sqlite3* to) {
  std::set<std::string> codes;
  for (const char* table : {"rooms", "room_checkpoints", "room_events", "replays"})
    codes_of(from, table, codes);

  std::vector<RecoveredTable> report;
  // One row per room.
  for (const char* table : {"rooms", "room_checkpoints"}) {
    RecoveredTable done{table};
    for (const std::string& code : codes) {
      Query row(from, std::string("SELECT * FROM ") + table + " WHERE code = ?1");
      row.bind(1, code);
      if (copy_rows(row, to, table, done.copied) == Probe::damaged) ++done.unreadable;
    }
    report.push_back(done);
  }
  // Many rows per room, numbered.
  for (const auto& [table, column] : {std::pair{"room_events", "seq"}, {"replays", "round"}}) {
    RecoveredTable done{table};
    for (const std::string& code : codes) {
      for (const std::int64_t number :
           numbers_of(from, table, column, "code = ?1", code, done.unreadable)) {
        Query row(from, std::string("SELECT * FROM ") + table + " WHERE code = ?1 AND " + column +
                            " = ?2");
        row.bind(1, code).bind(2, number);
        if (copy_rows(row, to, table, done.copied) == Probe::damaged) ++done.unreadable;
      }
    }
    report.push_back(done);
  }
  // The quarantine, by rowid (its rows have no key of their own).
  RecoveredTable quarantine{"quarantine"};
  for (const std::int64_t id :
       numbers_of(from, "quarantine", "rowid", "1 = 1", "", quarantine.unreadable)) {
    Query row(from,
              "SELECT code, record, error, quarantined_at_unix_ms FROM quarantine WHERE "
              "rowid = ?1");
    row.bind(1, id);
    if (copy_rows(row, to, "quarantine", quarantine.copied) == Probe::damaged)
      ++quarantine.unreadable;
  }
  report.push_back(quarantine);
  return report;
}

bool write_copy_with_rebuilt_header(const std::string& path, const std::string& copy_path,
                                    std::string& note) {
  std::ifstream in(path, std::ios::binary);
  std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
  if (bytes.size() < 512) return false;
  unsigned char* header = bytes.data();
  const unsigned page_field = (unsigned{header[16]} << 8) | header[17];
  const unsigned stated_page = page_field == 1 ? 65536 : page_field;
  const bool page_ok =
      stated_page >= 512 && stated_page <= 65536 && (stated_page & (stated_page - 1)) == 0;
  const bool header_ok = std::memcmp(header, sqlite_magic.data(), sqlite_magic.size()) == 0 &&
                         page_ok && header[21] == 64 && header[22] == 32 && header[23] == 32;
  // A file cut short: SQLite refuses one shorter than its header says.
  const bool count_valid = read_be32(header + 24) == read_be32(header + 92);
  const bool cut_short =
      page_ok && (bytes.size() % stated_page != 0 ||
                  (count_valid && read_be32(header + 28) > bytes.size() / stated_page));
  if (header_ok && !cut_short) return false;

  // The page size: the one the header states if it reads, else the one at
  // which page 1 (the schema, its b-tree header just after the file header)
  // and page 2 both look like b-tree pages.
  std::size_t page = header_ok ? stated_page : 0;
  for (const std::size_t size : {4096, 1024, 2048, 8192, 16384, 32768, 65536, 512}) {
    if (page) break;
    if (bytes.size() < 2 * size) continue;
    if ((header[100] == 0x05 || header[100] == 0x0D) && is_btree_page_type(bytes[size])) {
      page = size;
      break;
    }
  }
  if (page == 0) return false;
  const auto pages = static_cast<std::uint32_t>(bytes.size() / page);
  bytes.resize(std::size_t{pages} * page);
  header = bytes.data();

  std::memcpy(header, sqlite_magic.data(), sqlite_magic.size());
  header[16] = static_cast<unsigned char>(page == 65536 ? 0 : page >> 8);
  header[17] = static_cast<unsigned char>(page == 65536 ? 1 : page & 0xff);
  const bool has_wal = std::filesystem::exists(path + "-wal");
  header[18] = header[19] = has_wal ? 2 : 1;  // WAL, or a rollback journal
  header[20] = 0;                             // no reserved bytes per page
  header[21] = 64;
  header[22] = 32;
  header[23] = 32;
  // The page count is taken as stated only when the change counter and
  // "version valid for" agree: make them, for the pages the file has.
  write_be32(header + 28, pages);
  write_be32(header + 92, read_be32(header + 24));
  if (read_be32(header + 32) >= pages) {  // the free list: none rather than a wild one
    write_be32(header + 32, 0);
    write_be32(header + 36, 0);
  }
  const std::uint32_t schema_format = read_be32(header + 44);
  if (schema_format < 1 || schema_format > 4) write_be32(header + 44, 4);
  write_be32(header + 52, 0);  // kangaroom's files never use auto-vacuum
  write_be32(header + 64, 0);
  const std::uint32_t encoding = read_be32(header + 56);
  if (encoding < 1 || encoding > 3) write_be32(header + 56, 1);
  std::memset(header + 72, 0, 20);

  std::ofstream out(copy_path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
  if (!out) return false;
  if (has_wal)
    std::filesystem::copy_file(path + "-wal", copy_path + "-wal",
                               std::filesystem::copy_options::overwrite_existing);
  note = std::string(header_ok ? "the file was cut short" : "the file's header was damaged") +
         ": read through a copy with a header rebuilt for its " + std::to_string(pages) +
         " pages of " + std::to_string(page) + " bytes";
  return true;
}

}  // namespace kangaroom::server::sqlite
