"""The one mechanism of every live page: a table (``hub``), a club event (``eventhub``)
and a tournament (``tournamenthub``) are each a log of actions with pages that follow it.

``LiveHub`` is what all three share: the things this process holds, one lock a thing (one
change at a time), the connections that follow each thing, and after a change the frames
each connection may see, worked out once for each audience (a seat sees only its own
view; an event's table only its own sittings), then a notice to the other processes
(``publish``, Redis pub/sub through ``pubsub.ChangeNotices``, which also reconnects with
backoff and has the hub ``refresh`` what it ``holds`` when Redis comes back). A change is
committed to the store (``_io``) before anyone hears of it.

``DocumentHub`` adds what an event and a tournament share, a document and its logs
(``store.documents``): reading it back (``live``, ``refresh``), the tokens of whom it
lets in and their reissue (older links refused, their sockets closed), and the state each
watcher is sent (``state``, the kind's own frames). Each kind adds only its actions.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy.exc import DBAPIError, IntegrityError

from bridgeclub.server.limits import KeyedLocks
from bridgeclub.server.messages import ErrorMessage
from bridgeclub.server.store import Store
from bridgeclub.server.store.club import reissue_links
from bridgeclub.server.store.documents import DocumentStore
from bridgeclub.server.tokens import SeatSigner, TokenRefused, revoked

log = logging.getLogger("bridgeclub.server")
A = TypeVar("A")
T = TypeVar("T")


class ApiError(Exception):
    """A refusal with its HTTP status and the protocol's error code; nothing changed."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message

    def frame(self) -> ErrorMessage:
        return ErrorMessage(code=self.code, message=self.message)


@dataclass(eq=False)
class Connection(Generic[A]):
    """One websocket following ``key`` for ``who`` (a seat; a director, a table, an
    entrant, or ``""`` for anyone with the link), of the ``generation`` of links its token
    was of. Frames are queued and written by the socket's own task (``ws.loop``), so a
    slow reader never holds up the hub; ``None`` closes the socket."""

    key: str
    who: A
    generation: int = 0
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    def push(self, frame: str | None) -> None:
        self.queue.put_nowait(frame)


C = TypeVar("C", bound=Connection[Any])


class LiveHub(ABC, Generic[C]):
    """The things of one kind this process holds, and the connections that follow them."""

    def __init__(self, db: Store) -> None:
        self.db = db
        self.process = uuid.uuid4().hex
        self.locks = KeyedLocks()
        self.connections: dict[str, set[C]] = defaultdict(set)
        #: Tells the other processes that a thing changed (set with Redis).
        self.publish: Callable[[str], Coroutine[Any, Any, None]] | None = None
        self.background: set[asyncio.Task[None]] = set()

    async def _io(self, call: Callable[..., Any], *args: Any) -> Any:
        """Run a store call: in a worker thread on a database over the network; at once
        on SQLite, whose commit in WAL mode (synchronous=NORMAL) writes to the OS and
        does not wait for the disk, and costs less than handing it to a thread. A database
        that cannot be reached is a 503 (nothing was written)."""
        try:
            if self.db.inline:
                return call(*args)
            return await asyncio.to_thread(call, *args)
        except DBAPIError as error:
            if isinstance(error, IntegrityError):
                raise
            log.warning("the database cannot be reached: %s", error.orig)
            raise ApiError(503, "store-unavailable", "the database cannot be reached just "
                           "now: nothing was done; try again in a moment") from None

    @abstractmethod
    def holds(self) -> list[str]:
        """The keys of what this process has in memory (read again when Redis returns)."""

    @abstractmethod
    async def refresh(self, key: str, /) -> None:
        """Another process changed ``key``: read it again and tell the connections."""

    def tell(self, key: str, frames_for: Callable[[Any], Sequence[str]],
             first: Any = None) -> None:
        """Push to each connection of ``key`` the frames its audience may see,
        ``frames_for(who)``, worked out once for each audience; ``first``'s connections
        first (the one who acted waits for them)."""
        sent: dict[Any, Sequence[str]] = {}
        for connection in sorted(self.connections.get(key, ()),
                                 key=lambda c: c.who != first):
            if connection.who not in sent:
                sent[connection.who] = frames_for(connection.who)
            for frame in sent[connection.who]:
                connection.push(frame)

    def notify(self, key: str) -> None:
        """Tell the other processes that ``key`` changed (with Redis; in the background)."""
        if self.publish is not None:
            task = asyncio.get_running_loop().create_task(self.publish(key))
            self.background.add(task)
            task.add_done_callback(self.background.discard)

    def close_all(self) -> None:
        """Close every socket (the hub stops)."""
        for connections in self.connections.values():
            for connection in connections:
                connection.push(None)

    async def stop(self) -> None:
        self.close_all()


def who_of(signer: SeatSigner, token: str, subject: str, what: str) -> str:
    """Whom a token of ``subject`` (``"event:ID"``, ``"tournament:ID"``) speaks for;
    ``ApiError``: 401 for an expired or revoked token (the message says whom to ask for a
    new link), 403 for one that is not a token of this ``what``.

    >>> signer = SeatSigner(b"secret")
    >>> who_of(signer, signer.token("tournament:t1", "teacher"), "tournament:t1", "tournament")
    'teacher'
    >>> signer.generations["tournament:t1"] = 1
    >>> who_of(signer, signer.token("tournament:t1", "teacher"), "tournament:t1", "tournament")
    'teacher'
    >>> who_of(signer, signer.token("event:e1", "director"), "tournament:t1", "tournament")
    Traceback (most recent call last):
    ...
    bridgeclub.server.live.ApiError: this token is for another tournament or table
    """
    try:
        signed_for, who = signer.seat(token)
    except TokenRefused as error:       # expired or revoked: 401, saying so
        raise ApiError(error.status, error.code, str(error) if error.status == 401
                       else f"not a valid token of this {what}") from None
    if signed_for != subject:
        raise ApiError(403, "bad-token", f"this token is for another {what} or table")
    return who


