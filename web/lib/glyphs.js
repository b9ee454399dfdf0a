// Characters the built-in font lacks (CJK, Arabic, Hebrew, emoji ...) drawn by the browser's
// own fonts into the app's glyph atlas: a phone has fonts for every script, so nothing more is
// downloaded (ui/text/glyph_atlas.cpp asks for each such character a name needs, once per atlas).
mergeInto(LibraryManager.library, {
  // Draws `codepoint` at `size` device pixels on a 2D canvas; returns a malloc'd RGBA image
  // (the caller frees it) and writes its figures to `info` (6 int32: width, height, left,
  // baseline, advance x 64, coloured), or returns 0 when the browser has nothing to draw.
  rk_js_draw_glyph: function (codepoint, size, info) {
    if (!(size >= 1)) return 0;
    // A glyph the browser cannot draw must not stop the app: it shows the placeholder instead.
    try {
      var g = Module['rkGlyphs'];
      if (!g) {
        var canvas = document.createElement('canvas');
        g = Module['rkGlyphs'] = { canvas: canvas, ctx: canvas['getContext']('2d', { 'willReadFrequently': true }) };
      }
      var ctx = g.ctx;
      if (!ctx) return 0;
      var text = String.fromCodePoint(codepoint);
      var font = size + 'px sans-serif';
      ctx['font'] = font;
      var m = ctx['measureText'](text);
      var advance = m['width'];
      // The ink may reach left of the pen or past the advance (marks, overhangs): the image holds it all.
      var left = Math.max(0, Math.ceil(m['actualBoundingBoxLeft'] || 0));
      var right = Math.max(Math.ceil(advance), Math.ceil(m['actualBoundingBoxRight'] || 0));
      var baseline = Math.ceil(size * 1.05), height = Math.ceil(size * 1.35);
      var width = Math.max(1, left + right + 1);
      g.canvas['width'] = width;   // resizing clears the canvas and its state
      g.canvas['height'] = height;
      ctx['font'] = font;
      ctx['fillStyle'] = '#fff';
      ctx['textBaseline'] = 'alphabetic';
      ctx['fillText'](text, left, baseline);
      var data = ctx['getImageData'](0, 0, width, height)['data'];
      var ink = false, coloured = false;
      for (var i = 0; i < data.length; i += 4) {
        if (!data[i + 3]) continue;
        ink = true;
        // Text is filled white: pixels with colours of their own come from a colour font (emoji).
        if (Math.abs(data[i] - data[i + 1]) > 24 || Math.abs(data[i + 1] - data[i + 2]) > 24) { coloured = true; break; }
      }
      if (!ink && !/\s/.test(text)) return 0;   // no font for it: the app shows its placeholder
      var p = _malloc(data.length);
      if (!p) return 0;
      HEAPU8.set(data, p);
      HEAP32[(info >> 2) + 0] = width;
      HEAP32[(info >> 2) + 1] = height;
      HEAP32[(info >> 2) + 2] = -left;
      HEAP32[(info >> 2) + 3] = baseline;
      HEAP32[(info >> 2) + 4] = Math.round(advance * 64);
      HEAP32[(info >> 2) + 5] = coloured ? 1 : 0;
      return p;
    } catch (e) {
      return 0;
    }
  },

  // The UI font's accented Latin, Cyrillic and Greek (scripts/lib/embed_font.py): fetched the first time a name
  // needs them, and kept by the service worker for offline use. Until they arrive (or if they
  // cannot), those letters are drawn by the browser's fonts like any other script.
  rk_js_fetch_second_font: function () {
    var url = 'font-more-letters.otf', worker = navigator.serviceWorker;
    // Fetched before the service worker controls the page (a first visit, a shared link with
    // such names), the font went past it: once it takes over, the font is asked for once more,
    // through it (the browser's cache answers), so that it is kept for offline use.
    if (worker && !worker.controller)
      worker.addEventListener('controllerchange', function () { fetch(url)['catch'](function () {}); }, { 'once': true });
    fetch(url).then(function (r) { return r.ok ? r['arrayBuffer']() : Promise.reject(); })
      .then(function (buffer) {
        var bytes = new Uint8Array(buffer), p = _malloc(bytes.length);
        if (!p) return;
        HEAPU8.set(bytes, p);
        _rk_second_font_arrived(p, bytes.length);   // the app frees it
      })['catch'](function () {});
  },
});
