"""The seat view: what one seat alone may know, in the game's own words, for a front end.

    model(app, seat)     a JSON-ready dict, the interface every front end reads (the
                         simulator's private panel; the phone companion serves it as is)
    build(app, seat, out)  the same, made into `out` in slices (a server between the
                         table's steps)
    table(app, out)      the public view, anyone's, for the onlookers' page
Parts of it load only when asked: table/seat/between.py makes the views with no game in
play (the select, the join, a config error, a game set aside), table/seat/drawing.py a
page's rows and picks, so that a seat's screen holds the least (table/seat/text.py makes
a model text lines for a terminal).

The model's keys, exactly these:
    "seat"         int: the seat, counted from 1
    "mode"         "error" | "select" | "join" | "play" | "over" | "aside"
    "game"         str: the game's title; None when no game is shown or played
    "headline"     str: whose turn and what they decide ("Your turn: where does the orange
                   guest go?", "Seat 3 (hard bot) is bidding"), or what the buttons do now
    "sections"     [{"title": str, "lines": [str]}]: your hand and the cards you know, then
                   what the whole table sees, in names, never codes
    "choices"      [str]: this seat's choices now, in words; [] when it has none
    "highlighted"  int: the choice the seat's step button points at; -1 if none
    "deciding"     bool: this seat chooses now
    "ladder"       True, when present: the choices are amounts (a bid), stepped as
                   table/picker.py's ladder; the game's section says how
    "undo"         True, when present: the seat may take back its last action now
                   (Match.take_back)
    "scores"       [{"seat": int from 1, "name": str (the seat's label: "seat 2", or the
                   name its phone gave it), "score": str, "you": bool, "bot": bool,
                   "lead": bool (leads now, or won)}]
    "events"       [str]: the last few public events (the log's texts), oldest first
With a game whose wording draws (a game in play or over), also:
    "goal"         str: how the game is won, with its rulebook section
    "rows"         [{"title": str, "who": int (the player, from 0) or str, "cards":
                   [[big, small, flags]]}]: the hand and the table drawn as cards (a
                   page draws them; flags: class names, "d" face down, "f" slid forward...)
    "picks"        [[kind, row, card]] beside "choices": which of "kinds" the choice is,
                   and the card it is about (row -1: none)
    "kinds"        [[what it does, its rulebook section]]
    "winners"      [int]: the winning seats, from 1, once the game is over

A game's model is built only from observation(player), observation(PUBLIC) and
action_to_string(action, player): a seat sees its own hand and the face-down cards it has
seen, never another seat's. The game's wording is table/seat/<game>.py (found by the game's
name; a game without one gets table/seat/generic.py's), each with:
    task(public, player, module) -> (the question the player to move answers, what the
                                     others see them doing)
    chance(public, module) -> the headline while chance moves
    sections(mine, public, me, names, module) -> {"title", "lines"} one by one, a generator
                                     (me: -1, an onlooker); None between: a pause, so
                                     that a server makes a long section in slices
    score(public, player) -> str (optional)
    choice(public, action, names, module) -> the headline while the seat's step button
                                     points at `action` ("Your bid: $1.4M ..."), or None
                                     (optional)
and its drawing for a page, table/seat/<game>_drawn.py (optional: loaded only for a view
that draws, so a seat's screen or the simulator's words never hold it), with:
    rows(mine, public, me, names, module) -> rows one by one, a generator as sections
                                     (also for the public view: me -1). A seat's
                                     rows are what it adds to the public view's: its own,
                                     and those it knows more of (a page draws the public
                                     rows whose "who" the seat's lack)
    aim(label, me, names, public, module) -> (form, who, card): a choice's kind (its words
                                     with the card left out, drawing.form) and the card it
                                     is about (who: a row's "who", None: no card; card:
                                     its index in the row, or its name, the first of it)
    explain(form, public, module) -> (what it does, rulebook section)
    GOAL                             how the game is won, with its rulebook section
where `module` is the engine the table loaded (its data's names), `names` how the seat
reads each player ("you", "seat 3").
This module and those load only when a front end asks, never on the table's own path; they
hold no engine module between calls (an engine's unload frees it).
"""

import sys

from compat import forget
from engines import NAMES
from engines.bots import LEVELS
from engines.core import TERMINAL
from table import names, reads
from table.modes import BOT, level

_DRAWN = names.DRAWN  # (named here: _game's own `names` are the players')
_SCREEN = names.SCREEN
_missing = ""  # the last game found to have no seat/<game>.py, so it is not looked for again


def model(app, seat, words=True, drawing=True, screen=False):
    """What seat `seat` (from 0) may know now, as the dict this module's docstring gives
    (words, drawing, screen: as build's)."""
    out = {}  # type: dict
    for _ in build(app, seat, out, words, drawing, screen):
        pass
    return out


