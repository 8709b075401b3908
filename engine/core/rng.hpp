#pragma once
// A small, explicit, portable random generator. All engine randomness comes
// from here so that the same seed gives the same game on every standard
// library (std::*_distribution output is implementation-defined).
#include <cstdint>
#include <utility>
#include <vector>

namespace kangaroom::engine {

// splitmix64: used to expand one 64-bit seed into the xoshiro state.
inline std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// xoshiro256** by Blackman and Vigna (public domain algorithm).
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : state_) word = splitmix64(seed);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform integer in [0, bound), bound > 0. Lemire's multiply-and-reject,
  // exact (no modulo bias) and identical everywhere.
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product =
        static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        product = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Uniform integer in [low, high] inclusive.
  int between(int low, int high) {
    return low + static_cast<int>(below(static_cast<std::uint32_t>(high - low + 1)));
  }

  // Uniform double in [0, 1) with 53 bits of precision.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  bool chance(double probability) { return unit() < probability; }

  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  template <typename T>
  const T& pick(const std::vector<T>& items) {
    return items[below(static_cast<std::uint32_t>(items.size()))];
  }

  // Derive an independent generator (e.g. one per playout) deterministically.
  Rng fork() { return Rng(next()); }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t state_[4]{};
};

}  // namespace kangaroom::engine
