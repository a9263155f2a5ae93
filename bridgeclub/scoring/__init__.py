"""Pure scoring functions: contracts, IMPs, and the forms built on them."""

from bridgeclub.scoring.contract import (
    EDITIONS,
    ContractScore,
    Edition,
    duplicate_score,
    score_contract,
    trick_points,
    undertrick_penalty,
)
from bridgeclub.scoring.imps import imps

__all__ = ["EDITIONS", "ContractScore", "Edition", "duplicate_score", "imps", "score_contract",
           "trick_points", "undertrick_penalty"]