class Row(Protocol):
    @property
    def id(self) -> str: ...


class Live(Protocol):
    """A document in memory: its stored row, read back from its logs."""

    @property
    def row(self) -> Row: ...


L = TypeVar("L", bound=Live)
S = TypeVar("S", bound=DocumentStore)
#: Whom a watcher's token speaks for.
Watcher = Connection[str]


class DocumentHub(LiveHub[Watcher], Generic[L, S]):
    """The documents of one kind (club events, tournaments) this process holds, and
    their watchers. A token of one is signed for ``"<what>:<id>"``, never a table's id."""

    #: What the kind is called, in tokens and in messages.
    what: str
    #: Whether a page without a token is let in (and sees what anyone with the link may).
    open_to_all = False

    def __init__(self, db: Store, signer: SeatSigner, store: S) -> None:
        super().__init__(db)
        self.signer = signer
        self.store = store
        self.live_ones: dict[str, L] = {}

    def subject(self, key: str) -> str:
        return f"{self.what}:{key}"

    def token(self, key: str, who: str) -> str:
        return self.signer.token(self.subject(key), who)

    async def who(self, token: str | None, key: str) -> str:
        """Whom a token of ``key`` speaks for (``""``: no token, where anyone may look);
        ``key`` is read first if this process has not (its generation of links with it).
        A revoked or expired token: 401 with a message the page shows."""
        if not token and self.open_to_all:
            return ""
        who = who_of(self.signer, token or "", self.subject(key), self.what)
        if key not in self.live_ones:
            await self.live(key)
            who = who_of(self.signer, token or "", self.subject(key), self.what)
        return who

    @abstractmethod
    async def _load(self, key: str) -> L:
        """Read ``key`` back from the store (only what is new to this process)."""

    @abstractmethod
    def state(self, live: L, who: str) -> dict[str, Any]:
        """What ``who`` may see of ``live`` (its page's state)."""

    async def _stored(self, load: Callable[..., T], key: str, *after: int) -> T:
        """``load(key, *after)``: the stored document and its logs after ``after``; 404
        if there is none."""
        try:
            stored: T = await self._io(load, key, *after)
        except KeyError:
            raise ApiError(404, "not-found", f"no such {self.what}") from None
        return stored

    async def live(self, key: str, fresh: bool = False) -> L:
        """The document in memory, read from the store the first time (and, if ``fresh``,
        brought up to date with what other processes wrote)."""
        live = self.live_ones.get(key)
        if live is not None and not fresh:
            return live
        async with self.locks[key]:
            return await self._load(key)

    def holds(self) -> list[str]:
        return list(self.live_ones)

    async def refresh(self, key: str, /) -> None:
        if key not in self.live_ones:
            return
        async with self.locks[key]:
            live = await self._load(key)
        self._changed(live, publish=False)

    def _changed(self, live: L, publish: bool = True) -> None:
        """After a change: each watcher gets its new state; other processes a notice."""
        self.tell(live.row.id, lambda who: [state_json(self.state(live, who))])
        if publish:
            self.notify(live.row.id)

    # -- links -----------------------------------------------------------------------------
    def _links(self, key: str, generation: int) -> None:
        """The links of ``key`` are of ``generation`` now: tokens of older ones are
        refused from here on, and each watcher who came with one is sent the refusal and
        her socket closed (those who came without a token stay)."""
        subject = self.subject(key)
        self.signer.generations[subject] = generation
        refusal = revoked(subject)
        frame = ApiError(refusal.status, refusal.code, str(refusal)).frame().model_dump_json()
        for watcher in list(self.connections.get(key, ())):
            if watcher.who and watcher.generation < generation:
                self.leave(watcher)
                watcher.push(frame)
                watcher.push(None)

    async def reissue(self, key: str) -> L:
        """New links for everyone ``key`` lets in (``store.club.reissue_links``): the old
        ones get 401 with a message and their sockets are closed, here and (through the
        notice) in every process."""
        await self.live(key)
        async with self.locks[key]:
            try:
                await self._io(reissue_links, self.db, key, self.store.documents)
            except KeyError:
                raise ApiError(404, "not-found", f"no such {self.what}") from None
            live = await self._load(key)
        self._changed(live)
        return live

    # -- watchers --------------------------------------------------------------------------
    def listen(self, key: str, who: str) -> Watcher:
        watcher = Watcher(key, who, self.signer.generation(self.subject(key)))
        self.connections[key].add(watcher)
        return watcher

    def leave(self, watcher: Watcher) -> None:
        self.connections[watcher.key].discard(watcher)


def state_json(data: dict[str, Any]) -> str:
    """A frame as sent: compact JSON.

    >>> state_json({"type": "pong"})
    '{"type":"pong"}'
    """
    return json.dumps(data, separators=(",", ":"))
