"""Heap each part of the firmware holds once imported (MicroPython): the simulated board, the
table (boot, app, views, hal) with the engines' core, then one game's engine as the table
loads it (engines.load), each as the rise in gc.mem_alloc() after a full collection.

    micropython import_ram.py with code=<firmware or .mpy build> sim=<host_tools/virtual_board>
    game=tycoon
"""

import benchvm

ARGS = benchvm.arguments({"game": ""})

# What the table imports at boot and when a game starts, without a game's engine.
TABLE = (
    "table.boot",
    "table.app",
    "table.play",
    "hal.pixels",
    "hal.buttons",
    "hal.storage",
    "hal.watchdog",
    "hal.serial",
    "table.leds.tycoon_view",
    "table.leds.cards_view",
)

start = benchvm.heap_in_use()
benchvm.use_paths(ARGS["code"], ARGS["sim"])
import machine  # noqa: E402, F401 - the simulated board

with_sim = benchvm.heap_in_use()
for name in TABLE:
    __import__(name)
with_table = benchvm.heap_in_use()
result = {
    "ok": True,
    "simulator_bytes": with_sim - start,
    "table_bytes": with_table - with_sim,
}
if ARGS["game"]:
    import engines  # noqa: E402

    engines.load(ARGS["game"])
    result["game"] = ARGS["game"]
    result["game_bytes"] = benchvm.heap_in_use() - with_table
benchvm.emit(result)
