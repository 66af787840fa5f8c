"""The modules the table loads, and lets go, by name at run time, in one place: no import
hides in a string elsewhere. Every one points down the rooms (the loop at the top of
table/, then leds/, seat/ and web/), never back up: none imports the module that loads it."""

LOBBY = "table.lobby"  # the game select and the join, while no game is in play
MENU_VIEW = "table.leds.menu_view"  # the lobby's LEDs
BETWEEN = "table.seat.between"  # the seat views with no game in play (table/seat/private.py)
RESUME = "table.resume"  # at boot only: a saved game's return
TROUBLE = "table.trouble"  # a fault's screen and record, when one comes
REPLAY = "engines.replay"  # a save's reader, while a save is read
RECORDS = "table.records"  # the records of finished games: at boot, and as a game is left
UNDO = "engines.undo"  # the judge of taking back, while people play a game (table/play.py)
TAKE_BACK = "table.take_back"  # the seats' taking back, while people play a game
UNDO_CUE = "table.leds.undo_cue"  # taking back on the LEDs, while people play a game
SCREENS = "hal.screens"  # the seat screens (table/boot.py), let go if none can start
TYCOON_BOARD = "engines.tycoon_data"  # the board the LED map must cover, at boot (config_check)
VIEWS = "table.leds."  # a game's LEDs: VIEWS + its facts' "view" + VIEW ("tycoon", "cards")
VIEW = "_view"
WORDING = "table.seat."  # a game's seat wording: WORDING + the game's name, if it has one
DRAWN = "_drawn"  # and its drawing for the phone's page: WORDING + the game's name + DRAWN
SCREEN = "_screen"  # and its compact form for a seat's screen: WORDING + the game's name + SCREEN
SEAT_SCREENS = "table.seat.screens"  # the seats' screens' updates, on a table with screens
