#include "soak_stats.hpp"

namespace kangaroom::soak {

void SoakStats::count_error(const std::string& code) {
  std::lock_guard lock(mutex_);
  ++errors_[code];
}

void SoakStats::count_close_reason(const std::string& reason) {
  std::lock_guard lock(mutex_);
  ++closes_[reason];
}

void SoakStats::record_failure(const std::string& text) {
  std::lock_guard lock(mutex_);
  ++failure_total_;
  if (failures_.size() < 40) failures_.push_back(text);
}

std::map<std::string, long> SoakStats::errors_by_code() const {
  std::lock_guard lock(mutex_);
  return errors_;
}

std::map<std::string, long> SoakStats::close_reasons() const {
  std::lock_guard lock(mutex_);
  return closes_;
}

std::vector<std::string> SoakStats::failures() const {
  std::lock_guard lock(mutex_);
  return failures_;
}

long SoakStats::failure_count() const {
  std::lock_guard lock(mutex_);
  return failure_total_;
}

}  // namespace kangaroom::soak
