#include "room_auditor.hpp"

#include "soak_client.hpp"
#include "view_difference.hpp"
#include "ws_connection.hpp"

namespace kangaroom::soak {

RoomAuditor::RoomAuditor(SoakContext& context, SoakRoom& room, std::atomic<long>& done,
                         std::atomic<long>& lost)
    : context_(context), room_(room), done_(done), lost_(lost) {}

void RoomAuditor::start() {
  std::weak_ptr<RoomAuditor> weak = weak_from_this();
  bots::WsConnection::Handlers handlers;
  handlers.on_open = [weak] {
    if (auto self = weak.lock())
      self->connection_->send(Json{{"type", "join"}, {"room", self->room_.code}}.dump());
  };
  handlers.on_message = [weak](std::string_view text) {
    if (auto self = weak.lock()) self->on_message(text);
  };
  handlers.on_close = [weak](const std::string& reason) {
    if (auto self = weak.lock(); self && !self->finished_) {
      ++self->lost_;
      self->context_.stats.record_failure(
          self->room_.label() + ": the auditor's connection ended before a snapshot: " + reason);
      self->finish();
    }
  };
  connection_ = bots::WsConnection::connect(context_.io, context_.settings.host,
                                            context_.settings.port, "/ws", std::move(handlers));
}

void RoomAuditor::on_message(std::string_view text) {
  if (finished_) return;
  Json message = Json::parse(text, nullptr, false);
  const std::string type = message.is_object() ? message.value("type", "") : "";
  if (type == "error") {
    ++lost_;
    context_.stats.record_failure(
        room_.label() + ": a fresh spectator could not join: " + message.value("code", "") + " (" +
        message.value("message", "") + ")");
    finish();
  } else if (type == "snapshot") {
    audit(message["view"], message.value("version", std::uint64_t{0}));
    finish();
  }
}

void RoomAuditor::audit(const Json& view, std::uint64_t version) {
  auto without_spectator_count = [](Json copy) {
    // The auditor's own arrival changes this count a tick later.
    copy["room"].erase("spectators");
    return copy;
  };
  const Json fresh = without_spectator_count(view);
  const int round = fresh["room"].value("round", 0);
  const std::string where = room_.label() + " version " + std::to_string(version);
  if (round < room_.max_round_seen) {
    ++lost_;
    context_.stats.record_failure(where + ": a fresh spectator sees round " +
                                  std::to_string(round) + ", the players saw round " +
                                  std::to_string(room_.max_round_seen));
    return;
  }
  // A spectator's patched view must be the fresh spectator's, whole.
  for (const auto& client : room_.clients) {
    if (client->seat() >= 0 || !client->has_view()) continue;
    const Json mine = without_spectator_count(client->view());
    if (mine != fresh) {
      ++context_.stats.checks_failed;
      context_.stats.record_failure(where + ": a fresh spectator's snapshot differs from " +
                                    client->label() + "'s patched view (version " +
                                    std::to_string(client->version()) +
                                    "): " + describe_difference(mine, fresh));
    } else {
      ++context_.stats.checks_passed;
    }
    return;
  }
  // No spectator in the room: the public parts must match the first seat's view.
  for (const auto& client : room_.clients) {
    if (!client->has_view()) continue;
    const Json mine = without_spectator_count(client->view());
    for (const char* part : {"room", "to_act", "outcome"}) {
      const Json& ours = mine.contains(part) ? mine[part] : Json();
      const Json& theirs = fresh.contains(part) ? fresh[part] : Json();
      if (ours != theirs) {
        ++context_.stats.checks_failed;
        context_.stats.record_failure(where + ": a fresh spectator's \"" + part +
                                      "\" differs from " + client->label() +
                                      "'s: " + describe_difference(ours, theirs));
        return;
      }
    }
    ++context_.stats.checks_passed;
    return;
  }
}

void RoomAuditor::finish() {
  if (finished_) return;
  finished_ = true;
  ++done_;
  if (connection_) connection_->close();
}

}  // namespace kangaroom::soak
