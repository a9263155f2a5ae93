"""The one error a player sees: an action the rules do not allow.

>>> try:
...     raise IllegalAction("you must follow suit: you hold hearts")
... except ValueError as error:
...     print(error)
you must follow suit: you hold hearts
"""


from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class IllegalAction(ValueError):
    """An action the rules forbid now; the message says why in the game's words.

    Raising it never changes the game: engines check before they change anything.
    """


def checked(value: T | str, parse: Callable[[str], T], why_illegal: Callable[[T], str | None]
            ) -> T:
    """``value`` (parsed from its string form if need be) when the rules allow it now;
    otherwise raise IllegalAction with the reason.

    >>> checked("7", int, lambda n: None if n < 5 else f"{n} is too many")
    Traceback (most recent call last):
    ...
    bridgeclub.errors.IllegalAction: 7 is too many
    """
    if isinstance(value, str):
        try:
            value = parse(value)
        except ValueError as error:
            raise IllegalAction(str(error)) from None
    reason = why_illegal(value)
    if reason is not None:
        raise IllegalAction(reason)
    return value


class StaleVersion(IllegalAction):
    """An action sent for a game that has moved on since the sender looked: the sender's
    ``version`` is not the game's. A repeated or late click is refused, never taken twice."""
