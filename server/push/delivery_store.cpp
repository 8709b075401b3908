#include "server/push/delivery_store.hpp"

#include <sqlite3.h>

#include <algorithm>

namespace kangaroom::server::push {

namespace {

std::int64_t to_millis(DeliveryClock::time_point at) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(at.time_since_epoch()).count();
}

DeliveryClock::time_point from_millis(std::int64_t millis) {
  return DeliveryClock::time_point(
      std::chrono::duration_cast<DeliveryClock::duration>(std::chrono::milliseconds{millis}));
}

// A prepared statement, finalized when it goes.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) {
    if (sqlite3_prepare_v2(db, sql, -1, &statement_, nullptr) != SQLITE_OK) statement_ = nullptr;
  }
  ~Statement() { sqlite3_finalize(statement_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool ok() const { return statement_ != nullptr; }
  sqlite3_stmt* get() const { return statement_; }
  void bind(int index, std::int64_t value) { sqlite3_bind_int64(statement_, index, value); }
  void bind(int index, const std::string& text) {
    sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()),
                      SQLITE_TRANSIENT);
  }
  int step() { return sqlite3_step(statement_); }
  std::string text(int column) const {
    const auto* data = sqlite3_column_text(statement_, column);
    return data == nullptr
               ? std::string()
               : std::string(reinterpret_cast<const char*>(data),
                             static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)));
  }
  std::int64_t integer(int column) const { return sqlite3_column_int64(statement_, column); }

 private:
  sqlite3_stmt* statement_ = nullptr;
};

Status sqlite_failure(sqlite3* db, const std::string& what) {
  return Status::failure(what + ": " + sqlite3_errmsg(db));
}

}  // namespace

// ---- in memory

Result<std::int64_t> MemoryDeliveryStore::add(const Delivery& delivery) {
  Row row{delivery, false};
  row.delivery.id = ++next_id_;
  rows_.emplace(row.delivery.id, row);
  return Result<std::int64_t>::success(next_id_);
}

std::vector<Delivery> MemoryDeliveryStore::due(DeliveryClock::time_point now, std::size_t limit) {
  std::vector<Row*> ready;
  for (auto& entry : rows_) {
    Row& row = entry.second;
    if (!row.in_flight && row.delivery.next_attempt_at <= now) ready.push_back(&row);
  }
  std::stable_sort(ready.begin(), ready.end(), [](const Row* a, const Row* b) {
    return a->delivery.next_attempt_at < b->delivery.next_attempt_at;
  });
  std::vector<Delivery> out;
  for (Row* row : ready) {
    if (out.size() >= limit) break;
    row->in_flight = true;
    out.push_back(row->delivery);
  }
  return out;
}

Status MemoryDeliveryStore::done(std::int64_t id) {
  rows_.erase(id);
  return Status::success();
}

Status MemoryDeliveryStore::retry(std::int64_t id, DeliveryClock::time_point next_at,
                                  int attempts) {
  const auto found = rows_.find(id);
  if (found == rows_.end()) return Status::failure("no delivery " + std::to_string(id));
  found->second.in_flight = false;
  found->second.delivery.next_attempt_at = next_at;
  found->second.delivery.attempts = attempts;
  return Status::success();
}

std::optional<DeliveryClock::time_point> MemoryDeliveryStore::next_due() {
  std::optional<DeliveryClock::time_point> earliest;
  for (const auto& entry : rows_) {
    const Row& row = entry.second;
    if (row.in_flight) continue;
    if (!earliest || row.delivery.next_attempt_at < *earliest) {
      earliest = row.delivery.next_attempt_at;
    }
  }
  return earliest;
}

// ---- SQLite

Result<std::unique_ptr<SqliteDeliveryStore>> SqliteDeliveryStore::open(
    const std::filesystem::path& path) {
  using R = Result<std::unique_ptr<SqliteDeliveryStore>>;
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string error = db != nullptr ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return R::failure("cannot open " + path.string() + ": " + error);
  }
  std::unique_ptr<SqliteDeliveryStore> store(new SqliteDeliveryStore(db));
  sqlite3_busy_timeout(db, 5000);
  for (const char* sql : {
           "PRAGMA journal_mode=WAL",
           "PRAGMA synchronous=NORMAL",
           "CREATE TABLE IF NOT EXISTS deliveries ("
           " id INTEGER PRIMARY KEY AUTOINCREMENT,"
           " room TEXT NOT NULL,"
           " seat INTEGER NOT NULL,"
           " kind TEXT NOT NULL CHECK (kind IN ('webpush', 'webhook')),"
           " endpoint TEXT NOT NULL,"
           " p256dh TEXT NOT NULL DEFAULT '',"
           " auth TEXT NOT NULL DEFAULT '',"
           " payload TEXT NOT NULL,"
           " attempts INTEGER NOT NULL DEFAULT 0,"
           " next_at INTEGER NOT NULL,"
           " in_flight INTEGER NOT NULL DEFAULT 0)",
           "CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (in_flight, next_at)",
           // What was in flight when the last process ended got no recorded
           // answer: it is sent again (at least once).
           "UPDATE deliveries SET in_flight = 0 WHERE in_flight <> 0",
       }) {
    if (Status status = store->exec(sql); !status) {
      return R::failure(path.string() + ": " + status.error());
    }
  }
  return R::success(std::move(store));
}

