#pragma once
// A Room on its own strand: every call to the Room happens here, in order,
// so the room needs no locks. Also the room's timers (a bot's think delay).
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <atomic>
#include <memory>
#include <optional>

#include "server/room.hpp"

namespace kangaroom::server {

namespace net = boost::asio;

class BotRunner;

class LiveRoom : public std::enable_shared_from_this<LiveRoom> {
 public:
  using Strand = net::strand<net::io_context::executor_type>;

  // Creates the room (its bots run on `bots`).
  static std::shared_ptr<LiveRoom> create(net::io_context& io, BotRunner& bots, std::string code,
                                          const engine::GameFactory& factory, Json options, int seats,
                                          std::string host_token, std::uint64_t seed,
                                          RoomSettings settings, Metrics& metrics);

  const std::string& code() const { return code_; }

  // Runs `work(room)` on the room's strand, unless the room has closed
  // (then `if_closed()` runs instead, on the same strand).
  template <typename Work, typename IfClosed>
  void dispatch(Work work, IfClosed if_closed) {
    net::post(strand_, [self = shared_from_this(), work = std::move(work),
                        if_closed = std::move(if_closed)]() mutable {
      self->guarded([&] {
        if (self->closed_)
          if_closed();
        else
          work(*self->room_);
      });
    });
  }
  template <typename Work>
  void dispatch(Work work) {
    dispatch(std::move(work), [] {});
  }

  // Runs `work(room)` on the strand after `delay`.
  template <typename Work>
  void after(std::chrono::steady_clock::duration delay, Work work) {
    auto timer = std::make_shared<net::steady_timer>(strand_, delay);
    timer->async_wait([self = shared_from_this(), timer, work = std::move(work)](auto error) mutable {
      if (!error && !self->closed_) self->guarded([&] { work(*self->room_); });
    });
  }

  // Called on the strand by the registry when the room is removed.
  void close() { closed_ = true; }
  // At exit, once no thread runs the io_context: destroys the room, which
  // lets go of its members (sessions hold the room, the room holds them).
  void discard() {
    closed_ = true;
    room_.reset();
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

  LiveRoom(net::io_context& io, std::string code) : strand_(net::make_strand(io)), code_(std::move(code)) {}

  Strand strand_;
  std::string code_;
  std::optional<Room> room_;
  bool closed_ = false;  // only touched on the strand
};

}  // namespace kangaroom::server
