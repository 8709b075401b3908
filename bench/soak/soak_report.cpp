#include "soak_report.hpp"

#include <cstdio>

namespace kangaroom::soak {

std::string format(const char* pattern, double a) {
  char text[64];
  std::snprintf(text, sizeof text, pattern, a);
  return text;
}

std::string errors_text(const SoakStats& stats) {
  std::string text;
  for (const auto& [code, count] : stats.errors_by_code())
    text += (text.empty() ? "" : ",") + code + ":" + std::to_string(count);
  return text.empty() ? "none" : text;
}

double slope_mib_per_hour(const std::vector<MemoryPoint>& points) {
  if (points.size() < 2) return 0;
  double mean_t = 0, mean_m = 0;
  for (const auto& p : points) mean_t += p.seconds, mean_m += p.rss_mib;
  mean_t /= static_cast<double>(points.size());
  mean_m /= static_cast<double>(points.size());
  double covariance = 0, variance = 0;
  for (const auto& p : points) {
    covariance += (p.seconds - mean_t) * (p.rss_mib - mean_m);
    variance += (p.seconds - mean_t) * (p.seconds - mean_t);
  }
  return variance > 0 ? covariance / variance * 3600.0 : 0;
}

}  // namespace kangaroom::soak
