"""Your first kangaroom bot: random, but it never gives up while it may play on.
    python3 random_bot.py ws://127.0.0.1:8080 kanga       # create a room, print its code
    python3 random_bot.py ws://127.0.0.1:8080 ROOM_CODE   # or join one
"""
import random
import sys

import kangaroom_bot


class RandomBot(kangaroom_bot.Bot):
    name = "my-random"

    def choose(self, state):
        # Kangaruse's give_up and Kangaroo's resign end the game: keep them for last.
        moves = [m for m in state.legal_moves
                 if m.get("action") != "give_up" and m.get("type") != "resign"]
        return random.choice(moves or state.legal_moves)

    def on_game_end(self, state, outcome):
        result = "won" if state.seat in outcome["winners"] else "lost"
        print(f"room {state.room}, seat {state.seat}: {result}, scores {outcome['scores']}")


if __name__ == "__main__":
    url, where = sys.argv[1], sys.argv[2]
    if where in ("kangaruse", "kanga", "kangaroo", "jackaroo"):  # a room for two
        kangaroom_bot.run(url, RandomBot(), create=where, seats=2,
                          on_room=lambda code: print("room", code, flush=True))
    else:
        kangaroom_bot.run(url, RandomBot(), room=where)
