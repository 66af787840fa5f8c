# Midway: one command per job. `make test` sets everything up from nothing (only Python 3.11
# is needed) and runs every check, under CPython and under the MicroPython VM.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
MICROPYTHON ?= $(CURDIR)/$(BIN)/micropython
export MICROPYTHON
READY := $(VENV)/.ready
STUBS := typings/.ready
# The Pico 2 W's stubs (hal/board_pico2.py), in a folder of their own: firmware/ is checked
# against each rp2 board's modules in turn
STUBS_PICO2 := typings-pico2/.ready
# The phone companion's browser tests drive Debian's Chromium (Playwright cannot fetch its own)
BROWSER := $(VENV)/.chromium
# The npm packages the host tools run under node (rp2040js, Pyodide), set up before the suites
# start side by side
NODE_READY := build/.node-ready
MIP_LIB := lib/.ready
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup test test-cpython test-cpython-host test-cpython-rules test-micropython test-pico lint typecheck soak playthroughs build build-pico2 flash clean

setup: $(READY) $(STUBS) $(STUBS_PICO2) $(BROWSER) $(NODE_READY) $(MIP_LIB)

# micropython-lib's packages the firmware runs beside its own code (the ssd1306 driver), pinned
# from PyPI into lib/ as mip puts them into a board's /lib (host_tools/micropython_lib.py)
$(MIP_LIB): host_tools/micropython_lib.py $(READY)
	$(BIN)/python -m host_tools.micropython_lib
	touch $@

$(NODE_READY): host_tools/rp2emu/node/package.json host_tools/bench/node/package.json \
		host_tools/companion/package.json $(READY)
	$(BIN)/python -m host_tools.node_packages
	touch $@

$(BROWSER):
	command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium; }
	touch $@

$(READY): requirements.txt requirements-nodeps.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps -r requirements-nodeps.txt
	touch $@

$(STUBS): requirements-stubs.txt $(READY)
	rm -rf typings
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --target typings -r requirements-stubs.txt
	touch $@

$(STUBS_PICO2): requirements-stubs-pico2.txt $(READY)
	rm -rf typings-pico2
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --target typings-pico2 -r requirements-stubs-pico2.txt
	touch $@

# The suites run two at a time, in this order, so the two cores end together: pytest's host
# tests (the longest: browsers, servers, the bench's VMs) keep one core; the VM runner, the
# emulated Pico and then pytest's engine and table tests follow one another on the other.
# Each suite's output is shown whole when it ends (-O).
test: setup lint typecheck
	@$(MAKE) --no-print-directory -j2 -O test-cpython-host test-micropython test-pico \
		test-cpython-rules

lint: setup
	@echo "== ruff: lint and format"
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: setup
	@echo "== mypy: firmware/ against the Pico's and the Pico 2 W's rp2 stubs, host code against CPython"
	$(BIN)/mypy --config-file firmware/mypy.ini firmware
	MYPYPATH=typings-pico2:firmware $(BIN)/mypy --config-file firmware/mypy.ini \
		--custom-typeshed-dir typings-pico2 --cache-dir .mypy_cache/pico2 firmware
	$(BIN)/mypy --config-file mypy-host.ini

# make test-cpython: every pytest test but the emulated Pico's, as make test runs them in two
test-cpython: test-cpython-host test-cpython-rules

test-cpython-host: setup
	@echo "== CPython: pytest, the host tools, phones and bench (tests/host)"
	$(BIN)/python -m pytest -q tests/host

test-cpython-rules: setup
	@echo "== CPython: pytest, the engines and the table (tests/engines, tests/table)"
	$(BIN)/python -m pytest -q tests/engines tests/table

# make test-pico: make build's firmware on MicroPython's official RPI_PICO firmware in an
# emulated RP2040 (host_tools/rp2emu; node and npm needed, rp2040js set up in build/rp2emu)
test-pico: setup
	@echo "== The emulated Pico: the official rp2 firmware, MicroPython 1.26.1"
	$(BIN)/python -m pytest -q tests/pico

test-micropython: setup
	@echo "== MicroPython VM: the engine and table suites, at a Pico's heap (tests/run_micropython.py)"
	$(BIN)/python tests/run_micropython.py

