#include "soak_worker.hpp"

#include <boost/asio/executor_work_guard.hpp>
#include <chrono>

namespace kangaroom::soak {

Worker::Worker(const SoakSettings& settings, SoakStats& stats, const std::atomic<bool>& quiescing,
               std::vector<std::unique_ptr<SoakRoom>> rooms)
    : context_{io_, settings, stats, quiescing}, rooms_(std::move(rooms)) {}

void Worker::start() {
  thread_ = std::thread([this] {
    auto guard = boost::asio::make_work_guard(io_);
    for (int i = 0; i < context_.settings.setup_parallel; ++i) launch_next_room();
    io_.run();
  });
}

void Worker::start_audits(std::atomic<long>& done, std::atomic<long>& lost) {
  call([&] {
    for (auto& room : rooms_) {
      if (room->code.empty()) {
        ++done;
        ++lost;
        continue;
      }
      auditors_.push_back(std::make_shared<RoomAuditor>(context_, *room, done, lost));
      auditors_.back()->start();
    }
    return 0;
  });
}

void Worker::stop() {
  call([&] {
    for (auto& room : rooms_)
      for (auto& client : room->clients) client->shut_down();
    return 0;
  });
  // Let the close frames go out before the thread ends.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  boost::asio::post(io_, [this] { io_.stop(); });
  thread_.join();
  // Destroyed here, on this thread, while the io_context still exists.
  auditors_.clear();
  rooms_.clear();
}

// The host creates the room and takes seat 0; the rest come once it has.
void Worker::launch_next_room() {
  if (next_room_ >= rooms_.size()) return;
  SoakRoom& room = *rooms_[next_room_++];
  room.on_seats_known = [this](SoakRoom& known) {
    const std::uint64_t base =
        context_.settings.seed * 1'000'003ULL + static_cast<std::uint64_t>(known.index) * 64;
    for (int seat = 1; seat < known.seat_count; ++seat)
      add_client(known, seat, base + static_cast<std::uint64_t>(seat));
    for (int s = 0; s < context_.settings.spectators; ++s)
      add_client(known, -1, base + 32 + static_cast<std::uint64_t>(s));
  };
  room.on_ready = [this](SoakRoom&) {
    ++context_.stats.rooms_ready;
    launch_next_room();
  };
  add_client(room, 0,
             context_.settings.seed * 1'000'003ULL + static_cast<std::uint64_t>(room.index) * 64);
}

void Worker::add_client(SoakRoom& room, int seat, std::uint64_t seed) {
  room.clients.push_back(std::make_shared<SoakClient>(context_, room, seat, seed));
  room.clients.back()->start();
}

}  // namespace kangaroom::soak