SqliteDeliveryStore::~SqliteDeliveryStore() { sqlite3_close(db_); }

Status SqliteDeliveryStore::exec(const char* sql) {
  char* message = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
    std::string error = message != nullptr ? message : "failed";
    sqlite3_free(message);
    return Status::failure(error);
  }
  return Status::success();
}

Result<std::int64_t> SqliteDeliveryStore::add(const Delivery& delivery) {
  using R = Result<std::int64_t>;
  Statement insert(db_,
                   "INSERT INTO deliveries (room, seat, kind, endpoint, p256dh, auth, payload,"
                   " attempts, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  if (!insert.ok()) return R::failure(sqlite_failure(db_, "add").error());
  insert.bind(1, delivery.room);
  insert.bind(2, std::int64_t{delivery.seat});
  if (const auto* push = std::get_if<WebPushTarget>(&delivery.target)) {
    insert.bind(3, std::string("webpush"));
    insert.bind(4, push->endpoint);
    insert.bind(5, push->p256dh);
    insert.bind(6, push->auth);
  } else {
    insert.bind(3, std::string("webhook"));
    insert.bind(4, std::get<WebhookTarget>(delivery.target).url);
    insert.bind(5, std::string());
    insert.bind(6, std::string());
  }
  insert.bind(7, delivery.payload);
  insert.bind(8, std::int64_t{delivery.attempts});
  insert.bind(9, to_millis(delivery.next_attempt_at));
  if (insert.step() != SQLITE_DONE) return R::failure(sqlite_failure(db_, "add").error());
  return R::success(sqlite3_last_insert_rowid(db_));
}

std::vector<Delivery> SqliteDeliveryStore::due(DeliveryClock::time_point now, std::size_t limit) {
  std::vector<Delivery> out;
  if (limit == 0 || !exec("BEGIN IMMEDIATE")) return out;
  {
    Statement select(db_,
                     "SELECT id, room, seat, kind, endpoint, p256dh, auth, payload, attempts,"
                     " next_at FROM deliveries WHERE in_flight = 0 AND next_at <= ?"
                     " ORDER BY next_at, id LIMIT ?");
    Statement mark(db_, "UPDATE deliveries SET in_flight = 1 WHERE id = ?");
    if (!select.ok() || !mark.ok()) {
      (void)exec("ROLLBACK");
      return {};
    }
    select.bind(1, to_millis(now));
    select.bind(2, static_cast<std::int64_t>(limit));
    while (select.step() == SQLITE_ROW) {
      Delivery delivery;
      delivery.id = select.integer(0);
      delivery.room = select.text(1);
      delivery.seat = static_cast<int>(select.integer(2));
      if (select.text(3) == "webpush") {
        delivery.target = WebPushTarget{select.text(4), select.text(5), select.text(6)};
      } else {
        delivery.target = WebhookTarget{select.text(4)};
      }
      delivery.payload = select.text(7);
      delivery.attempts = static_cast<int>(select.integer(8));
      delivery.next_attempt_at = from_millis(select.integer(9));
      out.push_back(std::move(delivery));
    }
    for (const Delivery& delivery : out) {
      sqlite3_reset(mark.get());
      mark.bind(1, delivery.id);
      if (mark.step() != SQLITE_DONE) {
        (void)exec("ROLLBACK");
        return {};
      }
    }
  }
  if (!exec("COMMIT")) {
    (void)exec("ROLLBACK");
    return {};
  }
  return out;
}

Status SqliteDeliveryStore::done(std::int64_t id) {
  Statement remove(db_, "DELETE FROM deliveries WHERE id = ?");
  if (!remove.ok()) return sqlite_failure(db_, "done");
  remove.bind(1, id);
  if (remove.step() != SQLITE_DONE) return sqlite_failure(db_, "done");
  return Status::success();
}

Status SqliteDeliveryStore::retry(std::int64_t id, DeliveryClock::time_point next_at,
                                  int attempts) {
  Statement update(db_,
                   "UPDATE deliveries SET in_flight = 0, next_at = ?, attempts = ? WHERE id = ?");
  if (!update.ok()) return sqlite_failure(db_, "retry");
  update.bind(1, to_millis(next_at));
  update.bind(2, std::int64_t{attempts});
  update.bind(3, id);
  if (update.step() != SQLITE_DONE) return sqlite_failure(db_, "retry");
  return Status::success();
}

std::size_t SqliteDeliveryStore::size() {
  Statement count(db_, "SELECT count(*) FROM deliveries");
  if (!count.ok() || count.step() != SQLITE_ROW) return 0;
  return static_cast<std::size_t>(count.integer(0));
}

std::optional<DeliveryClock::time_point> SqliteDeliveryStore::next_due() {
  Statement earliest(db_, "SELECT min(next_at) FROM deliveries WHERE in_flight = 0");
  if (!earliest.ok() || earliest.step() != SQLITE_ROW ||
      sqlite3_column_type(earliest.get(), 0) == SQLITE_NULL) {
    return std::nullopt;
  }
  return from_millis(earliest.integer(0));
}

}  // namespace kangaroom::server::push
