#pragma once
// When a seat opens a new connection to its room, and how long it waits
// first (protocol/PROTOCOL.md: section 1, the error codes and close codes).
// In a cluster a room is served by one node at a time: a join that reaches
// another node is answered `room_elsewhere`, and a node that stops serving a
// room closes its connections with 4000. Both mean "nothing happened: open a
// new connection (through the proxy) and join again with your tokens", as
// after 1001 (the server is going away) or a lost connection.
#include <chrono>
#include <string_view>

namespace kangaroom::bots {

// Close codes of the protocol that ask the client to come back.
inline constexpr int close_going_away = 1001;
inline constexpr int close_room_moved = 4000;

// The error code that answers a join with "another node serves this room".
bool means_room_elsewhere(std::string_view error_code);

// Whether a connection that ended with `close_code` (0: without a close frame:
// dropped, refused, a failed handshake) is followed by a new one and a join.
// With a seat token there is a seat to come back to, whatever ended the
// connection. Without one (still in the lobby, before the seat was given) only
// when the server itself asked for it (4000, 1001) and the room is known: a
// server that cannot be reached at all is an error, not something to wait for.
bool reconnects_after_close(int close_code, bool has_seat_token, bool room_known);

// The pause before attempt `attempt` (1: the first since the last good join):
// 250 ms, doubling up to 2 s, times a jitter factor in [0.8, 1.2) drawn from
// `unit_random` in [0, 1), so that the seats of a room whose node died do not
// all knock at once.
std::chrono::milliseconds reconnect_delay(int attempt, double unit_random);

inline constexpr std::chrono::milliseconds first_reconnect_delay{250};
inline constexpr std::chrono::milliseconds max_reconnect_delay{2000};
inline constexpr double reconnect_jitter = 0.2;

}  // namespace kangaroom::bots
