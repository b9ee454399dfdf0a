#!/usr/bin/env python3
"""Where each rule system is referenced from, outside its own folders.

Issue 27 asks that adding a system touch only its two folders (core/rules/<key>/ and
ui/rules/<key>/, or tests/toy_system/... for the tests' toy) and one registry line. This lists,
per system, every file outside those folders that includes a header of them or names the system
in a build list: the registry line (core/rules/systems.cmake, expected), its tests, another
system that borrows one of its parts, and any shared file that still reaches into a system (each
one a hook of the descriptor yet to be made). Exit status 0 (a report), or 1 with --check when a
shared file reaches into a system, or when the toy is named anywhere but its registry line.

    python3 scripts/lib/system_references.py [--check] [repository root]
"""
import pathlib
import re
import sys

args = [a for a in sys.argv[1:] if a != "--check"]
check = "--check" in sys.argv[1:]
root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parents[2])
include = re.compile(r'^\s*#\s*include\s*"((?:core|ui)/rules/([a-z_0-9]+)/[^"]+)"', re.M)
listed = re.compile(r'^\s*rk_rule_system\(\s*([a-z_0-9]+)', re.M)
registry = "core/rules/systems.cmake"
toy_root = "tests/toy_system/"
scanned = [p for d in ("core", "ui", "tests/unit", "tests/toy_system", "tests/fuzz", "cmake") for p in (root / d).rglob("*")
           if p.suffix in (".hpp", ".cpp", ".cmake") or p.name == "CMakeLists.txt"]
scanned.append(root / "CMakeLists.txt")


def own(rel, key):
    """The system's own folders, and its own tests."""
    return any(rel.startswith(f"{base}{layer}/rules/{key}/") for base in ("", toy_root) for layer in ("core", "ui")) \
        or rel.startswith(f"tests/unit/rules/{key}/")


found = {}
for path in scanned:
    rel = path.relative_to(root).as_posix()
    text = path.read_text(errors="replace")
    refs = [(key, header) for header, key in include.findall(text)]
    refs += [(key, "rk_rule_system(" + key + ")") for key in listed.findall(text)]
    for key, what in refs:
        if not own(rel, key):
            found.setdefault(key, {}).setdefault(rel, set()).add(what)


def kind_of(f):
    """The registry line, a test, another system that borrows this one's part, or a shared file."""
    if f == registry:
        return "registry"
    if f.startswith("tests/"):
        return "test"
    if f.startswith(("core/rules/", "ui/rules/")) and f.count("/") >= 3:
        return "system"
    return "SHARED"


shared_total = 0
for key in sorted(found):
    files = found[key]
    shared = {f: h for f, h in files.items() if kind_of(f) == "SHARED"}
    shared_total += len(shared)
    print(f"{key}: referenced from {len(files)} file(s) outside its folders; {len(shared)} shared")
    for f in sorted(files):
        print(f"  {kind_of(f):8} {f}: {', '.join(sorted(files[f]))}")
print(f"shared files that include a system's folder: {shared_total}")
# The toy was added by its folders and its registry line alone: nothing else may name it.
toy_elsewhere = [f for f in found.get("toy_coin_toss", {}) if kind_of(f) != "registry"]
print(f"files besides its registry line that name the toy system: {len(toy_elsewhere)}")
sys.exit(1 if check and (shared_total or toy_elsewhere or "toy_coin_toss" not in found) else 0)
