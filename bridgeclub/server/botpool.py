"""One fair pool for every computer decision of a server process: worker processes (or a
Dask cluster), each with its own DDS.

A card search costs up to its level's budget (a second or three); a call of the auction
costs under a millisecond. So:

- *quick* decisions (calls, every variant's non-card decisions, a beginner's card, a card
  with no choice: ``bridgeclub.bots.levels.needs_search``) run at once on a thread of the
  server process and never wait behind a search;
- *searches* go to the workers, one per free worker, in a fair order: the tables' own turns
  before hints and analyses, and within each the oldest waiting first. The hub asks for one
  decision of a table at a time, so no table can fill the pool;
- a worker that dies (killed, out of memory, a crash in DDS) loses nothing: the pool is
  made again and every decision that was in it is sent again (``RETRIES`` times, then the
  quick rules answer), so the table goes on.

Local workers are ``workers`` processes (default: one per core), each with
``cores // workers`` DDS threads, so DDS's threads and the workers fill the cores without
fighting. ``scheduler="tcp://HOST:8786"`` sends the searches to a Dask cluster instead
(shared by every server process; start its workers with ``--nthreads 1``), whose
scheduler itself sends a dead worker's task again.

>>> import asyncio
>>> async def once() -> str:
...     pool = BotPool(workers=1)
...     try:
...         return str(await pool.run("table 1", abs, -3, quick=True))
...     finally:
...         await pool.close()
>>> asyncio.run(once())
'3'
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

from bridgeclub.analysis.dds import set_threads
from bridgeclub.bots.levels import computer_decision, needs_search
from bridgeclub.bots.player import Decision

log = logging.getLogger("bridgeclub.server.bots")
R = TypeVar("R")

#: The order of the queue: a table's own turn before a hint or an analysis.
TURN, ASIDE = 0, 1
#: How many times a decision lost with its worker is sent again.
RETRIES = 2


def _start_worker(threads: int) -> None:
    """In each new worker: DDS's share of the cores, and the players loaded."""
    set_threads(threads)


class WorkerLost(RuntimeError):
    """A search's worker died every time it was sent."""


@dataclass(eq=False)
class _Job:
    """A search waiting for a worker; ``order`` is its place in the queue."""

    priority: int
    since: float
    number: int
    key: str
    call: Callable[..., Any]
    args: tuple[Any, ...]
    done: asyncio.Future[Any]
    tries: int = 0
    #: the executor it was last sent to (a dead one is replaced once, not per job)
    sent_to: Executor | None = None

    def __lt__(self, other: _Job) -> bool:
        return (self.priority, self.since, self.number) < \
            (other.priority, other.since, other.number)


