"""The join card of `make hardware`: a card the size of a playing card (63 x 88 mm) to print
and leave on the table, with a QR code that joins the table's Wi-Fi and one that opens the
phones' page, in words a family follows: "1. Scan to join the Wi-Fi", "2. Scan to open the
table". The same card as join_card.svg and as join_card.pdf (which prints at its size),
from one layout; the QR codes are segno's, the PDF is fpdf2's. A table without Wi-Fi
(WIFI_MODE "off") gets no card.
"""

import datetime
from dataclasses import dataclass

import segno
from fpdf import FPDF

WIDTH_MM, HEIGHT_MM = 63, 88  # a poker-size playing card
MARGIN_MM = 4
QR_MM = 27  # each code with its quiet zone: about 0.7 mm a module, easy for any phone camera
QUIET = 4  # modules of white round a code, as the QR standard asks
AP_ADDRESS = "192.168.4.1"  # a Pico W's own address on the network it opens (hal/net.py's)
FONT = "helvetica"  # the PDF's core font; the SVG names it first, with look-alikes after
SVG_FONTS = "Helvetica, Arial, sans-serif"
INK = "#000000"
LINE = "#9a9a9a"  # the card's outline: where to cut
# the card holds no date of its own, so `make hardware --check` can hold it to the config
EPOCH = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)


def wifi_payload(name, password):
    """The `WIFI:` text a phone's camera joins a WPA2 network by. Every one of \\ ; , : " in
    the name or password has a backslash before it, as the format asks (segno's helper leaves
    the comma bare)."""

    def escape(text):
        return "".join("\\" + char if char in '\\;,:"' else char for char in text)

    return "WIFI:T:WPA;S:%s;P:%s;;" % (escape(name), escape(password))


def page_url(config):
    """Where a phone on the table's Wi-Fi finds the page: the table's own address when it
    opens the network ("ap"), its HOSTNAME under mDNS when it joins one ("join")."""
    port = getattr(config, "WEB_PORT", 80)
    host = AP_ADDRESS if config.WIFI_MODE == "ap" else getattr(config, "HOSTNAME", "midway")
    if config.WIFI_MODE == "join":
        host += ".local"
    return "http://%s%s/" % (host, "" if port == 80 else ":%d" % port)


def wanted(config):
    """Whether the table has phones at all, and so a card."""
    return getattr(config, "WIFI_MODE", "off") in ("ap", "join")


@dataclass(frozen=True)
class Words:
    text: str
    y: float  # the baseline, mm from the top
    size: float  # font size in mm
    bold: bool = False


@dataclass(frozen=True)
class Code:
    payload: str
    x: float  # the quiet zone's top-left corner, mm
    y: float
    matrix: tuple  # rows of 0/1, without the quiet zone

    @property
    def module(self):
        return QR_MM / (len(self.matrix) + 2 * QUIET)


def _code(payload, y):
    qr = segno.make(payload, error="m", micro=False)
    matrix = tuple(tuple(int(bool(m)) for m in row) for row in qr.matrix)
    return Code(payload, (WIDTH_MM - QR_MM) / 2, y, matrix)


def _fitted(measure, text, y, size, bold=False):
    """Words at `size` mm, or smaller if they would not fit between the margins."""
    most = WIDTH_MM - 2 * MARGIN_MM
    width = measure(text, size, bold)
    return Words(text, y, size * min(1.0, most / width) if width else size, bold)


def layout(config):
    """(words, codes) of the card, in mm from its top-left corner."""
    measure = _Measure()
    url = page_url(config)
    wifi = wifi_payload(config.WIFI_NAME, config.WIFI_PASSWORD)
    words = [
        Words("Midway", 9.5, 6.5, True),
        Words("1. Scan to join the Wi-Fi", 15, 3.6, True),
        _fitted(measure, "Wi-Fi: %s" % config.WIFI_NAME, 45.9, 2.5),
        _fitted(measure, "password: %s" % config.WIFI_PASSWORD, 49.1, 2.5),
        Words("2. Scan to open the table", 54.3, 3.6, True),
        _fitted(measure, url, 85.4, 2.5),
    ]
    return words, (_code(wifi, 16.5), _code(url, 55.6))


