"""Alembic's environment: run on the connection the store hands over (never a URL from a
config file), so the same code migrates SQLite and PostgreSQL."""

from __future__ import annotations

from alembic import context

from bridgeclub.server.store.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata,
                  version_table="bc_alembic_version",
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
