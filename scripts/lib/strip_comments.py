#!/usr/bin/python3
"""Copies a page or script of the site without its comments and indentation.

usage: strip_comments.py IN OUT   (shell.html -> index.html; the stamped sw.js in place)

The page and the service worker are part of every first visit (scripts/bench's payload); their
comments explain them to us, not to the browser: about 1.2 KB of gzip'd transfer. Conservative
on purpose (Emscripten's own HTML minifier crashes on 3.1.6): CSS and HTML comments,
JavaScript lines that are only a comment, and leading and trailing spaces go; nothing inside a
line is touched otherwise.
"""
import re
import sys


def minify(page):
    page = re.sub(r"<!--.*?-->", "", page, flags=re.S)
    page = re.sub(r"/\*.*?\*/", "", page, flags=re.S)
    lines = (line.strip() for line in page.split("\n"))
    return "\n".join(line for line in lines if line and not line.startswith("//")) + "\n"


if __name__ == "__main__":
    src, out = sys.argv[1:3]
    with open(src, encoding="utf-8") as f:
        page = minify(f.read())
    with open(out, "w", encoding="utf-8") as f:
        f.write(page)
