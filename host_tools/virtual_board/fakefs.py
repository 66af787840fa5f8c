"""A flash filesystem in memory that can lose power at any write boundary, for power-cut tests.

Every change to the flash is one numbered boundary: opening a file for writing (it is created
or truncated), each write, flush and close, each rename, remove and mkdir. cut_power_at(n)
makes boundary n fail: that step does not happen (a write may land half-done, as a torn flash
write does) and from then on every call raises PowerCut, as a dead board would do nothing.
after_power_cut() is what the flash holds when the board comes back.

The model is deliberately pessimistic: each write is on the flash as soon as it is made, so
a half-written file survives a cut; with atomic_rename=False, renaming over an existing file
is a remove then a rename, as on FAT (littlefs, the rp2 default, renames atomically).
Runs under CPython and under the MicroPython VM.

A file is held as the list of the writes that made it, not as one bytes object grown at
every write: a Pico's flash costs its heap nothing, and a save written in pieces should not
need a block of its whole size here either (it is joined only when read).
"""

import errno

# The port's own numbers, as its real filesystem raises them (the firmware compares with
# errno.ENOENT): 2 and 17 on a Pico and on Linux, other numbers on other C libraries.
_ENOENT = errno.ENOENT
_EEXIST = errno.EEXIST
_ENOSPC = 28  # no room left: littlefs's own number (LFS_ERR_NOSPC), whatever the C library
_ENAMETOOLONG = 36  # littlefs's LFS_ERR_NAMETOOLONG
NAME_MAX = 255  # littlefs's longest name, in bytes, as MicroPython's ports format it
_S_IFDIR = 0x4000
_S_IFREG = 0x8000


class PowerCut(BaseException):
    """The simulated power failed. A BaseException, so the firmware's `except Exception`
    cannot carry on as if a dead board were still running."""


def _parent(path):
    head = path.rsplit("/", 1)[0] if "/" in path else ""
    return "/" if head == "" and path.startswith("/") else head


