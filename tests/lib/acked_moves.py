"""The rule every client-recorded test checks: the moves a seat was told
`ok` for are in the room's log, each once and in the order they were played.
A log may hold more (a move committed whose answer was lost), never fewer.
Used by bots/run-test.sh and tests/cluster/check.py."""


def check_acked(acked, logged):
    """acked: the seat's acknowledged moves in the order it got them;
    logged: the seat's moves in the room's log. Returns (missing, unacked):
    the first acknowledged move not found in order after the ones before it
    (None when all were found), and how many logged moves got no ok."""
    at = 0
    unacked = 0
    for move in acked:
        while at < len(logged) and logged[at] != move:
            at += 1
            unacked += 1
        if at == len(logged):
            return move, unacked
        at += 1
    return None, unacked + len(logged) - at


if __name__ == "__main__":
    # Its own check: python3 tests/lib/acked_moves.py
    assert check_acked([], []) == (None, 0)
    assert check_acked([1, 3], [1, 2, 3, 4]) == (None, 2)
    assert check_acked([3, 1], [1, 2, 3]) == (1, 2)
    assert check_acked([1, 1], [1]) == (1, 0)
    assert check_acked([5], [1, 2]) == (5, 2)
    print("acked_moves: ok")
