"""Midway on the real port: `make build`'s firmware, copied as `make flash` copies it, on
MicroPython's official RPI_PICO firmware in an emulated RP2040 (host_tools/rp2emu), driven by
its pins and its USB serial in emulated time. A UF2 or bootrom that cannot be had fails here,
never skips."""

import json

import config
import pytest

import engines
from host_tools import flash
from host_tools.bench import screens as bench_screens
from host_tools.rp2emu import pico
from support import glyph_art, sim

STEP, CONFIRM = 0, 1
BOOT_MS = 5000  # emulated: the table reaches its select in about 0.6 s


class Table:
    """The emulated Pico with the reference config's seats: a seat's buttons by their GPIOs."""

    def __init__(self, files, i2c=()):
        gpios = [gpio for seat in config.SEAT_BUTTONS for gpio in seat]
        self.pico = pico.Pico(files, led_gpio=config.NEOPIXEL_PIN, pulled_up=gpios, i2c=i2c)

    def gpio(self, seat, button):
        return config.SEAT_BUTTONS[seat][button]

    def press(self, seat, button, ms=60, after=80):
        self.pico.press(self.gpio(seat, button), ms, after)

    def hold(self, seat, button):
        self.pico.press(self.gpio(seat, button), 1000, 300)

    def lines(self, ev=None, since=0):
        """The table's JSON log lines (the serial's other text left out), of one kind."""
        found = []
        for text in self.pico.log[since:].split("\n")[:-1]:  # whole lines: the last may be cut
            text = text.rstrip("\r")
            if text.startswith("{"):
                line = json.loads(text)
                if ev is None or line.get("ev") == ev:
                    found.append(line)
        return found

    def errors(self):
        return [
            line
            for line in self.lines()
            if line["ev"] in ("config_error", "boot_error", "fault", "save_error")
        ] + (["Traceback"] if "Traceback" in self.pico.log else [])

    def start_scream_park_alone(self):
        """Seat 1 alone at Scream Park (1 player, no bot: every decision is a press)."""
        self.pico.wait_for('"ev": "select"', BOOT_MS)
        while self.lines("select")[-1]["game"] != "scream_park":
            self.press(0, STEP)
        self.press(0, CONFIRM)  # take the game
        self.press(0, CONFIRM)  # seat 1 joins
        self.hold(0, CONFIRM)  # and starts it
        if not self.lines("start"):
            self.pico.wait_for('"ev": "start"', 2000)

    def close(self):
        self.pico.close()


@pytest.fixture
def table(firmware_build):
    table = Table(flash.plan(firmware_build, flash.CONFIG))
    yield table
    table.close()


