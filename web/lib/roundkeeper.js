// Browser glue linked into the app (--js-library): the first-frame signal, the soft-keyboard
// bridge, and page-level guards. C++ calls these through extern "C" declarations.
// Release builds minify this with Closure Compiler (ADVANCED): browser APIs its externs may not
// know are written as quoted properties, so they keep their names.
mergeInto(LibraryManager.library, {
  // After every drawn frame: tell the page (loader, readiness flag for tests) and keep the
  // hidden input focused exactly while ImGui wants text.
  rk_js_frame_drawn: function (frame, wantsText) {
    var hook = window['roundkeeper'];
    if (hook && !hook['ready']) {
      hook['ready'] = true;
      hook['firstFrameMs'] = performance.now();
      // This start drew its first frame: the next one need not be in safe mode (shell.html).
      try { window.localStorage.removeItem('roundkeeper.starting'); } catch (e) {}
      var loader = document.getElementById('loader');
      if (loader) loader.remove();
      if (hook['afterFirstFrame']) setTimeout(hook['afterFirstFrame'], 0);
    }
    var kbd = document.getElementById('kbd');
    if (!kbd) return;
    // 2: ImGui is editing a number: phones show their numeric keypad.
    var mode = wantsText === 2 ? 'numeric' : 'text';
    if (wantsText && kbd['inputMode'] !== mode) { kbd['inputMode'] = mode; if (document.activeElement === kbd) kbd.blur(); }
    if (wantsText && document.activeElement !== kbd) kbd.focus({ 'preventScroll': true });
    if (!wantsText && document.activeElement === kbd) kbd.blur();
  },

  // Whether the device is set to a light appearance; the first call starts listening for a
  // change of the setting, which the app is told of (it draws the theme that follows it again).
  rk_js_prefers_light: function () {
    var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: light)') : null;
    if (!query) return 0;
    if (!Module['rkThemeQuery']) {
      Module['rkThemeQuery'] = query;
      query.addEventListener('change', function () { Module['ccall']('rk_device_theme_changed', null, [], []); });
    }
    return query.matches ? 1 : 0;
  },

  // Whether the previous start never drew its first frame (shell.html's marker was still set).
  rk_js_last_start_failed: function () {
    var hook = window['roundkeeper'];
    return hook && hook['safeMode'] ? 1 : 0;
  },

  // A named point in the page's performance timeline (scripts/bench reads where the time to
  // the first frame goes: download and compile, start-up, the first frame with its fonts).
  rk_js_mark: function (namePtr) {
    if (window.performance && performance.mark) performance.mark(UTF8ToString(namePtr));
  },

  // Things browsers allow only inside a user's gesture (clipboard, share sheet, file picker):
  // queued by the frame that handled the tap, performed by the tap's own event handler.
  rk_js_queue_gesture: function (kindPtr, aPtr, bPtr) {
    var queue = Module['rkGestures'] = Module['rkGestures'] || [];
    queue.push({ kind: UTF8ToString(kindPtr), a: UTF8ToString(aPtr), b: UTF8ToString(bPtr) });
    // Still within the tap's activation window (Chrome, Firefox): do it now.
    var activation = navigator['userActivation'];
    if (activation && activation['isActive']) Module['rkRunGestures']();
  },

  // The screen stays on while a fight runs and the page is visible (Screen Wake Lock): a game
  // master sets the phone down between turns. The browser drops the lock when the page is
  // hidden; it is asked for again when the page comes back, and let go when the fight ends or
  // its screen is left. Browsers without the API (or that refuse) simply let the screen dim.
  rk_js_fight_running: function (running) {
    var wake = Module['rkWake'];
    if (!wake) {
      wake = Module['rkWake'] = { want: false, lock: null, asking: false };
      wake.update = function () {
        var api = navigator['wakeLock'];
        if (wake.want && !wake.lock && !wake.asking && api && document.visibilityState === 'visible') {
          wake.asking = true;
          api['request']('screen').then(function (lock) {
            wake.asking = false;
            wake.lock = lock;
            lock.addEventListener('release', function () { if (wake.lock === lock) wake.lock = null; });
            if (!wake.want) wake.update();
          }, function () { wake.asking = false; });
        } else if (!wake.want && wake.lock) {
          var lock = wake.lock;
          wake.lock = null;
          lock['release']()['catch'](function () {});
        }
      };
      document.addEventListener('visibilitychange', function () { wake.update(); });
      Module['rkWakeLock'] = function () { return wake.lock ? 'held' : wake.want ? 'wanted' : 'none'; };
    }
    wake.want = !!running;
    wake.update();
  },

  // Back closes what is open instead of leaving the app: while anything is open (a sheet, a
  // menu, the fight over the encounter list) the page keeps one history entry of its own;
  // going back pops it and the app closes its topmost layer (then the entry comes back if
  // more is open). When the app closes everything itself, the entry goes too.
  rk_js_back_depth: function (depth) {
    var back = Module['rkBack'];
    if (!back) {
      back = Module['rkBack'] = { pushed: false, ignore: 0 };
      window.addEventListener('popstate', function () {
        if (back.ignore) {
          // Our own step back lands on the entry below ours, whose address may still hold the
          // link the page was opened with (a players' view since closed): the address stays as
          // the app had it, or that link would be heard again and asked about.
          back.ignore--;
          if (back.address && window.location.href !== back.address) {
            try { history.replaceState(null, '', back.address); } catch (e) {}
          }
          return;
        }
        if (!back.pushed) return;
        // A link followed in this tab (a share link pasted into the address) is a new entry, not
        // Back: nothing closes, and the app hears of the link by 'hashchange'.
        var hash = (window.location.hash || '').replace(/^#/, ''), kept = null;
        try { kept = window.sessionStorage.getItem('roundkeeper.view'); } catch (e) {}
        if (hash && hash !== kept) return;
        back.pushed = false;
        if (_rk_back() > 0) { history.pushState({ 'rk': 1 }, ''); back.pushed = true; }
      });
    }
    if (depth > 0 && !back.pushed) { history.pushState({ 'rk': 1 }, ''); back.pushed = true; }
    else if (depth === 0 && back.pushed) { back.pushed = false; back.ignore++; back.address = window.location.href; history.back(); }
  },

  // The mouse cursor over the canvas (ImGui's: a hand on buttons, a bar over text fields).
  rk_js_set_cursor: function (cssPtr) {
    Module['canvas'].style.cursor = UTF8ToString(cssPtr);
  },

  rk_js_install_page_handlers: function () {
    // The largest file imported (core/formats/json_input.hpp, kMaxFileBytes).
    var MAX_FILE_BYTES = 20 * 1024 * 1024;
    var canvas = Module['canvas'];
    var kbd = document.getElementById('kbd');
    var notice = function (text) { Module['ccall']('rk_notice', null, ['string'], [text]); };
    var copy = function (text, done, failed) {
      var clipboard = navigator['clipboard'];
      var p = clipboard ? clipboard['writeText'](text) : Promise.reject(new Error('no clipboard'));
      p.then(function () { notice(done); }, function () { notice(failed); });
    };
    var copySummary = function (text) {
      copy(text, 'The summary is copied: paste it in a message to the table.',
           'The browser would not copy the summary. The log (the Log button) holds the fight line by line.');
    };
    var perform = function (g) {
      if (g.kind === 'copy' || (g.kind === 'share' && !navigator['share'])) {
        copy(g.a, 'The link is copied: paste it in a message to the table.',
             'The browser would not copy the link. Long-press the address bar to copy it instead.');
      } else if (g.kind === 'share-text') {
        // The share sheet where there is one; cancelling it is not a failure, anything else
        // (a browser that refuses text) falls back to the clipboard.
        if (!navigator['share']) copySummary(g.a);
        else navigator['share']({ 'title': g.b, 'text': g.a })['catch'](function (err) {
          if (!err || err.name !== 'AbortError') copySummary(g.a);
        });
      } else if (g.kind === 'window') {
        // A window of its own where the browser makes one (on a desktop: drag it to the TV); a tab on a phone.
        // Without an opener, so the browser may give it a process (and a main thread) of its own: an
        // opener's window shared Chromium's, and waited for each of the game master's frames to be
        // drawn before it heard the change (scripts/bench: 126 ms a tap, 2-19 ms without). Such a
        // window.open returns nothing, whether or not it opened: a blocked window is the browser's
        // to say (its pop-up notice).
        window.open(g.a, '_blank', 'popup,noopener');
      } else if (g.kind === 'scan') {
        if (Module['rkScan']) Module['rkScan']();   // web/lib/join.js: the camera, over the page
      } else if (g.kind === 'share') {
        navigator['share']({ 'title': g.b, 'url': g.a })['catch'](function () {});
      } else if (g.kind === 'download') {
        var url = URL.createObjectURL(new Blob([g.b], { type: 'application/json' }));
        var a = document.createElement('a');
        a.href = url; a.download = g.a;
        document.body.appendChild(a); a.click(); a.remove();
        setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
      } else if (g.kind === 'import') {
        var input = document.createElement('input');
        input.type = 'file'; input.accept = '.json,application/json';
        input.addEventListener('change', function () {
          var file = input.files && input.files[0];
          if (!file) return;
          var mb = function (bytes) { return (bytes / 1048576).toFixed(1) + ' MB'; };
          if (file.size > MAX_FILE_BYTES) {
            notice('This file is too large to import (' + mb(file.size) + '; Roundkeeper imports up to 20 MB). Nothing was changed.');
            return;
          }
          // Its bytes as they are: read as text, the browser would replace bytes that are not
          // UTF-8 without a word; the app refuses them with the reason (core/formats/json_input.cpp).
          file['arrayBuffer']().then(function (buffer) {
            // Through the heap, never as a call argument (those are copied onto the 5 MB stack).
            var bytes = new Uint8Array(buffer), n = bytes.length;
            if (n > MAX_FILE_BYTES) {
              notice('This file is too large to import (' + mb(n) + '; Roundkeeper imports up to 20 MB). Nothing was changed.');
              return;
            }
            var p = _malloc(n + 1);
            if (!p) { notice('This file is too large to import on this device. Nothing was changed.'); return; }
            HEAPU8.set(bytes, p);
            HEAPU8[p + n] = 0;
            _rk_import_file(p, n);   // the app frees it
          }, function () { notice('The file could not be read. Nothing was changed.'); });
        });
        input.click();
      }
    };
    Module['rkRunGestures'] = function () {
      var queue = Module['rkGestures'] || [];
      Module['rkGestures'] = [];
      queue.forEach(perform);
    };
    // Registered after the app's own canvas handlers, so ImGui has the event already: draw a
    // frame now, inside this very gesture, then focus the hidden input (iOS opens the keyboard
    // only then) and perform what the tap asked for.
    var inGesture = function () {
      var wantsText = _rk_pump_frame();
      if (wantsText) kbd.focus({ 'preventScroll': true });
      Module['rkRunGestures']();
    };
    // The app takes keys from the canvas, but its mouse handler stops the browser from focusing it:
    // focus it ourselves so desktop shortcuts (Space, Ctrl+Z) work after a click and at start.
    canvas.addEventListener('mousedown', function () {
      if (document.activeElement !== kbd) canvas.focus({ 'preventScroll': true });
    });
    canvas.focus({ 'preventScroll': true });
    // The canvas's size can change without the window's (safe-area insets after a rotation or
    // with a browser bar, 100dvh as the bar hides): the app listens for the window's resize,
    // so it is told then too, and lays the app out again at the new size.
    if (window['ResizeObserver']) {
      var size = '';
      new ResizeObserver(function () {
        var r = canvas.getBoundingClientRect(), now = r.width + 'x' + r.height;
        if (size && now !== size) window.dispatchEvent(new Event('resize'));
        size = now;
      })['observe'](canvas);
    }
    // The soft keyboard: phones shrink the visual viewport, not the page, so the canvas (fixed
    // to the page) would go on under the keyboard, and the field being typed into with it.
    // While the visible part is shorter than the page, the canvas is laid out in that part
    // (shell.html, html.rk-keyboard): its new size reaches the app as above, and the app
    // scrolls the field being typed into back into view. A zoomed page is left as it is.
    var visible = window['visualViewport'];
    if (visible) {
      var root = document.documentElement;
      var fitVisible = function () {
        var covered = Math.abs(visible['scale'] - 1) < 0.01 && visible['height'] < root.clientHeight - 1;
        if (covered) {
          root.style.setProperty('--rk-visible-top', visible['offsetTop'] + 'px');
          root.style.setProperty('--rk-visible-height', visible['height'] + 'px');
        }
        root.classList.toggle('rk-keyboard', covered);
      };
      visible.addEventListener('resize', fitVisible);
      visible.addEventListener('scroll', fitVisible);   // iOS scrolls the page under the keyboard
    }
    canvas.addEventListener('touchend', inGesture);
    canvas.addEventListener('mouseup', inGesture);
    // Soft keyboards send text as 'input' events, not key presses: forward it to ImGui.
    // A placeholder character keeps Backspace working when the field looks empty.
    var PLACEHOLDER = '\u200b';
    kbd.value = PLACEHOLDER;
    kbd.addEventListener('input', function (e) {
      var v = kbd.value.split(PLACEHOLDER).join('');
      if (v) {
        // Through the heap: a pasted text of any size must not land on the stack.
        var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
        if (p) { stringToUTF8(v, p, n); _rk_text_input(p); _free(p); }
      }
      kbd.value = PLACEHOLDER;
    });
    kbd.addEventListener('beforeinput', function (e) {
      if (e['inputType'] === 'deleteContentBackward') { _rk_key_backspace(); e.preventDefault(); }
    });
  },
});
