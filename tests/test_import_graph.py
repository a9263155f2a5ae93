"""The package's import graph, as grimp sees it (every import, those inside functions and
under ``TYPE_CHECKING`` included), has no circle: of any two modules one is the lower."""

from __future__ import annotations

import grimp

from bridgeclub.game import new_game


def circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan, without recursion):
    each holds at least one circle of imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(
                        graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[module] = min(low[module], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                part = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    part.append(top)
                    if top == module:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


def a_circle(graph: grimp.ImportGraph, part: list[str]) -> str:
    """One circle through the first module of ``part``, for the failure message."""
    first, rest = part[0], part[1:]
    for other in rest:
        there = graph.find_shortest_chain(importer=first, imported=other)
        back = graph.find_shortest_chain(importer=other, imported=first)
        if there and back:
            return " -> ".join([*there, *back[1:]])
    return ", ".join(part)


def test_the_package_has_no_import_circle() -> None:
    graph = grimp.build_graph("bridgeclub", cache_dir=None)
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(a_circle(graph, p) for p in found)


def test_a_circle_is_found_when_there_is_one() -> None:
    graph = grimp.build_graph("bridgeclub", cache_dir=None)
    graph.add_import(importer="bridgeclub.cards", imported="bridgeclub.game")
    found = circles(graph)
    assert any({"bridgeclub.cards", "bridgeclub.game"} <= set(p) for p in found)
    circle = a_circle(graph, next(p for p in found if "bridgeclub.cards" in p)).split(" -> ")
    assert circle[0] == circle[-1] and "bridgeclub.game" in circle


def test_the_old_import_paths_still_work() -> None:
    import bridgeclub as bc
    from bridgeclub import game, match, variants
    from bridgeclub.formats import pbn_sections
    from bridgeclub.tui import screen

    assert game.new_game is bc.new_game is new_game and game.Game is bc.Game
    assert variants.find_variant("duplicate") is game.find_variant("duplicate")
    assert match.new_match("rubber").kind == "rubber" and match.match_kinds() == bc.match_kinds()
    assert callable(pbn_sections.auction_calls) and callable(screen.call_text)
