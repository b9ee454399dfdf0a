#!/usr/bin/python3
"""Prints scripts/bench's figures beside their budgets and writes build/bench.json.

usage: bench_report.py CORE_JSON WEB_JSON OUT.json [SIZE_JSON [ENGINE_JSON...]]   (exit 1 if any budget is over or missing)

SIZE_JSON is the size report (scripts/lib/size_report.py): printed first and kept in OUT.json.
Each ENGINE_JSON is another engine's start-up (scripts/lib/bench_engines.js), printed beside
Chromium's first frame.
"""
import datetime
import json
import os
import platform
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import size_report  # noqa: E402  (the table printer)


def figures(text):
    """The JSON object a measuring script prints last (the browser harness prints notes before it)."""
    return json.loads(text.strip().splitlines()[-1])


def main(core_text, web_text, out, size_path=None, *engine_texts):
    core, web = figures(core_text), figures(web_text)
    engines = [figures(t) for t in engine_texts if t.strip()]
    size = None
    if size_path:
        with open(size_path) as f:
            size = json.load(f)
        size_report.print_table(size)
        print()
    rows = []   # (figure, value, unit, budget, ok)

    def add(name, value, unit, budget, ok):
        rows.append({"figure": name, "value": value, "unit": unit, "budget": budget,
                     "status": "MISSING" if value is None else ("PASS" if ok else "OVER")})

    kb = lambda b: round(b / 1024, 1)
    for f in web["payload"]:
        add(f"payload {f['file']} (raw {kb(f['raw'])} KB)", kb(f["gzip"]), "KB gzip", "", True)
    # Issue 33's budgets: the payload 350 KB gzip'd, a first visit 400 KB sent, a cold first frame 250 ms.
    add("payload total", kb(web["payload_gzip_total"]), "KB gzip", "<= 350", web["payload_gzip_total"] <= 350 * 1024)
    v = web.get("first_visit_bytes_sent")
    add("first visit: bytes the server sends until the worker controls the page", None if v is None else kb(v), "KB", "<= 400",
        v is not None and v <= 400 * 1024)
    ff = web["first_frame_ms"]
    add("first frame, cold (median of 7)", round(ff["median"]), "ms", "<= 250", ff["median"] <= 250)
    add("first frame, cold (max of 7)", round(ff["max"]), "ms", "", True)
    add("first frame, warm (service worker)", round(web["warm_first_frame_ms"]["median"]), "ms", "<= 150",
        web["warm_first_frame_ms"]["median"] <= 150)
    s1, s100 = web.get("start_1_encounter_ms"), web.get("start_100_encounters_ms")
    ratio = None if not s1 or s100 is None else round(s100 / s1, 2)
    shown = "n/a" if ratio is None else f"{round(s100)} / {round(s1)} ms"
    add(f"start with 100 encounters / with 1 (first frame, warm: {shown})", ratio, "x", "<= 1.3",
        ratio is not None and ratio <= 1.3)
    names = {"firefox": "Firefox ESR", "webkit": "WebKitGTK"}
    for e in engines:
        add(f"first frame, cold, {names.get(e['engine'], e['engine'])} (median of {len(e['loads'])})", e["median"], "ms", "", True)
    add("idle frames in 5 s", web["idle_frames_5s"], "frames", "<= 2", web["idle_frames_5s"] <= 2)
    add("idle main-thread script in 5 s", round(web["idle_script_ms_5s"], 1), "ms", "<= 20", web["idle_script_ms_5s"] <= 20)
    add("tap to result", web["tap_latency_frames"], "frames", "next frame (<= 2)", web["tap_latency_frames"] <= 2)
    add("actions/s with undo (18 combatants)", core["actions_per_second"], "/s", ">= 200000", core["actions_per_second"] >= 200000)
    for scheme, ms in core["turn_order_max_ms"].items():
        add(f"turn order, 500 combatants (the cap), {scheme}", ms, "ms", "<= 1", ms is not None and ms <= 1)
    add("save 200-combatant encounter", core["save_200_ms"], "ms", "<= 5", core["save_200_ms"] <= 5)
    add("load 200-combatant encounter", core["load_200_ms"], "ms", "<= 5", core["load_200_ms"] <= 5)
    for key, label in (("share_encode_ms", "share link encode"), ("share_decode_ms", "share link decode")):
        v = core.get(key)
        add(label + " (reference encounter)", v, "ms", "<= 1", v is not None and v <= 1)
    v = core.get("share_link_chars")
    add("share link length (reference encounter)", v, "chars", "<= 1200", v is not None and v <= 1200)
    v = core.get("library_20_stored_bytes")
    add("library of 20 encounters stored (12 combatants, 200 actions each)", None if v is None else kb(v), "KB", "<= 300",
        v is not None and v <= 300 * 1024)
    v = web.get("storage_bytes_20_encounters")
    add("the same in the browser's localStorage", None if v is None else kb(v), "KB", "<= 300", v is not None and v <= 300 * 1024)
    v = core.get("bytes_written_per_action")
    add("bytes written per routine action (median)", v, "bytes", "<= 4096", v is not None and v <= 4096)
    v = web.get("storage_bytes_per_action")
    add("the same in the browser (median)", v, "bytes", "<= 4096", v is not None and v <= 4096)
    s1, s20 = core.get("start_1_fight_ms"), core.get("start_20_fights_ms")
    add(f"reading the stored library at a start (native), 20 fights (1 fight: {s1} ms)", s20, "ms", "", True)
    # A long fight of 500 combatants: the steps leaving the undo window go into batches of their
    # own, so no save rewrites the whole encounter (issue 33).
    v = core.get("long_fight_500_checkpoint_writes")
    add("long fight, 500 combatants, 1,500 actions: saves that wrote the whole encounter", v, "saves", "<= 2 (was 23)",
        v is not None and v <= 2)
    v = core.get("long_fight_500_bytes_per_action")
    add("the same: bytes written per action (mean)", v, "bytes", "<= 4096", v is not None and v <= 4096)
    v = core.get("long_fight_500_open_ms")
    add("the same: opening it again (native)", v, "ms", "<= 100", v is not None and v <= 100)
    v = core.get("save_after_action_ms")
    add("save after an action (native, median)", v, "ms", "<= 2", v is not None and v <= 2)
    v = web.get("action_100_combatants_ms")
    add("action to saved, 100 combatants (browser, median)", None if v is None else round(v, 2), "ms", "<= 16", v is not None and v <= 16)
    v = web.get("frame_500_combatants_ms")
    add("unchanged frame, 500 combatants (browser, median)", None if v is None else round(v, 2), "ms", "<= 2", v is not None and v <= 2)
    v = web.get("tap_500_combatants_ms")
    add("tap to saved, 500 combatants (browser, median)", None if v is None else round(v, 2), "ms", "<= 16", v is not None and v <= 16)
    v = web.get("live_view_tap_to_frame_ms")
    add("live players' window: game master's tap to the window's frame (same browser, median)",
        None if v is None else round(v, 1), "ms", "<= 100", v is not None and v <= 100)
    v = web.get("join_code_bytes")
    add("players' phones: the join code (bytes)", v, "bytes", "<= 104", v is not None and v <= 104)
    v = web.get("join_qr_version")
    add("players' phones: the join link's QR code version", v, "version", "<= 8", v is not None and v <= 8)
    v = web.get("joined_tap_to_frame_ms")
    add("players' phones: game master's tap to a joined player's frame (WebRTC, loopback, median)",
        None if v is None else round(v, 1), "ms", "<= 1000", v is not None and v <= 1000)
    heap = web["heap_bytes_after_1000_actions"]
    add("WebAssembly heap after 1000 actions", round(heap / 1048576, 1), "MB", "<= 32", heap <= 32 * 1048576)

    width = max(len(r["figure"]) for r in rows)
    print(f"{'figure':<{width}}  {'value':>10}  {'unit':<8} {'budget':<18} status")
    for r in rows:
        value = "n/a" if r["value"] is None else r["value"]
        print(f"{r['figure']:<{width}}  {value!s:>10}  {r['unit']:<8} {r['budget']:<18} {r['status']}")
    bad = [r for r in rows if r["status"] != "PASS"]
    machine = f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()}"
    when = datetime.date.today().isoformat()
    print(f"\nMeasured {when} on {machine}: {len(rows) - len(bad)} within budget, {len(bad)} over or missing.")
    with open(out, "w") as f:
        json.dump({"date": when, "machine": machine, "rows": rows, "core": core, "web": web, "engines": engines,
                   "size": size}, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
