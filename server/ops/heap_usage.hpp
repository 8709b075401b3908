#pragma once
// The bytes the process's allocator has handed out and not had back: the
// live heap. Unlike RSS it leaves out what the allocator keeps of freed
// memory, so it shows what the server holds (rooms, connections) rather
// than what it once needed.
#include <cstdint>
#include <optional>

namespace kangaroom::server {

// jemalloc's stats.allocated when the server runs on jemalloc (the release
// build), the sanitizer's count in sanitizer builds, else glibc's mallinfo2
// (arena and mmapped bytes in use).
std::optional<std::uint64_t> heap_allocated_bytes();

}  // namespace kangaroom::server
