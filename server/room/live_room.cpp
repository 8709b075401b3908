#include "server/room/live_room.hpp"

#include <spdlog/spdlog.h>

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
  if (store) live->room_->refuse_changes_while(&store->failing());
  live->room_->build_games_with([weak, &games = workers.games](GameBuildRequest request) {
    if (auto room = weak.lock()) games.build(std::move(room), std::move(request));
  });
  if (replays)
    live->room_->on_game_finished([replays](FinishedGame game) {
      replays->add(std::move(game.code), game.round, game.finished_at_unix_ms,
                   std::move(game.record));
    });
  return live;
}

std::shared_ptr<LiveRoom> LiveRoom::restore(net::io_context& io, RoomWorkers workers,
                                            const Json& saved, RoomSettings settings,
                                            Metrics& metrics, RoomStore* store,
                                            ReplayArchive* replays, std::string& error) {
  const auto* factory = saved.is_object() && saved.value("game", Json()).is_string()
                            ? engine::find_game(saved["game"].get<std::string>())
                            : nullptr;
  if (!factory || !saved.value("code", Json()).is_string() ||
      !saved.value("seats", Json()).is_array()) {
    error = "not a saved room of a known game";
    return nullptr;
  }
  auto live = create(io, workers, saved["code"].get<std::string>(), *factory, Json::object(),
                     static_cast<int>(saved["seats"].size()), std::string(), std::nullopt, settings,
                     metrics, store, replays);
  if (!live->room_->restore(saved, std::chrono::steady_clock::now(), error)) return nullptr;
  live->saved_changes_ = live->room_->change_count();
  return live;
}

void LiveRoom::save_later() {
  if (!store_ || !room_ || save_pending_ || room_->change_count() == saved_changes_) return;
  save_pending_ = true;
  auto timer = std::make_shared<net::steady_timer>(executor_, save_delay);
  timer->async_wait([self = shared_from_this(), timer](auto error) {
    self->save_pending_ = false;
    if (!error && !self->closed_) self->guarded([&] { self->save_now(); });
  });
}

void LiveRoom::save_now() {
  if (!store_ || !room_ || closed_ || room_->change_count() == saved_changes_) return;
  saved_changes_ = room_->change_count();
  store_->save(code_, room_->durable_state().dump());
}

void LiveRoom::report_failure(const char* what) noexcept {
  try {
    spdlog::error("room={} a request failed and was dropped: {}", code_, what);
  } catch (...) {
  }
}

}  // namespace kangaroom::server
