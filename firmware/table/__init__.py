"""The table apps: button events and engine state in, LED frames and serial log lines out."""
