#pragma once
// What an attacker who read one round's published seed (a replay) would try
// in order to compute another round's seed: the seed plus or minus a small
// number, XORed with one, fed through splitmix64, or splitmix64 undone (it is
// a bijection) and stepped. Until 2026-11-27 a room's round seeds were
// splitmix64(room seed + round), so round 2's seed was among these for
// round 1's (old_round_seed below, checked by tests/server/room_test.cpp).
#include <cstdint>
#include <vector>

namespace kangaroom::testing::seed_attack {

inline constexpr std::uint64_t golden_gamma = 0x9e3779b97f4a7c15ULL;

// splitmix64's output function (what it applies after adding the gamma).
constexpr std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The multiplicative inverse of an odd number modulo 2^64 (Newton's
// iteration doubles the correct low bits each step).
constexpr std::uint64_t inverse_of_odd(std::uint64_t odd) {
  std::uint64_t inverse = odd;
  for (int step = 0; step < 6; ++step) inverse *= 2 - odd * inverse;
  return inverse;
}

// Undoes x ^= x >> shift.
constexpr std::uint64_t unshift_xor(std::uint64_t value, int shift) {
  std::uint64_t result = value;
  for (int done = shift; done < 64; done += shift) result = value ^ (result >> shift);
  return result;
}

constexpr std::uint64_t unmix(std::uint64_t z) {
  z = unshift_xor(z, 31);
  z *= inverse_of_odd(0x94d049bb133111ebULL);
  z = unshift_xor(z, 27);
  z *= inverse_of_odd(0xbf58476d1ce4e5b9ULL);
  return unshift_xor(z, 30);
}
static_assert(unmix(mix(0x0123456789abcdefULL)) == 0x0123456789abcdefULL);

// The derivation rooms used before 2026-11-27 (rounds counted from 0):
// engine::splitmix64 on the state room_seed + round.
constexpr std::uint64_t old_round_seed(std::uint64_t room_seed, int round) {
  return mix(room_seed + static_cast<std::uint64_t>(round) + golden_gamma);
}

// Every seed the attack tries from one published seed.
inline std::vector<std::uint64_t> candidates_from(std::uint64_t published, int reach = 64) {
  std::vector<std::uint64_t> candidates;
  const std::uint64_t state = unmix(published);  // the splitmix64 state that made it
  for (int k = -reach; k <= reach; ++k) {
    const auto step = static_cast<std::uint64_t>(static_cast<std::int64_t>(k));
    candidates.push_back(published + step);
    candidates.push_back(mix(published + step));
    candidates.push_back(mix(published + step + golden_gamma));
    candidates.push_back(mix(state + step));
    candidates.push_back(state + step - golden_gamma);
    if (k >= 0) {
      candidates.push_back(published ^ step);
      candidates.push_back(mix(state ^ step));
    }
  }
  return candidates;
}

}  // namespace kangaroom::testing::seed_attack
