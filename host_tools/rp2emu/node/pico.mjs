// An emulated Raspberry Pi Pico for Midway: rp2040js runs an official MicroPython UF2 with the
// RP2040's bootrom, and a Python driver (host_tools/rp2emu/pico.py) steers it by JSON lines on
// stdin, one answer a line on stdout. Time is emulated: nothing here waits on the wall clock.
//
//   node pico.mjs RP2040JS_FOLDER BOOTROM UF2 FLASH_IMAGE FS_OFFSET
//
// What a real Pico does and rp2040js leaves out (shared/rp2/README.md) is done here: flash
// erases and programs (the bootrom's two routines are caught by a breakpoint and done on the
// flash array, with the chip's times), a USB host that answers the device only when it has
// data, a watchdog that resets the chip, buttons held high by their pull-ups, the WS2812
// bytes read back from the LED pin's edges, and a power cut that keeps the flash. And I2C
// devices, which rp2040js leaves to its user: a TCA9548A multiplexer and SSD1306 screens behind
// its channels, each bus byte taking its bus time at the clock the firmware set.

import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';

const [folder, bootromPath, uf2Path, imagePath, fsOffsetText] = process.argv.slice(2);
const rp = await import(pathToFileURL(path.join(folder, 'dist', 'esm', 'index.js')).href);
const { SimulationClock } = await import(
  pathToFileURL(path.join(folder, 'dist', 'esm', 'clock', 'simulation-clock.js')).href
);

// rp2040js logs with console.log: the protocol owns stdout, so its words go to stderr.
console.log = console.error;
console.info = console.error;
console.debug = () => {};

const MHZ = 125; // the Pico's clk_sys as MicroPython 1.26 sets it
const CYCLE_NS = 1000 / MHZ;
const BOOTROM_ERASE = 0x237c; // flash_range_erase in the B1 bootrom
const BOOTROM_PROGRAM = 0x23c4; // flash_range_program
const ERASE_NS_PER_SECTOR = 45e6; // the chip's flash: about 45 ms a 4 KiB sector
const PROGRAM_NS_PER_PAGE = 0.4e6; // and 0.4 ms a 256-byte page
const WS2812_ONE_NS = 625; // a high pulse longer than this is a 1 bit (0: ~400 ns, 1: ~800)
const WS2812_LATCH_NS = 50000; // the line low this long ends a frame

const bootrom = new Uint32Array(new Uint8Array(fs.readFileSync(bootromPath)).buffer);
const flash = new Uint8Array(2 * 1024 * 1024).fill(0xff); // kept across power cuts
{
  // The UF2: 512-byte blocks, each a target address, a size and up to 476 bytes of payload.
  const uf2 = fs.readFileSync(uf2Path);
  for (let at = 0; at + 512 <= uf2.length; at += 512) {
    const block = new DataView(uf2.buffer, uf2.byteOffset + at, 512);
    if (block.getUint32(0, true) !== 0x0a324655 || block.getUint32(4, true) !== 0x9e5d5157) {
      throw new Error('not a UF2 block at byte ' + at);
    }
    const address = block.getUint32(12, true) - 0x10000000;
    const size = block.getUint32(16, true);
    flash.set(uf2.subarray(at + 32, at + 32 + size), address);
  }
  if (imagePath !== '-') {
    flash.set(fs.readFileSync(imagePath), Number(fsOffsetText));
  }
}

// The I2C devices on each block: {mux: address or null, address: the screens' address,
// channels: the multiplexer channels with a screen (with no multiplexer: [0] or [])}.
const i2cWiring = [null, null];
const i2cLog = []; // every transaction since the last answer
let i2cBuses = []; // each block's bus state, this power-on

let mcu = null; // the chip of this power-on
let usb = null; // its USB host's state
let watched = []; // GPIO listeners of this power-on
let powerOns = 0;
let clock = new SimulationClock(); // each power-on's own: the old chip's timers go with it
let earlierNanos = 0; // emulated time of the power-ons before this one
const events = []; // [{t_ms, what, ...}] since the last answer
let serialText = ''; // what the device sent since the last answer
const leds = { pin: -1, bits: [], byte: 0, count: 0, rise: 0, fall: 0, frames: [] };

function nowMs() {
  return clock.nanos / 1e6;
}

function note(what, extra = {}) {
  events.push({ t_ms: nowMs(), what, ...extra });
}

