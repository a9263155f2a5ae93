"""The JSON Schema of the declared views, for front ends: ``bridgeclub/view.schema.json``.

Generated from the ``TypedDict``s of ``bridgeclub.views`` by pydantic, so the types stay
the one source; the tests check that the file beside the package is up to date and that
every view of every variant validates against it. Regenerate with
``python3 -m bridgeclub.formats.view_schema``.

>>> schema = view_schema()
>>> sorted(schema["views"])[:3], "version" in schema["views"]["duplicate"]["required"]
(['bridge-for-two', 'buddy-bridge', 'chicago'], True)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from bridgeclub.views import VIEW_TYPES, EventView

SCHEMA_PATH = Path(__file__).resolve().parent.parent / "view.schema.json"


def view_schema() -> dict[str, Any]:
    """``{"views": {variant: schema}, "event": schema}``."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "bridgeclub views",
        "views": {variant: TypeAdapter(kind).json_schema()
                  for variant, kind in sorted(VIEW_TYPES.items())},
        "event": TypeAdapter(EventView).json_schema(),
    }


def schema_text() -> str:
    return json.dumps(view_schema(), indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    SCHEMA_PATH.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {SCHEMA_PATH}")
