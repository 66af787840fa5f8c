"""Runs a bench script with the firmware frozen out of the heap, as a Pico runs a Midway built
into its firmware (manifest.py) or deployed to a ROMFS partition: the .mpy files
execute in place, their bytecode and constant strings never copied to RAM.

The unix port has no flash to map, so the ROMFS image (built by host_tools/bench/runner.py
with mpremote's own romfs writer) is read into one block at the bottom of the heap first, and
the run is given that many bytes of heap on top of the size being measured. Everything the
game allocates after that is what the Pico's heap would hold.

    micropython -X heapsize=<n + image bytes> romboot.py

with bench_args.ARGS (benchvm.arguments) holding image=<file> files=<folder>
script=table_game and the script's own arguments. `files` is the ordinary filesystem the
frozen build still reads (config.py, as on a Pico).
"""

import sys

import bench_args
import vfs

# romboot's own: the script's arguments are what is left, read by benchvm.arguments
_own = {}
for _key in ("image", "files", "script"):
    _own[_key] = bench_args.ARGS.pop(_key)
with open(_own["image"], "rb") as _file:
    _file.seek(0, 2)
    _image = bytearray(_file.tell())
    _file.seek(0)
    _file.readinto(_image)
vfs.mount(vfs.VfsRom(_image), "/rom")
sys.path.insert(0, _own["files"])
sys.path.insert(0, "/rom/vm")
import benchvm  # noqa: E402 - from the image

benchvm.ROM_BYTES = (len(_image) + 15) // 16 * 16
__import__(_own["script"])
