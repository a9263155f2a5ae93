"""``help`` at the table: the rules of the variant being played, in a screen or two.

The texts are ``bridgeclub.rules_text``, which the browser's rules pages show too; each
page fits 80x24 with room for its footer and the question.

>>> from bridgeclub.rules_text import RULES
>>> all(len(page) <= 20 and all(len(line) <= 79 for line in page)
...     for name in RULES for page in help_pages(name))
True
>>> help_pages("ez-bridge")[0][0]
'EZ-Bridge (four players, two teams)'
"""

from __future__ import annotations

from bridgeclub.rules_text import rules_text

#: The variants whose auctions have no double (their rules say so).
NO_DOUBLES = frozenset({"ez-bridge", "ez-bridge-3", "buddy-bridge", "minibridge",
                        "minibridge-open"})


def typing_words(variant: str) -> str:
    """How to type calls and cards in ``variant``: ``x`` only where there are doubles, the
    joker only in Buddy Bridge.

    >>> "x;" in typing_words("duplicate"), "x;" in typing_words("ez-bridge")
    (True, False)
    """
    calls = "1n, 4s, p" + ("" if variant in NO_DOUBLES else ", x")
    joker = "; the joker as joker high or jk l" if variant == "buddy-bridge" else ""
    return (f"Typing: calls as {calls}; cards as s10, 10s or ♠10{joker}; a rank alone "
            f"when it is the only one; ? lists what you may do.")


def help_pages(variant: str) -> list[list[str]]:
    """The pages of ``help`` for ``variant``: each at most 20 lines of 79 columns (the
    80th is the cursor's)."""
    from bridgeclub.tui.screen import wrap

    pages = [text.splitlines() for text in rules_text(variant)]
    pages[-1] += ["", *wrap(typing_words(variant), 79)]
    return pages
