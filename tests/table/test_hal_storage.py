"""hal.storage: atomic, checksummed saves, proven against power cuts at every write boundary
of a fault-injecting flash filesystem (host_tools/virtual_board/fakefs.py)."""

import sys

from support import sim
from support.expect import raises

OLD = '["tycoon", [0, 1], "old game: 41 actions"]'
NEW = '["tycoon", [0, 1], "new game: 42 actions, one more than before"]'


def flash(**options):
    sim.install()
    import fakefs

    return fakefs, fakefs.FakeFlash(**options)


def storage(fs):
    from hal.storage import Storage

    return Storage("/midway", fs=fs)


def test_a_save_loads_back_as_the_same_text():
    _, fs = flash()
    saves = storage(fs)
    saves.save("game", NEW)
    assert saves.load("game") == NEW
    assert storage(fs.after_power_cut()).load("game") == NEW


def test_loading_a_save_that_was_never_made_gives_none():
    _, fs = flash()
    assert storage(fs).load("game") is None


def test_clear_removes_the_save():
    _, fs = flash()
    saves = storage(fs)
    saves.save("game", OLD)
    saves.clear("game")
    assert saves.load("game") is None
    saves.clear("game")  # clearing nothing is fine


def test_saves_with_different_names_are_separate():
    _, fs = flash()
    saves = storage(fs)
    saves.save("game", OLD)
    saves.save("settings", NEW)
    assert (saves.load("game"), saves.load("settings")) == (OLD, NEW)


def test_the_file_holds_a_header_with_length_and_crc32_then_the_text():
    import binascii

    _, fs = flash()
    saves = storage(fs)
    saves.save("game", "héllo")
    data = fs.read(saves.path("game"))
    body = "héllo".encode()
    header = "MIDWAY-SAVE 1 %d %08x\n" % (len(body), binascii.crc32(body) & 0xFFFFFFFF)
    assert data == header.encode() + body
    assert saves.path("game") == "/midway/game"
    assert fs.listdir("/midway") == ["game"]  # no temp file left behind


def listing(fs):
    return fs.listdir("/midway") if "/midway" in fs.folders else []


def check_every_cut(old, **options):
    """Cut the power at each boundary of a save of NEW over `old` (None: no save yet); after
    the reboot the save must be exactly old or NEW, and a fresh save must work."""
    fakefs, _ = flash()

    def prepared():
        fs = fakefs.FakeFlash(**options)
        if old is not None:
            storage(fs).save("game", old)
        return fs

    dry = prepared()
    before = dry.boundaries
    storage(dry).save("game", NEW)
    boundaries = dry.boundaries - before
    assert boundaries >= 6  # open, write, write, flush, close, rename: each a place to fail
    outcomes = []
    for cut in range(1, boundaries + 2):  # the last round has no cut at all
        fs = prepared()
        fs.cut_power_at(cut)
        try:
            storage(fs).save("game", NEW)
            cut_at = None
        except fakefs.PowerCut:
            cut_at = fs.journal[-1]
        rebooted = fs.after_power_cut()
        found = storage(rebooted).load("game")
        assert found in (old, NEW), "cut at %s left %r" % (cut_at, found)
        assert listing(rebooted) in ([], ["game"]), (cut_at, listing(rebooted))
        outcomes.append(found)
        storage(rebooted).save("game", "after %s" % cut)
        assert storage(rebooted.after_power_cut()).load("game") == "after %s" % cut
    assert outcomes[0] == old and outcomes[-1] == NEW  # both sides of the commit were seen
    return outcomes


def test_a_power_cut_at_every_write_boundary_leaves_the_old_save_or_the_new_one():
    outcomes = check_every_cut(OLD)
    assert outcomes.count(OLD) >= 5


def test_a_power_cut_on_a_fat_style_rename_still_leaves_the_old_save_or_the_new_one():
    # Renaming over a file is a remove then a rename there: a cut in between leaves only the
    # complete temp file, which load() must finish renaming, not throw away.
    outcomes = check_every_cut(OLD, atomic_rename=False)
    assert outcomes.count(NEW) == 2  # cut before the rename half, and no cut


