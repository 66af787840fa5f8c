"""The screens family of make bench: what six seat screens (issue 28) cost the table.

heap     a whole game of each game at its most players with six screens, and again with
         none, on the 32-bit VM (a Pico's object sizes), Midway frozen in as a Pico with
         it in its firmware keeps it (vm/screens_heap.py): the most in use over the game,
         less the names the firmware interned and the simulated panels' own heap; the
         screens' share is the difference
bus      the bytes a page takes on the I2C wire (the simulated bus: the multiplexer's
         channel byte, the window's commands, the 128 bytes of data) and their time at
         400 kHz and 1 MHz, 9 clocks a byte with the address, start and stop
press    on the emulated Pico (the official RPI_PICO firmware in rp2040js, `make build`'s
         Midway, six screens wired): step presses at the game select, where every seat's
         view changes, each at another moment of the table's loop: the press on the GPIO
         to the first LED frame that shows it, and to the moment each seat's screen shows
         the next game's name (the transaction that completed it), in emulated time
"""

import datetime
import re
import runpy
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from host_tools.bench import paths, runner

HEAP_WHOLE_GAME = "64M"  # no collection needed (vm/benchvm.collect_at_top_only)
SCREENS = 6
_NAMES = re.compile(r"qstr pool: .*n_total_bytes=(\d+)")
RATES = (400000, 1000000)


def whole_game(form, game, players, screens, bits=32):
    """One whole game of `game` with `screens` screens: the most heap in use, and that less
    the names interned since config.py was read and the simulated panels."""
    outcome = runner.run_vm(
        form,
        "screens_heap",
        {"game": game, "players": players, "screens": screens},
        heap=HEAP_WHOLE_GAME,
        timeout=1800,
        bits=bits,
    )
    if not outcome.ok:
        raise SystemExit("screens_heap (%s, %d screens): %s" % (game, screens, outcome.error))
    names = [int(found) for found in _NAMES.findall(outcome.stdout)]
    if len(names) < 2:
        raise SystemExit("screens_heap (%d-bit): no names lines in its output" % bits)
    result = dict(outcome.result)
    result["names_bytes"] = names[-1] - names[0]
    result["frozen_in_bytes"] = (
        result["most_in_use_bytes"] - result["names_bytes"] - result["panels_bytes"]
    )
    result["seconds"] = round(outcome.seconds, 1)
    return result


def heap(frozen, extremes, jobs=2, bits=32):
    """Per game at its most players: the heap with six screens and with none, and the
    screens' share (bytes)."""
    cases = [
        (game, max(counts), screens)
        for game, counts in extremes.items()
        for screens in (0, SCREENS)
    ]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        runs = list(pool.map(lambda case: whole_game(frozen, *case, bits=bits), cases))
    rows = []
    for i in range(0, len(runs), 2):
        without, with_screens = runs[i], runs[i + 1]
        if with_screens["screens_working"] != SCREENS:
            raise SystemExit("screens_heap: %r screens answered" % with_screens["screens_working"])
        if without["last_action"] != with_screens["last_action"]:
            # the share is the difference of two runs of one game: runs that parted say nothing
            raise SystemExit("screens_heap (%s): the runs played two games" % without["game"])
        rows.append(
            {
                "game": without["game"],
                "players": without["players"],
                "without_bytes": without["frozen_in_bytes"],
                "with_bytes": with_screens["frozen_in_bytes"],
                "added_bytes": with_screens["frozen_in_bytes"] - without["frozen_in_bytes"],
                "panels_bytes": with_screens["panels_bytes"],
                "actions": with_screens["actions"],
            }
        )
    return {"bits": bits, "screens": SCREENS, "games": rows}


def bus():
    """The I2C figures of a page: its bytes on the wire, and their time at each rate."""
    # What hal/screens.py's send() writes: the multiplexer's channel byte (a transaction of
    # its own), the window (control byte 0x00 and six command bytes) and the page (control
    # byte 0x40 and 128 bytes), each transaction with its address byte, start and stop.
    transactions = ((1, "channel"), (7, "window"), (129, "page"))
    rows = []
    for rate in RATES:
        switched = sum(_us(size, rate) for size, _ in transactions)
        same = sum(_us(size, rate) for size, what in transactions if what != "channel")
        rows.append(
            {
                "hz": rate,
                "page_us": round(same),
                "page_switched_us": round(switched),
                "screen_ms": round(8 * same / 1000, 1),
                "six_screens_ms": round(6 * 8 * same / 1000, 1),
            }
        )
    return {"bytes_a_page": sum(size + 1 for size, _ in transactions), "rates": rows}