function boot(reason) {
  // The chip from reset: bootrom at 0, the flash as it was, PC at the start of flash (the
  // second-stage boot is in the UF2), every button's GPIO held high by its pull-up.
  for (const stop of watched) stop();
  watched = [];
  earlierNanos += clock.nanos;
  clock = new SimulationClock();
  mcu = new rp.RP2040(clock);
  mcu.logger = new rp.ConsoleLogger(rp.LogLevel.Error, true);
  mcu.loadBootrom(bootrom);
  for (const address of [BOOTROM_ERASE, BOOTROM_PROGRAM]) {
    const word = address >> 2;
    mcu.bootrom[word] = (mcu.bootrom[word] & 0xffff0000) | 0xbe00 | (address === BOOTROM_ERASE ? 1 : 2);
  }
  mcu.flash.set(flash);
  mcu.core.PC = 0x10000000;
  mcu.onBreak = onBreak;
  const watchdog = mcu.peripherals[0x40058];
  watchdog.onWatchdogTrigger = () => {
    // The chip resets here: its watchdog stops counting (rp2040js's would fire again and
    // again in the same instant), and the run loop boots the chip anew.
    watchdog.alarm.enable = false;
    watchdog.timer.enable = false;
    if (resetPending !== null) return;
    const forced = watchdog.reason === 2;
    note(forced ? 'reset' : 'watchdog_reset');
    resetPending = forced ? 'reset' : 'watchdog';
  };
  usb = { connected: false, queue: [], pending: null, cdc: new rp.USBCDC(mcu.usbCtrl) };
  usb.cdc.onDeviceConnected = () => {
    usb.connected = true;
    note('usb_connected');
  };
  usb.cdc.onSerialData = (buffer) => {
    serialText += Buffer.from(buffer).toString('latin1');
  };
  // The stock host answers every OUT poll at once, empty when it has nothing: an interrupt
  // storm. Like a real host, this one answers a poll only when it has bytes to send.
  mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
    usb.pending = { endpoint, size };
    feedSerial();
  };
  for (const pin of held) mcu.gpio[pin].setInputValue(pins.get(pin) ?? true);
  i2cBuses = [0, 1].map((index) => wireI2C(index));
  Object.assign(leds, { bits: [], byte: 0, count: 0, rise: 0, fall: 0 });
  if (leds.pin >= 0) watchLeds();
  powerOns += 1;
  note('boot', { reason, power_on: powerOns });
}

function feedSerial() {
  if (usb.pending === null || usb.queue.length === 0) return;
  const { endpoint, size } = usb.pending;
  usb.pending = null;
  const chunk = Uint8Array.from(usb.queue.splice(0, Math.min(size, usb.queue.length)));
  mcu.usbCtrl.endpointReadDone(endpoint, chunk);
}

let resetPending = null;

function sclNanos(i2c) {
  // One SCL period as the DW_apb_i2c block makes it from the counts the firmware set: high
  // for HCNT + spike length + 7 clk_sys cycles, low for LCNT + 1 (the RP2040's datasheet).
  const standard = i2c.speed === 1;
  const high = (standard ? i2c.ssClockHighPeriod : i2c.fsClockHighPeriod) + i2c.spikelen + 7;
  const low = (standard ? i2c.ssClockLowPeriod : i2c.fsClockLowPeriod) + 1;
  return (high + low) * CYCLE_NS;
}

const R_TX_EMPTY = 1 << 4; // IC_RAW_INTR_STAT's TX_EMPTY
const IC_FS_SPKLEN = 0xa0;

