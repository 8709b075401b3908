#include "server/store/room_store.hpp"

#include <spdlog/spdlog.h>

#include "server/store/pg_backend.hpp"
#include "server/store/sqlite_backend.hpp"

namespace kangaroom::server {

std::unique_ptr<RoomStore> RoomStore::open(const std::string& directory, std::string& error,
                                           StoreCounters counters, StoreOptions options) {
  auto backend = SqliteBackend::open(directory, error, options);
  if (!backend) return nullptr;
  return std::make_unique<RoomStore>(std::move(backend), counters);
}

std::unique_ptr<RoomStore> RoomStore::connect(const std::string& url, std::string& error,
                                              StoreCounters counters, PgOptions options) {
  auto backend = PgBackend::connect(url, error, std::move(options));
  if (!backend) return nullptr;
  return std::make_unique<RoomStore>(std::move(backend), counters);
}

bool RoomStore::recover(const std::string& directory, std::string& report) {
  return SqliteBackend::recover(directory, report);
}

bool RoomStore::backup(const std::string& directory, const std::string& target,
                       std::string& error) {
  return SqliteBackend::backup(directory, target, error);
}

RoomStore::RoomStore(std::unique_ptr<StoreBackend> backend, StoreCounters counters)
    : backend_(std::move(backend)), counters_(counters) {
  writer_ = std::thread([this] { write_loop(); });
}

RoomStore::~RoomStore() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  writer_.join();
  backend_.reset();  // closes the database before the directory lock goes
}

std::vector<StoredRoom> RoomStore::load_all() { return backend_->load_all(); }
std::vector<StoredRoom> RoomStore::load_awake() { return backend_->load_awake(); }
std::vector<std::string> RoomStore::due_rooms(std::int64_t now_unix_ms, std::size_t limit) {
  return backend_->due_rooms(now_unix_ms, limit);
}
std::vector<StoredSummary> RoomStore::summaries(const std::vector<std::string>& codes) {
  return backend_->summaries(codes);
}
std::vector<StoredReplay> RoomStore::load_replays_of(const std::string& code) {
  return backend_->load_replays_of(code);
}
std::optional<std::size_t> RoomStore::rooms_created_by(const std::string& creator) {
  return backend_->rooms_created_by(creator);
}
std::optional<StoredRoom> RoomStore::load_room(const std::string& code) {
  return backend_->load_room(code);
}

std::vector<StoredReplay> RoomStore::load_replays() { return backend_->load_replays(); }

std::vector<std::pair<std::string, std::string>> RoomStore::quarantined() {
  return backend_->quarantined();
}

void RoomStore::queue(StoreOp op) {
  {
    std::lock_guard lock(mutex_);
    queued_.push_back(std::move(op));
    ++queued_count_;
  }
  wake_.notify_one();
}

void RoomStore::write(RoomWrite change, std::function<void()> committed,
                      std::function<void()> lost) {
  StoreOp op;
  op.kind = StoreOp::Kind::write;
  op.write = std::move(change);
  op.committed = std::move(committed);
  op.lost = std::move(lost);
  queue(std::move(op));
}

void RoomStore::erase(const std::string& code) {
  StoreOp op;
  op.kind = StoreOp::Kind::erase;
  op.code = code;
  queue(std::move(op));
}

void RoomStore::quarantine(const std::string& code, std::string record, std::string error) {
  StoreOp op;
  op.kind = StoreOp::Kind::quarantine;
  op.code = code;
  op.record = std::move(record);
  op.error = std::move(error);
  queue(std::move(op));
}

void RoomStore::save_replay(StoredReplay replay) {
  StoreOp op;
  op.kind = StoreOp::Kind::replay;
  op.replay = std::move(replay);
  queue(std::move(op));
}

void RoomStore::erase_replays_before(std::int64_t unix_ms) {
  StoreOp op;
  op.kind = StoreOp::Kind::erase_replays;
  op.before_unix_ms = unix_ms;
  queue(std::move(op));
}

bool RoomStore::flush() {
  std::unique_lock lock(mutex_);
  const std::uint64_t target = queued_count_;
  written_.wait(lock, [&] { return written_count_ >= target || failing_; });
  return written_count_ >= target;
}

std::uint64_t RoomStore::writes() const {
  std::lock_guard lock(mutex_);
  return writes_;
}

void RoomStore::write_loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return stopping_ || !queued_.empty(); });
    if (queued_.empty()) return;  // stopping, nothing left
    // Everything that arrived while the last transaction committed goes
    // into this one.
    std::vector<StoreOp> batch;
    std::swap(batch, queued_);
    const std::uint64_t covered = queued_count_;
    lock.unlock();
    std::uint64_t rows = 0, bytes = 0;
    const bool written = backend_->write_batch(batch, rows, bytes);
    if (written)
      for (const StoreOp& op : batch) {
        if (op.fenced) {
          if (op.lost) op.lost();
        } else if (op.committed) {
          op.committed();
        }
      }
    lock.lock();
    if (!written) {
      // Nothing of the batch is stored: it goes back at the head of the
      // queue (a room's changes must be written in order), and is tried
      // again shortly. The rooms refuse changes meanwhile, and hold the
      // answers to what they accepted.
      failing_ = true;
      written_.notify_all();  // flush() returns false while failing
      if (counters_.commits_failed) ++*counters_.commits_failed;
      for (StoreOp& op : batch) op.fenced = false;  // decided again on the next try
      queued_.insert(queued_.begin(), std::make_move_iterator(batch.begin()),
                     std::make_move_iterator(batch.end()));
      if (stopping_) {
        spdlog::error("store: stopping with {} changes that could not be written", queued_.size());
        return;
      }
      wake_.wait_for(lock, retry_delay, [this] { return stopping_; });
      continue;
    }
    if (failing_) spdlog::info("store: writing again");
    failing_ = false;
    writes_ += rows;
    if (counters_.rows_written) *counters_.rows_written += rows;
    if (counters_.bytes_written) *counters_.bytes_written += bytes;
    if (counters_.commits) ++*counters_.commits;
    written_count_ = covered;
    written_.notify_all();
  }
}

}  // namespace kangaroom::server
