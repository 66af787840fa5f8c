"""The table's App on hal stand-ins (support/table_fakes.py) and a fake clock that the test
moves 5 ms a step, for the tests that read what a seat sees (no flash, no simulated pins).
Under CPython and the MicroPython VM alike."""

import gc

import engines
from support import table_config, table_fakes
from support.table_fakes import PRESS
from table.app import App


def app_on_a_fake_clock(seed, games=engines, log=None, storage=None):
    """A new App, every game an earlier test left loaded unloaded first (its heap comes
    back), its pacing at 1 ms, run 50 ms. Returns (app, run, press): run(ms=50) moves the
    clock and steps the app, press(button, kind=PRESS) pushes a button event and runs.
    storage: a flash stand-in (table_fakes.Storage) for a test that boots again from it."""
    for name in engines.NAMES:
        engines.unload(name)
    gc.collect()
    app = App(
        table_config.make(),
        table_fakes.Pixels(200),
        table_fakes.Buttons(12),
        storage,  # None, no flash, for most: these tests are about what a seat sees
        write_line=log,
        seed=seed,
        board=table_config.BOARD,
        games=games,
    )
    app.pacing.bot_ms = app.pacing.chance_ms = app.pacing.lamp_ms = 1
    clock = [0]

    def run(ms=50):
        for _ in range(ms // 5):
            clock[0] += 5
            app.step(clock[0])

    def press(button, kind=PRESS):
        app.buttons.push(button, kind)
        run()

    run()
    return app, run, press
