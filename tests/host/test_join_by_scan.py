"""Joining by a scan: the join card `make hardware` prints (host_tools/join_card.py) and the QR
code a paired phone's page shows the next player. Each code is drawn as a person sees it
(the card's SVG in Debian's Chromium, the page in the same browser) and read back by a
maintained decoder (zxing-cpp), as a phone's camera would read it."""

import io
import os
import re
import zlib
from pathlib import Path
from types import SimpleNamespace

from host_tools import hardware_pack, join_card

SHOTS = os.environ.get("MIDWAY_SCREENSHOTS")  # docs/images: the card's picture in docs/table.md
PX_PER_MM = 8  # about 200 dpi: what a phone's camera makes of a card at arm's length
# a name and password with every character the WIFI: format escapes
AWKWARD = SimpleNamespace(
    WIFI_MODE="ap", WIFI_NAME='Mid;way, "the" table', WIFI_PASSWORD="a\\b:c;d,e", WEB_PORT=80
)


def decoded(png):
    """The texts of the QR codes in a picture, top to bottom."""
    import zxingcpp
    from PIL import Image

    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))
    return [r.text for r in sorted(found, key=lambda r: r.position.top_left.y)]


def card_picture(browser, svg):
    page = browser.new_page(
        viewport={
            "width": join_card.WIDTH_MM * PX_PER_MM,
            "height": join_card.HEIGHT_MM * PX_PER_MM,
        }
    )
    page.set_content('<body style="margin:0">%s</body>' % svg)
    page.eval_on_selector(
        "svg",
        "(s, k) => { s.style.width = 63 * k + 'px'; s.style.height = 88 * k + 'px' }",
        PX_PER_MM,
    )
    png = page.screenshot()
    page.close()
    return png


def wifi_fields(text):
    """What a phone reads from a WIFI: code: its fields, each backslash escape undone."""
    assert text.startswith("WIFI:") and text.endswith(";;")
    fields, key, value, escaped = {}, None, "", False
    for char in text[5:-1]:
        if escaped:
            value, escaped = value + char, False
        elif char == "\\":
            escaped = True
        elif key is None and char == ":":
            key, value = value, ""
        elif char == ";":
            fields[key], key, value = value, None, ""
        else:
            value += char
    return fields


def test_the_cards_codes_join_the_wifi_and_open_the_page(browser):
    picture = card_picture(browser, join_card.svg(AWKWARD))
    if SHOTS:  # docs/table.md's picture of the card, for the default config in "ap"
        default = SimpleNamespace(**vars(hardware_pack.led_map.load_config()))
        default.WIFI_MODE = "ap"
        png = card_picture(browser, join_card.svg(default))
        (Path(SHOTS) / "join-card.png").write_bytes(png)
    assert decoded(picture) == [
        join_card.wifi_payload(AWKWARD.WIFI_NAME, AWKWARD.WIFI_PASSWORD),
        "http://192.168.4.1/",
    ]
    fields = wifi_fields(join_card.wifi_payload(AWKWARD.WIFI_NAME, AWKWARD.WIFI_PASSWORD))
    assert fields == {"T": "WPA", "S": AWKWARD.WIFI_NAME, "P": AWKWARD.WIFI_PASSWORD}


def test_the_card_tells_a_family_what_to_do_in_two_steps():
    words, codes = join_card.layout(AWKWARD)
    texts = [w.text for w in words]
    first, second = (
        texts.index("1. Scan to join the Wi-Fi"),
        texts.index("2. Scan to open the table"),
    )
    assert first < second and "http://192.168.4.1/" in texts
    assert "password: " + AWKWARD.WIFI_PASSWORD in texts  # for a phone that cannot scan
    # each step's words above its code, all on the card, nothing over a code
    steps = (words[first].y, words[second].y)
    for step, code in zip(steps, codes, strict=True):
        assert step < code.y and code.y + join_card.QR_MM < join_card.HEIGHT_MM
        assert code.x > 0 and code.x + join_card.QR_MM < join_card.WIDTH_MM
        for w in words:
            assert not code.y - 0.5 < w.y < code.y + join_card.QR_MM + w.size * 0.75, w.text
    assert codes[0].y + join_card.QR_MM < steps[1] - words[second].size


def test_the_pdf_prints_one_page_the_size_of_a_playing_card_the_same_every_time():
    data = join_card.pdf(AWKWARD)
    assert data == join_card.pdf(AWKWARD)
    boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
    assert [(round(float(w) / 72 * 25.4), round(float(h) / 72 * 25.4)) for w, h in boxes] == [
        (63, 88)
    ]
    svg = join_card.svg(AWKWARD)
    assert 'width="63mm" height="88mm"' in svg
    # the same words as the SVG's, in the PDF's page
    page = b"".join(
        zlib.decompress(m)
        for m in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S)
        if m[:1] == b"x"
    )
    assert b"(1. Scan to join the Wi-Fi)" in page and b"(2. Scan to open the table)" in page


def test_joining_a_home_network_the_card_opens_the_tables_name():
    home = SimpleNamespace(WIFI_MODE="join", HOSTNAME="kitchen", WEB_PORT=8080)
    assert join_card.page_url(home) == "http://kitchen.local:8080/"


def test_make_hardware_prints_the_card_for_a_table_with_phones_and_none_without(tmp_path, capsys):
    source = (hardware_pack.ROOT / "firmware" / "config.py").read_text()
    config = tmp_path / "config.py"
    config.write_text(source.replace('WIFI_MODE = "off"', 'WIFI_MODE = "ap"'))
    out = tmp_path / "hardware"
    assert hardware_pack.main(["--config", str(config), "--out", str(out)]) == 0
    assert (out / "join_card.pdf").read_bytes()[:5] == b"%PDF-"
    assert hardware_pack.main(["--config", str(config), "--out", str(out), "--check"]) == 0
    config.write_text(source)  # WIFI_MODE "off": no phones, no card
    assert hardware_pack.main(["--config", str(config), "--out", str(out), "--check"]) == 1
    assert hardware_pack.main(["--config", str(config), "--out", str(out)]) == 0
    assert 'no join card: WIFI_MODE is "off"' in capsys.readouterr().out
    assert not (out / "join_card.svg").exists() and not (out / "join_card.pdf").exists()


def test_a_paired_phones_page_shows_the_next_player_a_code_of_its_own_address(browser):
    import gzip

    from host_tools import companion_page

    page_html = gzip.decompress(companion_page.TARGET.read_bytes())
    context = browser.new_context(viewport={"width": 390, "height": 844})

    def table(route):  # the page from flash at the table's name; no table behind it
        if route.request.url == "http://midway.local/":
            route.fulfill(status=200, content_type="text/html", body=page_html)
        else:
            route.fulfill(status=404, content_type="application/json", body="{}")

    context.route("http://midway.local/**", table)
    page = context.new_page()
    page.goto("http://midway.local/")
    page.evaluate("document.getElementById('mine').hidden = false")  # as once paired
    button = page.get_by_role("button", name="Show a QR code for the next player")
    button.click()
    assert decoded(page.locator("#nextcode svg").screenshot()) == ["http://midway.local/"]
    button.click()
    assert page.locator("#nextqr").is_hidden()  # the same button puts it away
    context.close()
