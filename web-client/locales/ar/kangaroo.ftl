# The kangaroo table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kangaroo-`.

kangaroo-how-entries-title = القطع
