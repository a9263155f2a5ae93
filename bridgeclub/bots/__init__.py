"""Computer players. A bot sees a seat's view, never the deal, and answers an action string."""

from bridgeclub.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
