# The kanga table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kanga-`.

kanga-how-entries-title = Stones and captures
