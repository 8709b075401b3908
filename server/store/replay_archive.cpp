#include "server/store/replay_archive.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <vector>

#include "core/move_history.hpp"
#include "core/registry.hpp"
#include "server/net/gzip.hpp"
#include "server/store/room_store.hpp"
#include "server/util/sha256.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

ReplayArchive::ReplayArchive(std::chrono::seconds expiry, RoomStore* store, bool shared)
    : expiry_(expiry), store_(store), shared_(shared) {}

void ReplayArchive::read_through(const std::string& code, std::optional<int> round) const {
  if (!shared_ || !store_) return;
  if (round) {
    std::lock_guard lock(mutex_);
    const auto room = by_room_.find(code);
    if (room != by_room_.end() && room->second.count(*round) != 0) return;
  }
  // Without a round the latest is asked for, which another node may have
  // added since: the store says.
  const std::int64_t cutoff =
      unix_ms_now() - std::chrono::duration_cast<std::chrono::milliseconds>(expiry_).count();
  auto stored = store_->load_replays_of(code);
  std::lock_guard lock(mutex_);
  for (const auto& replay : stored) {
    if (replay.finished_at_unix_ms < cutoff) continue;
    auto& rounds = by_room_[replay.code];
    if (rounds.count(replay.round) != 0) continue;
    rounds.emplace(replay.round,
                   entry_of(replay.code, replay.round, replay.record, replay.finished_at_unix_ms));
    ++count_;
  }
}

void ReplayArchive::add(std::string code, int round, std::int64_t finished_at_unix_ms,
                        std::string record) {
  StoredReplay stored;
  stored.code = std::move(code);
  stored.round = round;
  stored.finished_at_unix_ms = finished_at_unix_ms;
  stored.record = std::move(record);
  {
    std::lock_guard lock(mutex_);
    insert(stored.code, stored.round,
           entry_of(stored.code, stored.round, stored.record, stored.finished_at_unix_ms));
  }
  if (store_) store_->save_replay(std::move(stored));
}

void ReplayArchive::insert(const std::string& code, int round, Entry entry) {
  auto& rounds = by_room_[code];
  if (rounds.insert_or_assign(round, std::move(entry)).second) ++count_;
}

ReplayArchive::Entry ReplayArchive::entry_of(const std::string& code, int round,
                                             const std::string& record,
                                             std::int64_t finished_at_unix_ms) {
  // 80 bits of the hash: ETags and cache keys, not a secret.
  const std::string fingerprint =
      sha256_hex(code + '/' + std::to_string(round) + '\n' + record).substr(0, 20);
  return Entry{deflate_whole(record), record.size(), finished_at_unix_ms, fingerprint};
}

const ReplayArchive::Entry* ReplayArchive::entry_at(const std::string& code,
                                                    std::optional<int> round,
                                                    int& found_round) const {
  const auto room = by_room_.find(code);
  if (room == by_room_.end() || room->second.empty()) return nullptr;
  const auto at = round ? room->second.find(*round) : std::prev(room->second.end());
  if (at == room->second.end()) return nullptr;
  found_round = at->first;
  return &at->second;
}

std::shared_ptr<const std::string> ReplayArchive::find(const std::string& code,
                                                       std::optional<int> round) const {
  read_through(code, round);
  std::string deflated;
  std::size_t size = 0;
  {
    std::lock_guard lock(mutex_);
    int found_round = 0;
    const Entry* entry = entry_at(code, round, found_round);
    if (!entry) return nullptr;
    deflated = entry->deflated;
    size = entry->size;
  }
  return std::make_shared<const std::string>(inflate_whole(deflated, size));
}

std::optional<ReplayArchive::Located> ReplayArchive::locate(const std::string& code,
                                                            std::optional<int> round) const {
  read_through(code, round);
  std::lock_guard lock(mutex_);
  int found_round = 0;
  const Entry* entry = entry_at(code, round, found_round);
  if (!entry) return std::nullopt;
  return Located{found_round, entry->fingerprint};
}

void ReplayArchive::sweep() {
  const std::int64_t cutoff =
      unix_ms_now() - std::chrono::duration_cast<std::chrono::milliseconds>(expiry_).count();
  std::int64_t dropped_before = cutoff;
  {
    std::lock_guard lock(mutex_);
    // Over the cap, the oldest records go first, whatever their age.
    if (count_ > max_records) {
      std::vector<std::int64_t> ages;
      ages.reserve(count_);
      for (const auto& [code, rounds] : by_room_)
        for (const auto& [round, entry] : rounds) ages.push_back(entry.finished_at_unix_ms);
      const auto last_dropped =
          ages.begin() + static_cast<std::ptrdiff_t>(count_ - max_records - 1);
      std::nth_element(ages.begin(), last_dropped, ages.end());
      dropped_before = std::max(dropped_before, *last_dropped + 1);
    }
    for (auto room = by_room_.begin(); room != by_room_.end();) {
      for (auto entry = room->second.begin(); entry != room->second.end();) {
        if (entry->second.finished_at_unix_ms < dropped_before) {
          entry = room->second.erase(entry);
          --count_;
        } else {
          ++entry;
        }
      }
      room = room->second.empty() ? by_room_.erase(room) : std::next(room);
    }
  }
  if (store_) store_->erase_replays_before(dropped_before);
}

