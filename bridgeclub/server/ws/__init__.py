"""The websocket: one connection per seat, views and events pushed, actions taken."""
