"""deserialize() on anything but a save: every game refuses every shape of garbage with a
ValueError that says what is wrong (the table clears a save that raises it), never with a
TypeError, a RecursionError or a MemoryError."""

import engines
from support import fixture_game
from support.expect import raises

OPENING = 12  # actions played before a game is saved, chance included


def saved_games():
    """(module, its save after a few actions, that save's parsed fields) for every game and
    the fixture; each engine is unloaded again once its turn is over."""
    for name in ("dice_duel",) + tuple(engines.NAMES):
        module = fixture_game if name == "dice_duel" else engines.load(name)
        try:
            state = module.new_game(module.GAME["min_players"])
            while state.history_length() < OPENING and not state.is_terminal():
                state.apply_action(state.legal_actions()[0])
            yield module, state.serialize(), state.history()
        finally:
            if module is not fixture_game:
                engines.unload(name)


def head(module, players=None):
    """A save's text up to its action list, for this game."""
    count = module.GAME["min_players"] if players is None else players
    return '[1, "%s", %d, [], ' % (module.GAME["name"], count)


def refused(module, garbage):
    """deserialize(garbage) raises ValueError, with a message short enough for a log line."""
    err = raises(ValueError, module.deserialize, garbage)
    message = str(err)
    assert message and len(message) < 300, message
    return message


def test_a_save_round_trips_for_every_game():
    for module, text, actions in saved_games():
        assert module.deserialize(text).history() == actions


def test_what_is_not_text_is_refused():
    for module, text, _ in saved_games():
        for garbage in (None, 0, 5, -1, 1.5, True, [], {}, text.encode(), bytearray(b"[]")):
            message = refused(module, garbage)
            assert "a saved game is text, not " in message, message
        assert "not NoneType" in refused(module, None)


def test_text_that_is_not_json_is_refused():
    for module, _, _ in saved_games():
        for garbage in ("", " ", "not json", "[1, 2", "]", "\x00", "\ud800", "é" * 500):
            assert "not a saved Midway game" in refused(module, garbage)


def test_a_save_cut_short_anywhere_is_refused():
    for module, text, _ in saved_games():
        for length in range(len(text)):
            refused(module, text[:length])


# Nestings of both kinds of bracket, as (opening, innermost value, closing).
NESTINGS = (("[", "1", "]"), ('{"a":', "1", "}"))


def nested(depth, opening, value, closing):
    return opening * depth + value + closing * depth


def nested_pieces(depth, opening, value, closing):
    """A nesting `depth` deep as a save is read off the flash, a piece at a time: deeper than
    the VM's heap could hold as one str, yet neither this test nor the reader holds it whole."""
    for _ in range(depth // 100):
        yield opening * 100
    yield value
    for _ in range(depth // 100):
        yield closing * 100


def test_deeply_nested_json_is_refused():
    for module, _, _ in saved_games():
        for nesting in NESTINGS:
            for depth in (33, 1000):
                assert "too many brackets" in refused(module, nested(depth, *nesting))
            assert "too many brackets" in refused(module, nested_pieces(4000, *nesting))
        # Options 1000 deep, in the short head that goes to the JSON parser (CPython's would
        # raise RecursionError): refused before the parser sees them.
        options = nested(1000, "[", "", "]")
        assert "too many brackets" in refused(module, head(module)[:-4] + options + ", []]")
        refused(module, head(module) + nested(1000, "[", "1", "]") + "]")


def test_json_of_the_wrong_shape_is_refused():
    for module, _, _ in saved_games():
        name = module.GAME["name"]
        for garbage in (
            "5",
            "null",
            "true",
            '"abcde"',
            '{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}',
            '[1, "%s", 2, []]' % name,
            '[1, "%s", 2, [], [], []]' % name,
            "[]",
        ):
            refused(module, garbage)


# One field of a save at a time replaced by each of these (when not what the save holds).
WRONG_VALUES = (None, True, False, -1, 0, 7, 10**30, 1.5, "x", "", "1", [], [[]], [1], {})  # type: tuple
FIELDS = ("version", "name", "players", "options", "actions")


def test_every_field_of_a_save_replaced_by_a_wrong_type_is_refused():
    import json

    for module, text, _ in saved_games():
        fields = json.loads(text)
        for index in range(len(FIELDS)):
            for value in WRONG_VALUES:
                original = fields[index]
                if type(value) is type(original) and value == original:
                    continue
                if FIELDS[index] == "actions" and value in ([], [1]):
                    continue  # a game saved before its first action, or after a legal one
                if FIELDS[index] == "players" and type(value) is int:
                    lowest, highest = module.GAME["min_players"], module.GAME["max_players"]
                    if lowest <= value <= highest:
                        continue
                garbage = fields[:index] + [value] + fields[index + 1 :]
                message = refused(module, json.dumps(garbage))
                assert "saved game" in message or "players" in message, (FIELDS[index], message)


def test_bad_options_are_refused():
    for module, _, _ in saved_games():
        name = module.GAME["name"]
        for options in ("5", '"ab"', '{"a": 1}', "[1]", "[[1, 2]]", '[["a"]]', '[["a", 1, 2]]'):
            refused(module, '[1, "%s", 2, %s, []]' % (name, options))
        refused(module, '[1, "%s", %d, [["speed", 3]], []]' % (name, module.GAME["min_players"]))


def test_an_option_given_twice_or_naming_the_player_count_is_refused_as_a_bad_save():
    for module, _, _ in saved_games():
        name = module.GAME["name"]
        count = module.GAME["min_players"]
        message = refused(module, '[1, "%s", %d, [["num_players", 2]], []]' % (name, count))
        assert "twice" in message, message
        option = module.GAME.get("option")
        if option is not None:
            twice = '[["%s", true], ["%s", false]]' % (option[0], option[0])
            assert "twice" in refused(module, '[1, "%s", %d, %s, []]' % (name, count, twice))


def test_a_save_in_a_later_format_is_told_from_a_damaged_one():
    from engines.saved import NewerSave

    for module, text, _ in saved_games():
        err = raises(NewerSave, module.deserialize, "[2" + text[2:])
        assert "later firmware" in str(err), err
        assert not isinstance(raises(ValueError, module.deserialize, "[0" + text[2:]), NewerSave)


def test_huge_numbers_anywhere_are_refused():
    for module, _, _ in saved_games():
        name = module.GAME["name"]
        for huge in ("1" + "0" * 30, "-" + "9" * 40, "9" * 5000, "1e999", "-1e999", "NaN"):
            refused(module, '[%s, "%s", 2, [], []]' % (huge, name))
            refused(module, '[1, "%s", %s, [], []]' % (name, huge))
            refused(module, head(module) + "[%s]]" % huge)


def test_actions_out_of_range_are_refused_and_the_message_names_the_step():
    for module, _, actions in saved_games():
        for bad in ("-1", "65536", "1" + "0" * 30, '"3"', "3.5", "true", "null", "[3]", "{}"):
            message = refused(module, head(module) + "[%s]]" % bad)
            assert "action #0" in message, message
        played = ", ".join([str(a) for a in actions])
        message = refused(module, head(module) + "[%s, 65535]]" % played)
        assert "action #%d" % len(actions) in message, message


def test_a_valid_head_with_illegal_actions_is_refused():
    for module, _, _ in saved_games():
        legal = module.new_game(module.GAME["min_players"]).legal_actions()
        illegal = [a for a in range(max(legal) + 2) if a not in legal][0]
        message = refused(module, head(module) + "[%d]]" % illegal)
        assert "illegal action %d" % illegal in message, message