class _Measure:
    """Text widths by the PDF core font's own metrics, which the SVG's fonts are close to."""

    def __init__(self):
        self.pdf = FPDF(unit="mm")

    def __call__(self, text, size_mm, bold):
        self.pdf.set_font(FONT, "B" if bold else "", size_mm / 0.3528)  # mm to points
        return self.pdf.get_string_width(text)


def _runs(row):
    """(start, length) of each run of dark modules in a row."""
    runs, start = [], None
    for x, dark in enumerate(row + (0,)):
        if dark and start is None:
            start = x
        elif not dark and start is not None:
            runs.append((start, x - start))
            start = None
    return runs


def _xml(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def svg(config, source="firmware/config.py"):
    """join_card.svg: the card at its printed size."""
    words, codes = layout(config)
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%dmm" height="%dmm" viewBox="0 0 %d %d">'
        % (WIDTH_MM, HEIGHT_MM, WIDTH_MM, HEIGHT_MM),
        "<!-- Generated from %s by host_tools/hardware_pack.py (`make hardware`): "
        "edit the config, not this file. -->" % source,
        '<rect x="0.2" y="0.2" width="%g" height="%g" rx="3" fill="#ffffff" stroke="%s" '
        'stroke-width="0.2"/>' % (WIDTH_MM - 0.4, HEIGHT_MM - 0.4, LINE),
    ]
    for w in words:
        out.append(
            '<text x="%g" y="%g" font-family="%s" font-size="%.2f"%s text-anchor="middle" '
            'fill="%s">%s</text>'
            % (
                WIDTH_MM / 2,
                w.y,
                SVG_FONTS,
                w.size,
                ' font-weight="bold"' if w.bold else "",
                INK,
                _xml(w.text),
            )
        )
    for code in codes:
        path = "".join(
            "M%d %dh%dv1h-%dz" % (QUIET + x, QUIET + y, n, n)
            for y, row in enumerate(code.matrix)
            for x, n in _runs(row)
        )
        out.append(
            '<g class="qr" transform="translate(%g %g) scale(%.6f)"><desc>%s</desc>'
            '<path fill="%s" d="%s"/></g>'
            % (code.x, code.y, code.module, _xml(code.payload), INK, path)
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def pdf(config):
    """join_card.pdf: one page of the card's size, the same layout; the same bytes every
    time."""
    words, codes = layout(config)
    doc = FPDF(unit="mm", format=(WIDTH_MM, HEIGHT_MM))
    doc.set_creation_date(EPOCH)
    doc.set_title("Midway: join the table")
    doc.set_auto_page_break(False)
    doc.set_margin(0)
    doc.add_page()
    doc.set_draw_color(0x9A)
    doc.set_line_width(0.2)
    doc.rect(0.2, 0.2, WIDTH_MM - 0.4, HEIGHT_MM - 0.4, round_corners=True, corner_radius=3)
    doc.set_text_color(0)
    for w in words:
        doc.set_font(FONT, "B" if w.bold else "", w.size / 0.3528)
        doc.text((WIDTH_MM - doc.get_string_width(w.text)) / 2, w.y, w.text)
    for code in codes:
        m = code.module
        # one path a code, filled at once: rows drawn as separate boxes would show hairline
        # seams between them on screen and on some printers
        left, top = code.x + QUIET * m, code.y + QUIET * m
        with doc.new_path() as path:
            path.style.fill_color = INK
            path.style.stroke_color = None
            for y, row in enumerate(code.matrix):
                for x, n in _runs(row):
                    path.rectangle(left + x * m, top + y * m, n * m, m)
    return bytes(doc.output())