void ReplayArchive::load() {
  if (!store_) return;
  std::size_t loaded = 0;
  {
    std::lock_guard lock(mutex_);
    for (auto& stored : store_->load_replays()) {
      insert(stored.code, stored.round,
             entry_of(stored.code, stored.round, stored.record, stored.finished_at_unix_ms));
      ++loaded;
    }
  }
  sweep();
  if (loaded) spdlog::info("replays: {} finished games loaded", loaded);
}

std::size_t ReplayArchive::size() const {
  std::lock_guard lock(mutex_);
  return count_;
}

namespace {

// What each seat alone saw at this step (the top-level fields of its view a
// spectator's view lacks: Jackaroo's hand), for a replay, which exists only
// once the game is over and nothing needs hiding any more (its seed, which
// deals every card, is published with it). Null when no seat saw more than a
// spectator, as in a game without hidden information.
Json revealed_parts(const engine::Game& game, const Json& spectator_view) {
  Json seats = Json::array();
  bool any = false;
  for (int seat = 0; seat < game.players(); ++seat) {
    Json own = Json::object();
    Json view = game.changing_view(seat);
    for (auto& [key, value] : view.items())
      if (!spectator_view.contains(key)) own[key] = std::move(value);
    any = any || !own.empty();
    seats.push_back(std::move(own));
  }
  return any ? seats : Json(nullptr);
}

}  // namespace

Json ReplayArchive::render(const Json& record, std::string& error) {
  try {
    const auto* factory = engine::find_game(record.at("game").get<std::string>());
    if (!factory) {
      error = "a game this server does not have";
      return nullptr;
    }
    const std::uint64_t seed = std::stoull(record.at("seed").get<std::string>());
    auto game = factory->create(record.at("players").get<int>(), record.at("options"), seed);
    if (!game) {
      error = "the game cannot be set up again";
      return nullptr;
    }
    const auto spectator = engine::spectator;
    Json steps = Json::array();
    const auto step = [&](Json events) {
      Json view = game->changing_view(spectator);
      Json revealed = revealed_parts(*game, view);
      steps.push_back({{"game", std::move(view)},
                       {"to_act", game->finished() ? Json::array() : Json(game->to_act())},
                       {"events", std::move(events)}});
      if (!revealed.is_null()) steps.back()["revealed"] = std::move(revealed);
    };
    Json replay = record;
    replay["constant"] = game->constant_view(spectator);
    step(Json::array());
    engine::MoveHistory history(game->clone());
    for (const auto& entry : record.at("moves")) {
      Json events = Json::array();
      if (entry.contains("agreed")) {
        // An accepted offer (room_record.hpp PlayedMove): a step of its own.
        const Json& agreed = entry.at("agreed");
        const std::string kind = agreed.at("kind").get<std::string>();
        if (kind == "takeback") {
          const auto undone = agreed.at("undone").get<std::size_t>();
          auto earlier =
              undone <= history.size() ? history.rebuilt(history.size() - undone) : nullptr;
          if (!earlier) {
            error = "takeback " + std::to_string(steps.size()) + " does not apply";
            return nullptr;
          }
          game = std::move(earlier);
          history.truncate(history.size() - undone);
          events.push_back(
              {{"type", "takeback"}, {"seat", agreed.value("seat", -1)}, {"undone", undone}});
        } else if (kind == "draw" && game->draw_by_agreement_allowed()) {
          game->agree_draw();
          events.push_back({{"type", "draw"}, {"reason", "agreement"}});
        } else {
          error = "agreement " + std::to_string(steps.size()) + " does not apply";
          return nullptr;
        }
        step(std::move(events));
        continue;
      }
      const int seat = entry.at("seat").get<int>();
      const bool mid_turn_before = game->mid_turn();
      const auto result = game->apply(seat, entry.at("move"), &events);
      if (!result.accepted) {
        error = "move " + std::to_string(steps.size()) + " does not replay: " + result.reason;
        return nullptr;
      }
      history.record(seat, entry.at("move"), mid_turn_before);
      Json visible = Json::array();
      for (auto& event : events)
        if (engine::event_visible_to(event, spectator)) visible.push_back(std::move(event));
      step(std::move(visible));
    }
    replay["steps"] = std::move(steps);
    return replay;
  } catch (const std::exception& bad) {
    error = std::string("a malformed record: ") + bad.what();
    return nullptr;
  }
}

}  // namespace kangaroom::server
