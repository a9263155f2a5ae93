"""When a tournament closes, as a teacher says it: a time in UTC written as the
tournament keeps it (``2026-05-01T18:00``), understood from the ISO form or a few words
(``tomorrow``, ``tomorrow 18:00``, ``today 20:00``, ``in 3 days``, ``in 2 hours``).
Anything else, and a time already past, is refused with the forms that are understood:
a tournament that closes before anyone can play, or at a time nobody meant, helps no one.

>>> now = datetime(2026, 11, 28, 4, 50, tzinfo=UTC)
>>> [closing_time(t, now) for t in ("", "2026-12-01T18:00", "tomorrow", "tomorrow 18:00")]
['', '2026-12-01T18:00', '2026-11-29T04:50', '2026-11-29T18:00']
>>> closing_time("in 3 days", now), closing_time("2026-12-01 18:00", now)
('2026-12-01T04:50', '2026-12-01T18:00')
>>> closing_time("2026-11-27T18:00", now)
Traceback (most recent call last):
...
ValueError: the closing time 2026-11-27T18:00 (UTC) is past: it is 2026-11-28T04:50 UTC now
>>> closing_time("next week", now)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: not a closing time: 'next week' (say 2026-05-01T18:00 in UTC, tomorrow, ...)
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

#: How a closing time is kept (minutes, UTC).
FORMAT = "%Y-%m-%dT%H:%M"
_ISO = re.compile(r"^(\d{4}-\d\d-\d\d)[t ](\d\d?:\d\d)$")
_DAY = re.compile(r"^(today|tomorrow)(?: (?:at )?(\d\d?:\d\d))?$")
_IN = re.compile(r"^in (\d{1,3}) (minute|hour|day|week)s?$")


def closing_time(text: str, now: datetime) -> str:
    """``text`` as a closing time kept by the tournament ("" for none), after ``now``
    (see the module docstring); ``ValueError`` says why not."""
    words = " ".join(text.lower().split())
    if not words:
        return ""
    when = _understood(words, now.astimezone(UTC).replace(second=0, microsecond=0))
    if when is None:
        raise ValueError(f"not a closing time: {text.strip()!r:.40} (say 2026-05-01T18:00 "
                         "in UTC, tomorrow, tomorrow 18:00, today 20:00, in 3 days or in "
                         "2 hours)")
    kept = when.strftime(FORMAT)
    if kept <= now.astimezone(UTC).strftime(FORMAT):
        raise ValueError(f"the closing time {kept} (UTC) is past: it is "
                         f"{now.astimezone(UTC).strftime(FORMAT)} UTC now")
    return kept


def _understood(words: str, now: datetime) -> datetime | None:
    try:
        if match := _ISO.match(words):
            return datetime.strptime(f"{match[1]}T{match[2]}", FORMAT).replace(tzinfo=UTC)
        if match := _DAY.match(words):
            day = now + timedelta(days=1 if match[1] == "tomorrow" else 0)
            if match[2] is None:
                return day
            hour, minute = (int(n) for n in match[2].split(":"))
            return day.replace(hour=hour, minute=minute)
    except ValueError:          # 2026-02-30, 25:00
        return None
    if match := _IN.match(words):
        unit = {"minute": "minutes", "hour": "hours", "day": "days", "week": "weeks"}
        return now + timedelta(**{unit[match[2]]: int(match[1])})
    return None
