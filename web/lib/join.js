// Players follow the fight on their own phones with no server (docs/live-view.md): a WebRTC
// data channel from the game master's page to each player's, set up by the phones' cameras.
// The game master's page makes an offer and gathers its candidates; the app turns the offer
// into a short join code (core/formats/join_code.hpp) shown as a link's QR code. A player's
// camera app opens the link; that page answers, and the app shows the answer as a QR code; the
// game master's page reads it with its own camera (lazily loaded reader) and the channel opens.
// Each connection is a fresh RTCPeerConnection: the next player scans the next code.
// Over the channel, the game master's page sends {"seq": n, "view": <players' link fragment>}:
// the same filtered view as the snapshot link, so nothing hidden ever crosses it.
mergeInto(LibraryManager.library, {
  $rkJoin: { pending: null, peers: [], seq: 0, player: null, tick: 0 },

  $rkJoinText: function (text) {   // a malloc'd copy the app frees
    var n = lengthBytesUTF8(text) + 1, p = _malloc(n);
    if (p) stringToUTF8(text, p, n);
    return p;
  },

  // A connection with one data channel, negotiated by both sides as id 0 (nothing to announce).
  $rkJoinConnection: function () {
    var pc = new RTCPeerConnection({ 'iceServers': [] });
    var channel = pc['createDataChannel']('roundkeeper', { 'negotiated': true, 'id': 0 });
    return { pc: pc, channel: channel };
  },

  // The local description once every candidate is gathered (a code holds them all: there is no
  // way to send more later). A network that never completes gathering gets 3 seconds.
  $rkJoinGathered: function (pc) {
    return new Promise(function (resolve) {
      var done = function () { resolve(pc['localDescription']['sdp']); };
      if (pc['iceGatheringState'] === 'complete') return done();
      var timer = setTimeout(done, 3000);
      pc.addEventListener('icegatheringstatechange', function () {
        if (pc['iceGatheringState'] === 'complete') { clearTimeout(timer); done(); }
      });
    });
  },

  $rkJoinProblem__deps: ['$rkJoinText'],
  $rkJoinProblem: function (text) {
    var p = rkJoinText(text);
    if (p) _rk_join_problem(p);
  },

  $rkJoinUnsupported: function () {
    return typeof RTCPeerConnection === 'undefined'
      ? 'This browser cannot connect phones directly (no WebRTC). Share the players\' link instead.' : '';
  },

  // The game master's page: a fresh connection, its offer to the app (Sharing::join_local), for the
  // next player. The connection waits for that player's answer (rk_js_join_accept).
  rk_js_join_host__deps: ['$rkJoin', '$rkJoinConnection', '$rkJoinGathered', '$rkJoinText', '$rkJoinProblem', '$rkJoinUnsupported', '$rkJoinScanner'],
  rk_js_join_host: function () {
    var why = rkJoinUnsupported();
    if (why) return rkJoinProblem(why);
    Module['rkScan'] = rkJoinScanner;
    if (rkJoin.pending) rkJoin.pending.pc['close']();
    var c = rkJoin.pending = rkJoinConnection();
    c.pc['createOffer']().then(function (offer) { return c.pc['setLocalDescription'](offer); })
      .then(function () { return rkJoinGathered(c.pc); })
      .then(function (sdp) {
        if (rkJoin.pending !== c) return;   // replaced meanwhile
        var p = rkJoinText(sdp);
        if (p) _rk_join_local(0, p);
      }, function (e) { rkJoinProblem('This browser would not prepare a connection (' + e + ').'); });
  },

  // The game master's page leaves the join screen: the offer no player answered is dropped.
  rk_js_join_host_stop__deps: ['$rkJoin'],
  rk_js_join_host_stop: function () {
    if (rkJoin.pending) rkJoin.pending.pc['close']();
    rkJoin.pending = null;
    if (Module['rkScanClose']) Module['rkScanClose']();   // left by the back gesture while the camera was open
  },

  // A player's answer, read by the camera and turned back into a description by the app.
  rk_js_join_accept__deps: ['$rkJoin', '$rkJoinProblem', 'rk_js_join_host'],
  rk_js_join_accept: function (sdpPtr) {
    var c = rkJoin.pending;
    if (!c) return;
    rkJoin.pending = null;
    var opened = false;
    // The players who follow now: an open channel over a connection that still answers (a phone
    // that closed its page or left the Wi-Fi drops out when ICE's consent checks fail, about 30 s).
    var count = function () {
      rkJoin.peers = rkJoin.peers.filter(function (p) {
        var s = p.pc['connectionState'];
        return p.channel['readyState'] === 'open' && s !== 'failed' && s !== 'closed';
      });
      _rk_join_players(rkJoin.peers.filter(function (p) { return p.pc['connectionState'] !== 'disconnected'; }).length);
    };
    c.pc.addEventListener('connectionstatechange', function () {
      if (c.pc['connectionState'] === 'failed') c.pc['close']();
      if (opened) count();
    });
    c.channel['onopen'] = function () {
      opened = true;
      rkJoin.peers.push(c);
      count();
      _rk_live_hello();   // the app publishes the fight to everyone, this player included
    };
    c.channel['onclose'] = count;
    // ICE gives up after about 30 s; a player waits no longer than 20 to hear why.
    setTimeout(function () {
      if (opened) return;
      c.pc['close']();
      rkJoinProblem('The phones could not reach each other. Are both on the same Wi-Fi (not a guest network)? ' +
                    'Try again, or share the players\' link instead.');
    }, 20000);
    c.pc['setRemoteDescription']({ 'type': 'answer', 'sdp': UTF8ToString(sdpPtr) })['catch'](function (e) {
      c.pc['close']();
      rkJoinProblem('That code could not be used (' + e + '). Ask the player to open your code again.');
    });
    _rk_js_join_host();   // the next player's code, at once
  },

  // Sent by the app with each change (Sharing::publish_live).
  rk_js_join_publish__deps: ['$rkJoin'],
  rk_js_join_publish: function (fragmentPtr) {
    if (!rkJoin.peers.length) return;
    var message = JSON.stringify({ 'seq': ++rkJoin.seq, 'view': UTF8ToString(fragmentPtr) });
    rkJoin.peers.forEach(function (p) {
      // A message past what the channel takes (a fight of hundreds, over 256 KB) is not sent;
      // the other players still get theirs.
      try { if (p.channel['readyState'] === 'open') p.channel['send'](message); } catch (e) {}
    });
    Module['rkJoinSent'] = message;   // the test hook reads what last crossed the channel
  },

  // A player's page, opened by the game master's link: answers the offer the app rebuilt.
  rk_js_join_answer__deps: ['$rkJoin', '$rkJoinConnection', '$rkJoinGathered', '$rkJoinText', '$rkJoinProblem', '$rkJoinUnsupported'],
  rk_js_join_answer: function (sdpPtr) {
    var offer = UTF8ToString(sdpPtr);
    if (rkJoin.player) rkJoin.player.pc['close']();
    rkJoin.player = null;
    if (rkJoin.tick) clearInterval(rkJoin.tick);
    rkJoin.tick = 0;
    if (!offer) return;   // the player cancelled
    var why = rkJoinUnsupported();
    if (why) return rkJoinProblem(why);
    var c = rkJoin.player = rkJoinConnection();
    var seq = 0;
    c.channel['onmessage'] = function (e) {
      var m = null;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (!m || typeof m['view'] !== 'string' || !(m['seq'] > seq)) return;   // never an older view after a newer one
      seq = m['seq'];
      Module['rkJoinHeard'] = e.data;
      var p = rkJoinText(m['view']);
      if (p) _rk_join_view(p);
    };
    var gone = function () {
      if (rkJoin.player !== c) return;
      // Once a second while lost, the "last update N s ago" line moves on (until a new join).
      if (seq && !rkJoin.tick) rkJoin.tick = setInterval(function () { _rk_join_tick(); }, 1000);
      if (seq) _rk_live_gone();
      else rkJoinProblem('The phones could not reach each other. Are both on the same Wi-Fi (not a guest network)? ' +
                         'Ask the game master for the players\' link instead.');
    };
    c.channel['onclose'] = gone;
    c.pc.addEventListener('connectionstatechange', function () {
      var s = c.pc['connectionState'];
      if (s === 'failed' || s === 'closed') gone();
    });
    c.pc['setRemoteDescription']({ 'type': 'offer', 'sdp': offer })
      .then(function () { return c.pc['createAnswer'](); })
      .then(function (answer) { return c.pc['setLocalDescription'](answer); })
      .then(function () { return rkJoinGathered(c.pc); })
      .then(function (sdp) {
        if (rkJoin.player !== c) return;
        var p = rkJoinText(sdp);
        if (p) _rk_join_local(1, p);
      }, function (e) { rkJoinProblem('This code could not be answered (' + e + '). Scan the game master\'s code again.'); });
  },

  // The camera, over the page, until it reads a QR code (performed inside the tap: browsers ask
  // for the camera only then). The reader is the browser's own (BarcodeDetector) where it has
  // one, else jsQR, fetched the first time the camera opens (it is not part of the app's load).
  $rkJoinScanner__deps: ['$rkJoinText', '$rkJoinProblem'],
  $rkJoinScanner: function () {
    var media = navigator['mediaDevices'];
    if (!media || !media['getUserMedia'])
      return rkJoinProblem('This browser gives no camera to the page. Share the players\' link instead.');
    var layer = document.createElement('div');
    layer.id = 'scanner';
    layer.setAttribute('style', 'position:fixed;inset:0;z-index:10;background:#000;color:#fff;display:flex;flex-direction:column;' +
      'align-items:center;justify-content:center;gap:16px;font:18px system-ui,sans-serif;text-align:center;padding:16px');
    var video = document.createElement('video');
    video.setAttribute('playsinline', '');
    video['muted'] = true;
    video.setAttribute('style', 'max-width:100%;max-height:60vh;border-radius:8px');
    var caption = document.createElement('div');
    caption.textContent = 'Point the camera at the code on the player\'s phone.';
    var cancel = document.createElement('button');
    cancel.textContent = 'Cancel';
    cancel.setAttribute('style', 'font:inherit;padding:14px 40px;border-radius:8px;border:0;background:#444;color:#fff');
    layer.appendChild(video); layer.appendChild(caption); layer.appendChild(cancel);
    document.body.appendChild(layer);
    var stream = null, closed = false;
    var close = function () {
      if (Module['rkScanClose'] === close) Module['rkScanClose'] = null;
      closed = true;
      if (stream) stream['getTracks']().forEach(function (t) { t['stop'](); });
      layer['remove']();
    };
    cancel.addEventListener('click', close);
    Module['rkScanClose'] = close;
    var found = function (text) {
      close();
      var p = rkJoinText(text);
      if (p) _rk_join_scanned(p);
    };
    var reader = function () {
      var Detector = window['BarcodeDetector'];
      var native = Detector ? Detector['getSupportedFormats']().then(function (f) { return f.indexOf('qr_code') >= 0; }, function () { return false; })
                            : Promise.resolve(false);
      return native.then(function (yes) {
        if (yes) {
          var detector = new Detector({ 'formats': ['qr_code'] });
          return function () { return detector['detect'](video).then(function (codes) { return codes.length ? codes[0]['rawValue'] : ''; }); };
        }
        return new Promise(function (resolve, reject) {
          if (window['jsQR']) return resolve();
          var s = document.createElement('script');
          s.src = 'qr-reader.js';
          s.onload = resolve;
          s.onerror = function () { reject(new Error('The QR code reader could not be loaded: is this phone offline?')); };
          document.head.appendChild(s);
        }).then(function () {
          var canvas = document.createElement('canvas'), ctx = canvas.getContext('2d', { 'willReadFrequently': true });
          return function () {
            var w = video['videoWidth'], h = video['videoHeight'], scale = Math.min(1, 800 / Math.max(w, h, 1));
            canvas.width = Math.round(w * scale); canvas.height = Math.round(h * scale);
            if (!canvas.width || !canvas.height) return Promise.resolve('');
            ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
            var img = ctx.getImageData(0, 0, canvas.width, canvas.height);
            var code = window['jsQR'](img.data, img.width, img.height, { 'inversionAttempts': 'attemptBoth' });
            return Promise.resolve(code ? code['data'] : '');
          };
        });
      });
    };
    media['getUserMedia']({ 'video': { 'facingMode': 'environment' }, 'audio': false })
      .then(function (s) {
        stream = s;
        if (closed) return close();
        video['srcObject'] = s;
        return video['play']().then(reader).then(function (read) {
          var look = function () {
            if (closed) return;
            read().then(function (text) {
              if (text) found(text);
              else setTimeout(look, 100);
            }, function () { setTimeout(look, 100); });
          };
          look();
        });
      })['catch'](function (e) {
        close();
        var denied = e && (e.name === 'NotAllowedError' || e.name === 'SecurityError');
        rkJoinProblem(denied ? 'The camera was not allowed. Allow it for this page in the browser\'s settings, or share the players\' link instead.'
                             : e && e.name === 'NotFoundError' ? 'This device has no camera. Share the players\' link instead.'
                             : String(e && e.message || e));
      });
  },
});
