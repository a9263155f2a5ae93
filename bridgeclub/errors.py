"""The one error a player sees: an action the rules do not allow.

>>> try:
...     raise IllegalAction("you must follow suit: you hold hearts")
... except ValueError as error:
...     print(error)
you must follow suit: you hold hearts
"""


class IllegalAction(ValueError):
    """An action the rules forbid now; the message says why in the game's words.

    Raising it never changes the game: engines check before they change anything.
    """
