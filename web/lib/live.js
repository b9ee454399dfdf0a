// The players' view that follows a game master's page live in the same browser (a second tab,
// a window on a TV). The pages talk on one BroadcastChannel and never through storage, so a
// view wakes no other tab's guard against lost saves. A game master's page has a token (kept in
// its tab's session storage: a reload keeps it) that its players' window links carry. A view
// that follows a token says hello; the page with that token answers with its fight, then posts
// each change. A page that starts says so (views say hello again), and one that closes says
// goodbye. Messages: {'hello': token}, {'gm': token}, {'bye': token}, {'token': token, 'view': fragment}.
mergeInto(LibraryManager.library, {
  $rkLive: { channel: null, host: '', follow: '' },
  $rkLiveChannel__deps: ['$rkLive'],
  $rkLiveChannel: function () {
    if (rkLive.channel || typeof BroadcastChannel === 'undefined') return rkLive.channel;
    var channel = rkLive.channel = new BroadcastChannel('roundkeeper.live');
    channel['onmessage'] = function (e) {
      var m = e.data || {};
      if (rkLive.host && m['hello'] === rkLive.host) _rk_live_hello();
      if (!rkLive.follow) return;
      if (m['gm'] === rkLive.follow) channel['postMessage']({ 'hello': rkLive.follow });
      if (m['bye'] === rkLive.follow) _rk_live_gone();
      if (m['token'] === rkLive.follow && typeof m['view'] === 'string') {
        // Through the heap, never as a call argument (a large fight's view is long); the app frees it.
        var n = lengthBytesUTF8(m['view']) + 1, p = _malloc(n);
        if (!p) return;
        stringToUTF8(m['view'], p, n);
        _rk_live_view(p);
      }
    };
    window.addEventListener('pagehide', function () { if (rkLive.host) channel['postMessage']({ 'bye': rkLive.host }); });
    return channel;
  },

  rk_js_live_host__deps: ['$rkLive', '$rkLiveChannel'],
  rk_js_live_host: function () {
    var token = '';
    if (rkLiveChannel() && window.crypto) {
      try { token = window.sessionStorage.getItem('roundkeeper.live') || ''; } catch (e) {}
      // A window opened by window.open starts with a copy of its opener's session storage: the
      // live window must not answer (nor say goodbye) under the game master's token.
      if (token && (window.location.hash || '').indexOf('&live=' + token) >= 0) token = '';
      if (!token) {
        var bytes = new Uint8Array(8);
        window.crypto.getRandomValues(bytes);
        token = Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
        try { window.sessionStorage.setItem('roundkeeper.live', token); } catch (e) {}
      }
      rkLive.host = token;
      rkLive.channel['postMessage']({ 'gm': token });
    }
    var n = lengthBytesUTF8(token) + 1, p = _malloc(n);
    stringToUTF8(token, p, n);
    return p;
  },

  rk_js_live_publish__deps: ['$rkLive', '$rkLiveChannel'],
  rk_js_live_publish: function (tokenPtr, fragmentPtr) {
    var channel = rkLiveChannel();
    if (channel) channel['postMessage']({ 'token': UTF8ToString(tokenPtr), 'view': UTF8ToString(fragmentPtr) });
  },

  rk_js_live_follow__deps: ['$rkLive', '$rkLiveChannel'],
  rk_js_live_follow: function (tokenPtr) {
    rkLive.follow = UTF8ToString(tokenPtr);
    var channel = rkLiveChannel();
    if (channel && rkLive.follow) channel['postMessage']({ 'hello': rkLive.follow });
  },
});
