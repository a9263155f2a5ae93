"""The server's store: SQLAlchemy 2 on SQLite (WAL, the default) or PostgreSQL, the same
code for both, its schema migrated by Alembic when the server starts."""

from bridgeclub.server.store.db import ActionRow, Conflict, DealRow, Stopped, Store, TableRow

__all__ = ["ActionRow", "Conflict", "DealRow", "Stopped", "Store", "TableRow"]
