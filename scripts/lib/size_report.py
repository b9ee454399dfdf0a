#!/usr/bin/env python3
"""Where the WebAssembly's bytes go: scripts/bench's size report.

usage: size_report.py NAMED_WASM SOURCE_ROOT OUT.json ARCHIVE_OR_OBJECT...

NAMED_WASM is the app linked from the same objects as the release build with
`--profiling-funcs` (function names kept, code identical). Each function's body is given to
the component that defines it: the archive or source folder its symbol comes from (llvm-nm
over the LTO objects), or, for templates every object instantiates, the namespace its name
starts with. The data section gives the embedded font apart. Each component's bytes are
printed raw and gzip'd on their own (gzip of the parts adds up to more than gzip of the
whole, so the last column scales them to the whole file's gzip size).
"""
import json
import os
import re
import subprocess
import sys
import zlib


def leb(data, i):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(wasm):
    """{id or custom name: (payload start, end, header start)} of the module's sections."""
    out, i = {}, 8
    while i < len(wasm):
        header, sid = i, wasm[i]
        size, i = leb(wasm, i + 1)
        start, end = i, i + size
        if sid == 0:
            length, j = leb(wasm, i)
            out[wasm[j:j + length].decode()] = (j + length, end, header)
        else:
            out[sid] = (start, end, header)
        i = end
    return out


def imported_functions(wasm, span):
    i, end = span[:2]
    count, i = leb(wasm, i)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            length, i = leb(wasm, i)
            i += length
        kind = wasm[i]
        i += 1
        if kind == 0:      # function: type index
            _, i = leb(wasm, i)
            functions += 1
        elif kind == 1:    # table: element type, limits
            i += 1
            flags, i = leb(wasm, i)
            _, i = leb(wasm, i)
            if flags & 1:
                _, i = leb(wasm, i)
        elif kind == 2:    # memory: limits
            flags, i = leb(wasm, i)
            _, i = leb(wasm, i)
            if flags & 1:
                _, i = leb(wasm, i)
        elif kind == 3:    # global: type, mutability
            i += 2
        elif kind == 4:    # tag: attribute, type
            i += 1
            _, i = leb(wasm, i)
    return functions


def function_names(wasm, span):
    i, end = span[:2]
    names = {}
    while i < end:
        sub = wasm[i]
        size, i = leb(wasm, i + 1)
        stop = i + size
        if sub == 1:
            count, i = leb(wasm, i)
            for _ in range(count):
                index, i = leb(wasm, i)
                length, i = leb(wasm, i)
                names[index] = wasm[i:i + length].decode("utf-8", "replace")
                i += length
        i = stop
    return names


def function_bodies(wasm, span, first_index, names):
    i = span[0]
    count, i = leb(wasm, i)
    for k in range(count):
        size, i = leb(wasm, i)
        yield names.get(first_index + k, ""), wasm[i:i + size]
        i += size


def embedded_font_size(data):
    """Length of the OpenType font (CFF: 'OTTO') inside the data section, from its table directory."""
    at = data.find(b"OTTO\x00")
    if at < 0:
        return 0
    tables = int.from_bytes(data[at + 4:at + 6], "big")
    end = 12 + 16 * tables
    for t in range(tables):
        record = at + 12 + 16 * t
        offset = int.from_bytes(data[record + 8:record + 12], "big")
        length = int.from_bytes(data[record + 12:record + 16], "big")
        end = max(end, offset + length)
    return end


def symbol_owners(archives, source_root):
    """Demangled name -> component, for every function an archive or object defines.

    Our own objects are named after their source file; the source's folder names the
    component. Third-party archives (Dear ImGui, qrcodegen) are one component each.
    Templates (weak symbols, defined by every object that uses them) are left to `by_name`."""
    listing = subprocess.run(["llvm-nm", "--defined-only", "-A", *archives],
                             capture_output=True, text=True, check=True).stdout
    sources = {}
    for folder, dirs, files in os.walk(source_root):
        dirs[:] = [d for d in dirs if d not in ("build", "node_modules") and not d.startswith(".")]
        for f in files:
            if f.endswith((".cpp", ".c")):
                sources.setdefault(f + ".o", os.path.relpath(os.path.join(folder, f), source_root))
    symbols = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) < 4 or fields[-2] not in ("T", "t"):
            continue
        where = fields[0].rstrip(":").split(":")
        archive, member = where[0], where[-1]
        symbols.append((fields[-1], archive, member))
    demangled = subprocess.run(["llvm-cxxfilt"], input="\n".join(s for s, _, _ in symbols),
                               capture_output=True, text=True, check=True).stdout.splitlines()
    owners = {}
    for (_, archive, member), name in zip(symbols, demangled):
        base = os.path.basename(archive)
        if "imgui" in base:
            owners[name] = "Dear ImGui"
        elif "qrcodegen" in base:
            owners[name] = "qrcodegen"
        else:
            owners[name] = component_of_source(sources.get(os.path.basename(member), ""))
    return owners