def simulated_select_frames():
    """Every frame the simulated board's table sends in its first 3 s at the game select."""
    sim.install()
    import fakefs
    import simtable

    simulated = simtable.SimTable(config, fs=fakefs.FakeFlash(), pacing="table")
    seen = set()
    for _ in range(3000 // simulated.tick_ms):
        simulated.tick()
        seen.add(bytes(simulated.wire))
    return seen


def test_the_build_boots_on_the_official_firmware_to_the_game_select_with_no_error(table):
    table.pico.wait_for('"ev": "select"', BOOT_MS)
    table.pico.run(2000)
    assert [line["ev"] for line in table.lines()][:3] == ["boot", "reset", "select"]
    assert table.lines("select")[0]["game"] == "tycoon"
    assert table.errors() == []
    assert table.pico.last.watchdog  # the table's watchdog runs
    version = table.pico.exec_raw("import sys; print(sys.implementation.version)")
    assert version.strip() == "(1, 26, 1, '')"  # the official firmware's own MicroPython
    # the LED loops run as the build's native armv6m code, not the bytecode fallback
    native = (
        "from hal import pixels, pixels_viper; print(pixels._scale is pixels_viper.scale_viper)"
    )
    assert table.pico.exec_raw(native).strip() == "True"


def test_the_leds_at_the_game_select_are_the_simulators_frame_for_the_same_state(table):
    table.pico.wait_for('"ev": "select"', BOOT_MS)
    table.pico.run(3000)
    lamp_ms = 400 + 200  # table/pacing.py's lamp test, and its first frame after
    chip = [data for t_ms, data in table.pico.frames if t_ms > lamp_ms]
    assert len(chip) > 20  # a frame every 40 ms
    assert all(len(data) == config.LED_COUNT * 3 for data in chip)
    simulated = simulated_select_frames()
    assert set(chip) <= simulated
    lit = [led for led in range(config.LED_COUNT) if any(chip[-1][3 * led : 3 * led + 3])]
    assert lit  # not a dark board: the select shows the game's colour at every seat


def test_a_whole_game_plays_to_game_over_by_pin_presses(table):
    table.start_scream_park_alone()
    for _ in range(500):
        if '"ev": "over"' in table.pico.log:
            break
        table.press(0, CONFIRM)  # takes the highlighted choice whenever seat 1 decides
    over = table.lines("over")
    assert over and len(over[0]["scores"]) == 1
    assert len(table.lines("action")) > 100  # a whole game, not a game abandoned
    assert table.errors() == []
    table.press(0, CONFIRM)  # GAME OVER: a press goes back to the select
    table.pico.run(500)
    assert table.lines("select")[-1]["game"] == "scream_park"


def test_a_power_cut_after_a_save_resumes_the_game_at_its_last_action(table):
    table.start_scream_park_alone()
    for _ in range(12):
        table.press(0, CONFIRM)
    table.pico.run(1500)  # the last action's save is on the flash
    done = table.lines("action")[-1]["n"]
    saved = table.pico.files()
    assert any(name.startswith("midway/") for name in saved), sorted(saved)
    before = len(table.pico.log)
    table.pico.cut_power()
    table.pico.wait_for('"ev": "resume"', BOOT_MS)
    table.pico.run(200)  # the rest of that line: the serial may stop in the middle of it
    resumed = table.lines("resume", since=before)[0]
    assert resumed["n"] == done
    assert resumed["game"] == "scream_park"
    assert table.errors() == []
    table.press(0, CONFIRM)  # and play goes on from there
    table.pico.run(1500)
    assert table.lines("action", since=before)[-1]["n"] > done


@pytest.mark.parametrize("after_ms", [0, 1000])  # as the table starts, and in its loop
def test_ctrl_c_on_the_usb_serial_stops_the_table_with_no_watchdog_reset(table, after_ms):
    table.pico.wait_for('"ev": "select"', BOOT_MS)
    table.pico.run(after_ms)
    assert table.pico.last.watchdog
    table.pico.send("\r\x03\x03")  # as mpremote sends it
    table.pico.wait_for('"ev": "stopped"', 2000)
    table.pico.run(20000)  # 20 emulated s: past the 8 s watchdog, had it been left running
    assert not table.pico.last.watchdog
    assert [e for e in table.pico.events if e["what"] in ("watchdog_reset", "reset")] == []
    assert table.pico.exec_raw("print(6 * 7)").strip() == "42"  # the REPL is the tool's


def _config(tmp_path, change):
    """The shipped config with one line added at its end (the later assignment wins)."""
    text = flash.CONFIG.read_text() + "\n" + change + "\n"
    path = tmp_path / "config.py"
    path.write_text(text)
    return path


def _blinks_the_error_pattern(frames):
    """Some frame shows LEDs only red or dark, both, as the error pattern blinks (GRB)."""
    for _, data in frames[-10:]:
        leds = [(data[i + 1], data[i], data[i + 2]) for i in range(0, len(data) - 2, 3)]
        reds = sum(1 for r, g, b in leds if r and not g and not b)
        darks = sum(1 for led in leds if led == (0, 0, 0))
        if reds and darks and reds + darks == len(leds):
            return True
    return False


@pytest.mark.parametrize(
    "change, field",
    [
        ("import sys\nsys.exit(1)", "config.py"),  # a config that ends the program
        ("SAVE_FOLDER = '/' + 'm' * 256", "SAVE_FOLDER"),  # a name LittleFS cannot take
    ],
)
def test_a_bad_config_on_the_chip_blinks_the_error_pattern_and_names_the_field(
    firmware_build, tmp_path, change, field
):
    files = flash.plan(firmware_build, _config(tmp_path, change))
    table = Table(files)
    try:
        table.pico.wait_for('"ev": "config_error"', BOOT_MS)
        table.pico.run(1500)
        errors = table.lines("config_error")
        assert errors[0]["field"] == field, errors
        assert _blinks_the_error_pattern(table.pico.frames)
        assert not table.pico.last.watchdog  # no reset loop while the pattern shows
        assert "Traceback" not in table.pico.log
    finally:
        table.close()


def test_a_module_missing_from_the_copy_shows_the_error_pattern_and_a_boot_error(
    firmware_build,
):
    files = [f for f in flash.plan(firmware_build, flash.CONFIG) if "config_check" not in f[1]]
    table = Table(files)
    try:
        table.pico.wait_for('"ev": "boot_error"', BOOT_MS)
        table.pico.run(1500)
        assert "config_check" in table.lines("boot_error")[0]["text"]
        assert _blinks_the_error_pattern(table.pico.frames)
        assert not table.pico.last.watchdog
    finally:
        table.close()


def test_a_save_from_a_later_firmware_is_kept_aside_on_the_flash_not_deleted(
    firmware_build, tmp_path
):
    body = b"a game in a format this firmware does not know"
    later = b"MIDWAY-SAVE 2 %d 00000000\n" % len(body) + body  # hal/storage.py's header
    (tmp_path / "game").write_bytes(later)
    files = flash.plan(firmware_build, flash.CONFIG) + [(tmp_path / "game", "midway/game")]
    table = Table(files)
    try:
        table.pico.wait_for('"ev": "save_kept"', BOOT_MS)
        table.pico.wait_for('"ev": "select"', BOOT_MS)
        assert table.pico.files()["midway/game.newer"] == later
        assert table.errors() == []
    finally:
        table.close()


ACROSS = 21  # characters across a seat's panel in our 6x8 font (table/seat/font.py)


def _font_columns(text):
    """text in our font, as it was drawn (support/glyph_art.py), as the panel's column bytes
    (MONO_VLSB: bit 0 on top), each character 5 columns and a blank one."""
    drawn = glyph_art.glyphs()
    columns = bytearray()
    for ch in text:
        columns += glyph_art.columns(drawn[ch]) + b"\x00"
    return bytes(columns)


def _shows(screen, text):
    """Whether the panel shows text in our font (as it was drawn) on one of its rows, lit on
    dark or dark on lit."""
    return bench_screens.shows(screen, _font_columns(text)[:-1])  # the last blank: row's end


def _pictures(chip, channel, since_ms, every_ms):
    """(t_ms, the panel's lines then) every every_ms from since_ms, the screen behind channel
    fed its transactions in order: what a player watching it saw."""
    from host_tools.virtual_board.ssd1306_wire import Controller

    screen = Controller()
    t_ms = since_ms
    for transaction in chip.transactions:
        while transaction.end_ms > t_ms:
            yield t_ms, screen
            t_ms += every_ms
        if channel in transaction.channels:
            screen.write(transaction.data)
    yield t_ms, screen


def _readable(chip, channel, text, since_ms, every_ms=100):
    """Whether text could be read whole on the panel since since_ms: at once if it fits, else
    its start at one moment and its end at another (a row scrolled sideways)."""
    parts = {text[:ACROSS], text[-ACROSS:]}
    for _, screen in _pictures(chip, channel, since_ms, every_ms):
        parts = {part for part in parts if not _shows(screen, part)}
        if not parts:
            return True
    return False


def _shown_at(chip, channel, text, since_ms):
    """When (emulated ms) the panel behind channel first showed text after since_ms: the end
    of the transaction that completed it; None if it never did."""
    return bench_screens.shown_at(chip, channel, _font_columns(text)[:-1], since_ms)


def test_six_seat_screens_show_the_select_and_a_step_within_250_ms_the_leds_within_50(
    firmware_build, tmp_path
):
    # The reference wiring, every screen present (one missing: test_table_boot_screens.py).
    files = flash.plan(firmware_build, _config(tmp_path, "SEAT_SCREENS = (0, 1, 2, 3, 4, 5)"))
    assert "lib/ssd1306.mpy" in [device for _, device in files]  # as `make flash` copies it
    wired = pico.Wiring(bus=0, mux=0x70, address=0x3C, channels=(0, 1, 2, 3, 4, 5))
    table = Table(files, i2c=[wired])
    try:
        table.pico.wait_for('"ev": "select"', BOOT_MS)
        select_ms = table.pico.last.t_ms
        for _ in range(4):  # a second at a time: the emulator keeps the last 64 LED frames
            table.pico.run(1000)
        assert table.lines("screen") == [] and table.errors() == []

        # Every seat's screen shows the select; seat 1's the game's name, whole in a row.
        for channel in wired.channels:
            assert _shows(table.pico.screen(channel), "Choose a game"), channel
        title = engines.game(table.lines("select")[-1]["game"])["title"]
        assert len(title) == ACROSS and _readable(table.pico, 0, title, select_ms)

        # The LEDs: the simulator's select frames, at their rate, screens or none.
        lamp_ms = 400 + 200  # table/pacing.py's lamp test, and its first frame after
        chip = [data for t_ms, data in table.pico.frames if t_ms > lamp_ms]
        times = [t_ms for t_ms, data in table.pico.frames if t_ms > lamp_ms]
        select = simulated_select_frames()
        assert len(chip) > 60 and set(chip) <= select
        # a frame every 40 ms, a step of the table late at most, the screens' work or none
        # (the emulator keeps a run's last 64 frames: a run's start can be missing)
        gaps = sorted(b - a for a, b in zip(times[:-1], times[1:], strict=True))
        assert gaps[len(gaps) * 9 // 10] < 50, gaps

        # A press: the next game on the LEDs within 50 ms, on every screen within 250 ms.
        shown = len(table.pico.frames)
        table.pico.pin(table.gpio(0, STEP), False)
        pressed_ms = table.pico.last.t_ms
        table.pico.run(60)
        table.pico.pin(table.gpio(0, STEP), True)
        table.pico.run(440)
        after = [t_ms for t_ms, data in table.pico.frames[shown:] if data not in select]
        following = engines.game(table.lines("select")[-1]["game"])["title"]
        assert following != title
        screens = [_shown_at(table.pico, c, following[:ACROSS], pressed_ms) for c in range(6)]
        figures = "press to LED %.1f ms; to screens %s" % (
            after[0] - pressed_ms if after else -1,
            ", ".join("%.1f" % (t - pressed_ms) if t else "never" for t in screens),
        )
        print(figures)  # the figures, for the record (pytest -s)
        assert after and after[0] - pressed_ms < 50, figures
        assert all(t is not None and t - pressed_ms < 250 for t in screens), figures
    finally:
        table.close()