class FakeFlash:
    def __init__(
        self, files=None, folders=None, atomic_rename=True, torn_writes=True, capacity=None
    ):
        self.capacity = capacity  # bytes the files may hold in all (None: no end), then ENOSPC
        self.files = {}  # path -> list of bytes, the writes that made the file: the flash
        for path in files or {}:
            held = files[path]
            self.files[path] = list(held) if type(held) is list else [bytes(held)]
        self.folders = set(folders or ("", "/"))
        self.atomic_rename = atomic_rename
        self.torn_writes = torn_writes
        self.cut_at = None
        self.boundaries = 0  # boundaries passed so far
        self.journal = []  # "kind path" of the latest boundaries, to name where power failed
        self.keep_journal = 32  # bounded: a whole game's boundaries would fill the VM's heap
        self.powered = True
        self._why = ""  # where the power failed, for every call made after it

    # ---- power ------------------------------------------------------------------------------

    def cut_power_at(self, boundary):
        """Boundary `boundary` (counted from the next one, 1-based) fails; None: never."""
        self.cut_at = None if boundary is None else self.boundaries + boundary

    def after_power_cut(self):
        """The flash as the rebooted board finds it: the same files, powered, counting anew."""
        return FakeFlash(
            self.files, self.folders, self.atomic_rename, self.torn_writes, self.capacity
        )

    def _alive(self):
        if not self.powered:
            raise PowerCut(self._why)  # the same story, whichever call runs into it

    def _step(self, kind, path):
        """Pass one boundary: True if the step may happen, False if the power fails now."""
        self._alive()
        self.boundaries += 1
        self.journal.append(kind + " " + path)
        if len(self.journal) > self.keep_journal:
            del self.journal[0]
        if self.boundaries == self.cut_at:
            self.powered = False
            self._why = "power cut at boundary %d: %s" % (self.boundaries, self.journal[-1])
            return False
        return True

    def _cut(self):
        return PowerCut(self._why)

    def used(self):
        """The bytes all the files hold."""
        total = 0
        for path in self.files:
            for chunk in self.files[path]:
                total += len(chunk)
        return total

    def _named(self, path):
        """OSError ENAMETOOLONG for a name littlefs cannot hold, as it refuses to make one."""
        if len(path.rsplit("/", 1)[-1].encode()) > NAME_MAX:
            raise OSError(_ENAMETOOLONG, path)

    # ---- what Storage calls (the os functions and open) ---------------------------------------

    def open(self, path, mode="r"):
        self._alive()
        if mode in ("r", "rb"):
            if path not in self.files:
                raise OSError(_ENOENT, path)
            return _ReadFile(self, path, mode == "r")
        if mode in ("w", "wb"):
            if _parent(path) not in self.folders:
                raise OSError(_ENOENT, _parent(path))
            if path in self.folders:
                raise OSError(_EEXIST, path)
            self._named(path)
            if not self._step("open", path):
                raise self._cut()
            self.files[path] = []
            return _WriteFile(self, path, mode == "w")
        raise ValueError("FakeFlash.open: mode %r not supported" % mode)

    def rename(self, old, new):
        self._alive()
        if old not in self.files:
            raise OSError(_ENOENT, old)
        if not self.atomic_rename and new in self.files:
            if not self._step("remove", new):
                raise self._cut()
            del self.files[new]
        if not self._step("rename", old + " -> " + new):
            raise self._cut()
        self.files[new] = self.files.pop(old)

    def remove(self, path):
        self._alive()
        if path not in self.files:
            raise OSError(_ENOENT, path)
        if not self._step("remove", path):
            raise self._cut()
        del self.files[path]

    def mkdir(self, path):
        self._alive()
        if path in self.folders or path in self.files:
            raise OSError(_EEXIST, path)
        if _parent(path) not in self.folders:
            raise OSError(_ENOENT, _parent(path))
        self._named(path)
        if not self._step("mkdir", path):
            raise self._cut()
        self.folders.add(path)

    def stat(self, path):
        self._alive()
        if path in self.folders:
            return (_S_IFDIR, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        if path in self.files:
            size = 0
            for chunk in self.files[path]:
                size += len(chunk)
            return (_S_IFREG, 0, 0, 0, 0, 0, size, 0, 0, 0)
        raise OSError(_ENOENT, path)

    def listdir(self, path=""):
        self._alive()
        if path not in self.folders:
            raise OSError(_ENOENT, path)
        prefix = path.rstrip("/") + "/" if path else ""
        names = [
            entry[len(prefix) :]
            for entry in list(self.files) + list(self.folders)
            if entry.startswith(prefix) and entry != path and "/" not in entry[len(prefix) :]
        ]
        return sorted(name for name in names if name)

    # ---- for tests: look at or damage the flash without counting boundaries ------------------

    def read(self, path):
        return b"".join(self.files[path])

    def write(self, path, data):
        self.files[path] = [bytes(data)]


class _ReadFile:
    """A file open for reading: read() the rest, or read(size) and seek(offset) as a real
    file can, without joining the whole file for a few bytes of it."""

    def __init__(self, fs, path, text):
        self._fs = fs
        self._chunks = tuple(fs.files[path])  # the file as it is now
        self._text = text
        self._pos = 0

    def read(self, size=-1):
        self._fs._alive()
        if size < 0 and self._pos == 0:
            data = b"".join(self._chunks)
        else:
            parts = []
            start = 0  # where the chunk begins in the file
            end = -1 if size < 0 else self._pos + size
            for chunk in self._chunks:
                stop = start + len(chunk)
                if stop > self._pos and (end < 0 or start < end):
                    parts.append(
                        chunk[max(0, self._pos - start) : len(chunk) if end < 0 else end - start]
                    )
                start = stop
            data = b"".join(parts)
        self._pos += len(data)
        return data.decode() if self._text else data

    def readline(self):
        """Up to and including the next newline (the whole rest if there is none), a small
        read at a time as a real file gives it."""
        out = b""
        while True:
            data = self.read(32)
            if not data:
                break
            if self._text:
                data = data.encode()
            cut = data.find(b"\n")
            if cut >= 0:
                self._pos -= len(data) - cut - 1
                out += data[: cut + 1]
                break
            out += data
        return out.decode() if self._text else out

    def seek(self, offset, whence=0):
        if whence == 1:
            offset += self._pos
        elif whence == 2:
            for chunk in self._chunks:
                offset += len(chunk)
        self._pos = max(0, offset)
        return self._pos

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class _WriteFile:
    def __init__(self, fs, path, text):
        self._fs = fs
        self._path = path
        self._text = text
        self.closed = False

    def write(self, data):
        if self.closed:
            raise ValueError("write to a closed file")
        if self._text:
            data = data.encode()
        fs = self._fs
        if not fs._step("write", self._path):
            if fs.torn_writes:
                fs.files[self._path].append(bytes(data[: len(data) // 2]))
            raise fs._cut()
        if fs.capacity is not None and fs.used() + len(data) > fs.capacity:
            raise OSError(_ENOSPC, self._path)
        fs.files[self._path].append(bytes(data))
        return len(data)

    def flush(self):
        if not self._fs._step("flush", self._path):
            raise self._fs._cut()

    def close(self):
        if self.closed:
            return
        if not self._fs._step("close", self._path):
            raise self._fs._cut()
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
