"""The phone companion: phones paired to seats at the seat itself, each shown its seat's view
live, and a public page for onlookers, served by table/web/http.py inside the table's own loop.

Pairing: a phone asks for a seat (POST /api/pair?seat=N) and is told a code, two d6 faces;
the table shows the same two faces on its pip display while that seat's LED lights, and the
seat's player, seeing they match, holds the seat's step button and presses its confirm (a
gesture no move uses) within PAIR_MS. Only then is that phone, and only it, given a 128-bit
token from os.urandom. A second phone asking for the same seat meanwhile makes the table
refuse both, so a stranger's request can never be confirmed by mistake for the owner's; a
request whose connection closes ends at once. One phone per seat: pairing again (by the same
gesture) revokes the old token. Only a person's seat in the game in play can be paired
(never a bot's). The token goes to that phone alone: never to the log, never into a public
answer.

Paths (seats counted 1-6 as people count them):
  GET  /                        the page (gzipped, streamed from flash)
  GET  /api/table               the public view: the LEDs' colours, the round, dice, scores,
                                the game drawn as anyone may see it (table/seat/private.table)
  GET  /api/table/events        the same, pushed as Server-Sent Events when it changes
  GET  /api/standings           the table's standings from its records (table/standings.py)
  POST /api/pair?seat=N         Server-Sent Events: "code" {"seat", "code": [a, b], "seconds"}
                                at once, then "paired" {"seat", "token"} after the gesture,
                                or "refused" {"error"} (two phones at once, none in time)
  GET  /api/seat/N              the seat's view (table/seat/private.py), with its token
  GET  /api/seat/N/events       the same, pushed when it changes, and the public view too
                                (as "table" events): a paired phone holds one connection
  POST /api/seat/N/choose?i=K&n=H  take choice K of the decision at action H (as a confirm
                                press would); 409 when that decision is no longer open
  POST /api/seat/N/undo?n=H     take back the seat's last action, at action H (as its step
                                held on would: Match.take_back); 409 with why when not
No token: 401; another seat's token: 403. A tap goes through Match.choose, which checks it is
that seat's decision and applies it by Match.apply, as the buttons do.

The streams (the page's EventSource): every view is an event with an `id:`, a number that
grows as views are sent (from the Last-Event-ID a stream opens with, if higher); a stream
quiet for BEAT_MS sends `event: beat`, so a page knows soon when it has lost the table; every
stream starts with a fresh view at once (views are whole states: nothing is lost between
two streams). When the server has no room to hold a stream a phone (Request.hold), a stream
sends its views and ends, and the browser opens it again after `retry:` ms: a poll.
Requests with a paired phone's token, and pairings, are the players' (kind): the server
keeps their connections for them (table/web/http.py).
"""

import asyncio
import json
import os
from binascii import hexlify

from compat import const, forget
from hal.clock import ticks_add, ticks_diff, ticks_ms
from table import modes, names, reads
from table.leds import frame
from table.web import http
from table.web.http import respond, send, sleep_ms

PAIR_MS = const(60000)  # to compare the code and make the gesture at the seat
CODE_MS = const(700)  # each face of a seat's code on the pip display, then as long dark
REFUSED_MS = const(3000)  # a refused pairing: the seat's LED red this long
# Pairings waiting at once, table-wide: each holds a connection a player's phone may need, and
# a stranger could otherwise ask for every seat and hold them all (5 on a stock Pico W)
MOST_ASKING = const(2)
PUSH_MS = const(50)  # how often a live view looks for a change (pushed within 200 ms)
PUBLIC_MS = const(150)  # the public page's LEDs: no more often than this (blinks, walks)
BEAT_MS = const(1000)  # a stream quiet this long says it is still there (event: beat)
NAME_CHARS = const(12)  # the longest name a phone may give its seat (checked_name)
PAIRING_LED = 0xFFFFFF
REFUSED_LED = 0xFF0000

_JSON = "application/json"


def page_path():
    """Where the gzipped page lies: beside this module, on the Pico's flash as on a laptop."""
    try:
        here = __file__
    except NameError:  # frozen without a file name: the page is copied to table/web/ still
        return "table/web/companion.html.gz"
    cut = here.rfind("/")
    return (here[: cut + 1] if cut >= 0 else "") + "companion.html.gz"


