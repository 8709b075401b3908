#pragma once
// Rendered replays kept between requests, within a byte budget: a finished
// round never changes, so it is rendered once and then served from here
// until it is the least recently used thing that no longer fits.
// Thread-safe: the I/O threads look up, the renderer's thread stores.
#include <cstddef>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace kangaroom::server {

class ReplayCache {
 public:
  // Anything kept here says what it weighs.
  struct Value {
    virtual ~Value() = default;
    virtual std::size_t bytes() const = 0;
  };

  explicit ReplayCache(std::size_t budget_bytes);

  // The value under `key`, now the most recently used; null if absent.
  std::shared_ptr<const Value> find(const std::string& key);
  // Keeps `value` under `key` (replacing what was there), then evicts the
  // least recently used values until the budget holds. A value larger than
  // the whole budget is not kept.
  void put(const std::string& key, std::shared_ptr<const Value> value);

  std::size_t bytes() const;
  std::size_t size() const;
  std::size_t budget() const { return budget_; }

 private:
  struct Slot {
    std::string key;
    std::shared_ptr<const Value> value;
    std::size_t bytes = 0;
  };
  void erase(std::list<Slot>::iterator slot);  // holds mutex_

  const std::size_t budget_;
  mutable std::mutex mutex_;
  std::list<Slot> recency_;  // most recently used first
  std::unordered_map<std::string, std::list<Slot>::iterator> by_key_;
  std::size_t bytes_ = 0;
};

}  // namespace kangaroom::server
