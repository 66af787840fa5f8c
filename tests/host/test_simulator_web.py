"""make sim ARGS="--headless --web PORT": the simulator serves the phone companion on
127.0.0.1 from the firmware's own modules, and a script's pairing gesture pairs a tab."""

import http.client
import json
import subprocess
import sys
import time

from support.webrig import ROOT, Pairing, free_port


def test_a_tab_pairs_with_a_seat_by_the_scripts_gesture():
    port = free_port()
    sim = subprocess.Popen(
        [sys.executable, "-m", "host_tools.simulator", "--headless", "--game", "scream"]
        + ["--players", "2", "--bots", "2", "--web", str(port), "--script", "wait 4000 pair 1"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert "http://127.0.0.1:%d/" % port in sim.stdout.readline()
        for _ in range(50):  # the server listens once the line is out; the tab asks at once
            try:
                asking = Pairing(port, 1, timeout=20)
                break
            except ConnectionRefusedError:
                time.sleep(0.1)
        assert asking.status == 200, asking.error
        kind, body = asking.next_event()
        asking.close()
        assert kind == "paired", body
        token = body["token"]
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        conn.request("GET", "/api/seat/1", headers={"Authorization": "Bearer " + token})
        view = json.loads(conn.getresponse().read())
        assert view["seat"] == 1 and view["game"] == "Scream!"
    finally:
        sim.kill()
        sim.wait()
