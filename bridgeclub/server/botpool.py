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

A search's budget runs from when its table asked, not from when a worker took it: the
wait in the queue counts against it, and when more searches wait than there are workers,
each one sent gets a fair share of the budget (``share``), never less than
``LEAST_SHARE`` of it (a shorter search would find nothing); a search left with less
than that is answered at once by the rules of thumb. So under load the searches shrink,
the overflow is answered by the rules, and no table's computer takes much more than its
level's budget: a player waits no longer at a busy club than at a quiet one.

Local workers are ``workers`` processes (default: one per core), each with
``cores // workers`` DDS threads, so DDS's threads and the workers fill the cores without
fighting. On Linux they run under ``SCHED_IDLE``, elsewhere at a lower priority
(``WORKER_NICENESS``) than the server's own process: a person's action, a page and a call
of the auction cannot wait, while a search's budget is wall-clock and merely shrinks when
the cores are busy (a person's wait beside greedy tables stays bounded; a nice
of 10 still let a waking server wait behind a search for a few milliseconds). Until the
workers have started (a new process loads the players and DDS, a second or more) the
searches wait in the queue, where their wait is counted.

``scheduler="tcp://HOST:8786"`` sends the searches to a Dask cluster instead (shared by
every server process; start its workers with ``--nthreads 1``), whose scheduler itself
sends a dead worker's task again.

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
import functools
import heapq
import itertools
import logging
import os
import signal
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

from bridgeclub.analysis.dds import set_threads
from bridgeclub.bots.levels import computer_decision, safe_decision, search_seconds
from bridgeclub.bots.player import Decision

log = logging.getLogger("bridgeclub.server.bots")
R = TypeVar("R")

#: The order of the queue: a table's own turn before a hint or an analysis.
TURN, ASIDE = 0, 1
#: How many times a decision lost with its worker is sent again.
RETRIES = 2
#: How much lower than the server's the workers' priority is (``os.nice``) where there
#: is no ``SCHED_IDLE``.
WORKER_NICENESS = 10
#: The least share of its budget a search is sent to a worker with: less would be spent
#: reading the view and dealing the first lay-outs, and the rules of thumb answer.
LEAST_SHARE = 0.25


def share(budget: float, waited: float, behind: int, slots: int) -> float:
    """The seconds a search may take once a worker has it: what is left of its
    ``budget`` after ``waited`` seconds in the queue, and no more than its fair part
    (at least ``LEAST_SHARE``) when ``behind`` more searches wait for the ``slots``
    workers, so that all of them are served within about one budget.

    >>> share(1.0, 0.0, 0, 2), share(1.0, 0.25, 0, 2), share(1.0, 0.0, 6, 2)
    (1.0, 0.75, 0.25)
    >>> share(1.0, 0.9, 0, 2), share(1.0, 1.5, 0, 2)
    (0.09999999999999998, 0.0)
    """
    fair = max(budget * LEAST_SHARE, budget * slots / (slots + behind))
    return max(0.0, min(budget - waited, fair))


def too_late(budget: float, waited: float) -> bool:
    """Whether a search that waited ``waited`` seconds has less than ``LEAST_SHARE`` of
    its ``budget`` left.

    >>> too_late(1.0, 0.5), too_late(1.0, 0.8)
    (False, True)
    """
    return budget - waited < budget * LEAST_SHARE


