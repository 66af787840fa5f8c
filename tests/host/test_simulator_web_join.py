"""make sim ARGS="--web PORT": the address is printed with its QR code, which a phone's camera
reads (zxing-cpp here), and a headless table goes on serving the phones once the game is
over, so every tab shows GAME OVER, until the simulator is stopped."""

import http.client
import io
import json
import threading

from host_tools.simulator import options, pico, web
from support.webrig import free_port

# segno's half blocks: (top module light, bottom module light) of each character
HALVES = {"█": (1, 1), "▀": (1, 0), "▄": (0, 1), " ": (0, 0)}


def picture(text, scale=6):
    """A terminal's QR code as a PNG, light modules white, as the terminal shows it."""
    from PIL import Image

    rows = []
    for line in text.splitlines():
        pairs = [HALVES[char] for char in line]
        rows += [[top for top, _ in pairs], [bottom for _, bottom in pairs]]
    image = Image.new("L", (len(rows[0]), len(rows)))
    image.putdata([255 * light for row in rows for light in row])
    image = image.resize((image.width * scale, image.height * scale), Image.NEAREST)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def test_the_address_is_printed_with_a_qr_code_a_phone_reads():
    import zxingcpp
    from PIL import Image

    out = io.StringIO()
    port = free_port()
    table = pico.boot_table(seed=1, pacing="fast")
    server = web.start(table, port, out)
    server.close()
    lines = out.getvalue().splitlines()
    url = "http://127.0.0.1:%d/" % port
    assert url in lines[0]
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(picture("\n".join(lines[1:])))))
    assert [r.text for r in found] == [url]


class _Screen(io.StringIO):
    """The simulator's output: once it says GAME OVER, `then` runs beside it."""

    def __init__(self, then):
        super().__init__()
        self.then = then

    def write(self, text):
        if "GAME OVER" in text:
            threading.Thread(target=self.then).start()
        return super().write(text)


def test_headless_web_serves_the_phones_after_game_over_until_it_is_stopped(monkeypatch):
    monkeypatch.setattr(web, "SERVE_MS", 0)  # the table at the host's speed, not in real time
    port = free_port()
    args = options.parser().parse_args(
        ["--headless", "--game", "scream", "--players", "2", "--bots", "1,2", "--web", str(port)]
    )
    table = pico.boot_table(seed=3, pacing="fast")
    seen = {}

    def phone():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        conn.request("GET", "/api/table")
        seen["view"] = json.loads(conn.getresponse().read())

    tick = table.tick

    def tick_until_stopped():
        if "view" in seen:  # a phone has seen the end: Ctrl-C
            raise KeyboardInterrupt
        tick()

    monkeypatch.setattr(table, "tick", tick_until_stopped)

    screen = _Screen(phone)
    assert web.headless(table, options.plan(args), port, 3, out=screen) == 0
    assert "final scores:" in screen.getvalue()
    assert seen["view"]["mode"] == "over"
