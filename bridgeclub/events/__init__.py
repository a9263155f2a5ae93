"""Club events: the event model (``model``), scoring a board and the totals
(``score``, on the pure functions of ``bridgeclub.scoring``), live events ranked and written
as PBN (``results``), rescoring Ruter-style results files (``ruter``), movements
(``movements``, ``individual``), teams events (``teams``) and result pages (``pages``).
"""
