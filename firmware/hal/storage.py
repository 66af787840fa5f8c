"""Saves that survive a power cut: each save is written to a temp file, closed, then renamed
over the old one, and carries its length and CRC-32 so a damaged file is caught, not loaded.

A save file is one header line, then the text as UTF-8:
    MIDWAY-SAVE 1 <length in bytes> <crc32 as 8 hex digits>\\n<text>
The rename is the commit: before it the old save stands, after it the new one. A temp file
left by a cut is removed on load; on a filesystem whose rename over a file is a remove then
a rename (FAT), a cut between the two leaves only the complete temp file, which load()
finishes renaming.

save_parts() takes the text in pieces instead of one string: it goes through them once for
the length and the CRC (binascii.crc32 carries a running value), then again to write them,
a few hundred bytes at a time. A save as long as a whole game's action list then never needs
a block of its size on the heap, which a Pico's fragmented heap late in a game may not have.

A read-only filesystem turns the saves off, not the table: the first write refused as
read-only (CircuitPython's own files are, to code, unless boot.py remounts them: docs/hal.md)
logs one line on the serial port, and from then on save does nothing and load finds nothing
new, so games play on without resume.
"""

import binascii
import errno

from compat import const

_MAGIC = "MIDWAY-SAVE"
_VERSION = "1"
_TEMP = ".tmp"
_WRITE_SIZE = const(256)  # save_parts() gathers pieces into writes of about this many bytes
_EROFS = const(30)  # "Read-only filesystem" (not in every port's errno module)
_ENOTDIR = const(20)  # "Not a directory": a file where a folder of the path should be
_S_IFDIR = const(0x4000)  # stat()'s mode bit of a folder


class CorruptSave(ValueError):
    """A save file that is truncated, damaged or not a save; the message says which."""


class NewerSave(CorruptSave):
    """A save file in a format a later firmware writes: this one cannot read it, nor clear it."""


def _header(length, crc):
    return ("%s %s %d %08x\n" % (_MAGIC, _VERSION, length, crc & 0xFFFFFFFF)).encode()


def encode(text):
    """The bytes of a save file holding `text`."""
    data = text.encode()
    return _header(len(data), binascii.crc32(data)) + data


class _Pass:
    """One pass over a save's pieces: their length and running CRC-32 and, given a file, their
    bytes written to it, gathered into writes of about _WRITE_SIZE bytes."""

    def __init__(self, f=None):
        self.f = f
        self.length = 0
        self.crc = 0
        self.held = []  # type: list[bytes]
        self.size = 0

    def __call__(self, piece):
        data = piece.encode()
        self.length += len(data)
        self.crc = binascii.crc32(data, self.crc)
        if self.f is not None:
            self.held.append(data)
            self.size += len(data)
            if self.size >= _WRITE_SIZE:
                self.flush()

    def flush(self):
        if self.held:
            self.f.write(self.held[0] if len(self.held) == 1 else b"".join(self.held))
            self.held = []
            self.size = 0


def _fields(line):
    """(length, crc) from a save file's header line (bytes); CorruptSave if it is not one."""
    try:
        fields = line.decode().split(" ")
    except ValueError:  # UnicodeError: not even the header is text
        fields = []
    if len(fields) != 4 or fields[0] != _MAGIC:
        raise CorruptSave("not a Midway save")
    if fields[1] != _VERSION:
        if fields[1].isdigit() and int(fields[1]) > int(_VERSION):
            raise NewerSave("save file format %s is a later firmware's" % fields[1])
        raise CorruptSave("save format %r, not %s" % (fields[1], _VERSION))
    try:
        return int(fields[2]), int(fields[3], 16)
    except ValueError:
        raise CorruptSave("damaged header")


def _check(length, expected_length, crc, expected_crc):
    if length < expected_length:
        raise CorruptSave("truncated: %d of %d bytes" % (length, expected_length))
    if length > expected_length:
        raise CorruptSave("%d bytes past the end" % (length - expected_length))
    if crc & 0xFFFFFFFF != expected_crc:
        raise CorruptSave("checksum mismatch")