def test_a_power_cut_during_the_first_save_leaves_no_save_or_the_new_one():
    outcomes = check_every_cut(None)
    assert outcomes[0] is None


def test_a_cut_that_leaves_whole_writes_only_is_survived_too():
    check_every_cut(OLD, torn_writes=False)


def test_a_stale_temp_file_is_ignored_and_cleaned_up_on_load():
    _, fs = flash()
    saves = storage(fs)
    saves.save("game", OLD)
    fs.write(saves.path("game") + ".tmp", b"MIDWAY-SAVE 1 99 0000")  # half a save
    assert saves.load("game") == OLD
    assert fs.listdir("/midway") == ["game"]


def test_a_complete_temp_file_does_not_replace_a_committed_save():
    from hal.storage import encode

    _, fs = flash()
    saves = storage(fs)
    saves.save("game", OLD)
    fs.write(saves.path("game") + ".tmp", encode(NEW))  # cut between close and rename
    assert saves.load("game") == OLD
    assert fs.listdir("/midway") == ["game"]


def corrupt(data):
    _, fs = flash()
    saves = storage(fs)
    saves.save("game", NEW)
    fs.write(saves.path("game"), data(fs.read(saves.path("game"))))
    from hal.storage import CorruptSave

    return raises(CorruptSave, saves.load, "game")


def test_a_truncated_save_raises_corrupt_save_saying_so():
    err = corrupt(lambda data: data[:-5])
    assert "truncated" in str(err)
    assert "%d of %d bytes" % (len(NEW) - 5, len(NEW)) in str(err)


def test_a_save_cut_inside_its_header_raises_corrupt_save():
    assert "header" in str(corrupt(lambda data: data[:10]))


def test_a_damaged_byte_raises_corrupt_save_for_the_checksum():
    def flip(data):
        data = bytearray(data)
        data[-3] ^= 0x20
        return bytes(data)

    assert "checksum" in str(corrupt(flip))


def test_garbage_empty_and_overlong_files_raise_corrupt_save_with_a_reason():
    assert "empty" in str(corrupt(lambda data: b""))
    assert "not a Midway save" in str(corrupt(lambda data: b"\xff\xfe\x00garbage\n\x01"))
    assert "past the end" in str(corrupt(lambda data: data + b"xx"))
    assert "format" in str(corrupt(lambda data: data.replace(b" 1 ", b" 9 ", 1)))
    assert "damaged header" in str(corrupt(lambda data: data.replace(b" 1 ", b" 1 x", 1)))


def test_corrupt_save_is_a_value_error():
    from hal.storage import CorruptSave

    assert issubclass(CorruptSave, ValueError)


def test_a_save_name_must_be_a_plain_file_name():
    _, fs = flash()
    saves = storage(fs)
    for bad in ("", "a/b", "game.tmp"):
        raises(ValueError, saves.save, bad, "x")


def test_storage_works_on_the_real_filesystem_too():
    import os

    from hal.storage import Storage

    folder = "/tmp/midway-hal-storage-%s" % sys.implementation.name
    saves = Storage(folder)
    saves.clear("game")
    assert saves.load("game") is None
    saves.save("game", OLD)
    saves.save("game", NEW)
    assert Storage(folder).load("game") == NEW
    saves.clear("game")
    assert os.listdir(folder) == []
    os.rmdir(folder)


def test_the_flash_journal_names_the_latest_boundaries_and_stays_small():
    fakefs, fs = flash()
    saves = storage(fs)
    for n in range(50):
        saves.save("game", "save %d" % n)
    assert fs.boundaries > 300
    assert len(fs.journal) == fs.keep_journal
    assert fs.journal[-1] == "rename /midway/game.tmp -> /midway/game"
    fs.cut_power_at(2)
    err = raises(fakefs.PowerCut, saves.save, "game", "cut")
    assert str(err).endswith(": write /midway/game.tmp")


