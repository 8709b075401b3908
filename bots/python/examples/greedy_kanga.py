"""A greedy bot for one game, Kanga: a group touching two opposite edges wins.

For every stone it may place, it counts how many more stones each player
would need to connect two opposite edges (as in Hex: a shortest path over
empty cells through its own stones, around the other's), and places the one
that leaves it furthest ahead: its own path shortened, or the other's cut.
Captures are ignored, so it is greedy, not wise; it still beats a random
bot nearly always.

    python3 greedy_kanga.py ws://127.0.0.1:8080              # create a 9x9 room
    python3 greedy_kanga.py ws://127.0.0.1:8080 ROOM_CODE    # or join one
"""
import collections
import random
import sys

import kangaroom_bot

FAR = 10_000  # no path at all


def stones_to_connect(board, stone):
    """Stones ``stone`` ('b' or 'w') must still place to join opposite edges."""
    size = len(board)
    best = FAR
    for vertical in (True, False):  # top to bottom, then left to right
        cost = {}
        queue = collections.deque()
        for i in range(size):
            row, col = (0, i) if vertical else (i, 0)
            if board[row][col] in (stone, "."):
                cost[(row, col)] = 0 if board[row][col] == stone else 1
                queue.append((row, col))
        while queue:  # a cell is looked at again whenever a cheaper way to it turns up
            row, col = queue.popleft()
            for r, c in ((row + 1, col), (row - 1, col), (row, col + 1), (row, col - 1)):
                if 0 <= r < size and 0 <= c < size and board[r][c] in (stone, "."):
                    through = cost[(row, col)] + (0 if board[r][c] == stone else 1)
                    if through < cost.get((r, c), FAR):
                        cost[(r, c)] = through
                        queue.append((r, c))
        far_edge = [((size - 1, i) if vertical else (i, size - 1)) for i in range(size)]
        best = min([best] + [cost[cell] for cell in far_edge if cell in cost])
    return best


class GreedyKanga(kangaroom_bot.Bot):
    name = "greedy-kanga"

    def choose(self, state):
        if state.game != "kanga":
            raise kangaroom_bot.BotError(f"this bot plays kanga, not {state.game}")
        view = state.game_view
        mine = view["colors"][state.seat][0]  # 'b' or 'w'
        theirs = "w" if mine == "b" else "b"
        board = [list(row) for row in view["board"]]
        scored = []
        for move in state.legal_moves:
            if move["type"] != "place":
                continue  # the pie rule's swap: this bot never takes it
            col, row = move["at"]
            board[row][col] = mine
            left = stones_to_connect(board, mine)
            lead = stones_to_connect(board, theirs) - left
            board[row][col] = "."
            if left == 0:
                return move  # it connects: the game is won
            scored.append((lead, random.random(), move))
        return max(scored)[2] if scored else state.legal_moves[0]

    def on_game_end(self, state, outcome):
        result = "won" if state.seat in outcome["winners"] else "lost"
        print(f"room {state.room}, seat {state.seat}: {result}, scores {outcome['scores']}")


if __name__ == "__main__":
    url = sys.argv[1]
    if len(sys.argv) > 2:
        kangaroom_bot.run(url, GreedyKanga(), room=sys.argv[2])
    else:
        kangaroom_bot.run(url, GreedyKanga(), create="kanga", options={"size": 9}, seats=2,
                          on_room=lambda code: print(f"room {code}", file=sys.stderr, flush=True))