class Storage:
    """Named saves in `folder` on `fs` (default: the board's filesystem, `os` and open();
    tests pass a host_tools/virtual_board/fakefs.FakeFlash, which has the same calls). A name is a
    plain file name: no "/". `saving` is False once the filesystem turned out read-only."""

    def __init__(self, folder, fs=None):
        self.folder = folder.rstrip("/") or "/"
        self.saving = True
        if fs is None:
            import os

            self.fs = os  # rename, remove, mkdir, stat
            self._open = open
        else:
            self.fs = fs
            self._open = fs.open

    def path(self, name):
        """Where the save called `name` lives (so a test can damage it)."""
        if not name or "/" in name or name.endswith(_TEMP):
            raise ValueError("bad save name %r" % (name,))
        return ("" if self.folder == "/" else self.folder) + "/" + name

    def save(self, name, text):
        """Replace the save `name` with `text`, atomically: a cut leaves the old or the new."""
        self.save_parts(name, lambda write: write(text))

    def save_parts(self, name, produce):
        """save(), with the text given in pieces: produce(write) calls write(piece) for each
        piece of it, in order, the same pieces every time (it is called twice: for the length
        and CRC in the header, then to write them; pieces that changed in between raise
        ValueError and the old save stands)."""
        path = self.path(name)
        temp = path + _TEMP
        if not self.saving:
            return
        try:
            self._make_folder()
            total = _Pass()
            produce(total)
            f = self._open(temp, "wb")
        except OSError as err:
            if self._read_only(err):
                return
            raise
        try:
            try:
                f.write(_header(total.length, total.crc))
                written = _Pass(f)
                produce(written)
                written.flush()
                f.flush()
            finally:
                f.close()
        except OSError as err:  # a full flash above all: the half-written file's room back
            try:
                self.fs.remove(temp)
            except OSError:
                pass
            raise err
        if written.length != total.length or written.crc != total.crc:
            raise ValueError("save %r changed while it was written" % (name,))
        self.fs.rename(temp, path)

    def load(self, name):
        """The text of the save `name`; None if there is none; CorruptSave if it is damaged."""
        path = self._committed(name)
        if path is None:
            return None
        f = self._open(path, "rb")
        try:
            f.readline()
            data = f.read()
        finally:
            f.close()
        try:
            return data.decode()
        except ValueError:  # UnicodeError; only a CRC collision gets here
            raise CorruptSave("not UTF-8 text")

    def load_parts(self, name):
        """load(), the text handed out in pieces of about _WRITE_SIZE characters (an iterator),
        or None if there is none; CorruptSave if it is damaged. The whole file is checked
        first (length and CRC, read a piece at a time), so a resume never holds the whole
        save: on a Pico late in a long game, a block its size may not be there."""
        path = self._committed(name)
        return None if path is None else self._pieces(path)

    def _committed(self, name):
        """The path of the whole save `name` (checked: length and CRC), None if there is none;
        CorruptSave if it is damaged. A temp file left by a power cut is finished or removed:
        before the rename the old save stands, after it the new one."""
        path = self.path(name)
        temp = path + _TEMP
        if not self._verify(path):
            try:
                if not self._verify(temp):
                    return None
            except CorruptSave:
                self._tidy(temp)  # a save the power cut short: the old one never existed
                return None
            self._tidy(temp, path)  # a complete save whose rename was cut short
        elif self._exists(temp):
            self._tidy(temp)  # stale: the save on file is the committed one
        return path

    def _verify(self, path):
        """False if there is no file at `path`; True if it holds a whole save."""
        try:
            f = self._open(path, "rb")
        except OSError as err:
            if err.errno != errno.ENOENT:
                raise
            return False
        try:
            line = f.readline()
            if not line:
                raise CorruptSave("empty file")
            if not line.endswith(b"\n"):
                raise CorruptSave("no header line (%d bytes)" % len(line))
            length, crc = _fields(line[:-1])
            seen = 0
            running = 0
            while True:
                data = f.read(_WRITE_SIZE)
                if not data:
                    break
                seen += len(data)
                running = binascii.crc32(data, running)
        finally:
            f.close()
        _check(seen, length, running, crc)
        return True

    def _pieces(self, path):
        f = self._open(path, "rb")
        try:
            f.readline()
            while True:
                data = f.read(_WRITE_SIZE)
                if not data:
                    return
                try:
                    yield data.decode()
                except ValueError:  # UnicodeError: a save is ASCII JSON
                    raise CorruptSave("not UTF-8 text")
        finally:
            f.close()

    def has(self, name):
        """True if the save `name` is on the flash, or the whole of it in a temp file."""
        path = self.path(name)
        return self._exists(path) or self._exists(path + _TEMP)

    def move(self, name, new_name):
        """The save `name` becomes the save `new_name`, replacing it: one rename."""
        self.fs.rename(self.path(name), self.path(new_name))

    def clear(self, name):
        """Delete the save `name` (temp file first: a cut in between leaves the save whole)."""
        path = self.path(name)
        for victim in (path + _TEMP, path):
            if self._exists(victim):
                self._tidy(victim)

    def _tidy(self, path, rename_to=None):
        """Remove `path`, or rename it to `rename_to`; on a read-only filesystem, leave it."""
        try:
            if rename_to is None:
                self.fs.remove(path)
            else:
                self.fs.rename(path, rename_to)
        except OSError as err:
            if not self._read_only(err):
                raise

    def _read_only(self, err):
        """True if `err` says the filesystem is read-only: saves are off from now on, and the
        serial log says so, once."""
        if err.errno != _EROFS:
            return False
        if self.saving:
            self.saving = False
            from hal import serial

            serial.write_line(
                "saves are off: the filesystem is read-only to the table (on CircuitPython, "
                "boot.py must remount it: docs/hal.md)"
            )
        return True

    def _exists(self, path):
        try:
            self.fs.stat(path)
        except OSError as err:
            if err.errno != errno.ENOENT:
                raise
            return False
        return True

    def check_folder(self):
        """OSError if the save folder cannot be made: a file where it, or a folder above it,
        should be. It only reads (booting writes nothing): the first save makes whatever is
        missing of the path. The table calls it at boot, so such a folder is a config error
        there and then, not a failed save in the middle of a game."""
        self._walk(False)

    def _make_folder(self):
        """Before a save: one stat while the folder is there (a maker may have removed it);
        else every missing folder of the path, as `mkdir -p` makes them."""
        if self.folder != "/" and not self._exists(self.folder):
            self._walk(True)

    def _walk(self, make):
        path = None
        for name in self.folder.split("/"):  # "" first for an absolute folder
            path = name if path is None else path + "/" + name
            if not path:
                continue
            if not self._exists(path):
                if not make:
                    return  # nothing further down can be in the way
                self.fs.mkdir(path)
            elif not self.fs.stat(path)[0] & _S_IFDIR:
                raise OSError(_ENOTDIR, path)
