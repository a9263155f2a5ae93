"""Every variant bridgeclub plays, registered by id (``find_variant``).

Importing this package registers them all.
"""

from bridgeclub.variants.chicago import ChicagoGame
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from bridgeclub.variants.duplicate import DuplicateGame
from bridgeclub.variants.rubber import RubberGame

__all__ = ["ChicagoGame", "ContractBridgeGame", "DuplicateGame", "RubberGame"]