# make soak: the big numbers make test leaves out (hours): 100,000 random presses in the VM's
# heap, 10,000 conformance games per player count and engine, then the demo on the emulated
# Pico (the official rp2 firmware): every game to GAME OVER in one power-on, bots at every seat
soak: setup
	MIDWAY_PRESSES=100000 $(BIN)/python tests/run_micropython.py tests/table/test_table_buttons.py
	MIDWAY_GAMES=10000 $(BIN)/python -m pytest -q tests/engines/test_conformance.py
	$(BIN)/python -m host_tools.rp2emu.soak

playthroughs: setup
	$(BIN)/python host_tools/regen_playthroughs.py

# make build: for the Pico and Pico W (RP2040) into build/; make build-pico2: for the Pico 2
# and Pico 2 W (RP2350) into build-pico2/ (hal/board_<family>.py: arch, folder)
build: setup
	$(BIN)/python host_tools/build.py

build-pico2: setup
	$(BIN)/python host_tools/build.py --family pico2

# make catalog: the table's list of games (firmware/engines/catalog.py) from every engine's GAME
.PHONY: catalog
catalog: setup
	$(BIN)/python -m host_tools.catalog

# make flash [PORT=/dev/ttyACM0] [DRY_RUN=1] [CONFIG=my_config.py]: the build that fits the
# board (it says which it is): build/ for a Pico or Pico W, build-pico2/ for a Pico 2 or 2 W
flash: build build-pico2
	$(BIN)/python host_tools/flash.py $(if $(PORT),--port $(PORT)) $(if $(DRY_RUN),--dry-run) $(if $(CONFIG),--config $(CONFIG))

clean:
	rm -rf $(VENV) typings typings-pico2 build build-pico2 lib .pytest_cache .mypy_cache .ruff_cache

# make hardware: regenerate hardware/ (pinout, BOM, power, pictures, Wokwi) from firmware/config.py
# make ledcheck [PORT=/dev/ttyACM0]: light a built table's LEDs one at a time to check the map
.PHONY: hardware ledcheck
hardware: setup
	$(BIN)/python host_tools/hardware_pack.py

ledcheck: setup
	$(BIN)/python host_tools/ledcheck.py $(if $(PORT),--port $(PORT))

# make bench [BENCH_ARGS=--quick]: measure Midway against the Pico's budgets (issue 9) under the
# MicroPython VM, CPython and the official rp2 firmware on an emulated Pico; a full run writes docs/PERFORMANCE.md and bench.json (a few
# minutes), --quick or a subset (--only, --games) build/bench.json and build/PERFORMANCE.md.
# make bench-pico [PORT=/dev/ttyACM0] [BENCH_ARGS=...]: the same timing scripts on a board that
# has Midway (make flash), through mpremote; writes build/bench-pico.json, which the next
# make bench reports beside its estimates.
.PHONY: bench bench-pico
bench: setup
	$(BIN)/python -m host_tools.bench $(BENCH_ARGS)

bench-pico: setup
	$(BIN)/python -m host_tools.bench.pico $(if $(PORT),--port $(PORT)) $(BENCH_ARGS)

# make sim [ARGS="--game tycoon --players 3 --bots 2,3 --seed 7 --speed 2"]: the table on
# simulated pins, in the terminal; ARGS="--headless ..." plays to the end (docs/simulator.md).
# make monitor [PORT=/dev/ttyACM0 | FOLLOW=path] [ARGS=...]: follow a table's serial log.
.PHONY: sim monitor
sim: setup
	$(BIN)/python -m host_tools.simulator $(ARGS)

monitor: setup
	$(BIN)/python host_tools/monitor.py $(if $(PORT),--port $(PORT)) $(if $(FOLLOW),--follow $(FOLLOW)) $(ARGS)

# make replay [PORT=/dev/ttyACM0] [ARGS="--game 12 --seat 2 --speed 4 | --file PATH | --list"]:
# copy a table's game records with mpremote and play one back in the simulator (docs/table.md)
.PHONY: replay
replay: setup
	$(BIN)/python host_tools/replay.py $(if $(PORT),--port $(PORT)) $(ARGS)

# make tournament [GAMES=300]: the bots' levels against each other in seeded games on CPython,
# 2 workers; writes docs/BOTS.md (win rates with 95% intervals, margins, decision times)
.PHONY: tournament
tournament: setup
	$(BIN)/python -m host_tools.tournament $(if $(GAMES),--games $(GAMES))
