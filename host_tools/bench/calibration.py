"""The Pico factor: how much slower a Raspberry Pi Pico runs MicroPython than the unix port does
here, from one workload timed both here and on a real Pico (rp2.py).

The workload is the textbook recursive Fibonacci, fibonacci(24) = 46368 (150,049 calls of a
two-line function: calls, compares, small-int adds), with the garbage collector off
(vm/reference.py). Every time the bench measures here is multiplied by
factor = the Pico's time / our time to give its Pico estimate. A figure published by someone
else for the same workload on a Pico is kept beside it, as a check.

The machine this runs on may be busy: other jobs only ever add time to what is measured here.
So the bench's timings are the least-disturbed ones (a step's least time over replays of the
same seeded game, the least of several batches), and the reference likewise: the least of
its several runs. It is timed in the same VM processes as the measurements, before and after
them (benchvm.reference), and alone before each family; each family's times are estimated
with the factor measured alongside them. The overall factor is the median of the families'.
When the reference's runs spread more than BUSY (its median over its fastest), or the
families' factors do, the machine was busy and the report says so.
"""

from statistics import median

from host_tools.bench import rp2, runner

PICO_US = rp2.FIBONACCI_US
BUSY = 0.10  # a spread past 10% between runs of the same workload: the machine was busy
PUBLISHED: dict = {
    "workload": "recursive fibonacci(24) = 46368, gc disabled",
    "pico_us": 1785616,  # 1.785616 s
    "board": "Raspberry Pi Pico (RP2040, Cortex-M0+) at 125 MHz, MicroPython rp2 (2024)",
    "source": "https://github.com/DrKRR/Performance-Analysis-of-Raspberry-Pi-Pico-Boards",
    "where": "README, 'Performance of Raspberry Pi Pico RP2040': 'At 125 MHz, the Pico "
    "completes Fibonacci computation in 1.785616s'; the script is RPI_PICO_Series_LCD_Benchmark "
    "(Fibonacci(24), gc.disable(), time.ticks_us)",
    # The same script scales its results against 3.694282 s, a Pico baseline it does not
    # explain (older firmware?): with that figure every factor would be 2.07 times larger.
    "other_figure_us": 3694282,
}


class Calibration:
    def __init__(self, runs: int):
        self.runs = runs
        self.vm_samples: list[dict] = []  # {"family": ..., "us": [...]} per interleaved sample
        self.cpython_us: list[float] = []

    def sample(self, family: str) -> None:
        """Time the reference under the VM now (before measuring `family`)."""
        outcome = runner.run_vm(runner.source_form(), "reference", {"runs": self.runs})
        if not outcome.ok:
            raise SystemExit("the reference workload failed on the VM: %s" % outcome.error)
        self.add(family, outcome.result["us"])

    def add(self, family: str, us: list) -> None:
        """Reference timings a VM run of `family` made alongside its measurements."""
        if us:
            self.vm_samples.append({"family": family, "us": list(us)})

    def family_factor(self, family: str) -> float:
        """The factor from the fastest reference run timed with `family`'s measurements."""
        pooled = [us for s in self.vm_samples if s["family"] == family for us in s["us"]]
        return PICO_US / min(pooled) if pooled else self.factor()

    def sample_cpython(self) -> None:
        outcome = runner.run_cpython("reference", {"runs": self.runs})
        if not outcome.ok:
            raise SystemExit("the reference workload failed on CPython: %s" % outcome.error)
        self.cpython_us = outcome.result["us"]

    def vm_us(self) -> float:
        """The fastest reference run of all: the machine's speed when least disturbed."""
        return min(us for sample in self.vm_samples for us in sample["us"])

    def families(self) -> list[str]:
        names: list[str] = []
        for sample in self.vm_samples:
            if sample["family"] not in names:
                names.append(sample["family"])
        return names

    def factor(self) -> float:
        """The median of the families' factors."""
        factors = [self.family_factor(name) for name in self.families()]
        if not factors:
            raise SystemExit("the reference workload was never timed")
        return median(factors)

    def report(self) -> dict:
        per_family = {}
        for family in self.families():
            pooled = [us for s in self.vm_samples if s["family"] == family for us in s["us"]]
            per_family[family] = {
                "samples": len(pooled),
                "vm_us_fastest": min(pooled),
                "vm_us_median": median(pooled),
                "factor": self.family_factor(family),
            }
        factors = [f["factor"] for f in per_family.values()]
        pooled = [us for s in self.vm_samples for us in s["us"]]
        runs_spread = median(pooled) / min(pooled) - 1
        factor_spread = max(factors) / min(factors) - 1
        return {
            "pico_us": PICO_US,
            "pico": rp2.BOARD,
            "published": PUBLISHED,
            "runs_per_sample": self.runs,
            "samples": len(pooled),
            "vm_us_median": median(pooled),
            "vm_us_min": min(pooled),
            "factor_from_medians": PICO_US / median(pooled),
            "cpython_us_median": median(self.cpython_us) if self.cpython_us else None,
            "factor": self.factor(),
            "factor_spread": [min(factors), max(factors)],
            "per_family": per_family,
            "runs_spread": runs_spread,
            "families_spread": factor_spread,
            "busy": runs_spread > BUSY or factor_spread > BUSY,
        }
