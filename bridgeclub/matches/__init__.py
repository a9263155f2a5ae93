"""Every kind of match, and the registry that finds one by its kind (``MATCH_KINDS``): the
rubber, the Chicago, a duplicate board set, the EZ-Bridge match (for four and for three),
the MiniBridge sessions and the Buddy Bridge rubber.

The registry stands above the kinds it lists: a kind imports the base it extends
(``bridgeclub.match_base``, ``bridgeclub.matches.base``), never this package. Each plays
the deals of the variants it names (``bridgeclub.match.match_kinds(variant)``).

>>> MATCH_KINDS["rubber"].__name__
'RubberMatch'
"""

from functools import partial

from bridgeclub.match_base import Match, read_saved_match, read_saved_matches_with
from bridgeclub.matches.base import DealMatch, DealRecord
from bridgeclub.matches.buddy import BuddyBridgeMatch
from bridgeclub.matches.chicago import ChicagoMatch
from bridgeclub.matches.duplicate_set import DuplicateSetMatch
from bridgeclub.matches.ez import EZ3Match, EZMatch
from bridgeclub.matches.minibridge import MiniBridgeOpenSession, MiniBridgeSession
from bridgeclub.matches.rubber import RubberMatch

#: Every kind of match by its ``kind``.
MATCH_KINDS: dict[str, type[Match]] = {cls.kind: cls for cls in (
    BuddyBridgeMatch, ChicagoMatch, DuplicateSetMatch, EZ3Match, EZMatch,
    MiniBridgeOpenSession, MiniBridgeSession, RubberMatch)}

#: ``Match.from_json`` reads a saved match of any of them. Python runs this package before
#: any kind's module in it, so no match exists before the reader is in place.
read_saved_matches_with(partial(read_saved_match, kinds=MATCH_KINDS))

__all__ = ["MATCH_KINDS", "BuddyBridgeMatch", "ChicagoMatch", "DealMatch", "DealRecord",
           "DuplicateSetMatch", "EZ3Match", "EZMatch", "MiniBridgeOpenSession",
           "MiniBridgeSession", "RubberMatch"]
