#pragma once
// What `--recover` saves from a damaged SQLite file: every row that can
// still be read, found by key rather than by one scan that stops at the
// first bad page. A table is read forwards and backwards (each direction
// stops at damage from its own side), every room code found in any table is
// then looked up in every table, and a room's events, replays and the
// quarantine's rows are read around a damaged page by their numbers. A file
// whose header (its first 100 bytes: the format's name and page size) is
// damaged is read through a copy with a header rebuilt for it.
#include <cstdint>
#include <string>
#include <vector>

struct sqlite3;

namespace kangaroom::server::sqlite {

struct RecoveredTable {
  std::string table;
  std::uint64_t copied = 0;
  // Rows known to exist (their key was seen, or their number lies between
  // two that were read) that could not be read: lost with the damage.
  std::uint64_t unreadable = 0;
};

// Copies what `from` still holds of kangaroom's tables (rooms,
// room_checkpoints, room_events, replays, quarantine) into `to`, which has
// the current schema. Never throws.
std::vector<RecoveredTable> copy_rows_by_key(sqlite3* from, sqlite3* to);

// If the file at `path` has a damaged header, writes `copy_path`: the file
// with a header rebuilt from the page size its pages show, and says so in
// `note`. False (and nothing written) when the header reads as SQLite's or
// no page size fits.
bool write_copy_with_rebuilt_header(const std::string& path, const std::string& copy_path,
                                    std::string& note);

}  // namespace kangaroom::server::sqlite
