"""Find import cycles between the modules of desktop_solver.

Every import counts, wherever it stands (a function's lazy import or a TYPE_CHECKING block too):
a cycle means two modules each need the other, which is a design problem whether or not Python
happens to cope with it at run time.

    python scripts/import_cycles.py      # prints each cycle; exit status 1 when there is one
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "desktop_solver"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The package's modules that `path` imports (a name imported from a package counts as its
    submodule when there is one)."""
    name = module_name(path)
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".") if is_package else name.split(".")[:-1]
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


def find_cycles() -> list[list[str]]:
    paths = sorted((ROOT / PACKAGE).rglob("*.py"))
    modules = {module_name(path) for path in paths}
    graph = {module_name(path): imports_of(path, modules) for path in paths}
    # Tarjan's strongly connected components: every component of two or more is a cycle.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    sys.setrecursionlimit(10000)
    for module in sorted(graph):
        if module not in index:
            visit(module)
    return cycles


def main() -> int:
    cycles = find_cycles()
    for cycle in cycles:
        print("import cycle: " + " <-> ".join(cycle))
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())
