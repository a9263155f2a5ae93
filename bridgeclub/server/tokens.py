"""Seat tokens: a signed (subject, who) pair, the key to one seat of one table (or to a
club event, as its director or one of its tables).

There are no accounts: whoever holds a seat's token plays that seat. Tokens are signed
with the server's secret (itsdangerous), so they cannot be made up or changed. Each
carries when it was made (rounded down to a thirtieth of ``max_age``, at most a day, so
the same link comes out all day) and its subject's *generation*: a token older than
``max_age`` seconds has expired, and one of an older generation than its subject's current one was
revoked (the table's host reissued its links). Both are refused with 401 and a message
the page shows; a token that is not ours at all is refused with 403.

>>> signer = SeatSigner(b"secret", max_age=3600)
>>> token = signer.token("abc", "S")
>>> signer.seat(token)
('abc', 'S')
>>> signer.seat(token[:-2] + "xx")
Traceback (most recent call last):
...
bridgeclub.server.tokens.TokenRefused: not a valid seat token
>>> signer.generations["abc"] = 1          # the host reissued the table's links
>>> signer.seat(token)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgeclub.server.tokens.TokenRevoked: this link was replaced by a new one: ask the table's ...
>>> signer.seat(signer.token("abc", "S"))
('abc', 'S')
"""

from __future__ import annotations

import time

from itsdangerous import BadSignature, URLSafeSerializer


class TokenRefused(ValueError):
    """A token that opens nothing: not ours, or (subclasses) expired or revoked."""

    status = 403
    code = "bad-token"


class TokenExpired(TokenRefused):
    status = 401
    code = "expired-token"


class TokenRevoked(TokenRefused):
    status = 401
    code = "revoked-token"


def giver(subject: str) -> str:
    """Who hands out the links of a subject, to ask for new ones.

    >>> giver("abc"), giver("event:e1"), giver("tournament:t1")
    ("the table's host", "the event's director", "the tournament's teacher")
    """
    if subject.startswith("event:"):
        return "the event's director"
    return "the tournament's teacher" if subject.startswith("tournament:") else \
        "the table's host"


def revoked(subject: str) -> TokenRevoked:
    """The refusal of a link of ``subject`` replaced by a reissue."""
    return TokenRevoked(f"this link was replaced by a new one: ask {giver(subject)} for it")


class SeatSigner:
    """Makes and reads the server's tokens; ``generations`` holds each subject's current
    generation (absent: 0), kept up to date by the hub from the store."""

    def __init__(self, secret: bytes, max_age: float | None = None) -> None:
        self._serializer = URLSafeSerializer(secret, salt="bridgeclub-seat-2")
        self.max_age = max_age
        self.generations: dict[str, int] = {}
        self.step = 1 if not max_age else int(min(86400, max(1.0, max_age / 30)))

    def token(self, subject: str, who: str) -> str:
        made = int(time.time()) // self.step * self.step
        return str(self._serializer.dumps([subject, who, self.generations.get(subject, 0),
                                           made]))

    def generation(self, subject: str) -> int:
        """The current generation of a subject's links (0 until one is reissued)."""
        return self.generations.get(subject, 0)

    def seat(self, token: str) -> tuple[str, str]:
        """The subject and seat a token opens; TokenRefused (a ValueError) if it is not
        one of ours, TokenExpired or TokenRevoked if it was and is no longer."""
        try:
            value = self._serializer.loads(token)
        except BadSignature:
            raise TokenRefused("not a valid seat token") from None
        if not (isinstance(value, list) and len(value) == 4
                and all(isinstance(v, str) for v in value[:2])
                and all(isinstance(v, int) for v in value[2:])):
            raise TokenRefused("not a valid seat token")
        subject, who, generation, made = value
        if self.max_age is not None and time.time() - made > self.max_age:
            days = self.max_age / 86400
            raise TokenExpired(f"this link has expired (links last {days:g} days): ask "
                               f"{giver(subject)} for a new one")
        if generation < self.generations.get(subject, 0):
            raise revoked(subject)
        return subject, who
