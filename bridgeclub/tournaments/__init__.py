"""Tournaments with the computer: everyone plays the same boards at a table of
her own and is scored against the field (``model``: the tournament and its plays;
``field``: the field scored entry by entry; ``pages``: its PBN with the field's results
and its HTML)."""
