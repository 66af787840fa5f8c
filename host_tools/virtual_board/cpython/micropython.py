"""CPython's stand-in for MicroPython's `micropython` module, for the drivers that import
`const` from it (micropython-lib's ssd1306). Only const: any other name (viper, native,
heap_lock, kbd_intr) raises ImportError, as if there were no micropython module at all, so
code that falls back when it is missing (hal/pixels.py's viper twin, table/trouble.py's
kbd_intr) still falls back. On CPython only (host_tools/micropython_lib.cpython_paths)."""


def const(value):
    return value


def __getattr__(name):
    if name.startswith("__"):  # the import system's own questions (__path__, __spec__ ...)
        raise AttributeError(name)
    raise ImportError("CPython's stand-in micropython module has no %s" % name)