def _start_worker(threads: int) -> None:
    """In each new worker: only the cores the server leaves idle (``SCHED_IDLE``, or a
    lower priority; see the module's docstring), and DDS's share of the cores. DDS's
    threads, made later by this thread, inherit its policy. Ctrl-C at the server's
    terminal reaches the workers too: they leave it to the server, which ends them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):           # not Linux, or not allowed here
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
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
    #: a search's wall-clock budget in seconds, counted from ``since`` (``call`` then
    #: takes ``seconds=``, what is left of it: ``share``); None for other work
    budget: float | None = None
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
        #: the local workers' first tasks: the searches wait in the queue until all are
        #: done (the workers have started)
        self.starting: list[Future[Any]] = []
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
        self.starting = [executor.submit(os.getpid) for _ in range(self.workers)]
        loop = asyncio.get_running_loop()

        def started(_: Future[Any]) -> None:
            with contextlib.suppress(RuntimeError):   # the server has stopped
                loop.call_soon_threadsafe(self._dispatch)

        for future in self.starting:
            future.add_done_callback(started)

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
    async def decide(self, key: str, level: str, seed: int, view: dict[str, Any],
                     system: str = "sayc", opponents: str | None = None) -> Decision:
        """The computer's decision for a table's seat (``key`` names the table), its side
        bidding on the card ``system`` and reading the other side's calls by
        ``opponents``. A decision that fails is tried again once; failing again, the table
        gets a safe one (``safe_decision``: a claim rejected, a card by the rules of
        thumb, a pass) and the error is logged once, so that no table asks for ever."""
        if level != "beginner":
            self.warm()
        budget = search_seconds(view, level)
        try:
            return await self._decide(key, level, seed, view, budget, system, opponents)
        except Exception:
            if self.closed:
                raise
        try:                                              # once more, and no more
            return await self._decide(key, level, seed, view, budget, system, opponents)
        except Exception:
            if self.closed:
                raise
            safe = safe_decision(view)
            log.exception("table %s: the computer failed twice to decide; it plays %s "
                          "instead", key, safe.action)
            return safe

    async def _decide(self, key: str, level: str, seed: int, view: dict[str, Any],
                      budget: float | None, system: str, opponents: str | None
                      ) -> Decision:
        try:
            decision: Decision = await self.run(
                key, computer_decision, level, seed, view, system, opponents,
                quick=budget is None, budget=budget)
        except WorkerLost:
            # the table goes on: the rules of thumb answer at once
            decision = await self.run(key, computer_decision, "beginner", seed, view,
                                      system, opponents, quick=True)
        return decision

    async def run(self, key: str, call: Callable[..., R], *args: Any, quick: bool = False,
                  priority: int = TURN, budget: float | None = None) -> R:
        """``call(*args)``: at once on the quick thread, or in the queue for a worker
        (``priority`` ``TURN`` for a table's own decision, ``ASIDE`` for hints and
        analyses). A search with a ``budget`` (wall-clock seconds from now) is called with
        ``seconds=``, its ``share`` when a worker takes it. ``call`` and its arguments
        must pickle (a module's function)."""
        if self.closed:
            raise RuntimeError("the computer players have stopped")
        loop = asyncio.get_running_loop()
        if quick:
            return await loop.run_in_executor(self.quick, call, *args)
        job = _Job(priority, time.monotonic(), next(self.numbers), key, call, args,
                   loop.create_future(), budget=budget)
        heapq.heappush(self.waiting, job)
        if budget is not None:       # answered by the rules then, if still waiting
            loop.call_later(budget * (1 - LEAST_SHARE), self._dispatch)
        self._dispatch()
        result: R = await job.done
        return result

    def _dispatch(self) -> None:
        """Send the first waiting searches to the free workers (once they have started)
        with their ``share``; answer at once the searches that would come ``too_late``."""
        if self.closed:
            return
        self._shed()
        if any(not future.done() for future in self.starting):
            return
        slots = self.slots()
        while self.waiting and len(self.running) < slots:
            job = heapq.heappop(self.waiting)
            if job.done.cancelled():
                continue
            seconds = None
            if job.budget is not None:
                behind = sum(1 for j in self.waiting if j.budget is not None)
                seconds = share(job.budget, time.monotonic() - job.since, behind, slots)
            self._send(job, seconds)

    def _shed(self) -> None:
        """The searches ``too_late`` for a worker: the rules of thumb answer them now."""
        now = time.monotonic()
        late = [job for job in self.waiting if job.budget is not None
                and not job.done.cancelled() and too_late(job.budget, now - job.since)]
        if late:
            self.waiting = [job for job in self.waiting if job not in late]
            heapq.heapify(self.waiting)
            for job in late:
                self._answer_now(job)

    def _answer_now(self, job: _Job) -> None:
        """A search with no time left: the rules of thumb, on the quick thread."""
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.quick, functools.partial(
            job.call, *job.args, seconds=0.0))

        def tell(done: asyncio.Future[Any]) -> None:
            if job.done.done():
                return
            if done.cancelled():                  # the server has stopped
                job.done.cancel()
            elif done.exception() is not None:
                job.done.set_exception(done.exception())   # type: ignore[arg-type]
            else:
                job.done.set_result(done.result())

        future.add_done_callback(tell)

    def _send(self, job: _Job, seconds: float | None = None) -> None:
        self.running.add(job)
        try:
            job.sent_to = self._executor()
            timed = {} if seconds is None else {"seconds": seconds}
            future: Future[Any] = job.sent_to.submit(job.call, *job.args, **timed)
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
