"""No module of the project imports, directly or through others, a module that imports it back:
every import counts, those inside functions too (a deferred import hides a cycle, it does not
break it). The apps stand in layers, and so do tabletop's packages: no import runs upward; no
import across packages hides in a function; the pure rules (every format's `rules/` and what
they import of tabletop) import no framework. Read from the source with `ast`, so nothing is run."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("auction", "battler", "cards", "config", "pushes", "saga", "tabletop")
# Bottom to top: a package imports from the layers below its own, never from above or beside.
# tabletop is the ground every format stands on; the card catalogue registers itself with it
# (tabletop/core/catalogue.py) rather than being imported by it.
LAYERS = (("tabletop",), ("cards",), ("pushes",), ("auction", "battler", "saga"), ("config",))
# Inside tabletop, bottom to top: its packages (tabletop/<name>/) and the modules Django looks for
# at the app's root. None imports from a layer above its own.
TABLETOP_LAYERS = ("rules", "models", "core", "access", "live", "http", "admin", "apps", "management")
# What no pure module may import, directly or through the project's modules it imports.
FRAMEWORKS = {"asgiref", "celery", "channels", "corsheaders", "django", "drf_spectacular", "psycopg", "psycopg_pool"}
FRAMEWORKS |= {"redis", "rest_framework"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_modules() -> dict[str, Path]:
    return {
        module_name(path): path
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts
    }


def package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def import_statements(tree: ast.AST, function: str | None = None):
    """(import node, the function it sits in or None) for every import of the tree."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, function
        inner = node.name if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) else function
        yield from import_statements(node, inner)


def named(node: ast.Import | ast.ImportFrom, package: str, modules: dict[str, Path]) -> set[str]:
    """The modules an import statement names (a `from package import module` names the module),
    the project's resolved, others by their top-level name."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    base = node.module or ""
    if node.level:  # relative: from the package, up level - 1 packages
        parent = package.split(".")[: len(package.split(".")) - node.level + 1]
        base = ".".join([*parent, base] if base else parent)
    return {f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names}


def statements(path: Path):
    return import_statements(ast.parse(path.read_text(), str(path)))


def imported(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project's modules that `name` imports."""
    found = set()
    for node, _ in statements(path):
        found |= named(node, package_of(name, path), modules)
    return {module for module in found if module in modules and module != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    return {name: imported(name, path, modules) for name, path in modules.items()}


def test_the_finder_sees_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_through_others():
    assert cycles(import_graph()) == []


def top_package(module: str) -> str:
    return module.split(".")[0]


def layer(package: str) -> int:
    return next(index for index, members in enumerate(LAYERS) if package in members)


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    return sorted(
        f"{source} -> {target}"
        for source, targets in graph.items()
        for target in targets
        if top_package(source) != top_package(target) and layer(top_package(target)) >= layer(top_package(source))
    )


def test_every_package_stands_in_one_layer():
    assert sorted(package for members in LAYERS for package in members) == sorted(PACKAGES)


def test_the_layer_check_sees_an_import_upward_or_beside():
    assert upward_imports({"tabletop.http.api": {"cards.selectors"}, "saga.api": {"auction.rules"}}) == [
        "saga.api -> auction.rules",
        "tabletop.http.api -> cards.selectors",
    ]
    assert upward_imports({"cards.api": {"tabletop.http.api"}, "tabletop.http.api": {"tabletop.core.kinds"}}) == []


def test_no_import_runs_upward():
    assert upward_imports(import_graph()) == []


def deferred_imports(modules: dict[str, Path]) -> list[str]:
    """Imports inside a function of a module in another package than the importer's. Django's
    `AppConfig.ready` is their one place: an app may read others' models only once all are loaded."""
    found = []
    for name, path in modules.items():
        package = package_of(name, path)
        for node, function in statements(path):
            if function is None or (path.name == "apps.py" and function == "ready"):
                continue
            for target in named(node, package, modules) & modules.keys():
                if package_of(target, modules[target]) != package:
                    found.append(f"{name} ({function}) -> {target}")
    return sorted(found)


def test_the_deferred_import_check_sees_one_across_packages(tmp_path):
    (tmp_path / "low.py").write_text("")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "high.py").write_text("def f():\n    from low import x\n")
    (tmp_path / "sub" / "same.py").write_text("def f():\n    from sub import high\n")
    modules = {"low": tmp_path / "low.py", "sub.high": tmp_path / "sub/high.py", "sub.same": tmp_path / "sub/same.py"}
    assert deferred_imports(modules) == ["sub.high (f) -> low"]


def test_no_import_across_packages_hides_in_a_function():
    assert deferred_imports(project_modules()) == []


def pure_modules(modules: dict[str, Path]) -> set[str]:
    """Every module of a `rules` package (each format's engine, and tabletop's protocol), and every
    project module they import, through others too."""
    graph = {name: imported(name, path, modules) for name, path in modules.items()}
    pure = {name for name in modules if "rules" in name.split(".")}
    while grown := {target for name in pure for target in graph[name]} - pure:
        pure |= grown
    return pure


def framework_imports(modules: dict[str, Path]) -> list[str]:
    return sorted(
        f"{name} -> {target}"
        for name in pure_modules(modules)
        for node, _ in statements(modules[name])
        for target in named(node, package_of(name, modules[name]), modules)
        if top_package(target) in FRAMEWORKS
    )


def test_the_purity_check_sees_a_framework_import_through_a_module_the_rules_import(tmp_path):
    (tmp_path / "rules.py").write_text("from helper import x\n")
    (tmp_path / "helper.py").write_text("def f():\n    from django.db import models\n")
    modules = {"game.rules": tmp_path / "rules.py", "helper": tmp_path / "helper.py"}
    assert framework_imports(modules) == ["helper -> django.db"]


def test_the_rules_and_what_they_import_are_pure_python():
    modules = project_modules()
    protocol = {name.rpartition(".")[2] for name in pure_modules(modules) if name.startswith("tabletop.")}
    assert protocol >= {"engine", "events", "ledger", "results", "rng", "undo", "validation"}
    assert framework_imports(modules) == []


def tabletop_layer(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "tabletop" or len(parts) < 2 or parts[1] not in TABLETOP_LAYERS:
        return None
    return TABLETOP_LAYERS.index(parts[1])


def upward_in_tabletop(graph: dict[str, set[str]]) -> list[str]:
    return sorted(
        f"{source} -> {target}"
        for source, targets in graph.items()
        for target in targets
        if (low := tabletop_layer(source)) is not None and (high := tabletop_layer(target)) is not None and high > low
    )


def test_the_tabletop_layer_check_sees_an_import_upward():
    graph = {"tabletop.core.services": {"tabletop.live.hotpath", "tabletop.rules.engine", "tabletop.models"}}
    assert upward_in_tabletop(graph) == ["tabletop.core.services -> tabletop.live.hotpath"]
    assert upward_in_tabletop({"tabletop.http.api": {"tabletop.core.services", "tabletop.access.auth"}}) == []


def test_no_import_runs_upward_inside_tabletop():
    assert upward_in_tabletop(import_graph()) == []


@pytest.mark.skipif(not (ROOT / "tabletop" / "rules").is_dir(), reason="tabletop's modules are not in packages yet")
def test_every_module_of_tabletop_stands_in_a_layer():
    assert [name for name in project_modules() if name.startswith("tabletop.") and tabletop_layer(name) is None] == []