class Companion:
    """The pairing state and the request handler; app.companion while the server runs."""

    def __init__(self, app):
        self.app = app
        count = app.seat_count
        # per seat: the paired phone's token (hex), or None
        self.tokens = [None] * count  # type: list
        self.asks = [None] * count  # type: list  # per seat: the phone waiting (an _Ask)
        self.refused = [None] * count  # type: list  # per seat: until when its LED says no
        self.page = page_path()
        self.chunk = bytearray(512)
        self.making = asyncio.Lock()  # held while a view is made: one at a time (_turn)
        # the public view's JSON, shared by every stream (public_now): made from these LEDs
        # at this moment of the table, the how-manieth made; being made. A stream keeps the
        # count it last sent, not the JSON: seven old views would crowd the heap.
        self.public_json = None  # type: bytes | None
        self.public_count = 0
        self.public_leds = bytearray(0)
        self.public_at = None  # type: tuple | None
        self.public_busy = asyncio.Lock()  # held while the public view is made
        self.last_id = 0  # the id of the last view any stream sent
        self.made_at = None  # type: tuple | None  # the signature the last seat view shows
        self.watches = []  # type: list  # the streams and pairings waiting (_Watch)
        self.watcher = None  # the task that looks for them (_watch), while any wait

    def fault(self, err):
        """A request failed inside the companion: said in the log, the table plays on."""
        self.app.log.event("fault", "phone request: %s: %s" % (type(err).__name__, err))

    # ---- the table's side: the gesture, the code on the LEDs ---------------------------------

    def gesture(self, seat, now):
        """Seat `seat` held its step and pressed confirm (App._button): pairs the phone waiting
        for that seat, if one is; True when it did."""
        ask = self.asks[seat]
        if ask is None or ticks_diff(now, ask.until) >= 0:
            return False
        self.asks[seat] = None
        token = hexlify(os.urandom(16)).decode()
        revoked = self.tokens[seat] is not None
        self.tokens[seat] = token
        ask.token = token
        text = "seat %d paired a phone" % (seat + 1)
        if revoked:
            text += "; the phone paired before is let go"
        self.app.log.event("paired", text, (("seat", seat),))
        self.app.redraw()
        return True

    def draw(self, leds_frame, now):
        """Over the view's frame (App.show): each waiting seat in turn lights its LED while the
        pip display shows its code, face by face; a refused seat's LED is red a while."""
        leds = self.app.leds
        seats = leds.seats
        asks = self.asks
        waiting = 0  # counted, not listed: this runs every frame, and allocates nothing
        for seat in range(len(asks)):
            until = self.refused[seat]
            if until is not None:
                if ticks_diff(now, until) < 0 and seat < len(seats):
                    frame.put(leds_frame, seats[seat], REFUSED_LED)
                else:
                    self.refused[seat] = None
            if asks[seat] is not None:
                waiting += 1
                if seat < len(seats):
                    frame.put(leds_frame, seats[seat], 0)
        if not waiting:
            return
        moment = (now // CODE_MS) % (3 * waiting)  # two faces, a dark gap, seat by seat
        turn = moment // 3
        for seat in range(len(asks)):
            if asks[seat] is not None:
                if not turn:
                    break
                turn -= 1
        face = asks[seat].code[moment % 3] if moment % 3 < 2 else 0
        frame.pips(leds_frame, leds, face, PAIRING_LED)
        if face and seat < len(seats):
            frame.put(leds_frame, seats[seat], PAIRING_LED)

    def pairable(self, seat):
        """Why `seat` cannot be paired now, or None when it can."""
        app = self.app
        if app.mode not in (modes.PLAY, modes.OVER):
            return "phones pair once a game has started"
        kind = reads.kind(app, seat)
        if kind >= modes.BOT:
            return "seat %d is a bot" % (seat + 1)
        if kind != modes.HUMAN:
            return "seat %d is not playing" % (seat + 1)
        return None

    def seat_of(self, token):
        """The seat a token is paired to, or -1."""
        if token is None:
            return -1
        for seat in range(len(self.tokens)):
            if self.tokens[seat] == token:
                return seat
        return -1

    # ---- what the phones read -------------------------------------------------------------------

    def public(self, out):
        """The public view into `out`: what the LEDs show and what the serial log says to
        anyone. A generator that yields between its slices (the LEDs, the observation)."""
        app = self.app
        out["mode"] = reads.mode_name(app)
        out["game"] = reads.title(app) or ""
        out["leds"] = hexlify(reads.frame(app)).decode()
        out["seats"] = len(self.tokens)
        out["paired"] = [token is not None for token in self.tokens]
        out["pairing"] = [ask is not None for ask in self.asks]
        yield
        match = app.match
        if match is not None:
            facts = match.facts
            public = reads.public(app)
            yield
            scores = public.get(facts["scores"])
            if scores is not None:
                out["scores"] = [
                    {"seat": match.seat_of[p] + 1, "score": scores[p]}
                    for p in range(len(match.seat_of))
                ]
            key = facts["round"]
            if key is not None and key in public:
                out["round"] = [key, public[key]]
                months = getattr(match.module, "MONTHS", None)
                if key == "month" and months is not None and 0 <= public[key] < len(months):
                    out["round"] = [key, months[public[key]]]
            if public.get("roll") is not None:
                out["dice"] = public["roll"]
            out["n"] = app.history_length()
            public = None
            from table.seat import private  # the game drawn for onlookers, as the seats' views

            yield from private.table(app, out)

    def layout(self):
        """Which LED is which: the board map the public page draws."""
        leds = self.app.leds
        return {
            "spaces": leds.spaces,
            "owners": leds.owners,
            "months": leds.months,
            "pips": leds.pips,
            "die": leds.die,
            "seats": leds.seats,
        }

    async def _turn(self):
        """Wait until no other view is being made, then make this one (release `making` when
        done): one view in the making at a time, so that six seats' observations are never in
        the heap together, and a press waits for one slice of one view at most, not for a
        slice of each. The others wait in the lock's queue, woken one by one, not polling."""
        await self.making.acquire()

    async def seat_data(self, seat):
        """The seat's view (table/seat/private.py, loaded only when asked) as JSON, made in slices
        with the table stepping between them: a press never waits for a whole view. A view
        the game moved on from while it was made is dropped at once and made again, so its
        choices and its "n" (the action they belong to: a tap names it) always come from one
        moment of the game (the rest of it would name the old choices, which the moved-on
        game refuses to label)."""
        from table.seat import private

        app = self.app
        while True:
            await self._turn()
            try:
                before = self.signature()
                model = {}  # type: dict
                moved = False
                for _ in private.build(app, seat, model, False):  # drawn: no sections
                    await sleep_ms(0)
                    if self.signature() != before:
                        moved = True
                        break
                if not moved:
                    model["n"] = app.history_length()
                    await sleep_ms(0)
                    made_at = before
                    pieces = []  # type: list
                    for _ in json_pieces(model, pieces):
                        await sleep_ms(0)
                    self.made_at = made_at  # read by the caller before anything else runs
                    return b"".join(pieces)
            finally:
                self.making.release()

    async def public_data(self):
        """The public view as JSON, made in slices as a seat's is."""
        await self._turn()
        try:
            view = {}  # type: dict
            for _ in self.public(view):
                await sleep_ms(0)
            pieces = []  # type: list
            for _ in json_pieces(view, pieces):  # the JSON in slices, as a seat view's is
                await sleep_ms(0)
            return b"".join(pieces)
        finally:
            self.making.release()

    async def standings_data(self):
        """The standings as JSON, a record a slice, their code loaded for the moment (and the
        records' with it: all let go after, as a module once loaded, by its __name__)."""
        from table import records_read, standings

        await self._turn()
        try:
            out = {}  # type: dict
            for _ in standings.build(reads.records(self.app), out):
                await sleep_ms(0)
            return json.dumps(out).encode()
        finally:
            self.making.release()
            forget(standings.__name__)
            forget(records_read.__name__)
            forget(names.RECORDS)

    def signature(self):
        """What every view depends on, cheaply: the table's moment (table/reads.py); a change
        here means new views. One for every seat: a seat's view is made only for its paired
        phone, and says nothing of the others' pairings."""
        return reads.moment(self.app)

    # ---- the requests ------------------------------------------------------------------------

    def kind(self, request):
        """Whose request this is, for the server's share of connections: a paired phone's
        (its token), a pairing's, or an onlooker's (the page, the public view, the rest)."""
        path = request.path
        if path == "/api/pair" or (
            path.startswith("/api/seat/") and self.seat_of(request.token) >= 0
        ):
            return http.PLAYER
        return http.ONLOOKER

    async def handle(self, request, writer):
        path = request.path
        method = request.method
        if path in CAPTIVE_PROBES:
            return await self._captive(writer)
        if path == "/" or path == "/index.html":
            if method != "GET":
                return await respond(writer, 405)
            return await self._page(writer)
        if path == "/api/table" or path == "/api/layout" or path == "/api/table/events":
            if method != "GET":
                return await respond(writer, 405)
            if path == "/api/layout":
                return await _json(writer, 200, self.layout())
            if path == "/api/table":
                return await respond(writer, 200, await self.public_data(), _JSON)
            return await self._public_stream(writer, request)
        if path == "/api/standings":
            if method != "GET":
                return await respond(writer, 405)
            return await respond(writer, 200, await self.standings_data(), _JSON)
        if path == "/api/pair":
            if method != "POST":
                return await respond(writer, 405)
            return await self._pair(request, writer)
        if path.startswith("/api/seat/"):
            return await self._seat(request, writer, path[10:])
        await respond(writer, 404)

    # ---- a phone's captive-portal check, on the table's own Wi-Fi (hal/dns.py) --------------

    home = "/"  # where the check is sent: the page's own address (online.run sets it)

    async def _captive(self, writer):
        """The check's answer: not the one that means "the internet is here" but a redirect to
        the page, which the phone then opens by itself (its Wi-Fi sign-in window)."""
        body = ('<a href="%s">Midway</a>' % self.home).encode()
        extra = "Location: %s\r\n" % self.home
        await send(writer, http.head(302, "text/html", len(body), extra) + body)

    async def _page(self, writer):
        try:
            stream = open(self.page, "rb")  # noqa: SIM115 - closed below, after its awaits
        except OSError:
            return await respond(writer, 404)
        try:
            size = stream.seek(0, 2)
            stream.seek(0)
            await send(
                writer,
                http.head(200, "text/html; charset=utf-8", size, "Content-Encoding: gzip\r\n"),
            )
            chunk = self.chunk
            view = memoryview(chunk)
            while True:
                count = stream.readinto(chunk)
                if not count:
                    break
                await send(writer, bytes(view[:count]))
        finally:
            stream.close()

    async def _pair(self, request, writer):
        seat = request.arg("seat")
        if seat is None or not 1 <= seat <= len(self.tokens):
            return await _json(writer, 404, {"error": "no such seat"})
        seat -= 1
        why = self.pairable(seat)
        if why is not None:
            return await _json(writer, 409, {"error": why})
        app = self.app
        now = app_now()
        other = self.asks[seat]
        if other is not None:
            # two phones at once: the table cannot tell its player's from a stranger's
            why = (
                "two phones asked for seat %d at once, so neither is paired: ask again, one phone"
                % (seat + 1)
            )
            other.error = why
            self.asks[seat] = None
            self.refused[seat] = ticks_add(now, REFUSED_MS)
            app.log.event("pairing", why, (("seat", seat),))
            app.redraw()
            return await _json(writer, 409, {"error": why})
        asking = 0
        for waiting in self.asks:
            if waiting is not None:
                asking += 1
        if asking >= MOST_ASKING:
            return await _json(
                writer, 409, {"error": "two phones are pairing now: ask again in a moment"}
            )
        ask = _Ask(ticks_add(now, PAIR_MS), (_face(), _face()))
        self.asks[seat] = ask
        app.log.event(
            "pairing",
            "a phone asks for seat %d: if the dice show its code, hold the seat's step and "
            "press its confirm within %d s" % (seat + 1, PAIR_MS // 1000),
            (("seat", seat),),
        )
        app.redraw()
        closes = asyncio.create_task(_closes(request.reader, ask))
        watch = self._enter(_Watch(seat, None, ask))
        try:
            await send(writer, _STREAM_HEAD)
            code = {"seat": seat + 1, "code": list(ask.code), "seconds": PAIR_MS // 1000}
            await _tell(writer, b"code", code)
            while ask.token is None and ask.error is None and not ask.closed:
                if ticks_diff(app_now(), ask.until) >= 0:
                    ask.error = "nobody made the gesture at seat %d in %d s" % (
                        seat + 1,
                        PAIR_MS // 1000,
                    )
                    break
                await watch.wait()
            if ask.token is not None:
                await _tell(writer, b"paired", {"seat": seat + 1, "token": ask.token})
            elif ask.error is not None:
                await _tell(writer, b"refused", {"error": ask.error})
        finally:
            closes.cancel()
            self._leave(watch)
            if self.asks[seat] is ask:
                self.asks[seat] = None  # the phone went away, or the time ran out
                app.redraw()

    async def _seat(self, request, writer, rest):
        number, _, action = rest.partition("/")
        seat = http.number(number, 1)
        if seat is None or not 1 <= seat <= len(self.tokens):
            return await respond(writer, 404)
        seat -= 1
        if action not in ("", "events", "choose", "name", "leave", "undo"):
            return await respond(writer, 404)
        owner = self.seat_of(request.token)
        if owner < 0:
            return await _json(writer, 401, {"error": "pair this phone first"})
        if owner != seat:
            return await _json(writer, 403, {"error": "this phone is paired to another seat"})
        if action in ("choose", "name", "leave", "undo"):
            if request.method != "POST":
                return await respond(writer, 405)
            if action == "name":
                return await self._name(request, writer, seat)
            if action == "leave":
                return await self._let_go(writer, seat)
            if action == "undo":
                return await self._undo(request, writer, seat)
            return await self._choose(request, writer, seat)
        if request.method != "GET":
            return await respond(writer, 405)
        if action == "events":
            return await self._seat_stream(writer, seat, request)
        await respond(writer, 200, await self.seat_data(seat), _JSON)

    async def _choose(self, request, writer, seat):
        app = self.app
        match = app.match
        index = request.arg("i")
        seen = request.arg("n")
        if match is None or index is None:
            return await _json(writer, 409, {"error": "no decision open"})
        if seen is not None and seen != app.history_length():
            return await _json(writer, 409, {"error": "the game moved on"})
        try:
            match.choose(seat, index, app_now())
        except ValueError as err:
            return await _json(writer, 409, {"error": str(err)})
        await _json(writer, 200, {"ok": True})

    async def _name(self, request, writer, seat):
        """The paired phone names its seat: the body, UTF-8 text (App.name_seat)."""
        try:
            name = checked_name(self.app.seat_names, seat, request.body.decode())
        except ValueError as err:  # not UTF-8 (UnicodeError is one), or a name refused
            return await _json(writer, 400, {"error": str(err) or "not a name"})
        self.app.name_seat(seat, name)
        await _json(writer, 200, {"ok": True})

    async def _let_go(self, writer, seat):
        """The paired phone's "Not my seat": its token and its seat's name go."""
        self.tokens[seat] = None
        text = "seat %d's phone let go of it" % (seat + 1)
        self.app.log.event("unpaired", text, (("seat", seat),))
        self.app.name_seat(seat, "")
        await _json(writer, 200, {"ok": True})

    async def _undo(self, request, writer, seat):
        """A paired phone's Undo, for its own seat: what the seat's step held on does."""
        app = self.app
        match = app.match
        seen = request.arg("n")
        if match is None:
            return await _json(writer, 409, {"error": "no game in play"})
        if seen is not None and seen != app.history_length():
            return await _json(writer, 409, {"error": "the game moved on"})
        why = match.take_back(seat, app_now())
        if why is not None:
            return await _json(writer, 409, {"error": why})
        await _json(writer, 200, {"ok": True})

    async def _seat_stream(self, writer, seat, request):
        """A paired phone's one connection: its seat's view when that changes, the public
        view (a "table" event) when the table does, at most every PUBLIC_MS. One connection
        a phone, not two: a Pico W's network stack keeps only so many (docs/table.md)."""
        token = request.token
        self.resume(request)
        await send(writer, _STREAM_HEAD)
        watch = self._enter(_Watch(seat, token))
        try:
            while self.tokens[seat] == token:
                if self.signature() != watch.seen:
                    data = await self.seat_data(seat)
                    # the moment the view shows: a change after it is told by the next view
                    # (the signature now could be a later moment's, whose view never came)
                    watch.seen = self.made_at
                    watch.quiet = 0
                    await _event(writer, data, self.next_id())
                    data = None  # not held through the wait, where six seats' would pile up
                if watch.waited >= PUBLIC_MS:
                    await self._send_public(writer, watch, b"event: table\n")
                if not request.hold:
                    return  # a poll: the browser asks again after BETWEEN_POLLS_MS
                await self._beat(writer, watch)
                await watch.wait()
            await send(writer, b"event: revoked\ndata: {}\n\n")
        finally:
            self._leave(watch)

    async def _public_stream(self, writer, request):
        self.resume(request)
        await send(writer, _STREAM_HEAD)
        watch = self._enter(_Watch(-1, None))
        try:
            while True:
                if watch.waited >= PUBLIC_MS:
                    await self._send_public(writer, watch, b"")
                    if not request.hold and watch.shown >= 0:
                        return
                await self._beat(writer, watch)
                await watch.wait()
        finally:
            self._leave(watch)

    async def _send_public(self, writer, watch, kind):
        """The public view to `watch`'s stream, if it has not sent this one yet."""
        public = await self.public_now()
        if self.public_count != watch.shown:
            watch.shown = self.public_count
            watch.waited = watch.quiet = 0
            await _event(writer, public, self.next_id(), kind)
        # not held through the wait: only the newest is kept

    async def _beat(self, writer, watch):
        """A stream quiet for BEAT_MS says it is still there."""
        if watch.quiet >= BEAT_MS:
            watch.quiet = 0
            await send(writer, _BEAT)

    # ---- the watcher: one task looks at the table for every waiting stream --------------------

    def _enter(self, watch):
        """`watch` waits from now on: the watcher runs while any does."""
        self.watches.append(watch)
        if self.watcher is None:
            self.watcher = asyncio.create_task(self._watch())
        return watch

    def _leave(self, watch):
        self.watches.remove(watch)

    async def _watch(self):
        """Every PUSH_MS, one look for every waiting stream and pairing (look): a press waits
        for this one task, not for each stream's own. Ends when nothing waits."""
        failing = False  # the last look failed: said once, not every PUSH_MS
        try:
            while self.watches:
                await sleep_ms(PUSH_MS)
                try:
                    self.look(PUSH_MS, app_now())
                    failing = False
                except Exception as err:  # noqa: BLE001 - said, and every stream looks itself
                    if not failing:
                        self.fault(err)  # a look that failed must not leave every phone asleep
                    failing = True
                    for watch in self.watches:
                        watch.event.set()
        finally:
            self.watcher = None

    def look(self, elapsed, now):
        """One look at the table, `elapsed` ms after the last: wakes each waiting stream that
        has a view to send or a beat due, and each pairing that ended or ran out of time."""
        moment = self.signature()
        public = self.public_json is None or self._public_stale(moment)
        for watch in self.watches:
            watch.waited += elapsed
            watch.quiet += elapsed
            ask = watch.ask
            if ask is not None:
                wake = (
                    ask.token is not None
                    or ask.error is not None
                    or ask.closed
                    or ticks_diff(now, ask.until) >= 0
                )
            else:
                wake = watch.quiet >= BEAT_MS or (
                    watch.waited >= PUBLIC_MS and (public or self.public_count != watch.shown)
                )
                seat = watch.seat
                if not wake and seat >= 0:
                    wake = self.tokens[seat] != watch.token or moment != watch.seen
            if wake:
                watch.event.set()

    def resume(self, request):
        """A stream opens: ids go on from above the last one its page saw (a table that
        restarted counts from 0 again)."""
        if request.last_id is not None and request.last_id > self.last_id:
            self.last_id = request.last_id

    def next_id(self):
        """The id of the view about to be sent."""
        self.last_id += 1
        return self.last_id

    async def public_now(self):
        """The public view's JSON as the table is now: made once for every stream that shows
        it (each onlooker's, each paired phone's), and again once the LEDs or the game have
        moved on."""
        async with self.public_busy:
            if self.public_json is None or self._public_stale(self.signature()):
                leds = reads.frame(self.app)
                if len(self.public_leds) != len(leds):
                    self.public_leds = bytearray(len(leds))
                self.public_leds[:] = leds
                self.public_at = self.signature()
                self.public_json = None  # the old one goes before the new one is made
                self.public_json = await self.public_data()
                self.public_count += 1
            return self.public_json

    def _public_stale(self, moment):
        """Whether the LEDs or the game (`moment`, its signature) have moved on from the
        public view last made."""
        return self.public_leds != reads.frame(self.app) or self.public_at != moment


# What phones fetch on joining a Wi-Fi to see whether it needs a sign-in first: Android's,
# Apple's, Windows' (and the page it then opens) and Firefox's
CAPTIVE_PROBES = (
    "/generate_204",
    "/gen_204",
    "/hotspot-detect.html",
    "/library/test/success.html",
    "/connecttest.txt",
    "/ncsi.txt",
    "/redirect",
    "/canonical.html",
    "/success.txt",
)


class _Watch:
    """A stream or a pairing waiting for the table (Companion.look): its seat (-1: the public
    view), the token it streams for, what it last showed, and the event that wakes it."""

    def __init__(self, seat, token, ask=None):
        self.seat = seat
        self.token = token
        self.ask = ask  # type: _Ask | None  # a pairing's
        self.seen = None  # type: tuple | None  # the signature of the seat view it sent last
        self.shown = -1  # the public view it sent last (its public_count)
        self.waited = PUBLIC_MS  # ms since it sent that
        self.quiet = 0  # ms since it sent anything
        self.event = asyncio.Event()

    async def wait(self):
        """Until the watcher wakes this stream."""
        await self.event.wait()
        self.event.clear()


class _Ask:
    """A phone waiting to be paired: until when, its code, and how it ended."""

    def __init__(self, until, code):
        self.until = until
        self.code = code  # two d6 faces
        self.token = None  # type: str | None  # given by the gesture
        self.error = None  # type: str | None  # refused, and why
        self.closed = False  # its connection closed


def _face():
    """A fair d6 face from os.urandom (bytes from 252 up are thrown again: 252 = 6 * 42)."""
    while True:
        byte = os.urandom(1)[0]
        if byte < 252:
            return byte % 6 + 1


async def _closes(reader, ask):
    """Marks `ask` closed when its connection does (a waiting phone sends nothing more)."""
    try:
        await reader.read(16)
    except Exception:  # noqa: BLE001, S110 - reset or cancelled: gone either way
        pass
    ask.closed = True


_STREAM_HEAD = (
    http.head(200, "text/event-stream", -1, "X-Accel-Buffering: no\r\n")
    + ("retry: %d\n\n" % http.BETWEEN_POLLS_MS).encode()
)
_BEAT = b"event: beat\ndata: {}\n\n"


def checked_name(seat_names, seat, name):
    """`name` as seat `seat` may be called, spaces around it gone; ValueError (the reason, for
    the phone) for a name that is too long, has a control character, or is another seat's
    (its name, or its "seat N"): two "Anna"s would make the log and the headlines lie."""
    name = name.strip()
    if len(name) > NAME_CHARS:
        raise ValueError("a name is at most %d characters" % NAME_CHARS)
    for ch in name:
        if ord(ch) < 32 or 127 <= ord(ch) < 160:
            raise ValueError("a name holds letters, digits, spaces and signs only")
    folded = name.lower()
    for other in range(len(seat_names)):
        taken = seat_names[other] or "seat %d" % (other + 1)
        if other != seat and folded and folded == taken.lower():
            raise ValueError("%s is another seat's name" % taken)
    return name


def json_pieces(view, pieces):
    """A view (a dict) as JSON, into `pieces` (bytes to join), a key a slice, and a list of
    dicts (the rows, the scores) a dict a slice: a drawn view's rows are its biggest part,
    and dumped at once they held the table's loop longer than any other slice of a view.
    The view empties as its JSON grows (each part let go once dumped), so the two are never
    in the heap whole together, as a view and its dump were."""
    pieces.append(b"{")
    keys = list(view)
    for k in range(len(keys)):
        value = view.pop(keys[k])
        head = ("%s%s:" % ("," if k else "", json.dumps(keys[k]))).encode()
        if type(value) is list and value and type(value[0]) is dict:
            pieces.append(head + b"[")
            for i in range(len(value)):
                if i:
                    pieces.append(b",")
                pieces.append(json.dumps(value[i]).encode())
                value[i] = None
                yield
            pieces.append(b"]")
        else:
            pieces.append(head + json.dumps(value).encode())
            yield
        value = None
    pieces.append(b"}")


def app_now():
    return ticks_ms()


async def _json(writer, status, value):
    await respond(writer, status, json.dumps(value).encode(), _JSON)


async def _tell(writer, kind, value):
    """One event of a pairing's stream (no id: it is not a view)."""
    await send(writer, b"event: " + kind + b"\ndata: " + json.dumps(value).encode() + b"\n\n")


def _event(writer, data, ident, kind=b""):
    """A view as an event with its id: send's coroutine, to await. Not a coroutine method:
    awaited by six seats' streams at once, one kept markedly more of the heap at its most
    (the bench's 32-bit VM, docs/table.md "Phones")."""
    writer.write(kind + ("id: %d\ndata: " % ident).encode())
    writer.write(data)  # not joined to the rest: a view is the biggest thing on the heap
    return send(writer, b"\n\n")
