// Browser glue for keeping the table's state: localStorage reads and writes (a full storage is
// reported, never thrown), saving when the page is hidden, noticing another tab's save, the
// link the page was opened with, and asking the browser to keep our storage.
mergeInto(LibraryManager.library, {
  // Returns a malloc'd UTF-8 copy of the value, or 0 when there is none (or storage is blocked).
  rk_js_storage_read: function (keyPtr) {
    var value = null;
    try { value = window.localStorage.getItem(UTF8ToString(keyPtr)); } catch (e) { value = null; }
    if (value === null) return 0;
    var n = lengthBytesUTF8(value) + 1, p = _malloc(n);
    stringToUTF8(value, p, n);
    return p;
  },
  // 0: written. Otherwise a malloc'd message (the caller frees it); the old value is untouched.
  rk_js_storage_write: function (keyPtr, valuePtr) {
    try {
      window.localStorage.setItem(UTF8ToString(keyPtr), UTF8ToString(valuePtr));
      return 0;
    } catch (e) {
      var full = e && (e.name === 'QuotaExceededError' || e.code === 22 || e.code === 1014);
      var msg = full ? 'the browser storage is full' : 'the browser refused to store it (' + (e && e.name) + ')';
      var n = lengthBytesUTF8(msg) + 1, p = _malloc(n);
      stringToUTF8(msg, p, n);
      return p;
    }
  },
  rk_js_storage_remove: function (keyPtr) {
    try { window.localStorage.removeItem(UTF8ToString(keyPtr)); } catch (e) {}
  },
  // The stored keys that start with the prefix, one per line (a malloc'd string).
  rk_js_storage_keys: function (prefixPtr) {
    var prefix = UTF8ToString(prefixPtr), keys = [];
    try {
      for (var i = 0; i < window.localStorage.length; i++) {
        var k = window.localStorage.key(i);
        if (k !== null && k.indexOf(prefix) === 0) keys.push(k);
      }
    } catch (e) {}
    var v = keys.join('\n'), n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  },
  // The link the page was opened with. It stays in the address until the app has handled it
  // (rk_js_link_handled): the reload that installs a new version keeps it, and asks again.
  rk_js_take_link_fragment: function () {
    var v = (window.location.hash || '').replace(/^#/, ''), n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  },
  rk_js_link_handled: function () {
    var kept = null;
    try { kept = window.sessionStorage.getItem('roundkeeper.view'); } catch (e) {}
    var hash = (window.location.hash || '').replace(/^#/, '');
    if (hash && hash !== kept) {
      try { history.replaceState(null, '', window.location.pathname + window.location.search); } catch (e) {}
    }
  },
  // The players' view open in this tab: kept in the address and in this tab's session storage,
  // so a reload (the one that installs a new version too) reopens it without asking again.
  rk_js_keep_players_view: function (fragmentPtr) {
    var f = UTF8ToString(fragmentPtr), was = null;
    try {
      was = window.sessionStorage.getItem('roundkeeper.view');
      if (f) window.sessionStorage.setItem('roundkeeper.view', f);
      else window.sessionStorage.removeItem('roundkeeper.view');
    } catch (e) {}
    // Leaving the view takes it out of the address, but not a new link put there meanwhile: that
    // one waits for the app (its 'hashchange' may come after this).
    var hash = (window.location.hash || '').replace(/^#/, '');
    if (!f && hash && hash !== was) return;
    try { history.replaceState(null, '', window.location.pathname + window.location.search + (f ? '#' + f : '')); } catch (e) {}
  },
  rk_js_kept_players_view: function () {
    var v = null;
    try { v = window.sessionStorage.getItem('roundkeeper.view'); } catch (e) {}
    v = v || '';
    var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  },
  rk_js_page_address: function () {
    var v = window.location.origin + window.location.pathname, n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  },
  rk_js_install_storage_handlers: function (prefixPtr) {
    var prefix = UTF8ToString(prefixPtr);
    // iOS gives no reliable unload event, and the main loop stops while hidden: save right now.
    var saveNow = function () { _rk_save_now(); };
    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') saveNow(); });
    window.addEventListener('pagehide', saveNow);
    // Another tab saved the same library (or cleared it): this one must not overwrite it silently.
    window.addEventListener('storage', function (e) {
      if (e.storageArea === window.localStorage && (e.key === null || e.key.indexOf(prefix) === 0)) _rk_storage_changed();
    });
    window.addEventListener('hashchange', function () { _rk_link_changed(); });
    // Ask the browser not to evict our storage (Safari clears script-written data after a week unvisited).
    try { var storage = navigator['storage']; if (storage && storage['persist']) storage['persist'](); } catch (e) {}
  },
});
