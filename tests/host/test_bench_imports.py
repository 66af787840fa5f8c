"""host_tools/bench's modules import one another without a circle: each can be read, tested
and changed from the bottom up. Imports made inside a function count as much as those at the
top (they hide a circle from Python, not from a reader)."""

import ast
from pathlib import Path

PACKAGE = "host_tools.bench"
FOLDER = Path(__file__).resolve().parents[2] / "host_tools" / "bench"


def _imports(path):
    """The host_tools.bench modules that the module at `path` imports, anywhere in it."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update("%s.%s" % (node.module, alias.name) for alias in node.names)
    return found


def _graph():
    """{module: the bench's modules it imports} over host_tools/bench/*.py (vm/ holds the
    MicroPython scripts the VM runs, which import the firmware, not the bench)."""
    modules = {PACKAGE + "." + path.stem: path for path in FOLDER.glob("*.py")}
    modules[PACKAGE] = modules.pop(PACKAGE + ".__init__")
    return {
        name: {other for other in _imports(path) if other in modules and other != name}
        for name, path in modules.items()
    }


def _circle(graph):
    """One import circle as the list of modules around it, or None."""
    done, path = set(), []

    def visit(name):
        if name in path:
            return path[path.index(name) :] + [name]
        if name in done:
            return None
        path.append(name)
        for other in sorted(graph[name]):
            found = visit(other)
            if found:
                return found
        path.pop()
        done.add(name)
        return None

    for name in sorted(graph):
        found = visit(name)
        if found:
            return found
    return None


def test_no_module_of_the_bench_imports_itself_through_another():
    graph = _graph()
    assert len(graph) > 10 and PACKAGE + ".runner" in graph[PACKAGE + ".memory"]
    assert _circle(graph) is None, " -> ".join(_circle(graph) or ())


def test_a_circle_would_be_found():
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
