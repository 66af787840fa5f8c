"""Random mutations of the shipped config (seeded, engines.rng.Rng): whatever the checker
accepts, the table boots and plays a few moves without a fault, saving them; whatever it
refuses, the table shows the error pattern and logs every problem by the field it names."""

from engines.rng import Rng
from hal.pixels import ORDERS
from support import table_config, table_fakes
from support.config_errors import SHIPPED_PIN, pattern_shown
from support.table_rig import Rig, fast_config

ISOLATE = True  # a process a test: each is a few dozen tables booted, on the VM's heap
TRIALS = 16
JUNK = (None, -1, "7", 2.5, True, (), [1, 2], {"a": 1})
FALLBACK_COUNT = 8  # the LEDs a bad LED_COUNT's pattern lights (table/boot.py)
MOVES = 4
# A light game of one or more players, so that every trial fits the VM's heap whatever the
# engines weigh; it plays through the lobby, the seats, a view, the saves as any game does.
GAMES = table_fakes.FixtureGames(("dice_duel",))


def _pick(rng, values):
    return values[rng.below(len(values))]


def _junk(rng):
    return _pick(rng, JUNK)


def _shipped(name):
    return getattr(table_config.make(), name)


def _ints_or_junk(*values):
    return lambda rng: _pick(rng, values) if rng.below(4) else _junk(rng)


def _led_map(name):
    """A map's mutation: two entries swapped (still fine), an entry moved (a duplicate, maybe
    off the chain), one short, one long, a list, a junk entry, or junk."""

    def mutate(rng):
        leds = list(_shipped(name))
        i = rng.below(len(leds))
        kind = rng.below(7)
        if kind == 0:
            j = rng.below(len(leds))
            leds[i], leds[j] = leds[j], leds[i]
        elif kind == 1:
            leds[i] = rng.below(130)
        elif kind == 2:
            leds.pop()
        elif kind == 3:
            leds.append(leds[0])
        elif kind == 4:
            return leds
        elif kind == 5:
            leds[i] = _junk(rng)
        else:
            return _junk(rng)
        return tuple(leds)

    return mutate


def _seats(rng):
    """1 to 7 seats of the shipped pins, a pin moved (maybe onto another, or off the board),
    a pair of three, or junk; SEAT_LEDS follows the seat count half the time."""
    seats = list(_shipped("SEAT_BUTTONS")) + [(14, 15)]
    seats = seats[: rng.below(8)]
    kind = rng.below(4)
    if seats and kind == 0:
        seat = rng.below(len(seats))
        seats[seat] = (seats[seat][0], rng.below(30))
    elif seats and kind == 1:
        seats[0] = (2, 3, 4)
    elif kind == 2:
        return _junk(rng)
    return tuple(seats)


def _seat_leds_for(seats):
    leds = _shipped("SEAT_LEDS") + (122,)
    return leds[: len(seats)] if type(seats) is tuple else leds


MUTATIONS = {
    "NEOPIXEL_PIN": lambda rng: rng.below(30) if rng.below(4) else _junk(rng),
    "COLOUR_ORDER": lambda rng: _pick(rng, ORDERS + ("RGBW", "grb", "", None, ("G", "R", "B"))),
    "LED_COUNT": _ints_or_junk(0, 1, 115, 121, 122, 123, 500, 1000, 1001),
    "BRIGHTNESS": _ints_or_junk(0, 1, 128, 255, 256),
    "MA_PER_CHANNEL": _ints_or_junk(0, 1, 20, 87, 88, 100, 101),
    "IDLE_MA_PER_LED": _ints_or_junk(0, 1, 3, 10, 11),
    "CURRENT_LIMIT_MA": _ints_or_junk(1, 122, 123, 400, 20000, 20001),
    "SEAT_BUTTONS": _seats,
    "BUTTONS_ACTIVE_LOW": lambda rng: _pick(rng, (True, False, 1, 0, None, "yes")),
    "SPACE_LEDS": _led_map("SPACE_LEDS"),
    "OWNER_LEDS": _led_map("OWNER_LEDS"),
    "MONTH_LEDS": _led_map("MONTH_LEDS"),
    "PIP_LEDS": _led_map("PIP_LEDS"),
    "SEAT_LEDS": _led_map("SEAT_LEDS"),
    "DIE_LED": _ints_or_junk(115, 0, 121, 122, 200),
    "WATCHDOG_MS": _ints_or_junk(0, 999, 1000, 8000, 8388, 8389),
    "SAVE_FOLDER": lambda rng: _pick(
        rng,
        (
            "/midway",
            "/saves/midway/",
            "/a/b/c/d",
            "midway",
            "/",
            "//",
            "/a//b",
            "/a/../b",
            "/mid way",
            "/mid:way",
            "/a\nb",
            "/\u00fcber",
            3,
        ),
    ),
}
CHAIN = (
    "NEOPIXEL_PIN",
    "COLOUR_ORDER",
    "LED_COUNT",
    "BRIGHTNESS",
    "MA_PER_CHANNEL",
    "IDLE_MA_PER_LED",
    "CURRENT_LIMIT_MA",
)
SEATS = ("SEAT_BUTTONS", "BUTTONS_ACTIVE_LOW", "SEAT_LEDS")
MAPS = ("SPACE_LEDS", "OWNER_LEDS", "MONTH_LEDS", "PIP_LEDS", "DIE_LED")
RELIABILITY = ("WATCHDOG_MS", "SAVE_FOLDER")


