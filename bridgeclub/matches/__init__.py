"""Matches of Contract Bridge: the rubber, the Chicago, a duplicate board set.

Importing this package registers them with ``bridgeclub.match.new_match``.
"""

from bridgeclub.matches.base import DealMatch, DealRecord
from bridgeclub.matches.chicago import ChicagoMatch
from bridgeclub.matches.duplicate_set import DuplicateSetMatch
from bridgeclub.matches.rubber import RubberMatch

__all__ = ["ChicagoMatch", "DealMatch", "DealRecord", "DuplicateSetMatch", "RubberMatch"]
