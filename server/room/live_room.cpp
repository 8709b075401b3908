#include "server/room/live_room.hpp"

#include <spdlog/spdlog.h>

#include <utility>

#include "core/registry.hpp"
#include "server/room/bot_runner.hpp"
#include "server/room/game_builder.hpp"
#include "server/store/replay_archive.hpp"
#include "server/store/room_store.hpp"

namespace kangaroom::server {

std::shared_ptr<LiveRoom> LiveRoom::create(net::io_context& io, RoomWorkers workers,
                                           std::string code, const engine::GameFactory& factory,
                                           Json options, int seats, std::string host_token,
                                           std::optional<std::uint64_t> chosen_seed,
                                           RoomSettings settings, Metrics& metrics,
                                           RoomStore* store, ReplayArchive* replays) {
  std::shared_ptr<LiveRoom> live(new LiveRoom(io, code));
  live->store_ = store;
  std::weak_ptr<LiveRoom> weak = live;
  // A bot's turn leaves the room's thread for the bot runner and comes back here.
  auto schedule_bot = [weak, &bots = workers.bots](BotRequest request) {
    if (auto room = weak.lock()) bots.think(std::move(room), std::move(request));
  };
  live->room_.emplace(std::move(code), factory, std::move(options), seats, std::move(host_token),
                      chosen_seed, settings, metrics, std::move(schedule_bot),
                      std::chrono::steady_clock::now());
  if (store) {
    live->room_->refuse_changes_while(&store->failing());
    live->room_->hand_messages_to(&live->gate_);
  }
  live->room_->build_games_with([weak, &games = workers.games](GameBuildRequest request) {
    if (auto room = weak.lock()) games.build(std::move(room), std::move(request));
  });
  live->room_->notify_with(workers.notifier);
  if (replays)
    live->room_->on_game_finished([replays](FinishedGame game) {
      replays->add(std::move(game.code), game.round, game.finished_at_unix_ms,
                   std::move(game.record));
    });
  return live;
}

std::shared_ptr<LiveRoom> LiveRoom::restore(net::io_context& io, RoomWorkers workers,
                                            const StoredRoom& stored, RoomSettings settings,
                                            Metrics& metrics, RoomStore* store,
                                            ReplayArchive* replays, std::string& error) {
  RoomRecord record;
  try {
    if (!from_stored(stored, record, error)) return nullptr;
  } catch (const Json::exception& bad) {
    error = std::string("malformed saved room: ") + bad.what();
    return nullptr;
  }
  const auto* factory = engine::find_game(record.game);
  if (!factory || record.code != stored.code) {
    error = "not a saved room of a known game";
    return nullptr;
  }
  const int seats = static_cast<int>(record.seats.size());
  auto live = create(io, workers, record.code, *factory, Json::object(), seats, std::string(),
                     std::nullopt, settings, metrics, store, replays);
  const bool saved_whole = record.saved_whole;
  if (!live->room_->restore(std::move(record), std::chrono::steady_clock::now(), error))
    return nullptr;
  live->room_->restore_last_move(stored.last_move_at_unix_ms ? stored.last_move_at_unix_ms
                                                             : stored.touched_at_unix_ms);
  live->writer_.resume(*live->room_, stored, saved_whole);
  live->seen_changes_ = live->room_->change_count();
  // A room saved whole before the move log is written as a log at once.
  if (saved_whole) live->write_changes(/*changed=*/true);
  return live;
}

void LiveRoom::write_changes(bool changed) {
  if (!store_ || !room_) return;
  std::optional<RoomWrite> change;
  if (changed || room_->change_count() != seen_changes_) {
    seen_changes_ = room_->change_count();
    change = writer_.next(*room_);
  }
  if (change) {
    const std::uint64_t ticket = ++last_ticket_;
    gate_.tag_waiting(ticket);
    change->epoch = epoch_;
    change->summary = changed_summary();
    if (!creator_.empty()) change->creator = std::exchange(creator_, std::string{});
    std::function<void()> first_commit;
    first_commit.swap(first_commit_);
    store_->write(
        std::move(*change),
        [weak = weak_from_this(), ticket, first_commit = std::move(first_commit)] {
          // On the store's thread: the answers go out on the room's.
          if (first_commit) first_commit();
          if (auto self = weak.lock())
            net::post(self->executor_, [self, ticket] { self->committed(ticket); });
        },
        [weak = weak_from_this()] {
          // Another node holds the room now: nothing of this change was
          // written, and its answers never go out.
          if (auto self = weak.lock())
            net::post(self->executor_, [self] {
              if (!self->closed_ && self->lease_lost_ && self->room_)
                self->guarded([&] { self->lease_lost_(*self->room_); });
            });
        });
  } else if (committed_ticket_ == last_ticket_) {
    gate_.release(committed_ticket_, /*untagged=*/true);
  } else {
    // Nothing to write, but an earlier change is not committed yet: these
    // messages must not overtake its answers.
    gate_.tag_waiting(last_ticket_);
  }
}

void LiveRoom::fall_asleep(std::int64_t wake_at_unix_ms, std::function<void()> asleep) {
  if (!store_ || !room_) return;
  // What the room changed last goes with its wake time, in one write: the
  // store keeps the order of a room's writes, so a wake after this reads it all.
  RoomWrite change;
  if (room_->change_count() != seen_changes_) {
    seen_changes_ = room_->change_count();
    if (auto written = writer_.next(*room_)) change = std::move(*written);
  }
  change.code = code_;
  change.epoch = epoch_;
  change.wake_at_unix_ms = wake_at_unix_ms;
  change.summary = to_json(room_->summary()).dump();
  closed_ = true;
  store_->write(std::move(change), asleep, asleep);  // written, or fenced: gone either way
}

void LiveRoom::mark_awake() {
  if (!store_) return;
  net::post(executor_, [self = shared_from_this()] {
    if (self->closed_) return;
    RoomWrite change;
    change.code = self->code_;
    change.epoch = self->epoch_;
    change.awake = true;
    change.summary = self->changed_summary();  // the one written asleep is stale from now on
    self->store_->write(std::move(change));
  });
}

std::optional<std::string> LiveRoom::changed_summary() {
  if (epoch_ == 0 || !room_) return std::nullopt;
  std::string text = to_json(room_->summary()).dump();
  if (text == summary_written_) return std::nullopt;
  summary_written_ = text;
  return text;
}

void LiveRoom::committed(std::uint64_t ticket) {
  committed_ticket_ = std::max(committed_ticket_, ticket);
  gate_.release(committed_ticket_);
}

void LiveRoom::report_failure(const char* what) noexcept {
  try {
    spdlog::error("room={} a request failed and was dropped: {}", code_, what);
  } catch (...) {
  }
}

}  // namespace kangaroom::server
