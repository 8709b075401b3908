#include "server/ops/heap_usage.hpp"

#include <malloc.h>

#include <cstddef>

// Under AddressSanitizer or ThreadSanitizer the runtime's allocator replaces
// malloc (clang says so through __has_feature, GCC through its macros).
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define KANGAROOM_SANITIZER_ALLOCATOR 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define KANGAROOM_SANITIZER_ALLOCATOR 1
#endif
#ifdef KANGAROOM_SANITIZER_ALLOCATOR
// From the sanitizer runtime (declared here: GCC does not install its header).
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

// jemalloc's control interface, declared weak: null unless the program was
// linked with jemalloc (the tests and sanitizer builds are not).
extern "C" int mallctl(const char* name, void* old_value, std::size_t* old_length, void* new_value,
                       std::size_t new_length) __attribute__((weak));

namespace kangaroom::server {

std::optional<std::uint64_t> heap_allocated_bytes() {
  if (mallctl) {
    // jemalloc caches its statistics; writing "epoch" refreshes them.
    std::uint64_t epoch = 1;
    std::size_t length = sizeof epoch;
    if (mallctl("epoch", &epoch, &length, &epoch, sizeof epoch) != 0) return std::nullopt;
    std::size_t allocated = 0;
    length = sizeof allocated;
    if (mallctl("stats.allocated", &allocated, &length, nullptr, 0) != 0) return std::nullopt;
    return allocated;
  }
#ifdef KANGAROOM_SANITIZER_ALLOCATOR
  // The sanitizer's allocator replaces malloc, and mallinfo2 knows nothing of it.
  return static_cast<std::uint64_t>(__sanitizer_get_current_allocated_bytes());
#else
  const struct mallinfo2 info = mallinfo2();
  return static_cast<std::uint64_t>(info.uordblks) + static_cast<std::uint64_t>(info.hblkhd);
#endif
}

}  // namespace kangaroom::server
