"""``help`` at the table: the rules of the variant being played, in a screen or two.

The texts are ``bridgeclub.rules_text``, which the browser's rules pages show too; each
page fits 80x24 with room for its footer and the question.

>>> from bridgeclub.rules_text import RULES
>>> all(len(page) <= 20 and all(len(line) <= 80 for line in page)
...     for name in RULES for page in help_pages(name))
True
>>> help_pages("ez-bridge")[0][0]
'EZ-Bridge (four players, two teams)'
"""

from __future__ import annotations

from bridgeclub.rules_text import rules_text

TYPING = ("Typing: calls as 1n, 4s, p, x; cards as s10, 10s or ♠10; a rank alone when it "
          "is the only one; ? lists what you may do.")


def help_pages(variant: str) -> list[list[str]]:
    """The pages of ``help`` for ``variant``: each at most 20 lines of 80 columns."""
    from bridgeclub.tui.screen import wrap

    pages = [text.splitlines() for text in rules_text(variant)]
    pages[-1] += ["", *wrap(TYPING)]
    return pages
