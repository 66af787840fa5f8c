"""The limit config_check puts on SAVE_FOLDER's names is LittleFS's own: a filesystem made as
MicroPython's rp2 port makes it (4 KB blocks, littlefs's default name_max) takes a folder
name of config_check.NAME_MAX bytes and refuses one byte more."""

import littlefs  # PyPI's littlefs-python (requirements.txt), which makes the emulated Pico's flash
import pytest

from table import config_check


def test_littlefs_as_the_rp2_port_formats_it_takes_names_of_name_max_bytes_and_no_more():
    fs = littlefs.LittleFS(block_size=4096, block_count=352)  # the RPI_PICO's 1,408 KiB
    fs.mkdir("m" * config_check.NAME_MAX)
    with pytest.raises(littlefs.LittleFSError) as refused:
        fs.mkdir("m" * (config_check.NAME_MAX + 1))
    assert refused.value.code == littlefs.LittleFSError.Error.LFS_ERR_NAMETOOLONG
