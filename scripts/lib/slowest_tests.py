#!/usr/bin/env python3
"""Prints the slowest tests of a ctest run, from ctest's own output (a file), and the time
each engine's browser tests took: what to look at first when the run grows towards CI's limit.
Usage: slowest_tests.py <ctest output> [how many, default 15]"""
import re
import sys

LINE = re.compile(r'Test +#\d+: (.+?) \.+\**\s*(?:Passed|\*\*\*\S+|Failed|Not Run|Exception)?.*?\s([\d.]+) sec')


def main():
    path, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 15
    times = []
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            m = LINE.search(line)
            if m:
                times.append((float(m.group(2)), m.group(1).strip()))
    if not times:
        return
    times.sort(reverse=True)
    groups = {}
    for seconds, name in times:
        m = re.match(r'browser(?: \((\w+)\))?:', name)
        group = f'browser, {m.group(1) or "chromium"}' if m else name.split(':')[0].split('/')[0]
        n, total = groups.get(group, (0, 0.0))
        groups[group] = (n + 1, total + seconds)
    print(f'[test] the {min(count, len(times))} slowest of {len(times)} tests (seconds):')
    for seconds, name in times[:count]:
        print(f'  {seconds:7.1f}  {name}')
    print('[test] by group: ' + '; '.join(f'{g} {n} tests {t:.0f} s' for g, (n, t) in
                                          sorted(groups.items(), key=lambda kv: -kv[1][1])))


if __name__ == '__main__':
    main()
