"""Seat tokens: a signed (table, seat) pair, the key to one seat of one table.

There are no accounts: whoever holds a seat's token plays that seat. Tokens are signed
with the server's secret (itsdangerous), so they cannot be made up or changed.

>>> signer = SeatSigner(b"secret")
>>> token = signer.token("abc", "S")
>>> signer.seat(token)
('abc', 'S')
>>> signer.seat(token[:-2] + "xx")
Traceback (most recent call last):
...
ValueError: not a valid seat token
"""

from __future__ import annotations

from itsdangerous import BadSignature, URLSafeSerializer


class SeatSigner:
    def __init__(self, secret: bytes) -> None:
        self._serializer = URLSafeSerializer(secret, salt="bridgeclub-seat")

    def token(self, table: str, seat: str) -> str:
        return str(self._serializer.dumps([table, seat]))

    def seat(self, token: str) -> tuple[str, str]:
        """The table and seat a token opens; ValueError if it is not one of ours."""
        try:
            value = self._serializer.loads(token)
        except BadSignature:
            raise ValueError("not a valid seat token") from None
        if not (isinstance(value, list) and len(value) == 2
                and all(isinstance(v, str) for v in value)):
            raise ValueError("not a valid seat token")
        return value[0], value[1]