function wireI2C(index) {
  // The bus of I2C block `index`: every start, byte (9 clocks: 8 bits and the ACK) and stop
  // completes after its bus time; a transaction's bytes go to the log at its stop or restart.
  // A multiplexer's channel byte takes effect at the stop (TCA9548A datasheet).
  const i2c = mcu.i2c[index];
  const bus = { mask: 0, pendingMask: null, open: null, step: null };
  const write = i2c.writeUint32.bind(i2c);
  i2c.writeUint32 = (offset, value) => {
    // IC_FS_SPKLEN takes a write while the block is disabled; rp2040js tests the value's
    // low bit instead and drops every odd spike length (the SDK's 11 at 400 kHz).
    if (offset === IC_FS_SPKLEN) {
      if (!(i2c.enable & 1)) i2c.spikelen = Math.max(1, value & 0xff);
      return;
    }
    write(offset, value);
  };
  const alarm = clock.createAlarm(() => {
    const step = bus.step;
    bus.step = null;
    if (step) step();
    // TX_EMPTY is a level on the chip: set while the FIFO is at or below its threshold.
    // rp2040js sets it only as it takes a byte, so after an abort (a NACK) flushes the FIFO
    // it would stay clear and the SDK wait out its timeout; set it as the chip would.
    if (bus.step === null && i2c.txFIFO.itemCount <= i2c.txThreshold) i2c.setInterrupts(R_TX_EMPTY);
  });
  const later = (clocks, step) => {
    bus.step = step;
    alarm.schedule(clocks * sclNanos(i2c));
  };
  const finish = (stopped) => {
    const open = bus.open;
    bus.open = null;
    const wiring = i2cWiring[index];
    if (open !== null) {
      const entry = {
        bus: index,
        address: open.address,
        read: open.read,
        ack: open.ack,
        t_ms: open.t / 1e6,
        end_ms: nowMs(),
        hex: Buffer.from(open.bytes).toString('hex'),
        channels: open.channels,
      };
      if (open.ack && wiring && open.address === wiring.mux && !open.read && open.bytes.length) {
        bus.pendingMask = open.bytes[open.bytes.length - 1];
      }
      i2cLog.push(entry);
    }
    if (stopped && bus.pendingMask !== null) {
      bus.mask = bus.pendingMask;
      bus.pendingMask = null;
    }
  };
  const screensSelected = (address) => {
    // The channels whose screen would answer at `address` now.
    const wiring = i2cWiring[index];
    if (!wiring || address !== wiring.address) return [];
    if (wiring.mux === null) return wiring.channels.length ? [0] : [];
    return wiring.channels.filter((channel) => bus.mask & (1 << channel));
  };
  i2c.onStart = () => {
    finish(false); // a repeated start ends the transaction before it
    later(1, () => i2c.completeStart());
  };
  i2c.onConnect = (address, mode) => {
    const wiring = i2cWiring[index];
    const channels = screensSelected(address);
    const ack = channels.length > 0 || (wiring !== null && address === wiring.mux);
    bus.open = { address, read: mode === 1, bytes: [], t: clock.nanos, ack, channels };
    later(9, () => i2c.completeConnect(ack));
  };
  i2c.onWriteByte = (value) => {
    if (bus.open) bus.open.bytes.push(value);
    later(9, () => i2c.completeWrite(true));
  };
  i2c.onReadByte = () => {
    // The multiplexer reads back its channel mask; a screen's status byte: display on, ready.
    const wiring = i2cWiring[index];
    const value = wiring && bus.open && bus.open.address === wiring.mux ? bus.mask : 0x00;
    if (bus.open) bus.open.bytes.push(value);
    later(9, () => i2c.completeRead(value));
  };
  i2c.onStop = () => {
    later(1, () => {
      finish(true);
      i2c.completeStop();
    });
  };
  return bus;
}

function onBreak(code) {
  // The bootrom's flash routines, done on the flash array; then return to the caller.
  const core = mcu.core;
  const [r0, r1, r2] = [core.registers[0] >>> 0, core.registers[1] >>> 0, core.registers[2] >>> 0];
  if (code === 1) {
    // flash_range_erase(offset, count, block_size, block_cmd)
    flash.fill(0xff, r0, r0 + r1);
    mcu.flash.fill(0xff, r0, r0 + r1);
    clock.tick(Math.ceil(r1 / 4096) * ERASE_NS_PER_SECTOR);
    flashWrites.erased += r1;
  } else if (code === 2) {
    // flash_range_program(offset, data, count)
    for (let i = 0; i < r2; i++) {
      const value = flash[r0 + i] & mcu.readUint8(r1 + i); // programming only clears bits
      flash[r0 + i] = value;
      mcu.flash[r0 + i] = value;
    }
    clock.tick(Math.ceil(r2 / 256) * PROGRAM_NS_PER_PAGE);
    flashWrites.programmed += r2;
  } else {
    note('breakpoint', { code, pc: core.PC });
    stopped = 'breakpoint';
    return;
  }
  core.PC = core.LR & ~1;
}

const flashWrites = { erased: 0, programmed: 0 };
const held = new Set(); // GPIOs the driver has set (a button's line)
const pins = new Map(); // their levels

