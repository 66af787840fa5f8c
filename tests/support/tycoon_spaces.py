"""A Tycoon space's id from the name a label shows ("move red guest to Path 12"): tests only,
since the engine names spaces (tycoon_data.space_name) but never looks one up by name."""

from engines import tycoon_data


def space_named(name):
    for space in range(len(tycoon_data.SPACES)):
        if tycoon_data.space_name(space) == name:
            return space
    raise ValueError("no space is called %r" % name)
