#pragma once
// A fresh directory under /tmp for one test (a data directory, a web root),
// removed with everything in it when the test is done.
#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace kangaroom::testing {

struct TempDir {
  std::string path;
  TempDir() {
    char name[] = "/tmp/kangaroom-test-XXXXXX";
    if (!mkdtemp(name)) throw std::runtime_error("mkdtemp failed");
    path = name;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

}  // namespace kangaroom::testing
