"""The bridgeclub server: tables of every variant played in the browser.

``bridgeclub serve`` runs it (FastAPI on uvicorn): REST and one websocket per seat (the
protocol is ``docs/protocol.md``), a store of every table's action log (SQLite by default,
PostgreSQL by URL), computer players driven by the server, and Redis pub/sub between
processes when more than one serves the same tables. Every frame a seat gets is built from
that seat's view and events and the match's public standing, never from the deal.
"""
