# The kangaruse table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kangaruse-`.

kangaruse-how-entries-title = المربعات