def _us(size, rate):
    """A transaction of `size` bytes after its address byte: 9 clocks a byte (8 bits and the
    acknowledge), a start and a stop (about a clock each)."""
    return ((size + 1) * 9 + 2) * 1e6 / rate


def font_columns(text):
    """`text` in the table's own font (table/seat/font.py) as a panel's column bytes, each
    character its glyph's 5 columns and a blank one (the last blank left off: it may be the
    row's end)."""
    glyphs = runpy.run_path(str(paths.FIRMWARE / "table" / "seat" / "font.py"))["GLYPHS"]
    columns = bytearray()
    for ch in text:
        at = (ord(ch) - 32) * 5
        columns += glyphs[at : at + 5] + b"\x00"
    return bytes(columns[:-1])


def shows(screen, columns):
    """Whether a panel (ssd1306_wire.Controller) shows `columns` (font_columns) on one of
    its rows, lit on dark or dark on lit (the highlighted row)."""
    dark = bytes(255 - b for b in columns)
    lines = screen.lines()
    for y in range(0, len(lines), 8):
        row = bytes(
            sum(1 << i for i in range(8) if lines[y + i][x] == "#") for x in range(len(lines[0]))
        )
        if columns in row or dark in row:
            return True
    return False


def shown_at(chip, channel, columns, since_ms):
    """When (emulated ms) the panel behind `channel` of the emulated Pico `chip` first showed
    `columns` after since_ms: the end of the transaction that completed it, or None."""
    from host_tools.virtual_board.ssd1306_wire import Controller

    screen = Controller()
    for transaction in chip.transactions[chip._powered :]:
        if channel not in transaction.channels:
            continue
        screen.write(transaction.data)
        if transaction.end_ms > since_ms and shows(screen, columns):
            return transaction.end_ms
    return None


def press(presses=6):
    """Step presses at the game select on the emulated Pico with six screens: per press the
    ms to the LEDs, and to each seat's screen."""
    from host_tools import build, catalog, flash
    from host_tools.rp2emu import pico

    config = runpy.run_path(str(paths.FIRMWARE / "config.py"))
    titles = [game["title"] for game in catalog.read()]  # the select's order
    with tempfile.TemporaryDirectory(prefix="mw-screens-") as folder:
        code = Path(folder) / "build"
        build.build(code)
        settings = Path(folder) / "config.py"
        settings.write_text(
            (paths.FIRMWARE / "config.py").read_text()
            + "\nSEAT_SCREENS = %r\n" % (tuple(range(SCREENS)),)
        )
        buttons = [gpio for seat in config["SEAT_BUTTONS"] for gpio in seat]
        step = config["SEAT_BUTTONS"][0][0]
        wired = pico.Wiring(bus=0, mux=0x70, address=0x3C, channels=tuple(range(SCREENS)))
        chip = pico.Pico(
            flash.plan(code, settings),
            led_gpio=config["NEOPIXEL_PIN"],
            pulled_up=buttons,
            i2c=[wired],
        )
        try:
            chip.wait_for('"ev": "select"', 5000)
            chip.run(2000)  # every screen drawn
            led_ms = []
            screen_ms = {seat + 1: [] for seat in range(SCREENS)}
            for i in range(presses):
                chip.run(300 + 7 * i)  # each press at another moment of the loop
                now = chip.last.t_ms
                # the select's frames for the game shown now (it blinks): the frame that
                # differs from them shows the press
                before = {data for t, data in chip.frames if t > now - 250}
                frames = len(chip.frames)
                chip.pin(step, False)
                pressed = chip.last.t_ms
                chip.run(60)
                chip.pin(step, True)
                chip.run(500)
                # the select starts at the first game: press i + 1 shows game i + 1
                columns = font_columns(titles[(i + 1) % len(titles)][:21])
                after = [t for t, data in chip.frames[frames:] if data not in before]
                if not after:
                    raise SystemExit("screens: press %d never reached the LEDs" % (i + 1))
                led_ms.append(round(after[0] - pressed, 1))
                for seat in range(SCREENS):
                    at = shown_at(chip, seat, columns, pressed)
                    if at is None:
                        raise SystemExit("screens: seat %d never showed it" % (seat + 1))
                    screen_ms[seat + 1].append(round(at - pressed, 1))
        finally:
            chip.close()
    return {
        "presses": presses,
        "led_ms": led_ms,
        "screen_ms": screen_ms,
        "how": "%d step presses at the select, each at another moment of the loop" % presses,
    }


def measure(forms, extremes, jobs=2):
    """The family's figures: the heap (frozen, 32-bit), the bus, a press (emulated)."""
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "heap": heap(forms["frozen"], extremes, jobs),
        "bus": bus(),
        "press": press(),
    }
