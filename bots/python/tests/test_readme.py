"""The README's first bot is examples/random_bot.py, which run-test.sh plays: keep them one."""

import re
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


class ReadmeTest(unittest.TestCase):
    def test_the_readme_example_is_examples_random_bot(self):
        readme = (HERE / "README.md").read_text(encoding="utf-8")
        block = re.search(r"`examples/random_bot.py`, complete:\n\n```python\n(.*?)```", readme, re.S)
        self.assertIsNotNone(block)
        example = (HERE / "examples" / "random_bot.py").read_text(encoding="utf-8")
        self.assertEqual(block.group(1), example)
        self.assertLessEqual(len(example.splitlines()), 31)  # "your first bot in thirty lines"


if __name__ == "__main__":
    unittest.main()
