#include "server/room/broadcast.hpp"

#include "protocol/json_patch.hpp"
#include "protocol/server_message.hpp"

namespace kangaroom::server {

Broadcast::Broadcast(int seats, HistoryLimits limits, Metrics& metrics)
    : metrics_(metrics), feeds_(seats, limits) {}

Json Broadcast::publish_room(const Json& section, Clock::time_point now) {
  room_published_at_ = now;
  std::string text = protocol::serialize(section);
  if (text == room_text_) return nullptr;
  Json before = room_text_.empty() ? Json() : Json::parse(room_text_);
  text.shrink_to_fit();  // kept as long as the room: its growth's spare room goes
  room_text_ = std::move(text);
  snapshots_.clear();
  spectators_sent_ = section.at("spectators").get<int>();
  return before;
}

RoomFrame Broadcast::frame(const Round& round) const {
  return RoomFrame{version_, room_text_, to_act_sent_, outcome_sent_, round.log()};
}

std::vector<AudienceDelivery> Broadcast::publish(Json room_ops, const Round& round,
                                                 std::vector<bool> wanted) {
  Json to_act = round.to_act();
  if (to_act != to_act_sent_)
    room_ops.push_back({{"op", "replace"}, {"path", "/to_act"}, {"value", to_act}});
  to_act_sent_ = std::move(to_act);
  if (round.outcome() != outcome_sent_)
    room_ops.push_back({{"op", "replace"}, {"path", "/outcome"}, {"value", round.outcome()}});
  outcome_sent_ = round.outcome();

  ++version_;
  AudienceFeeds::Change change;
  change.common_ops = protocol::ops_text(room_ops);
  // The log's new entries: shared by everyone while every entry is public,
  // otherwise the feeds take each audience's own.
  change.log_per_audience = round.log().has_private();
  if (!change.log_per_audience) {
    const std::string log_ops = round.log().unpublished_ops(engine::spectator);
    if (!log_ops.empty()) change.common_ops += (change.common_ops.empty() ? "" : ",") + log_ops;
  }
  change.wanted = std::move(wanted);
  return feeds_.publish(change, frame(round), round.game_now());
}

Json Broadcast::full_view(int audience, const Round& round) const {
  return feeds_.full_view(frame(round), audience, round.game_now());
}

SharedText Broadcast::snapshot(int audience, const Round& round) {
  const std::size_t slot = static_cast<std::size_t>(audience - engine::spectator);
  if (snapshots_.size() <= slot) snapshots_.resize(slot + 1);
  CachedSnapshot& cached = snapshots_[slot];
  if (!cached.text || cached.version != version_) {
    cached.text = share(protocol::snapshot_text(version_, full_view(audience, round)));
    cached.version = version_;
    ++metrics_.snapshots_built;
  }
  return cached.text;
}

void Broadcast::restore(std::uint64_t version, const Round& round) {
  version_ = version;
  to_act_sent_ = round.to_act();
  outcome_sent_ = round.outcome();
}

}  // namespace kangaroom::server
