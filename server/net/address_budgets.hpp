#pragma once
// What one client address may use, so that one host cannot take the server
// from everyone else: open connections, and HTTP requests per second (a
// token bucket). Rooms per address are counted by the room registry.
// Thread-safe; one small entry per address that is using something.
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "server/util/token_bucket.hpp"

namespace kangaroom::server {

struct AddressLimits {
  int connections = 128;             // open at once
  double requests_per_second = 100;  // HTTP requests, refilled
  double request_burst = 600;        // HTTP requests at once (cold page loads)
};

class AddressBudgets : public std::enable_shared_from_this<AddressBudgets> {
 public:
  using Clock = std::chrono::steady_clock;

  explicit AddressBudgets(AddressLimits limits) : limits_(limits) {}

  // Holds one of an address's connection slots while alive; movable, so a
  // connection upgraded to a WebSocket keeps its slot.
  class ConnectionSlot {
   public:
    ConnectionSlot() = default;
    ConnectionSlot(ConnectionSlot&& other) noexcept;
    ConnectionSlot& operator=(ConnectionSlot&& other) noexcept;
    ConnectionSlot(const ConnectionSlot&) = delete;
    ConnectionSlot& operator=(const ConnectionSlot&) = delete;
    ~ConnectionSlot();

    const std::string& address() const { return address_; }

   private:
    friend class AddressBudgets;
    ConnectionSlot(std::shared_ptr<AddressBudgets> owner, std::string address)
        : owner_(std::move(owner)), address_(std::move(address)) {}
    void release();

    std::shared_ptr<AddressBudgets> owner_;
    std::string address_;
  };

  // A slot for a new connection from `address`, or nullopt when it already
  // has as many open as it may.
  std::optional<ConnectionSlot> open_connection(const std::string& address);
  // Spends one HTTP request of `address`'s budget; false when it is spent.
  bool allow_request(const std::string& address, Clock::time_point now);

  std::size_t tracked_addresses();
  const AddressLimits& limits() const { return limits_; }

 private:
  struct Usage {
    int connections = 0;
    std::optional<TokenBucket> requests;  // made at the address's first request
  };
  void close_connection(const std::string& address);
  // Forgets addresses that hold no connection and whose bucket is full again.
  void forget_idle(Clock::time_point now);

  const AddressLimits limits_;
  std::mutex mutex_;
  std::unordered_map<std::string, Usage> usage_;
  std::uint32_t calls_since_sweep_ = 0;
};

// The address a request counts against: the first X-Forwarded-For hop when
// the peer is a trusted proxy (--trusted-proxies) and that hop is an IP
// address, else the peer of the TCP connection.
std::string client_address(std::string_view peer, std::string_view forwarded_for,
                           bool from_trusted_proxy);

}  // namespace kangaroom::server
