// How long to wait before the next attempt to reach the room again (pure).
// PROTOCOL.md asks for this pause after a lost connection, a server going away
// (close code 1001), a room that moved to another node (close code 4000) and
// a join answered `room_elsewhere`: 250 ms, doubling up to 2 s, with jitter,
// so that the players of a room whose node died do not all knock at once.
// Attempts are not capped: the page keeps trying while it is open.

export const firstDelayMs = 250;
export const maxDelayMs = 2000;
// Each pause is the base delay times a factor drawn from [1 - jitter, 1 + jitter).
export const jitter = 0.2;

// `attempt` counts the attempts since the last good join: 1 for the first.
// `random` returns a number in [0, 1) (Math.random; tests pass their own).
export function reconnectDelay(attempt, random = Math.random) {
  const count = Number.isFinite(attempt) ? Math.floor(attempt) : 1;
  const doublings = Math.min(Math.max(count - 1, 0), 16);
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
  return Math.round(base * (1 - jitter + 2 * jitter * random()));
}
