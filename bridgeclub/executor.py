"""One interface for batch work: here, in a local process pool, or on a Dask cluster.

Bot matches and analyses of many deals are many independent tasks. ``open_executor`` gives
a ``concurrent.futures.Executor`` for them:

- ``workers=1``: the tasks run here, one after the other (no pool; for tests and
  debugging);
- by default a local process pool with ``workers`` processes (every core);
- ``scheduler="tcp://HOST:8786"``: an existing Dask distributed cluster (``distributed``'s
  ``Client.get_executor``), for more than one machine. DDS keeps global state, so start
  its workers with one thread each (``dask worker tcp://HOST:8786 --nthreads 1``).

``run_tasks`` submits every task and yields ``(index, result)`` as each ends, so a caller
can show progress, and raises the first task's error.

>>> with open_executor(workers=1) as pool:
...     sorted(run_tasks(pool, abs, [-2, 3, -1]))
[(0, 2), (1, 3), (2, 1)]
>>> with open_executor(workers=1, scheduler="udp://nowhere") as pool:
...     pass
Traceback (most recent call last):
...
ValueError: a Dask scheduler address looks like tcp://HOST:8786, not 'udp://nowhere'
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

SCHEMES = ("tcp://", "tls://", "inproc://", "ws://", "wss://", "ucx://")


class InlineExecutor(Executor):
    """Runs each task at once, here (an executor for ``workers=1``)."""

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> Future[R]:
        future: Future[R] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to the caller by result()
            future.set_exception(error)
        return future


@contextmanager
def open_executor(workers: int | None = None, scheduler: str | None = None,
                  client: Any = None) -> Iterator[Executor]:
    """An executor for batch work (see the module docstring); closed on leaving.
    ``client``: an existing ``distributed.Client`` to use (a ``LocalCluster``'s, in tests)."""
    if scheduler is not None and not scheduler.startswith(SCHEMES):
        raise ValueError(f"a Dask scheduler address looks like tcp://HOST:8786, "
                         f"not {scheduler!r}")
    if workers is not None and workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    if client is not None or scheduler is not None:
        from distributed import Client
        own = client is None
        dask = client if client is not None else Client(  # type: ignore[no-untyped-call]
            scheduler, timeout="10s")
        try:
            yield dask.get_executor(pure=False)
        finally:
            if own:
                dask.close()
        return
    count = workers or os.cpu_count() or 1
    # spawned, not forked: a fork copies a process whose threads (DDS's solver) it lacks
    pool: Executor = InlineExecutor() if count == 1 else ProcessPoolExecutor(
        count, mp_context=multiprocessing.get_context("spawn"))
    try:
        yield pool
    finally:
        pool.shutdown(cancel_futures=True)


def run_tasks(executor: Executor, fn: Callable[[T], R], tasks: Sequence[T] | Iterable[T]
              ) -> Iterator[tuple[int, R]]:
    """Submit ``fn(task)`` for every task; yield ``(index, result)`` as each ends. Here
    (``workers=1``) each task runs when the caller asks for the next result, so the
    caller's progress shows as the work goes, not all at the end.

    >>> done = []
    >>> with open_executor(workers=1) as pool:
    ...     first = next(run_tasks(pool, done.append, ["a", "b", "c"]))
    >>> first, done
    ((0, None), ['a'])
    """
    if isinstance(executor, InlineExecutor):
        for index, task in enumerate(tasks):
            yield index, fn(task)
        return
    futures = {executor.submit(fn, task): index for index, task in enumerate(tasks)}
    for future in as_completed(futures):
        yield futures[future], future.result()
