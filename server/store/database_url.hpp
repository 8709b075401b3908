#pragma once
// A database URL as the logs and the startup summary show it. Apart from
// pg_backend so that ops/config.cpp can show --database without libpq.
#include <string>

namespace kangaroom::server {

// `url` with its password left out, for logs.
std::string without_password(const std::string& url);

}  // namespace kangaroom::server
