"""The phones: a small HTTP server (http), the companion's pairing and views (companion) and
the loop that runs them beside the table (online). Loaded only on a table with Wi-Fi."""
