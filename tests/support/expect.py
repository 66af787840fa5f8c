"""pytest.raises for dual tests: MicroPython has no pytest, so the suites use this instead."""


def raises(kind, func, *args, **kwargs):
    """Call func; it must raise `kind`. Returns the exception so a test can read its message."""
    try:
        func(*args, **kwargs)
    except kind as err:
        return err
    raise AssertionError(
        "%s(...) should have raised %s" % (getattr(func, "__name__", func), kind.__name__)
    )
