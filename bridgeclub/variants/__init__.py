"""Every variant bridgeclub plays, registered by id (``find_variant``).

Importing this package registers them all.
"""

from bridgeclub.variants.bridge_for_two import BridgeForTwoGame
from bridgeclub.variants.buddy_bridge import BuddyBridgeGame
from bridgeclub.variants.buddy_match import BuddyBridgeMatch
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from bridgeclub.variants.double_dummy_two import DoubleDummyTwoGame
from bridgeclub.variants.duplicate import DuplicateGame

__all__ = ["ContractBridgeGame", "DuplicateGame"]
__all__ += ["BridgeForTwoGame", "BuddyBridgeGame", "BuddyBridgeMatch", "DoubleDummyTwoGame"]