def build(app, seat, out, words=True, drawing=True, screen=False):
    """The same model, made in slices: a generator that fills `out` and yields None between
    its costly parts (each observation, the scores, the sections, the choices). A server
    that must not hold the table's loop (table/web/companion.py) lets the table step between two
    slices, and asks again if the game moved on meanwhile (table/reads.py: moment). words
    False: a game drawn in rows gets no sections (a page that draws has no use for them,
    and a phone's view is half the size without them). drawing False: no rows, picks,
    kinds nor goal (a seat's screen shows the words alone, table/seat/screen.py). screen
    True: what a seat's 21-column screen shows, the least heap: the game's sections in its
    compact form (table/seat/<game>_screen.py, when it has one) and only the highlighted
    choice's label (the others "", their count kept)."""
    mode = reads.mode_name(app)
    out.update(
        {
            "seat": seat + 1,
            "mode": mode,
            "game": None,
            "headline": "",
            "sections": [],
            "choices": [],
            "highlighted": -1,
            "deciding": False,
            "scores": [],
            "events": [] if screen else app.log.recent(),  # a screen has no room for them
        }
    )
    yield  # the observations to come are the longest slices: each on its own
    match = app.match
    if match is not None and mode != "error" and mode != "aside":
        yield from _game(out, app, match, seat, words, drawing, screen)
    else:
        from table.seat import between  # let go with the lobby's code (names.BETWEEN)

        between.model(out, app, mode, seat)


def _section(title, lines):
    return {"title": title, "lines": lines}


def _level(kind):
    """A bot seat's level in words ("hard")."""
    return LEVELS[level(kind)]


# ---- a game ---------------------------------------------------------------------------------


def wording(name, part=""):
    """The module table.seat.<name> (part names.DRAWN: its drawing for the page,
    table.seat.<name>_drawn; names.SCREEN: its compact form for a seat's screen,
    table.seat.<name>_screen), or None when the game has none of its own."""
    global _missing
    full = names.WORDING + name + part
    found = sys.modules.get(full)
    if found is not None or full == _missing:
        return found
    for game in NAMES:
        if game != name:  # the last game's wording: one game's in the heap at a time
            forget(names.WORDING + game + names.DRAWN)
            forget(names.WORDING + game + names.SCREEN)
            forget(names.WORDING + game)
    try:
        __import__(full)
    except ImportError:
        _missing = full
        return None
    return sys.modules[full]


def _game(out, app, match, seat, said=True, drawing=True, screen=False):
    state = match.state
    seat_of = match.seat_of
    me = match.player_at(seat)
    words = wording(match.name)
    compact = wording(match.name, _SCREEN) if screen and words is not None else None
    # a page's drawing, loaded before the view's parts are made (a screen never loads it)
    drawn = wording(match.name, _DRAWN) if drawing and words is not None else None
    if drawn is not None:
        from table.seat import drawing as page  # used only where drawn is not None
    # a screen, the least heap: a player's own observation holds all the public one does
    public = None if screen and me >= 0 else reads.public(app)
    yield
    mine = public
    if me >= 0:
        mine = state.observation(me)
        if public is None:
            public = mine
        yield
    names = ["you" if seat_of[p] == seat else match.names[p] for p in range(len(seat_of))]
    out["game"] = reads.title(app)
    out["scores"] = _scores(app, match, public, seat, words)
    yield
    sections = out["sections"]
    if me < 0 and (said or drawn is None):
        sections.append(_section("You", ["seat %d: not playing, watching" % (seat + 1)]))
    if drawn is not None and not said:
        made = []  # type: list
    elif compact is not None:
        made = compact.sections(mine, public, me, names, match.module)
    elif words is not None:
        made = words.sections(mine, public, me, names, match.module)
    else:
        from table.seat import generic  # a game without its own wording: none of ours

        made = generic.sections(mine, me, names)
    for section in made:  # a game's wording makes its sections one at a time
        if section is not None:  # None: a pause within a long section
            sections.append(section)
        yield
    rows = []  # type: list
    if drawn is not None and (me >= 0 or said):  # a seat not playing: the public view draws it
        yield from page.drawn_rows(out, drawn, mine, public, me, names, match.module, rows)
    if reads.mode_name(app) == "over":
        winners = state.winners()
        out["headline"] = _over(winners, names, out["scores"])
        out["winners"] = [seat_of[p] + 1 for p in winners]
        return
    asked = reads.decision(app, seat)
    if asked is not None:
        # this seat's choices, named as it reads them, a few labels a slice (a Tycoon bid
        # or a Scream Machine turn offers dozens)
        actions, index, zero = asked
        choices = [""] * len(actions)
        aim = drawn.aim if drawn is not None else None
        picks = [None] * len(actions)  # type: list
        forms = []  # type: list
        for i in range(len(actions)):
            if screen and i != index:
                continue  # a screen shows the highlighted choice alone
            choices[i] = _as_choice(state.action_to_string(actions[i], me, names))
            if aim is not None:
                yield  # a label, and the card it aims at, each a slice (Scream!'s: ~0.1 ms)
                picks[i] = page.pick(aim(choices[i], me, names, public, match.module), rows, forms)
            yield
        out["highlighted"] = index
        out["choices"] = choices
        if drawn is not None:
            out["picks"] = picks
            kinds = out["kinds"] = []
            for f in forms:  # a kind's words a slice: a Scream Machine turn has several
                yield
                kinds.append(list(drawn.explain(f, public, match.module)))
        out["deciding"] = True
        if match.undoable(seat):
            out["undo"] = True
        if zero >= 0:
            out["ladder"] = True  # its buttons are not text.HOW's: the game's section says them
    to_move = state.current_player()
    if to_move < 0:
        if words is None:
            out["headline"] = "The table plays chance"
        else:
            out["headline"] = words.chance(public, match.module)
        return
    yield  # the headline's words a slice of their own
    task = ("your move?", "deciding")
    if words is not None:
        task = words.task(public, to_move, match.module)
    if seat_of[to_move] == seat:
        out["headline"] = "Your turn: " + task[0]
        if asked is None:
            out["headline"] += " (a bot plays this seat)"
        elif hasattr(words, "choice"):
            said = words.choice(public, asked[0][asked[1]], names, match.module)
            out["headline"] = said or out["headline"]
        return
    out["headline"] = _doing(app, match, to_move, task)


