"""The LED views: what the board shows, a frame at a time (frame, palette, each game's view
and the lobby's menu)."""
