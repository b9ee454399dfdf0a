#!/usr/bin/python3
"""Subsets a Debian font to the characters Roundkeeper draws and writes it as a C++ byte array.

usage: embed_font.py FONT OUT.cpp [SECOND.otf]   (run with Debian's python3, which has fontTools)

Two subsets of the same font: the first (ASCII and the UI's symbols) compiled into the app as
rk_ui_font, the second (accented Latin, Cyrillic and Greek) as rk_ui_font_second, or, given SECOND.otf (the
web build), written to that file instead: the page fetches it only when a name needs it, so a
library in plain Latin script downloads none of it (scripts/bench: 450 KB gzip for the first visit).
Any other character is drawn by the browser into the glyph atlas (ui/text/glyph_atlas.cpp).
"""
import io
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

PLACEHOLDER = 0x25A1   # WHITE SQUARE: shown for a character the app has no glyph for
# The UI's typography and symbols.
SYMBOLS = [
    0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2190, 0x2191, 0x2192, 0x2193,
    0x2212, 0x00D7, 0x2264, 0x2265, 0x2713, 0x2715, 0x25B6, 0x25C0, 0x2665, 0x2620, 0x231B, PLACEHOLDER,
]
# Printable ASCII and the UI's text (the first subset, in the app); the accented letters of
# Latin-1 and Latin Extended-A (names in most European languages), Cyrillic (Russian,
# Ukrainian, Belarusian, Serbian, Macedonian, Bulgarian) and monotonic Greek (the second,
# fetched when a name needs it: the UI's own texts are ASCII; the accented letters alone were
# 4.7 KB of the first visit's gzip'd transfer). Latin-1's signs (© ½ ¿ ...) appear in no name
# nor UI text: left out, they are drawn like any other character the font lacks.
LATIN = list(range(0x20, 0x7F)) + [0xA0, 0xAB, 0xB7, 0xBB]
ACCENTED = [c for c in range(0xC0, 0x180) if c not in SYMBOLS]
CYRILLIC = list(range(0x400, 0x460))
GREEK = [0x386] + list(range(0x388, 0x38B)) + [0x38C] + list(range(0x38E, 0x3A2)) + list(range(0x3A3, 0x3CF))
FIRST = LATIN + SYMBOLS
SECOND = ACCENTED + CYRILLIC + GREEK
# ImGui draws U+FFFD for a character its font lacks (ImFont::FallbackChar): the placeholder box.
REPLACEMENT = 0xFFFD
# 1000 units per em (Inter has 2816): coordinates fit CFF's short number forms, about a sixth
# less to download, and a unit is still under a tenth of a device pixel at the largest size drawn.
UNITS_PER_EM = 1000


def subset_options():
    options = subset.Options()
    options.layout_features = []      # ImGui does no shaping: kerning and ligature tables are dead weight
    options.drop_tables += ["GDEF", "GPOS", "GSUB"]
    # Plain charstrings: larger raw, but smaller once gzip'd (the web payload), and quicker for
    # stb_truetype to rasterize (no subroutine calls).
    options.desubroutinize = True
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = [1, 2]
    return options


def reloaded(font):
    buf = io.BytesIO()
    font.save(buf)
    buf.seek(0)
    return TTFont(buf)


def subset_font(font, unicodes):
    sub = subset.Subsetter(subset_options())
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    return font


def share_identical_glyphs(font):
    """Latin A, Greek Alpha and Cyrillic A (and some forty more) are the same drawing: the cmap
    points them all at one glyph, and the copies go."""
    charstrings = font["CFF "].cff.topDictIndex[0].CharStrings
    metrics = font["hmtx"].metrics
    first = {}
    canonical = {}
    for name in font.getGlyphOrder():
        glyph = charstrings[name]
        glyph.decompile()
        canonical[name] = first.setdefault((tuple(glyph.program), metrics[name]), name)
    for table in font["cmap"].tables:
        table.cmap = {u: canonical[g] for u, g in table.cmap.items()}


def short_glyph_names(font):
    """CFF stores every glyph's name as a string ("uni0414"): numbered names are shorter."""
    order = font.getGlyphOrder()
    new = {g: (g if i == 0 else "g%d" % i) for i, g in enumerate(order)}
    top = font["CFF "].cff.topDictIndex[0]
    top.CharStrings.charStrings = {new[g]: i for g, i in top.CharStrings.charStrings.items()}
    top.charset = [new[g] for g in order]
    font["hmtx"].metrics = {new[g]: m for g, m in font["hmtx"].metrics.items()}
    for table in font["cmap"].tables:
        table.cmap = {u: new[g] for u, g in table.cmap.items()}
    font.setGlyphOrder([new[g] for g in order])


def drop_side_bearings(font):
    """ImGui (stb_truetype) takes a glyph's box from its outline and reads only the advance from
    hmtx: side bearings of 0 leave the widths alone, which compress well."""
    font["hmtx"].metrics = {g: (advance, 0) for g, (advance, _) in font["hmtx"].metrics.items()}


def add_replacement_character(font):
    for table in font["cmap"].tables:
        if PLACEHOLDER in table.cmap and (table.format == 12 or table.format == 4):
            table.cmap[REPLACEMENT] = table.cmap[PLACEHOLDER]


def subset_for_app(src, chars):
    font = subset_font(TTFont(src), chars)
    share_identical_glyphs(font)
    font = subset_font(reloaded(font), chars)   # drops the glyphs nothing points at now
    scale_upem(font, UNITS_PER_EM)
    font = reloaded(font)
    short_glyph_names(font)
    add_replacement_character(font)
    drop_side_bearings(font)
    buf = io.BytesIO()
    font.save(buf)
    return buf.getvalue()


def c_array(name, data):
    lines = ["    " + ",".join(str(b) for b in data[i:i + 24]) + "," for i in range(0, len(data), 24)]
    return ("extern const unsigned char %s[] = {\n%s\n};\n" % (name, "\n".join(lines) or "    0,") +
            "extern const unsigned int %s_size = %d;\n" % (name, len(data)))


def font_metrics(data):
    """ImGui sizes a font by its line (hhea ascent - descent, as stb_truetype's ScaleForPixelHeight
    reads it), CSS by its em: the line's height per em turns one into the other (Inter: 1.21), and
    the capital's height per em is what a reader sees of it."""
    font = TTFont(io.BytesIO(data))
    em = font["head"].unitsPerEm
    line = (font["hhea"].ascent - font["hhea"].descent) / em
    cap = font["OS/2"].sCapHeight / em
    return ("extern const float rk_ui_font_line_per_em = %.6ff;\n" % line +
            "extern const float rk_ui_font_cap_per_em = %.6ff;\n" % cap)


def main(src, out, second_file=None):
    first = subset_for_app(src, FIRST)
    if REPLACEMENT not in TTFont(io.BytesIO(first)).getBestCmap():
        sys.exit("embed_font.py: %s has no U+%04X to show as the placeholder" % (src, PLACEHOLDER))
    second = subset_for_app(src, SECOND)
    if second_file:
        with open(second_file, "wb") as f:
            f.write(second)
    with open(out, "w") as f:
        f.write("// Generated by scripts/lib/embed_font.py from %s: do not edit.\n" % src)
        f.write(c_array("rk_ui_font", first))
        f.write(font_metrics(first))
        f.write(c_array("rk_ui_font_second", b"" if second_file else second))


if __name__ == "__main__":
    main(*sys.argv[1:4])
