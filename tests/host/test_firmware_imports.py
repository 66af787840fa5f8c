"""No firmware modules import each other in a circle, directly or round a longer loop.

In a circle one module runs while the other is half made, so which names exist depends on
which was imported first, and neither can be read, tested or unloaded on its own. Every
import counts: at the top of a module or inside a function (the table's lazy imports),
`from table import play` (the module table.play), relative imports, and __import__ of a
written-out name. Importing a.b runs package a first, so it counts as importing a too.
"""

import ast
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"


def module_names(root):
    """Every module under `root`, by the dotted name it is imported as: {name: path}."""
    names = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            names[".".join(parts)] = path
    return names


def _with_packages(dotted):
    """a.b.c and the packages that run before it: a, a.b, a.b.c."""
    parts = dotted.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


def _imported(node, name, is_package):
    """The dotted names an import statement (or __import__("...") call) runs."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        if node.level:
            package = name.split(".") if is_package else name.split(".")[:-1]
            base = package[: len(package) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        return [source] + [source + "." + alias.name for alias in node.names]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "__import__"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return [node.args[0].value]
    return []


def import_graph(root):
    """{module: the modules under `root` it imports}, from every module's source."""
    modules = module_names(root)
    graph = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        found = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            for dotted in _imported(node, name, is_package):
                found.update(n for n in _with_packages(dotted) if n in modules)
        found.discard(name)
        graph[name] = found
    return graph


def _knots(graph):
    """The groups of modules that all reach each other (Tarjan's strongly connected
    components), each of two or more modules."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    knots = []

    def visit(module):
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            knot = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                knot.add(member)
                if member == module:
                    break
            if len(knot) > 1:
                knots.append(knot)

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return knots


def _shortest_loop(graph, knot):
    """One circle through the knot's first module, as a list that ends where it starts."""
    start = min(knot)
    paths = {start: [start]}
    queue = [start]
    for module in queue:
        for other in sorted(graph[module] & knot):
            if other == start:
                return paths[module] + [start]
            if other not in paths:
                paths[other] = paths[module] + [other]
                queue.append(other)
    raise AssertionError("not a knot: %s" % sorted(knot))


def circles(graph):
    """Each import circle as "a -> b -> a", one per knot of modules that reach each other
    (a knot of more than one loop also lists its members)."""
    found = []
    for knot in _knots(graph):
        loop = _shortest_loop(graph, knot)
        line = " -> ".join(loop)
        if len(knot) > len(loop) - 1:
            line += " (one loop of the knot %s)" % ", ".join(sorted(knot))
        found.append(line)
    return sorted(found)


def test_no_firmware_modules_import_each_other_in_a_circle():
    found = circles(import_graph(FIRMWARE))
    assert not found, "firmware/ modules importing each other in a circle:\n" + "\n".join(found)


# ---- the check itself finds circles --------------------------------------------------------


def _tree(root, files):
    for relative, source in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source)
    return root


def test_two_modules_importing_each_other_are_named_as_a_circle(tmp_path):
    root = _tree(
        tmp_path,
        {
            "compat.py": "",
            "engines/__init__.py": "",
            "engines/game.py": "from compat import const\nfrom engines import game_labels\n",
            "engines/game_labels.py": "from engines.game import CARD\n",
        },
    )
    assert circles(import_graph(root)) == ["engines.game -> engines.game_labels -> engines.game"]


def test_a_longer_circle_through_a_lazy_relative_import_is_named(tmp_path):
    root = _tree(
        tmp_path,
        {
            "table/__init__.py": "",
            "table/app.py": "from table import play\n",
            "table/play.py": "def start():\n    from . import lobby\n",
            "table/lobby.py": "class Lobby:\n    def run(self):\n        import table.app\n",
        },
    )
    assert circles(import_graph(root)) == ["table.app -> table.play -> table.lobby -> table.app"]


def test_a_package_whose_module_imports_the_package_back_is_a_circle(tmp_path):
    root = _tree(
        tmp_path,
        {
            "engines/__init__.py": "from engines.catalog import GAMES\n",
            "engines/catalog.py": "import engines\nGAMES = ()\n",
        },
    )
    assert circles(import_graph(root)) == ["engines -> engines.catalog -> engines"]


def test_imports_that_all_point_one_way_make_no_circle(tmp_path):
    root = _tree(
        tmp_path,
        {
            "compat.py": "",
            "engines/__init__.py": "from engines.catalog import GAMES\n",
            "engines/catalog.py": "GAMES = ()\n",
            "engines/game_codes.py": "from compat import const\n",
            "engines/game_labels.py": "from engines.game_codes import CARD\n",
            "engines/game.py": (
                "from engines import game_labels\nfrom engines.game_codes import CARD\n"
                "def load():\n    __import__('engines.catalog')\n"
            ),
        },
    )
    assert circles(import_graph(root)) == []


def test_a_knot_of_several_circles_names_one_loop_and_every_module_in_it(tmp_path):
    root = _tree(
        tmp_path,
        {
            "lobby.py": "import play\n",
            "play.py": "import lobby\nimport saves\n",
            "saves.py": "import play\n",
        },
    )
    assert circles(import_graph(root)) == [
        "lobby -> play -> lobby (one loop of the knot lobby, play, saves)"
    ]


# ---- the table's links made by name at run time (table/names.py) ----------------------------

TABLE = FIRMWARE / "table"


def _names_module():
    """table/names.py, run on its own: it imports nothing."""
    found = {}
    exec(compile((TABLE / "names.py").read_text(), "names.py", "exec"), found)  # noqa: S102
    return found


def _strings(path):
    """Every string constant in a module's code, its docstrings left out."""
    tree = ast.parse(path.read_text(), str(path))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def _game_of(stem, names):
    """The game a seat module is named for: "scream" of "scream_drawn" or "scream_screen"."""
    for suffix in (names["DRAWN"], names["SCREEN"]):
        if stem.endswith(suffix):
            return stem[: -len(suffix)]
    return stem


def by_name_graph():
    """The import graph with the links table/names.py makes by name: a module that loads a
    game's view (names.VIEWS) reaches every LED view, one that loads a game's wording
    (names.WORDING) every game's wording."""
    graph = import_graph(FIRMWARE)
    names = _names_module()
    games = [  # a game's wording, its drawing and its screen's form, by the game's name
        path.stem
        for path in (TABLE / "seat").glob("*.py")
        if (FIRMWARE / "engines" / (_game_of(path.stem, names) + ".py")).exists()
    ]
    targets = {
        "names.VIEWS": [m for m in graph if m.startswith(names["VIEWS"]) and m.endswith("_view")],
        "names.WORDING": [
            names["WORDING"] + game for game in games if names["WORDING"] + game in graph
        ],
    }
    for module, path in module_names(FIRMWARE).items():
        source = path.read_text()
        for call, reached in targets.items():
            if call in source:
                graph[module].update(reached)
    return graph


def test_the_tables_links_by_name_make_no_circle():
    found = circles(by_name_graph())
    assert not found, "a link by name closes a circle:\n" + "\n".join(found)


def test_every_module_name_the_table_writes_out_is_in_table_names():
    modules = module_names(FIRMWARE)
    prefixes = {name.rpartition(".")[0] + "." for name in modules if "." in name}
    written = []
    for name, path in module_names(TABLE).items():
        if name == "names":
            continue
        for text in _strings(path):
            if "." in text and (text in modules or text in prefixes):
                written.append("%s: %r" % (path.relative_to(FIRMWARE), text))
    assert not written, "module names written outside table/names.py:\n" + "\n".join(written)
