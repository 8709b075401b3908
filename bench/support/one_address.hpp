#pragma once
// Every simulated client of a bench program connects from 127.0.0.1, so the
// server's budgets meant for one real client address would throttle the
// whole run: they are lifted for the server a bench program starts.
#include <string>
#include <vector>

namespace kangaroom::bench {

// Server arguments lifting the per-address budgets: open connections, rooms
// created, and HTTP requests (every WebSocket upgrade is one, so thousands of
// connections exceed the request burst and get their handshakes declined).
// Arguments after them on the command line may set them again.
std::vector<std::string> one_address_server_args();

}  // namespace kangaroom::bench
