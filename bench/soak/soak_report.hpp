#pragma once
// Pieces of the soak's report lines and summary: number formatting, errors
// by code, and the server's memory trend.
#include <string>
#include <vector>

#include "soak_stats.hpp"

namespace kangaroom::soak {

// `pattern` (printf, one double) applied to `a`.
std::string format(const char* pattern, double a);
// "code:count,..." or "none".
std::string errors_text(const SoakStats& stats);

struct MemoryPoint {
  double seconds;
  double rss_mib;
};

// Least-squares slope of RSS over time, in MiB per hour.
double slope_mib_per_hour(const std::vector<MemoryPoint>& points);

}  // namespace kangaroom::soak
