// Browser glue linked into the app (--js-library): the first-frame signal, the soft-keyboard
// bridge, and page-level guards. C++ calls these through extern "C" declarations.
mergeInto(LibraryManager.library, {
  // After every drawn frame: tell the page (loader, readiness flag for tests) and keep the
  // hidden input focused exactly while ImGui wants text.
  rk_js_frame_drawn: function (frame, wantsText) {
    var hook = window['roundkeeper'];
    if (hook && !hook['ready']) {
      hook['ready'] = true;
      hook['firstFrameMs'] = performance.now();
      var loader = document.getElementById('loader');
      if (loader) loader.remove();
    }
    var kbd = document.getElementById('kbd');
    if (!kbd) return;
    if (wantsText && document.activeElement !== kbd) kbd.focus({ 'preventScroll': true });
    if (!wantsText && document.activeElement === kbd) kbd.blur();
  },

  rk_js_install_page_handlers: function () {
    var canvas = Module['canvas'];
    var kbd = document.getElementById('kbd');
    // Registered after SDL's own canvas handlers, so SDL has queued the touch already: draw a
    // frame now and focus the hidden input inside this very gesture (iOS requires that).
    canvas.addEventListener('touchend', function () {
      if (_rk_pump_frame()) kbd.focus({ 'preventScroll': true });
    });
    // Soft keyboards send text as 'input' events, not key presses: forward it to ImGui.
    // A placeholder character keeps Backspace working when the field looks empty.
    var PLACEHOLDER = '\u200b';
    kbd.value = PLACEHOLDER;
    kbd.addEventListener('input', function (e) {
      var v = kbd.value.split(PLACEHOLDER).join('');
      if (v) Module['ccall']('rk_text_input', null, ['string'], [v]);
      kbd.value = PLACEHOLDER;
    });
    kbd.addEventListener('beforeinput', function (e) {
      if (e.inputType === 'deleteContentBackward') { _rk_key_backspace(); e.preventDefault(); }
    });
  },
});
