"""Computer players. A player sees a seat's view, never the deal, and answers a Decision.

Front ends use ``computer_player(level, seed)`` and ``hint(view)``.
"""

from bridgeclub.bots.levels import LEVELS, computer_player, hint
from bridgeclub.bots.player import ComputerPlayer, Decision
from bridgeclub.bots.random_bot import RandomBot

__all__ = ["LEVELS", "ComputerPlayer", "Decision", "RandomBot", "computer_player", "hint"]
