# Jackaroo's words (the glossary in ../README.md has them side by side
# with Arabic). Its players say: bring out, burn, split 7, swap, the
# discard pile, base, home.

jackaroo-bring-out = Bring out
jackaroo-burn = Burn
jackaroo-split-seven = Split 7
jackaroo-swap = Swap
jackaroo-discard-pile = Discard pile
jackaroo-base = Base
jackaroo-home = Home
jackaroo-marbles-home =
    { $count ->
        [0] No marbles home
        [one] { $count } marble home
       *[other] { $count } marbles home
    }
