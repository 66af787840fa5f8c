"""A bench run's results read back: a family's figures, the Pico factor measured beside
them, a time on the VM as the Pico's, the firmware's forms by name."""

FORM_NAMES = {
    "source": "from source",
    "mpy": "from .mpy",
    "frozen": "frozen (code in flash)",
}


def measured(results: dict, family: str) -> dict | None:
    """A family's figures, or None when it was not measured or failed."""
    found = results.get(family)
    if not found or "error" in found:
        return None
    return found


def family_factor(results: dict, family: str) -> float:
    """The Pico factor measured alongside `family`'s measurements (calibration.py)."""
    cal = results["calibration"]
    return cal["per_family"].get(family, {}).get("factor", cal["factor"])


def pico_ms(vm_us: float, factor: float) -> float:
    """A time on the VM in us, as milliseconds on the Pico (est.)."""
    return vm_us * factor / 1000


def judged_form(memory: dict) -> str:
    """The heap target is judged on the firmware as a table should run it: frozen (code in
    flash) when the bench measured it, else the .mpy files."""
    forms = {r.get("form") for r in memory.get("smallest_heap", [])}
    return "frozen" if "frozen" in forms else "mpy"
