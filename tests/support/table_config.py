"""Configs for table tests: the real firmware/config.py, with fields overridden or removed."""

import config as _real

BOARD = (63, 28, 17)  # Tycoon: spaces, attractions, months (what config.py maps)


class Config:
    """A config object with the same fields as firmware/config.py."""


def fields():
    return sorted(name for name in _real.__dict__ if name.isupper())


def make(**overrides):
    """A copy of the real config with some fields replaced; a value of DELETE removes one."""
    config = Config()
    for name in fields():
        setattr(config, name, getattr(_real, name))
    for name in overrides:
        if overrides[name] is DELETE:
            delattr(config, name)
        else:
            setattr(config, name, overrides[name])
    return config


DELETE = object()
