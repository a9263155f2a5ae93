"""The REST surface: create tables, read a view, act, start the next deal."""
