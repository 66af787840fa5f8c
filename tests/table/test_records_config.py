"""config RECORDS_KEPT, the finished games the table keeps (table/records.py), is checked."""

from support import table_config
from table import config_check, records


def _fields(**overrides):
    return [
        field
        for field, _ in config_check.check(table_config.make(**overrides), table_config.BOARD)
    ]


def test_records_kept_is_a_number_of_games_up_to_the_most_the_flash_holds():
    assert _fields(RECORDS_KEPT=0) == [] and _fields(RECORDS_KEPT=config_check.RECORDS_MOST) == []
    for bad in (-1, config_check.RECORDS_MOST + 1, "20", True, 2.5):
        assert _fields(RECORDS_KEPT=bad) == ["RECORDS_KEPT"], bad


def test_a_config_from_before_the_records_keeps_the_usual_number():
    assert _fields(RECORDS_KEPT=table_config.DELETE) == []
    assert table_config.make().RECORDS_KEPT == records.KEPT
