# The games' names and one-line summaries (the start page, /games, the
# room's title). The server sends English ones; these are shown instead.

game-kanga = Kanga
game-kanga-summary = Drop stones, capture Go-style and by odd custodian lines, connect two opposite edges.
game-kangaroo = Kangaroo
game-kangaroo-summary = John Flagg's 1977 jumping game: capture by jumping, double on the far rank.
game-kangaruse = Kangaruse
game-kangaruse-summary = Jump by your square's number or direction, collect score squares, avoid dead ends.
game-jackaroo = Jackaroo
game-jackaroo-summary = Race your marbles home with cards, in teams of two: capture, swap, burn and split sevens.
