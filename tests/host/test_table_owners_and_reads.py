"""The table's state has an owner and its front ends read it in one place (docs/architecture.md):
outside table/app.py nothing sets an attribute of the App; the seat view, the phone companion
and the simulator's driver read the table through table/reads.py and the App's own reads, never
the Match's picker, the LEDs' buffer or the Lobby's seats; the modes are named in words once."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = sorted((ROOT / "firmware").rglob("*.py")) + sorted(
    (ROOT / "host_tools" / "virtual_board").glob("*.py")
)
FRONT_ENDS = (
    "firmware/table/seat/private.py",
    "firmware/table/web/companion.py",
    "host_tools/virtual_board/simtable.py",
)
# App's class attribute that tests and the simulator set on purpose (App's docstring)
KNOBS = ("bot_class",)
LOBBY_INSIDES = ("seats", "index", "option")
INSIDES = ("picker", "pixels")


def _name(path):
    return str(path.relative_to(ROOT))


def _is_app(node):
    """`app`, `self.app` or `table.app`: an expression naming the App."""
    if isinstance(node, ast.Name):
        return node.id == "app"
    return isinstance(node, ast.Attribute) and node.attr == "app"


def _targets(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            yield from node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            yield node.target


def test_only_the_app_sets_its_own_attributes():
    writes = []
    for path in CODE:
        if _name(path) == "firmware/table/app.py":
            continue
        for target in _targets(ast.parse(path.read_text())):
            ours = isinstance(target, ast.Attribute) and _is_app(target.value)
            if ours and target.attr not in KNOBS:
                writes.append("%s:%d app.%s" % (_name(path), target.lineno, target.attr))
    assert not writes, writes


def test_front_ends_read_no_picker_led_buffer_or_lobby_seats():
    reads = []
    for name in FRONT_ENDS:
        for node in ast.walk(ast.parse((ROOT / name).read_text())):
            if not isinstance(node, ast.Attribute):
                continue
            lobby = isinstance(node.value, ast.Name) and node.value.id == "lobby"
            if node.attr in INSIDES or lobby and node.attr in LOBBY_INSIDES:
                reads.append("%s:%d .%s" % (name, node.lineno, node.attr))
    assert not reads, reads


def test_the_modes_are_named_in_words_in_one_place():
    found = []
    for path in CODE:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Tuple, ast.List)):
                words = [e.value for e in node.elts if isinstance(e, ast.Constant)]
                if "select" in words and "aside" in words:
                    found.append(_name(path))
    assert found == ["firmware/table/reads.py"], found
