#include "server/net/address_budgets.hpp"

#include <algorithm>
#include <boost/asio/ip/address.hpp>

namespace kangaroom::server {

AddressBudgets::ConnectionSlot::ConnectionSlot(ConnectionSlot&& other) noexcept
    : owner_(std::move(other.owner_)), address_(std::move(other.address_)) {
  other.owner_.reset();
}

AddressBudgets::ConnectionSlot& AddressBudgets::ConnectionSlot::operator=(
    ConnectionSlot&& other) noexcept {
  if (this != &other) {
    release();
    owner_ = std::move(other.owner_);
    address_ = std::move(other.address_);
    other.owner_.reset();
  }
  return *this;
}

AddressBudgets::ConnectionSlot::~ConnectionSlot() { release(); }

void AddressBudgets::ConnectionSlot::release() {
  if (owner_) owner_->close_connection(address_);
  owner_.reset();
}

std::optional<AddressBudgets::ConnectionSlot> AddressBudgets::open_connection(
    const std::string& address) {
  std::lock_guard lock(mutex_);
  Usage& usage = usage_[address];
  if (usage.connections >= limits_.connections) return std::nullopt;
  ++usage.connections;
  return ConnectionSlot(shared_from_this(), address);
}

void AddressBudgets::close_connection(const std::string& address) {
  std::lock_guard lock(mutex_);
  const auto it = usage_.find(address);
  if (it == usage_.end()) return;
  if (--it->second.connections <= 0 && !it->second.requests) usage_.erase(it);
}

bool AddressBudgets::allow_request(const std::string& address, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (++calls_since_sweep_ >= 4096) forget_idle(now);
  Usage& usage = usage_[address];
  if (!usage.requests)
    usage.requests.emplace(limits_.requests_per_second, limits_.request_burst, now);
  return usage.requests->try_spend(now);
}

void AddressBudgets::forget_idle(Clock::time_point now) {
  calls_since_sweep_ = 0;
  for (auto it = usage_.begin(); it != usage_.end();) {
    Usage& usage = it->second;
    const bool refilled = !usage.requests || usage.requests->full(now);
    if (usage.connections <= 0 && refilled)
      it = usage_.erase(it);
    else
      ++it;
  }
}

std::size_t AddressBudgets::tracked_addresses() {
  std::lock_guard lock(mutex_);
  return usage_.size();
}

std::string client_address(std::string_view peer, std::string_view forwarded_for,
                           bool from_trusted_proxy) {
  if (from_trusted_proxy && !forwarded_for.empty()) {
    std::string_view first = forwarded_for.substr(0, forwarded_for.find(','));
    while (!first.empty() && (first.front() == ' ' || first.front() == '\t'))
      first.remove_prefix(1);
    while (!first.empty() && (first.back() == ' ' || first.back() == '\t')) first.remove_suffix(1);
    boost::system::error_code error;
    const auto parsed = boost::asio::ip::make_address(std::string(first), error);
    if (!error) return parsed.to_string();
  }
  return std::string(peer);
}

}  // namespace kangaroom::server
