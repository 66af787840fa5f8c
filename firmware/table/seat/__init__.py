"""The seat view: what one seat alone may know, in each game's own words (private), and as
text for a terminal (text). Loaded only when a front end asks."""
