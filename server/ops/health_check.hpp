#pragma once
// `kangaroom --check-health`: the container's HEALTHCHECK (no curl in the
// image). GET /healthz on this machine; 0 if it answers 200, else 1.
#include "server/ops/config.hpp"

namespace kangaroom::server {

int check_health(const Config& config);

}  // namespace kangaroom::server
