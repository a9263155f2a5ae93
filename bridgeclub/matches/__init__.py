"""Every kind of match: the rubber, the Chicago, a duplicate board set, the EZ-Bridge
match (for four and for three), the MiniBridge sessions and the Buddy Bridge rubber.

Importing this package registers them with ``bridgeclub.match.new_match``; each plays the
deals of the variants it names (``bridgeclub.match.match_kinds(variant)``).
"""

from bridgeclub.matches.base import DealMatch, DealRecord
from bridgeclub.matches.buddy import BuddyBridgeMatch
from bridgeclub.matches.chicago import ChicagoMatch
from bridgeclub.matches.duplicate_set import DuplicateSetMatch
from bridgeclub.matches.ez import EZ3Match, EZMatch
from bridgeclub.matches.minibridge import MiniBridgeOpenSession, MiniBridgeSession
from bridgeclub.matches.rubber import RubberMatch

__all__ = ["BuddyBridgeMatch", "ChicagoMatch", "DealMatch", "DealRecord", "DuplicateSetMatch",
           "EZ3Match", "EZMatch", "MiniBridgeOpenSession", "MiniBridgeSession", "RubberMatch"]