class BotPool(Executor):
    """The fair queue and its workers (see the module's docstring).

    It is also a ``concurrent.futures.Executor`` for the server's other slow work (pages
    and analyses of a tournament: ``loop.run_in_executor(hub.pool, ...)``), which runs
    on a thread of its own here, never ahead of a call and never in a worker a table
    waits for."""

    def __init__(self, workers: int | None = None, scheduler: str | None = None) -> None:
        cores = os.cpu_count() or 1
        if workers is not None and workers < 1:
            raise ValueError(f"the computers need at least one worker, not {workers}")
        self.scheduler = scheduler
        self.workers = workers or cores
        self.threads = max(1, cores // self.workers)
        self.quick = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bridgeclub-quick")
        self.aside = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bridgeclub-aside")
        self.executor: Executor | None = None
        self.client: Any = None
        self.waiting: list[_Job] = []
        self.running: set[_Job] = set()
        self.numbers = itertools.count()
        self.closed = False
        self.warmed = False
        #: decisions sent again after their worker died (for the logs and the tests)
        self.retried = 0

    # -- the workers -------------------------------------------------------------------------
    def _executor(self) -> Executor:
        if self.executor is None:
            if self.scheduler is not None:
                from distributed import Client

                self.client = Client(self.scheduler, timeout="10s")  # type: ignore[no-untyped-call]
                self.executor = self.client.get_executor(pure=False)
            else:
                import multiprocessing

                self.executor = ProcessPoolExecutor(
                    self.workers, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_start_worker, initargs=(self.threads,))
        return self.executor

    async def start(self) -> None:
        """Reach the Dask cluster, if there is one, and load the players on its workers
        (off the event loop: connecting may take seconds)."""
        if self.scheduler is not None and self.executor is None:
            await asyncio.to_thread(self._connect)

    def _connect(self) -> None:
        self._executor()
        self.client.run(_start_worker, 1)

    def warm(self) -> None:
        """Start the local workers now (a new process loads the players and DDS, a second
        or more), at a table's first call rather than at its first card."""
        if self.warmed or self.closed or self.scheduler is not None:
            return
        self.warmed = True
        executor = self._executor()
        for _ in range(self.workers):
            executor.submit(os.getpid)

    def slots(self) -> int:
        """How many searches may run at once: the workers (a cluster's worker threads)."""
        if self.client is not None:
            return max(1, int(sum(self.client.nthreads().values())))
        return self.workers

    def pids(self) -> list[int]:
        """The local workers' process ids (for the tests that kill one)."""
        executor = self.executor
        processes = getattr(executor, "_processes", None) or {}
        return [int(pid) for pid in processes]

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> Future[R]:
        """Other slow work of the server, on its own thread (see the class)."""
        return self.aside.submit(fn, *args, **kwargs)

    async def close(self) -> None:
        self.closed = True
        for job in self.waiting:
            job.done.cancel()
        self.waiting.clear()
        self.quick.shutdown(wait=False, cancel_futures=True)
        self.aside.shutdown(wait=False, cancel_futures=True)
        if self.executor is not None:
            # the workers end with the server: a search under way is not waited for (its
            # table is resumed, and decided again, when the server starts again)
            for process in list(getattr(self.executor, "_processes", {}).values()):
                process.terminate()
            self.executor.shutdown(wait=False, cancel_futures=True)
        if self.client is not None:
            self.client.close()

    # -- asking --------------------------------------------------------------------------------
    async def decide(self, key: str, level: str, seed: int, view: dict[str, Any]
                     ) -> Decision:
        """The computer's decision for a table's seat (``key`` names the table)."""
        if level != "beginner":
            self.warm()
        quick = not needs_search(view, level)
        try:
            decision: Decision = await self.run(key, computer_decision, level, seed, view,
                                                quick=quick)
        except WorkerLost:
            # the table goes on: the rules of thumb answer at once
            decision = await self.run(key, computer_decision, "beginner", seed, view,
                                      quick=True)
        return decision

    async def run(self, key: str, call: Callable[..., R], *args: Any, quick: bool = False,
                  priority: int = TURN) -> R:
        """``call(*args)``: at once on the quick thread, or in the queue for a worker
        (``priority`` ``TURN`` for a table's own decision, ``ASIDE`` for hints and
        analyses). ``call`` and its arguments must pickle (a module's function)."""
        if self.closed:
            raise RuntimeError("the computer players have stopped")
        loop = asyncio.get_running_loop()
        if quick:
            return await loop.run_in_executor(self.quick, call, *args)
        job = _Job(priority, time.monotonic(), next(self.numbers), key, call, args,
                   loop.create_future())
        heapq.heappush(self.waiting, job)
        self._dispatch()
        result: R = await job.done
        return result

    def _dispatch(self) -> None:
        """Send the first waiting searches to the free workers."""
        while self.waiting and len(self.running) < self.slots() and not self.closed:
            job = heapq.heappop(self.waiting)
            if job.done.cancelled():
                continue
            self._send(job)

    def _send(self, job: _Job) -> None:
        self.running.add(job)
        try:
            job.sent_to = self._executor()
            future: Future[Any] = job.sent_to.submit(job.call, *job.args)
        except (BrokenProcessPool, RuntimeError) as error:   # a dead pool refuses work
            self._lost(job, error)
            return
        loop = asyncio.get_running_loop()

        def tell(done: Future[Any]) -> None:
            with contextlib.suppress(RuntimeError):   # the server has stopped
                loop.call_soon_threadsafe(self._finished, job, done)

        future.add_done_callback(tell)

    def _finished(self, job: _Job, future: Future[Any]) -> None:
        self.running.discard(job)
        if not job.done.done():
            error = future.exception() if not future.cancelled() else None
            if isinstance(error, BrokenProcessPool) or future.cancelled() or \
                    type(error).__name__ == "KilledWorker":       # Dask gave it up
                self._lost(job, error)
            elif error is not None:
                job.done.set_exception(error)
            else:
                job.done.set_result(future.result())
        self._dispatch()

    def _lost(self, job: _Job, error: BaseException | None) -> None:
        """The worker died with ``job``: a new pool, and the job first in line again."""
        self.running.discard(job)
        if self.closed:
            job.done.cancel()
            return
        broken = job.sent_to
        if broken is not None and broken is self.executor and \
                isinstance(broken, ProcessPoolExecutor):
            self.executor = None               # the next send starts new workers
            self.warmed = False
            broken.shutdown(wait=False, cancel_futures=True)
        job.tries += 1
        self.retried += 1
        if job.tries > RETRIES:
            job.done.set_exception(WorkerLost(f"the worker died {job.tries} times"))
            return
        log.warning("a computer's worker died (%s): its decision for %s is sent again",
                    error, job.key)
        job.priority = min(job.priority, TURN)
        heapq.heappush(self.waiting, job)
        asyncio.get_running_loop().call_soon(self._dispatch)
