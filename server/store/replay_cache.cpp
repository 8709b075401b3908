#include "server/store/replay_cache.hpp"

namespace kangaroom::server {

namespace {
// What a slot costs besides its value: the key, the list and map nodes.
constexpr std::size_t slot_overhead = 128;
}  // namespace

ReplayCache::ReplayCache(std::size_t budget_bytes) : budget_(budget_bytes) {}

std::shared_ptr<const ReplayCache::Value> ReplayCache::find(const std::string& key) {
  std::lock_guard lock(mutex_);
  const auto found = by_key_.find(key);
  if (found == by_key_.end()) return nullptr;
  recency_.splice(recency_.begin(), recency_, found->second);
  return found->second->value;
}

void ReplayCache::put(const std::string& key, std::shared_ptr<const Value> value) {
  const std::size_t weight = value->bytes() + key.size() + slot_overhead;
  std::lock_guard lock(mutex_);
  if (const auto old = by_key_.find(key); old != by_key_.end()) erase(old->second);
  if (weight > budget_) return;
  recency_.push_front(Slot{key, std::move(value), weight});
  by_key_.emplace(key, recency_.begin());
  bytes_ += weight;
  while (bytes_ > budget_) erase(std::prev(recency_.end()));
}

void ReplayCache::erase(std::list<Slot>::iterator slot) {
  bytes_ -= slot->bytes;
  by_key_.erase(slot->key);
  recency_.erase(slot);
}

std::size_t ReplayCache::bytes() const {
  std::lock_guard lock(mutex_);
  return bytes_;
}

std::size_t ReplayCache::size() const {
  std::lock_guard lock(mutex_);
  return recency_.size();
}

}  // namespace kangaroom::server