def component_of_source(path):
    if path.startswith("core/rules/"):
        parts = path.split("/")
        return "rules: " + (parts[2] if len(parts) > 3 else "registry and contract")
    if path in ("core/formats/share_codec.cpp", "core/formats/base64url.cpp"):
        return "share codec"
    if path.startswith(("core/formats/json", "core/formats/serialize", "core/formats/migrations")):
        return "JSON (ours: fields, upgrades)"
    if path.startswith("core/"):
        return "core (common)"
    if path.startswith("ui/") or path.startswith("build/"):
        return "interface (ui/)"
    return "other"


def by_name(name):
    """The component of a function no archive claims strongly: templates and libc."""
    head = name.split("(")[0]
    if "rk::json_fields::" in head:
        return "JSON (ours: fields, upgrades)"
    if "nlohmann::" in head or head.startswith(("rk::from_json", "rk::to_json")):
        return "JSON (nlohmann)" if "nlohmann::" in head else "JSON (ours: fields, upgrades)"
    if head.startswith(("ImGui", "Im", "stb")):
        return "Dear ImGui"
    if head.startswith(("std::", "decltype(auto) std::")) and "rk::" not in name:
        return "libc++"
    if "rk::ui" in name:
        return "interface (ui/)"
    if "rk::" in name:
        return "core (common)"
    return "libc, malloc, runtime"


def main():
    wasm_path, source_root, out_path, *archives = sys.argv[1:]
    wasm = open(wasm_path, "rb").read()
    secs = sections(wasm)
    names = function_names(wasm, secs["name"]) if "name" in secs else {}
    first = imported_functions(wasm, secs[2]) if 2 in secs else 0
    owners = symbol_owners(archives, source_root)
    parts = {}
    for name, body in function_bodies(wasm, secs[10], first, names):
        plain = re.sub(r" \(\.\d+\)$", "", name)   # LTO's renamed local copies
        component = owners.get(plain)
        if component in (None, "other"):
            component = by_name(plain)
        parts.setdefault(component, bytearray()).extend(body)
    data = wasm[secs[11][0]:secs[11][1]] if 11 in secs else b""
    at, font = data.find(b"OTTO\x00"), embedded_font_size(data)
    parts["font (embedded, Latin)"] = data[at:at + font] if font else b""
    parts["data (strings, tables)"] = data[:at] + data[at + font:] if font else data
    # Types, imports, the function and element tables, exports: everything but code, data, names.
    parts["module structure"] = b"".join(wasm[header:end] for key, (_, end, header) in secs.items()
                                         if key not in (10, 11, "name"))

    # The module as the release build ships it: every section but the names.
    shipped = wasm[:8] + b"".join(wasm[header:end] for key, (_, end, header) in
                                  sorted(secs.items(), key=lambda kv: kv[1][2]) if key != "name")
    whole_gzip = len(zlib.compress(shipped, 9))
    rows = [{"component": c, "raw": len(blob), "gzip_alone": len(zlib.compress(bytes(blob), 9)) if blob else 0}
            for c, blob in parts.items()]
    alone_total = sum(r["gzip_alone"] for r in rows) or 1
    for r in rows:
        r["gzip_share"] = round(r["gzip_alone"] * whole_gzip / alone_total)
    rows.sort(key=lambda r: -r["gzip_share"])
    report = {"wasm_raw_without_names": len(shipped), "wasm_gzip_estimate": whole_gzip, "components": rows}
    with open(out_path, "w") as f:
        json.dump(report, f, indent=1)
    print_table(report)


def print_table(report):
    rows = report["components"]
    width = max(len(r["component"]) for r in rows)
    print(f"{'wasm by component':<{width}}  {'raw KB':>8}  {'gzip KB':>8}  {'share KB':>8}")
    for r in rows:
        print(f"{r['component']:<{width}}  {r['raw'] / 1024:8.1f}  {r['gzip_alone'] / 1024:8.1f}  {r['gzip_share'] / 1024:8.1f}")
    print(f"{'whole (as shipped: no names)':<{width}}  {report['wasm_raw_without_names'] / 1024:8.1f}  {'':>8}  "
          f"{report['wasm_gzip_estimate'] / 1024:8.1f}")
    print("(gzip KB: the component's bytes gzip'd alone; share KB: scaled to the whole file's gzip)")


if __name__ == "__main__":
    main()
