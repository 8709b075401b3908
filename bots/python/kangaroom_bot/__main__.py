"""``python3 -m kangaroom_bot``: see :mod:`kangaroom_bot.cli`."""

import sys

from .cli import main

sys.exit(main())
