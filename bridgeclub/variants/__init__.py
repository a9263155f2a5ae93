"""Every variant bridgeclub plays, registered by id (``find_variant``).

Importing this package registers them all. (The matches that play them live in
``bridgeclub.matches``.)
"""

from bridgeclub.variants.bridge_for_two import BridgeForTwoGame
from bridgeclub.variants.buddy_bridge import BuddyBridgeGame
from bridgeclub.variants.chicago import ChicagoGame
from bridgeclub.variants.contract_bridge import ContractBridgeGame
from bridgeclub.variants.double_dummy_two import DoubleDummyTwoGame
from bridgeclub.variants.duplicate import DuplicateGame
from bridgeclub.variants.ez_bridge import EZBridgeGame
from bridgeclub.variants.ez_bridge_3 import EZBridge3Game
from bridgeclub.variants.minibridge import MiniBridgeGame
from bridgeclub.variants.minibridge_open import MiniBridgeOpenGame
from bridgeclub.variants.rubber import RubberGame

__all__ = ["BridgeForTwoGame", "BuddyBridgeGame", "ChicagoGame", "ContractBridgeGame",
           "DoubleDummyTwoGame", "DuplicateGame", "EZBridge3Game", "EZBridgeGame",
           "MiniBridgeGame", "MiniBridgeOpenGame", "RubberGame"]
