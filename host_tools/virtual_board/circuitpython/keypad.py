"""CircuitPython's `keypad` for CPython tests: Keys and its event queue. The real Keys scans
its pins in the background every `interval`; this one scans when its events are read (and
once when made, as the real one does), from the levels microcontroller's test hooks put on
the pins."""


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    def __init__(self, scan, max_events):
        self._scan = scan
        self._max = max_events
        self._events = []  # (key number, pressed), oldest first
        self.overflowed = False

    def _put(self, key_number, pressed):
        if len(self._events) >= self._max:
            self.overflowed = True
        else:
            self._events.append((key_number, pressed))

    def get_into(self, event):
        self._scan()
        if not self._events:
            return False
        event.key_number, event.pressed = self._events.pop(0)
        return True

    def get(self):
        event = Event()
        return event if self.get_into(event) else None

    def clear(self):
        self._events = []
        self.overflowed = False

    def __len__(self):
        self._scan()
        return len(self._events)


class Keys:
    def __init__(
        self,
        pins,
        *,
        value_when_pressed,
        pull=True,
        interval=0.02,
        max_events=64,
        debounce_threshold=1,
    ):
        self._pins = tuple(pins)
        self._value_when_pressed = bool(value_when_pressed)
        self._pull = pull
        self._pressed = [False] * len(self._pins)
        self.key_count = len(self._pins)
        self.events = EventQueue(self._scan, max_events)
        self._scan()

    def _level(self, pin):
        if pin.driven is not None:
            return pin.driven
        if self._pull:  # pull-up when a press reads low, pull-down when it reads high
            return 0 if self._value_when_pressed else 1
        return 0

    def _scan(self):
        for number, pin in enumerate(self._pins):
            pressed = self._level(pin) == self._value_when_pressed
            if pressed != self._pressed[number]:
                self._pressed[number] = pressed
                self.events._put(number, pressed)

    def reset(self):
        """Take every key as released: those held now come again as presses."""
        self._pressed = [False] * len(self._pins)

    def deinit(self):
        self._pins = ()
        self._pressed = []
