"""hal.serial on the simulated board: each write_line is one captured line."""

from support import sim


def test_write_line_lands_in_the_simulated_serial_capture():
    machine = sim.install()
    from hal import serial

    serial.write_line('{"event": "roll", "text": "Red rolls 4"}')
    serial.write_line("second")
    assert machine.SERIAL.take() == ['{"event": "roll", "text": "Red rolls 4"}', "second"]
    assert machine.SERIAL.lines == []
    assert machine.SERIAL.written == 2


def test_a_line_break_inside_a_line_cannot_split_it():
    machine = sim.install()
    from hal import serial

    serial.write_line("one\ntwo\r\nthree")
    assert machine.SERIAL.lines == ["one two  three"]


def test_the_capture_keeps_the_latest_lines_within_its_bound():
    machine = sim.install()
    from hal import serial

    machine.SERIAL.keep = 3
    for n in range(10):
        serial.write_line("line %d" % n)
    assert machine.SERIAL.lines == ["line 7", "line 8", "line 9"]
    assert machine.SERIAL.written == 10
