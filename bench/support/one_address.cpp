#include "one_address.hpp"

namespace kangaroom::bench {

std::vector<std::string> one_address_server_args() {
  return {"--max-connections-per-address", "1000000", "--max-rooms-per-address",  "1000000",
          "--http-rate-per-address",       "1000000", "--http-burst-per-address", "1000000"};
}

}  // namespace kangaroom::bench