def _in_pieces(text, size):
    def produce(write):
        for start in range(0, len(text), size):
            write(text[start : start + size])

    return produce


def test_a_save_given_in_pieces_is_the_same_file_written_a_few_hundred_bytes_at_a_time():
    _, fs = flash()
    saves = storage(fs)
    text = "".join(["%d, " % n for n in range(500)])  # about 2.4 KB
    saves.save("whole", text)
    before = fs.boundaries
    saves.save_parts("game", _in_pieces(text, 7))
    assert fs.read(saves.path("game")) == fs.read(saves.path("whole"))
    assert saves.load("game") == text
    writes = [entry for entry in fs.journal if entry == "write /midway/game.tmp"]
    assert 8 <= len(writes) <= 12, writes  # the header, then about 256 bytes a write
    assert fs.boundaries - before == len(writes) + 4  # open, flush, close, rename


def test_pieces_that_change_between_the_two_passes_leave_the_old_save():
    _, fs = flash()
    saves = storage(fs)
    saves.save("game", OLD)
    calls = []

    def fickle(write):
        calls.append(1)
        write(NEW if len(calls) == 1 else OLD + "!")

    raises(ValueError, saves.save_parts, "game", fickle)
    assert saves.load("game") == OLD


def test_the_fake_flash_reads_a_file_in_parts_as_a_real_file_does():
    _, fs = flash()
    f = fs.open("/data", "wb")
    for part in (b"abc", b"defg", b"", b"hij"):
        f.write(part)
    f.close()
    f = fs.open("/data", "rb")
    assert f.read(2) == b"ab" and f.read(3) == b"cde"
    assert f.seek(5) == 5 and f.read(4) == b"fghi" and f.read(9) == b"j" and f.read(1) == b""
    f.seek(-2, 2)
    assert f.read() == b"ij"
    f.seek(0)
    assert f.read() == b"abcdefghij" == fs.read("/data")
    assert fs.stat("/data")[6] == 10


class _MountedReadOnly:
    """A flash mounted read-only to code, as CircuitPython mounts its own unless boot.py
    remounts it: reads work, every write fails with EROFS (errno 30)."""

    def __init__(self, fs):
        self.fs = fs

    def open(self, path, mode="r"):
        if "w" in mode:
            raise OSError(30, "Read-only filesystem")
        return self.fs.open(path, mode)

    def stat(self, path):
        return self.fs.stat(path)

    def mkdir(self, path):
        raise OSError(30, "Read-only filesystem")

    rename = remove = mkdir


def test_a_read_only_filesystem_turns_the_saves_off_with_one_log_line_and_no_error():
    _, fs = flash()
    storage(fs).save("game", OLD)  # saved while it was writable
    machine = sys.modules["machine"]
    machine.SERIAL.take()
    saves = storage(_MountedReadOnly(fs))
    assert saves.load("game") == OLD  # what is there still resumes
    saves.save("game", NEW)
    saves.save("game", NEW)
    saves.clear("game")
    assert not saves.saving
    assert saves.load("game") == OLD  # nothing was written, nothing removed
    lines = machine.SERIAL.take()
    assert len(lines) == 1 and lines[0].startswith("saves are off: the filesystem is read-only")


def test_a_nested_save_folder_is_made_whole_at_the_first_save():
    from hal.storage import Storage

    _, fs = flash()
    saves = Storage("/a/b/c", fs=fs)
    saves.save("game", NEW)
    assert saves.load("game") == NEW
    assert {"/a", "/a/b", "/a/b/c"} <= fs.folders


def test_checking_the_save_folder_writes_nothing_and_finds_a_file_in_its_way():
    from hal.storage import Storage

    _, fs = flash(files={"/saves": b"not a folder"})
    Storage("/midway/games", fs=fs).check_folder()  # missing: the first save makes it
    assert fs.boundaries == 0
    err = raises(OSError, Storage("/saves/midway", fs=fs).check_folder)
    assert err.errno == 20 and "/saves" in str(err)  # ENOTDIR
    raises(OSError, Storage("/saves", fs=fs).check_folder)