def _doing(app, match, to_move, task):
    """ "Seat 3 (hard bot) is bidding": what another seat's player is doing."""
    where = match.seat_of[to_move]
    who = match.names[to_move]
    who = who[0].upper() + who[1:]
    kind = reads.kind(app, where)
    if kind >= BOT:
        who += " (%s bot)" % _level(kind)
    return "%s is %s" % (who, task[1])


def table(app, out):
    """What anyone may know of the game in play, into the public view `out` (the phone
    companion's): "headline" (who does what), "goal", "scores" (as the model's, the leader
    marked), "rows" drawn from observation(PUBLIC) alone, "winners" once it is over. A
    generator in slices, as build()."""
    match = app.match
    if match is None:
        return
    words = wording(match.name)
    state = match.state
    public = reads.public(app)
    yield
    names = list(match.names)
    out["scores"] = _scores(app, match, public, -1, words)
    yield
    drawn = wording(match.name, _DRAWN) if words is not None else None
    if drawn is not None:
        from table.seat import drawing

        yield from drawing.drawn_rows(out, drawn, public, public, -1, names, match.module, [])
    to_move = state.current_player()
    if reads.mode_name(app) == "over" or to_move == TERMINAL:
        winners = state.winners()
        out["headline"] = _over(winners, names, out["scores"])
        out["winners"] = [match.seat_of[p] + 1 for p in winners]
    elif to_move < 0:
        out["headline"] = (
            "The table plays chance" if words is None else words.chance(public, match.module)
        )
    else:
        task = (
            ("your move?", "deciding")
            if words is None
            else words.task(public, to_move, match.module)
        )
        out["headline"] = _doing(app, match, to_move, task)


def _as_choice(label):
    """A label the deciding seat reads as a choice: its own name ("you ...") left out."""
    if label.startswith("you "):
        label = label[4:]
    return label[:1].upper() + label[1:].replace("you's", "your")


def _scores(app, match, public, seat, words):
    key = match.facts["scores"]
    values = public.get(key) if key else None
    best = None  # the leading score, when the scores differ
    if values:
        best = min(values) if match.facts["low_score_wins"] else max(values)
        if min(values) == max(values):
            best = None
    over = match.state.current_player() == TERMINAL
    winners = match.state.winners() if over else ()
    out = []
    for p in range(len(match.seat_of)):
        where = match.seat_of[p]
        if words is not None and hasattr(words, "score"):
            text = words.score(public, p)
        else:
            text = "?" if values is None else str(values[p])
        out.append(
            {
                "seat": where + 1,
                "name": match.names[p],
                "score": text,
                "you": where == seat,
                "bot": reads.kind(app, where) >= BOT,
                "lead": p in winners if over else values is not None and values[p] == best,
            }
        )
    return out


def _over(winners, names, scores):
    """The game-over headline: who won, and every final score."""
    final = "; ".join(["%s %s" % (names[p], scores[p]["score"]) for p in range(len(names))])
    if not winners:
        return "Game over: nobody wins (%s)" % final
    if len(winners) == 1:
        if names[winners[0]] == "you":
            return "Game over: you win! (%s)" % final
        return "Game over: %s wins (%s)" % (names[winners[0]], final)
    return "Game over: %s share the win (%s)" % (" and ".join([names[p] for p in winners]), final)