function watchLeds() {
  // A WS2812 bit is a high pulse: its length says 0 or 1. The port's bitstream drives the pin
  // from the CPU, so every edge lands here at its emulated time.
  const pin = mcu.gpio[leds.pin];
  let high = pin.outputValue;
  watched.push(
    pin.addListener(() => {
      const level = pin.outputValue;
      if (level === high) return;
      high = level;
      const t = clock.nanos;
      if (level) {
        if (leds.count > 0 && t - leds.fall > WS2812_LATCH_NS) endFrame();
        leds.rise = t;
      } else {
        leds.byte = (leds.byte << 1) | (t - leds.rise > WS2812_ONE_NS ? 1 : 0);
        leds.count += 1;
        if (leds.count % 8 === 0) {
          leds.bits.push(leds.byte);
          leds.byte = 0;
        }
        leds.fall = t;
      }
    }),
  );
}

function endFrame() {
  leds.frames.push({ t_ms: leds.fall / 1e6, hex: Buffer.from(leds.bits).toString('hex') });
  if (leds.frames.length > 64) leds.frames.shift();
  leds.bits = [];
  leds.byte = 0;
  leds.count = 0;
}

let stopped = null;
let instructions = 0;
let cycles = 0;

function run(ms, until) {
  // Runs the chip for ms emulated milliseconds, or until the device's output holds `until`.
  let end = clock.nanos + ms * 1e6;
  let core = mcu.core;
  stopped = null;
  const startText = serialText.length;
  while (clock.nanos < end && stopped === null) {
    for (let i = 0; i < 20000 && clock.nanos < end; i++) {
      if (core.waiting) {
        // Asleep (WFI) until the next alarm; a millisecond at most, so that the host's
        // bytes and the stop condition are looked at while the chip sleeps.
        const gap = clock.nanosToNextAlarm;
        const limit = Math.min(end - clock.nanos, 1e6);
        clock.tick(gap > 0 ? Math.min(gap, limit) : limit);
        if (core.waiting) break;
      } else {
        const spent = core.executeInstruction();
        cycles += spent;
        instructions += 1;
        clock.tick(spent * CYCLE_NS);
      }
      if (resetPending !== null) break;
    }
    if (resetPending !== null) {
      // The chip resets (its watchdog, or machine.reset): the rest of the run on the new one.
      const left = end - clock.nanos;
      const reason = resetPending;
      resetPending = null;
      boot(reason);
      end = clock.nanos + left;
      core = mcu.core;
      continue;
    }
    feedSerial();
    if (leds.count > 0 && clock.nanos - leds.fall > WS2812_LATCH_NS) endFrame();
    if (until && serialText.indexOf(until, Math.max(0, startText - until.length)) >= 0) {
      stopped = 'matched';
    }
  }
  return stopped === 'matched';
}

function answer(extra) {
  const watchdog = mcu ? mcu.peripherals[0x40058] : { enable: false };
  const reply = {
    t_ms: nowMs(),
    total_ms: (earlierNanos + clock.nanos) / 1e6,
    serial: serialText,
    events: events.splice(0),
    watchdog: watchdog.enable,
    cycles,
    instructions,
    power_on: powerOns,
    flash_erased: flashWrites.erased,
    flash_programmed: flashWrites.programmed,
    i2c: i2cLog.splice(0),
    ...extra,
  };
  serialText = '';
  process.stdout.write(JSON.stringify(reply) + '\n');
}

const commands = {
  boot: () => {
    boot('power');
    return {};
  },
  run: ({ ms, until }) => ({ matched: run(ms, until ?? null) }),
  pin: ({ gpio, high }) => {
    held.add(gpio);
    pins.set(gpio, high);
    if (mcu) mcu.gpio[gpio].setInputValue(high);
    return {};
  },
  send: ({ latin1 }) => {
    for (const ch of Buffer.from(latin1, 'latin1')) usb.queue.push(ch);
    feedSerial();
    return {};
  },
  leds: ({ gpio }) => {
    if (gpio !== undefined && leds.pin !== gpio) {
      leds.pin = gpio;
      watchLeds();
    }
    return { frames: leds.frames.splice(0) };
  },
  i2c: ({ bus, mux, address, channels }) => {
    // Devices on a block's bus, from the next power-on (or at once: they answer as wired now).
    i2cWiring[bus] = { mux: mux ?? null, address, channels: channels ?? [] };
    return {};
  },
  cut: () => {
    // The power goes: the flash keeps what was programmed, nothing else survives.
    note('power_cut');
    return {};
  },
  flash: ({ path: out, offset, size }) => {
    fs.writeFileSync(out, flash.subarray(offset, offset + size));
    return {};
  },
};

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  try {
    answer(commands[request.op](request));
  } catch (error) {
    answer({ error: String(error && error.stack ? error.stack : error) });
  }
}
