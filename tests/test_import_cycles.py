"""The engine's modules import one another without a circle (ARCHITECTURE.md, "Layout"): core
never reaches back into games, a ruleset's modules form a tree. Every import counts, at module
level or inside a function, since a lazy import only hides a circle until it bites."""

from __future__ import annotations

import ast
from pathlib import Path

import hexrealms

ENGINE = Path(hexrealms.__file__).parent


def module_name(path: Path, package: Path) -> str:
    """The dotted name of the module in ``path`` under the top-level ``package`` directory (a
    package's ``__init__.py`` is the package)."""
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, package: Path, modules: set[str]) -> set[str]:
    """The ``modules`` that the module in ``path`` imports anywhere in its body, relative imports
    resolved; ``from package import name`` counts the submodule when ``name`` is one."""
    name = module_name(path, package)
    here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.add(sub if sub in modules else source)
    return found & modules


def import_graph(package: Path) -> dict[str, set[str]]:
    """Every module under the ``package`` directory and the modules of it that it imports."""
    paths = sorted(package.rglob("*.py"))
    modules = {module_name(p, package) for p in paths}
    return {module_name(p, package): imported_modules(p, package, modules)
            - {module_name(p, package)} for p in paths}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle as ``[a, b, …, a]``, or ``None`` (depth-first search)."""
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        path.append(module)
        for target in sorted(graph[module]):
            if target in path:
                return path[path.index(target):] + [target]
            if target not in done:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        done.add(module)
        return None

    for module in sorted(graph):
        if module not in done:
            cycle = visit(module)
            if cycle:
                return cycle
    return None


def test_the_graph_resolves_relative_lazy_and_package_imports(tmp_path: Path) -> None:
    """A registry that loads the games inside a function, as core once did, is a circle."""
    files = {
        "__init__.py": "from . import games\n",
        "core/__init__.py": "",
        "core/registry.py": "def load() -> None:\n    from .. import games\n",
        "games/__init__.py": "from .one import rules\n",
        "games/one/__init__.py": "",
        "games/one/rules.py": "import os\nimport pkg.core\nfrom ...core.registry import load\n",
    }
    for name, text in files.items():
        (tmp_path / "pkg" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "pkg" / name).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path / "pkg")
    assert graph == {
        "pkg": {"pkg.games"},
        "pkg.core": set(),
        "pkg.core.registry": {"pkg.games"},
        "pkg.games": {"pkg.games.one.rules"},
        "pkg.games.one": set(),
        "pkg.games.one.rules": {"pkg.core", "pkg.core.registry"},
    }
    assert find_cycle(graph) == ["pkg.games", "pkg.games.one.rules", "pkg.core.registry",
                                 "pkg.games"]
    del graph["pkg.core.registry"]
    graph["pkg.games.one.rules"].discard("pkg.core.registry")
    assert find_cycle(graph) is None


def test_no_engine_module_imports_itself_through_a_circle() -> None:
    cycle = find_cycle(import_graph(ENGINE))
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_core_never_imports_a_game() -> None:
    """The registry lives in core; the package face, not core, imports the games."""
    reaching = {module: sorted(t for t in targets if t.startswith("hexrealms.games"))
                for module, targets in import_graph(ENGINE).items()
                if module.startswith("hexrealms.core")}
    assert {module: games for module, games in reaching.items() if games} == {}
