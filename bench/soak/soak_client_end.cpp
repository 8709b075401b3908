// SoakClient at the end of the run: quiet down, report whether settled, the
// final check against a fresh snapshot, the test option that spoils a view
// on purpose, and the last close.
#include "soak_client.hpp"
#include "ws_connection.hpp"

namespace kangaroom::soak {

void SoakClient::quiesce() {
  think_timer_.cancel();
  chat_timer_.cancel();
  check_timer_.cancel();
  rematch_timer_.cancel();
  thinking_ = false;
  rematch_planned_ = false;
  if (stage_ == Stage::offline && !shut_down_ && !room_lost_ && !room_.code.empty()) {
    disconnect_timer_.cancel();
    reconnect();
  } else if (stage_ != Stage::offline) {
    disconnect_timer_.cancel();
  }
}

bool SoakClient::settled() const {
  return stage_ == Stage::live && tracker_.has_view() && !tracker_.syncing() && pending_.empty() &&
         outbox_.empty();
}

bool SoakClient::begin_final_check() {
  if (!settled()) return false;
  final_check_ = true;
  check_pending_ = true;
  send({{"type", "sync"}}, Kind::sync);
  return true;
}

void SoakClient::corrupt_view() {
  if (!tracker_.has_view()) return;
  // A snapshot at our own version replaces the view: the only way in, on purpose.
  Json wrong = tracker_.view();
  wrong["room"]["round"] = wrong["room"].value("round", 0) + 1000;
  tracker_.accept(
      {{"type", "snapshot"}, {"version", tracker_.version()}, {"view", std::move(wrong)}});
}

void SoakClient::shut_down() {
  shut_down_ = true;
  ++generation_;
  if (counted_open_) --context_.stats.connections_open;
  counted_open_ = false;
  if (stage_ == Stage::live) --context_.stats.clients_live;
  stage_ = Stage::offline;
  for (auto* timer : {&think_timer_, &disconnect_timer_, &chat_timer_, &check_timer_,
                      &pacing_timer_, &rematch_timer_})
    timer->cancel();
  if (connection_) connection_->close();
  connection_.reset();
}

}  // namespace kangaroom::soak
