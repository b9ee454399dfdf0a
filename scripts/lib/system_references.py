#!/usr/bin/env python3
"""Where each rule system's folders are referenced from, outside the system itself.

Issue 27 asks that adding a system touch only its two folders (core/rules/<key>/ and
ui/rules/<key>/) and one registry line. This lists, per system, every file outside those folders
that includes a header of them: the registries (expected), its tests, another system that
borrows one of its parts, and any shared file that still reaches into a system (each one a hook
of the descriptor yet to be made). Exit status 0; a report, not a test.

    python3 scripts/lib/system_references.py [repository root]
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
include = re.compile(r'^\s*#\s*include\s*"((?:core|ui)/rules/([a-z_0-9]+)/[^"]+)"', re.M)
registries = {"core/rules/registry.cpp", "ui/rules/registry.cpp", "core/rules/system_parts.hpp",
              "core/rules/system_actions.hpp", "core/rules/system_handlers.hpp", "core/rules/system_json.hpp",
              "core/rules/system_refusals.hpp"}
sources = [p for d in ("core", "ui", "tests/unit") for p in (root / d).rglob("*") if p.suffix in (".hpp", ".cpp")]

found = {}
for path in sources:
    rel = path.relative_to(root).as_posix()
    for header, key in include.findall(path.read_text(errors="replace")):
        if rel.startswith((f"core/rules/{key}/", f"ui/rules/{key}/", f"tests/unit/rules/{key}/")):
            continue   # the system itself, and its own tests
        found.setdefault(key, {}).setdefault(rel, set()).add(header)

def kind_of(f):
    """A registry, a test, another system that borrows this one's part, or a shared file."""
    if f in registries:
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