def _mutations(rng, names):
    """One or two of `names` changed, or now and then any field taken out."""
    changed = {}
    for _ in range(1 + rng.below(2)):
        if rng.below(10) == 0:
            changed[_pick(rng, table_config.fields())] = table_config.DELETE
            continue
        name = _pick(rng, names)
        changed[name] = MUTATIONS[name](rng)
        if name == "SEAT_BUTTONS" and rng.below(2):
            changed["SEAT_LEDS"] = _seat_leds_for(changed[name])
    return changed


class _Rig(Rig):
    """Presses as the config wires its buttons: active-high ones switch to 3V3."""

    def button_down(self, seat, button):
        if self.config.BUTTONS_ACTIVE_LOW:
            Rig.button_down(self, seat, button)
        else:
            self.machine.drive(self.pin(seat, button), 1)


def _named(errors, field):
    return any(name == field or name.startswith(field + "[") for name, _ in errors)


def _check_refused(rig, config, errors, changed):
    assert rig.counts.get("config_error", 0) == len(errors), (changed, errors)
    kept = [event["field"] for event in rig.events("config_error")]
    assert kept == [field for field, _ in errors][-len(kept) :], (changed, kept)
    known = table_config.fields()
    for field, _ in errors:
        assert field.split("[")[0] in known, (changed, field)
    pin = SHIPPED_PIN if _named(errors, "NEOPIXEL_PIN") else config.NEOPIXEL_PIN
    order = "GRB" if _named(errors, "COLOUR_ORDER") else config.COLOUR_ORDER
    count = FALLBACK_COUNT if _named(errors, "LED_COUNT") else config.LED_COUNT
    assert pattern_shown(rig, pin, order, count), (changed, errors)
    assert not rig.seen_event("select")


def _check_runs(rig, config, changed):
    assert not rig.seen_event("config_error"), changed
    assert rig.seen_event("select"), changed
    assert len(rig.wire) == 3 * config.LED_COUNT, changed
    if len(config.SEAT_BUTTONS) < 2:
        return  # a table of one seat: the select shows, but the game wants two players
    rig.choose_game("dice_duel")
    rig.join(humans=(0,), bots=(1,))
    rig.play_until(lambda r: r.counts.get("action", 0) >= MOVES, limit_ms=600000)
    assert not rig.seen_event("fault"), changed
    folder = config.SAVE_FOLDER.rstrip("/") + "/"
    assert [path for path in rig.fs.files if path.startswith(folder)], (changed, folder)


def _trials(seed, names):
    """TRIALS configs with some of `names` mutated: each accepted one runs, each refused one
    shows the error pattern; some of each."""
    rng = Rng(seed)
    accepted = refused = 0
    for _ in range(TRIALS):
        changed = _mutations(rng, names)
        config = fast_config(**changed)
        rig = _Rig(config=config, games=GAMES)
        # What table/config_check.check() found, as boot asked it: checking the config once
        # more here would load the checker again, and the VM's heap has no room for that.
        errors = rig.app.errors
        if errors:
            _check_refused(rig, config, errors, changed)
            refused += 1
        else:
            _check_runs(rig, config, changed)
            accepted += 1
    assert accepted >= 2 and refused >= 2, (accepted, refused)


def test_a_mutated_led_chain_runs_if_the_checker_accepts_it_else_shows_the_error_pattern():
    _trials(1, CHAIN)


def test_mutated_seats_run_if_the_checker_accepts_them_else_show_the_error_pattern():
    _trials(2, SEATS)


def test_a_mutated_led_map_runs_if_the_checker_accepts_it_else_shows_the_error_pattern():
    _trials(3, MAPS)


def test_a_mutated_watchdog_or_save_folder_runs_if_accepted_else_shows_the_error_pattern():
    _trials(4, RELIABILITY)


def test_any_two_mutated_fields_run_if_the_checker_accepts_them_else_show_the_error_pattern():
    _trials(5, CHAIN + SEATS + MAPS + RELIABILITY)
