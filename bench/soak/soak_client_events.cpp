// SoakClient, random events: disconnects and reconnects, chat lines and
// snapshot checks, each at a random time drawn from the client's own seed.
#include <chrono>
#include <cmath>

#include "soak_client.hpp"
#include "ws_connection.hpp"

namespace kangaroom::soak {

void SoakClient::schedule(boost::asio::steady_timer& timer, double seconds,
                          void (SoakClient::*action)()) {
  timer.expires_after(
      std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)));
  timer.async_wait([weak = weak_from_this(), action](const boost::system::error_code& error) {
    if (error) return;  // cancelled
    if (auto self = weak.lock()) ((*self).*action)();
  });
}

double SoakClient::exponential(double mean) { return -mean * std::log(1.0 - rng_.unit()); }

double SoakClient::uniform(double low, double high) { return low + (high - low) * rng_.unit(); }

void SoakClient::plan_disconnect() {
  if (context_.settings.disconnect_every > 0 && !context_.quiescing.load())
    schedule(disconnect_timer_, exponential(context_.settings.disconnect_every),
             &SoakClient::disconnect);
}

void SoakClient::plan_chat() {
  if (context_.settings.chat_every > 0 && !context_.quiescing.load())
    schedule(chat_timer_, exponential(context_.settings.chat_every), &SoakClient::chat);
}

void SoakClient::plan_check() {
  if (context_.settings.check_every > 0 && !context_.quiescing.load())
    schedule(check_timer_, exponential(context_.settings.check_every), &SoakClient::check);
}

void SoakClient::disconnect() {
  if (stage_ != Stage::live || context_.quiescing.load()) return;
  const bool clean = rng_.chance(context_.settings.clean_close_share);
  ++(clean ? context_.stats.disconnects_clean : context_.stats.disconnects_abrupt);
  // Forget this connection first, so that its close is not taken for the server's.
  auto connection = std::move(connection_);
  ++generation_;
  if (counted_open_) --context_.stats.connections_open;
  counted_open_ = false;
  --context_.stats.clients_live;
  stage_ = Stage::offline;
  thinking_ = false;
  rematch_planned_ = false;
  think_timer_.cancel();
  rematch_timer_.cancel();
  if (clean)
    connection->close();
  else
    connection->drop();
  reconnecting_ = true;
  schedule(disconnect_timer_,
           uniform(context_.settings.reconnect_min, context_.settings.reconnect_max),
           &SoakClient::reconnect);
}

void SoakClient::reconnect() {
  if (stage_ != Stage::offline || shut_down_ || room_lost_) return;
  // Mostly "I was at version V", sometimes a plain rejoin that gets a snapshot.
  resume_with_version_ = tracker_.has_view() && rng_.chance(context_.settings.resume_share);
  connect();
}

void SoakClient::chat() {
  if (stage_ == Stage::live && !context_.quiescing.load()) {
    last_chat_ = "soak " + std::to_string(room_.index) + "." + std::to_string(wanted_seat_) +
                 " line " + std::to_string(++chat_count_);
    ++context_.stats.chat_sent;
    send({{"type", "chat"}, {"text", last_chat_}}, Kind::chat);
  }
  plan_chat();
}

void SoakClient::check() {
  if (stage_ == Stage::live && tracker_.has_view() && !tracker_.syncing() &&
      !context_.quiescing.load()) {
    check_pending_ =
        true;  // a check whose answer never came (replaced by a newer snapshot) is simply redone
    send({{"type", "sync"}}, Kind::sync);
  }
  plan_check();
}

}  // namespace kangaroom::soak
