#pragma once
// A Room on its I/O thread: every call to the Room happens there, in order,
// so the room needs no locks (one thread runs each io_context: IoPool).
// Also the room's timers (a bot's think delay).
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <functional>
#include <memory>
#include <optional>

#include "server/room/commit_gate.hpp"
#include "server/room/record_writer.hpp"
#include "server/room/room.hpp"

namespace kangaroom::server {

namespace net = boost::asio;

class BotRunner;
class GameBuilder;
class RoomStore;
class ReplayArchive;

// The thread pools rooms hand their long work to: bots thinking in seats,
// and new games being made (large boards take a while to generate).
struct RoomWorkers {
  BotRunner& bots;
  GameBuilder& games;
  RoomNotifier* notifier = nullptr;  // notices for away players; null: none
};

class LiveRoom : public std::enable_shared_from_this<LiveRoom> {
 public:
  using Executor = net::io_context::executor_type;

  // Creates the room (its bots and new games are made on `workers`). With a store, each change
  // is handed to it when the call that made it ends, and the call's messages (the answer, the
  // patches) go out once it is committed.
  static std::shared_ptr<LiveRoom> create(net::io_context& io, RoomWorkers workers,
                                          std::string code, const engine::GameFactory& factory,
                                          Json options, int seats, std::string host_token,
                                          std::optional<std::uint64_t> chosen_seed,
                                          RoomSettings settings, Metrics& metrics,
                                          RoomStore* store = nullptr,
                                          ReplayArchive* replays = nullptr);
  // Brings back a room from what the store read. Null with `error` if it
  // is unusable.
  static std::shared_ptr<LiveRoom> restore(net::io_context& io, RoomWorkers workers,
                                           const StoredRoom& stored, RoomSettings settings,
                                           Metrics& metrics, RoomStore* store,
                                           ReplayArchive* replays, std::string& error);

  const std::string& code() const { return code_; }
  // The io_context (the I/O thread) the room runs on.
  net::io_context& context() { return executor_.context(); }

  // Runs `work(room)` on the room's thread, unless the room has closed
  // (then `if_closed()` runs instead, there too).
  template <typename Work, typename IfClosed>
  void dispatch(Work work, IfClosed if_closed) {
    net::post(executor_, [self = shared_from_this(), work = std::move(work),
                          if_closed = std::move(if_closed)]() mutable {
      self->guarded([&] {
        if (self->closed_)
          if_closed();
        else {
          work(*self->room_);
          self->write_changes();
        }
      });
    });
  }
  template <typename Work>
  void dispatch(Work work) {
    dispatch(std::move(work), [] {});
  }

  // Runs `work(room)` on the room's thread after `delay`.
  template <typename Work>
  void after(std::chrono::steady_clock::duration delay, Work work) {
    auto timer = std::make_shared<net::steady_timer>(executor_, delay);
    timer->async_wait(
        [self = shared_from_this(), timer, work = std::move(work)](auto error) mutable {
          if (!error && !self->closed_)
            self->guarded([&] {
              work(*self->room_);
              self->write_changes();
            });
        });
  }

  // A new room's head is written at once, so that the room outlives a
  // restart before its first change; with it, who created it (a key of the
  // creator's address: RoomWrite::creator).
  void write_creation(std::string creator) {
    net::post(executor_, [self = shared_from_this(), creator = std::move(creator)]() mutable {
      self->creator_ = std::move(creator);
      self->guarded([&] { self->write_changes(/*changed=*/true); });
    });
  }

  // A cluster's node holds the room under a lease (room_leases.hpp): its
  // writes carry `epoch`, and `lost` runs on the room's thread if the store
  // refused one because the lease moved on. Set before the room is shared.
  void lease(std::uint64_t epoch, std::function<void(Room&)> lost) {
    epoch_ = epoch;
    lease_lost_ = std::move(lost);
  }
  std::uint64_t epoch() const { return epoch_; }
  // Runs `then` on the store's thread once the room's first write is
  // committed (before the room is shared).
  // (Called again, both run, in order.)
  void after_first_commit(std::function<void()> then) {
    if (first_commit_)
      then = [before = std::move(first_commit_), after = std::move(then)] {
        before();
        after();
      };
    first_commit_ = std::move(then);
  }

  // Called on the room's thread by the registry when the room is removed.
  void close() { closed_ = true; }
  // Rooms that sleep. On the room's thread: the room's last changes and its
  // wake time (and summary) are written, and the room closes; `asleep` runs
  // on the store's thread once that is committed (then a wake reads it all).
  void fall_asleep(std::int64_t wake_at_unix_ms, std::function<void()> asleep);
  // At exit, once no thread runs the io_context: fall_asleep without waiting.
  void fall_asleep_at_exit() {
    if (room_ && !closed_)
      fall_asleep(room_->wake_at_unix_ms(std::chrono::steady_clock::now()), [] {});
  }
  // A room woken from the store: it is in memory again (the wake index
  // forgets it until it sleeps again).
  void mark_awake();
  // Runs `then(summary)` on the room's thread (nothing if it closed).
  template <typename Then>
  void summarize(Then then) {
    net::post(executor_, [self = shared_from_this(), then = std::move(then)]() mutable {
      if (self->closed_ || !self->room_)
        then(std::optional<RoomSummary>());
      else
        then(std::optional<RoomSummary>(self->room_->summary()));
    });
  }
  // At exit, once no thread runs the io_context: destroys the room (its
  // members hold it; it holds them weakly, but for messages still waiting
  // in its CommitGate, which go with it).
  void discard() {
    closed_ = true;
    room_.reset();
    gate_.discard();
  }

 private:
  // A request that throws (say, bad_alloc) is logged and dropped: it must
  // not end the process, and with it every other room's game.
  template <typename Call>
  void guarded(Call&& call) noexcept {
    try {
      call();
    } catch (const std::exception& failure) {
      report_failure(failure.what());
    } catch (...) {
      report_failure("an exception that is not a std::exception");
    }
  }
  void report_failure(const char* what) noexcept;
  // On the room's thread, after each call: hands what the call changed to
  // the store, and the call's messages wait for that commit (or for the
  // commits still pending before them).
  void write_changes(bool changed = false);
  void committed(std::uint64_t ticket);
  // A leased room (a cluster) keeps its summary in the store current, for
  // the other nodes' POST /api/seats: the summary's text when it differs
  // from the one last written, else nullopt.
  std::optional<std::string> changed_summary();

  LiveRoom(net::io_context& io, std::string code)
      : executor_(io.get_executor()), code_(std::move(code)) {}

  Executor executor_;
  std::string code_;
  // The room's messages wait here for the commits of the changes they
  // follow (with a store); declared before the room, which sends into it.
  CommitGate gate_;
  std::optional<Room> room_;
  bool closed_ = false;      // only touched on the room's thread
  std::uint64_t epoch_ = 0;  // of the room's lease; 0: not leased
  std::function<void(Room&)> lease_lost_;
  std::function<void()> first_commit_;
  std::string creator_;  // for the first write only
  RoomStore* store_ = nullptr;
  RecordWriter writer_;
  std::uint64_t seen_changes_ = 0;      // Room::change_count when last written
  std::string summary_written_;         // changed_summary's last answer
  std::uint64_t last_ticket_ = 0;       // of the latest change handed to the store
  std::uint64_t committed_ticket_ = 0;  // of the latest change the store committed
};

}  // namespace kangaroom::server
