// Browser figures for scripts/bench: payload, time to the first frame (cold and second visit),
// idle frames and script time, tap-to-result latency, and the WebAssembly heap after a long
// session. Prints one JSON object. Run through scripts/bench.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const h = require('../../tests/browser/lib/harness.js');
const { createServer, listen } = require('./static_server.js');

const LOADS = 7;
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

// `site.requests` (when set) receives the path of every request the server answers: what the
// page and its service worker fetch, whoever asks.
async function coldLoad(site, { collect } = {}) {
  const browser = await h.launch(h.PHONE);
  const files = new Set();
  try {
    // The profile's own first tab: a second tab would sit in the background, where the browser
    // pauses animation frames.
    const page = browser.context.pages()[0] || await browser.context.newPage();
    if (collect) site.requests = files;
    const sentBefore = site.bytesSent();
    await page.goto(site.url);
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    const cold = await page.evaluate(() => window.roundkeeper.firstFrameMs);
    // The first visit is over once the service worker has installed this build (its own
    // fetches count as the first load's payload) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30000 });
    // Every byte the server wrote until the worker controls the page (gzip'd as a static host
    // sends it; a file the worker found good in the HTTP cache costs only a 304's headers).
    const sent = site.bytesSent() - sentBefore;
    site.requests = null;
    // Second visit in the same profile: the service worker answers from its cache.
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    const warm = await page.evaluate(() => window.roundkeeper.firstFrameMs);
    return { cold, warm, sent, files: [...files] };
  } finally {
    await browser.close();
  }
}

async function interactive(url) {
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, url);
    await new Promise((r) => setTimeout(r, 1000));
    // Idle: nothing happens for 5 s.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
    const f0 = await h.frames(page), s0 = await metric('ScriptDuration');
    await new Promise((r) => setTimeout(r, 5000));
    const idleFrames = (await h.frames(page)) - f0;
    const idleScriptMs = ((await metric('ScriptDuration')) - s0) * 1000;

    // Input latency: frames the app draws from a tap until the one that shows its result
    // (watched on every animation frame; the tap's own handler draws the first of them).
    const r = await h.widget(page, 'sample-highest-first');
    await page.evaluate(() => {
      const rk = window.roundkeeper;
      window.__latency = { start: rk.frames(), done: null };
      const watch = () => {
        if (rk.state().encounter.combatants.length > 0) { window.__latency.done = rk.frames(); return; }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    await page.waitForFunction(() => window.__latency.done !== null, null, { timeout: 5000 });
    const latencyFrames = await page.evaluate(() => window.__latency.done - window.__latency.start);

    // A scripted 1,000-action session through the test hook, then the heap size.
    await page.evaluate(() => {
      const rk = window.roundkeeper;
      rk.dispatch({ type: 'StartEncounter' });
      const ids = rk.state().encounter.combatants.map((c) => c.id);
      for (let i = 0; i < 1000; i++) {
        const id = ids[i % ids.length];
        if (i % 3 === 0) rk.dispatch({ type: 'Damage', id, amount: 1 });
        else if (i % 3 === 1) rk.dispatch({ type: 'Heal', id, amount: 1 });
        else rk.dispatch({ type: 'NextTurn' });
      }
    });
    const heapBytes = await page.evaluate(() => window.Module.HEAP8.length);

    return { idleFrames, idleScriptMs, latencyFrames, heapBytes };
  } finally {
    await browser.close();
  }
}

// A fight played in the page through the test hook: `n` combatants, started, then `actions`
// routine actions (damage, healing, next turn). `perAction(bytes, ms)`, when given, is called
// after each action, saved at once; otherwise the fight is saved once, at its end. Its source is
// handed to page.evaluate (a page function cannot close over this file).
function playFight(n, actions, perAction) {
  const rk = window.roundkeeper, M = window.Module;
  // The new encounter's id, counted here: reading the stored library each time reads every fight.
  if (window.__nextFight === undefined) window.__nextFight = rk.stored().library.next_id;
  rk.dispatchLibrary({ type: 'NewEncounter' });
  const id = window.__nextFight++;
  rk.dispatchLibrary({ type: 'OpenEncounter', id });
  for (let i = 0; i < n; i++) rk.dispatch({ type: 'AddCombatant', name: 'Orc ' + (i + 1), side: i % 4 === 0 ? 1 : 2, is_player: i % 4 === 0, level: 1 + i % 9, hp_max: 30 + i });
  for (let i = 1; i <= n; i++) rk.dispatch({ type: 'SetInitiative', id: i, value: 3 + i % 17 });
  rk.dispatch({ type: 'StartEncounter' });
  M._rk_save_now();
  for (let i = 0; i < actions; i++) {
    const c = 1 + i % n;
    const a = i % 3 === 0 ? { type: 'Damage', id: c, amount: 1 } : i % 3 === 1 ? { type: 'Heal', id: c, amount: 1 } : { type: 'NextTurn' };
    const t0 = performance.now(), w0 = window.__written || 0;
    rk.dispatch(a);
    if (perAction) { M._rk_save_now(); perAction((window.__written || 0) - w0, performance.now() - t0); }
  }
  M._rk_save_now();
}

// Storage in the browser, from an empty library: 20 encounters of 12 combatants with 200
// actions each (the bytes localStorage holds, and the bytes each routine action writes), then
// a 100-combatant fight (an action's time from dispatch to saved).
async function storage(url) {
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, url);
    return await page.evaluate((fightSource) => {
      const fight = new Function('return ' + fightSource)();
      const utf8 = (s) => new TextEncoder().encode(s).length;
      window.__written = 0;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) { window.__written += utf8(k) + utf8(String(v)); return setItem.call(this, k, v); };
      const bytes = [], times = [];
      for (let f = 0; f < 20; f++) fight(12, 200 - 13, (b) => bytes.push(b));
      let stored = 0;
      for (const k of Object.keys(localStorage)) if (k.startsWith('roundkeeper.')) stored += utf8(k) + utf8(localStorage.getItem(k));
      fight(100, 60, (b, t) => times.push(t));
      const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
      return { storageBytes: stored, bytesPerAction: median(bytes), action100Ms: median(times) };
    }, playFight.toString());
  } finally {
    await browser.close();
  }
}

// The time to the first frame with a library of `count` fights (12 combatants, 200 actions
// each; the last one open), the page answered by its service worker: the median of 5 reloads.
// A start reads the library's index and the open encounter, whatever else the library holds.
async function startWithLibrary(url, count) {
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, url);
    await page.evaluate(([fightSource, n]) => {
      const fight = new Function('return ' + fightSource)();
      for (let f = 0; f < n; f++) fight(12, 200 - 13);
    }, [playFight.toString(), count]);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30000 });
    const starts = [];
    for (let i = 0; i < 5; i++) {
      await page.reload();
      await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
      const listed = await page.evaluate(() => window.roundkeeper.stored().library.encounters.length);
      if (listed !== count) throw new Error(`the library holds ${listed} encounters after a reload, not ${count}`);
      starts.push(await page.evaluate(() => window.roundkeeper.firstFrameMs));
    }
    return median(starts);
  } finally {
    await browser.close();
  }
}

const startFigures = async (url) => ({ start_1_encounter_ms: await startWithLibrary(url, 1),
  start_100_encounters_ms: await startWithLibrary(url, 100) });

// A fight at the cap, 500 combatants, on a phone: the sample fight grown to 500 through the
// test hook, started. The time of a frame that changes nothing (what every settling frame after
// an input costs), and of a tap on the big button ("Next turn") from the finger lifting until the
// change is saved: the page runs that whole frame and the save inside the tap's touchend.
async function largeFight(url) {
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, url);
    await h.tap(page, 'sample-highest-first');
    await page.evaluate(() => {
      const rk = window.roundkeeper;
      for (let i = rk.state().encounter.combatants.length; i < 500; i++)
        rk.dispatch({ type: 'AddCombatant', name: 'Orc ' + (i + 1), side: i % 5 === 0 ? 1 : 2, is_player: i % 5 === 0, level: 1 + i % 9, hp_max: 7 + i % 5 });
      for (const c of rk.state().encounter.combatants)
        if (c.initiative == null) rk.dispatch({ type: 'SetInitiative', id: c.id, value: 1 + (c.id * 7) % 20 });
      rk.dispatch({ type: 'StartEncounter' });
    });
    await h.settle(page);
    if ((await h.state(page)).combatants.length !== 500) throw new Error('the large fight did not reach 500 combatants');
    // Where the big button is; then the page afresh (the saved fight reopens), as a user's page
    // is: the app keeps widget tags only once a test has asked for them.
    const r = await h.widget(page, 'primary');
    await h.reopen(page);
    // Unchanged frames: drawn now, one after the other, with nothing new to show.
    const frameMs = await page.evaluate(() => {
      const M = window.Module, times = [];
      for (let i = 0; i < 40; i++) { const t0 = performance.now(); M._rk_pump_frame(); times.push(performance.now() - t0); }
      return times;
    });
    await h.settle(page);
    // Taps on "Next turn": the time from the finger lifting (the touchend's time stamp) until the
    // page's own touchend handlers are done (a listener on the window hears it after them), with
    // the bytes written to storage in between (a tap that saved nothing would not count).
    await page.evaluate(() => {
      window.__taps = [];
      let written = 0, before = 0;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) { written += String(v).length; return setItem.call(this, k, v); };
      window.addEventListener('touchend', () => { before = written; }, true);
      window.addEventListener('touchend', (e) => { window.__taps.push({ ms: performance.now() - e.timeStamp, wrote: written - before }); });
    });
    for (let i = 0; i < 15; i++) {
      await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
      await h.settle(page);
    }
    const taps = await page.evaluate(() => window.__taps);
    const acting = (await h.state(page)).acting;
    if (taps.length !== 15 || taps.some((t) => t.wrote <= 0) || !acting) throw new Error(`the taps did not each save a turn: ${JSON.stringify(taps)}`);
    const ms = taps.map((t) => t.ms);
    return { frame500Ms: median(frameMs), frame500MaxMs: Math.max(...frameMs), tap500Ms: median(ms), tap500MaxMs: Math.max(...ms) };
  } finally {
    await browser.close();
  }
}

// The median time, over 9 taps on the game master's big button, from the finger lifting to the
// first frame of `view` that shows the turn moved (both pages' clocks from performance.timeOrigin:
// the machine's clock, whichever browser a page is in).
async function tapToFrame(gm, view, what) {
  // The view notes when a frame first shows a new acting combatant.
  await view.evaluate(() => {
    window.__shown = [];
    let last = window.roundkeeper.state().encounter.acting;
    const look = () => {
      const now = window.roundkeeper.state().encounter.acting;
      if (now !== last) { last = now; window.__shown.push(performance.timeOrigin + performance.now()); }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const r = await h.widget(gm, 'primary');
  await gm.evaluate(() => {
    window.__lifted = [];
    window.addEventListener('touchend', (e) => { window.__lifted.push(performance.timeOrigin + e.timeStamp); });
  });
  const TAPS = 9;
  for (let i = 0; i < TAPS; i++) {
    const before = await view.evaluate(() => window.__shown.length);
    await gm.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    await view.waitForFunction((n) => window.__shown.length > n, before, { timeout: 10000 });
    await h.settle(gm);
  }
  const lifted = await gm.evaluate(() => window.__lifted);
  const shown = await view.evaluate(() => window.__shown);
  if (lifted.length !== TAPS || shown.length !== TAPS) throw new Error(`${what} did not follow each tap: ${lifted.length} taps, ${shown.length} shown`);
  return median(shown.map((t, i) => t - lifted[i]));
}

// The live players' window (docs/live-view.md): taps on the game master's big button, and the
// time from the finger lifting there to the first frame of the players' window that shows the
// turn moved (both pages' clocks from performance.timeOrigin: one browser, one clock).
async function liveView(url) {
  const browser = await h.launch(h.PHONE);
  try {
    const gm = await h.openApp(browser.context, url);
    await h.tap(gm, 'sample-highest-first');
    await h.tap(gm, 'primary');
    const link = (await gm.evaluate(() => window.roundkeeper.liveLink())).replace(/^[^#]*/, url);
    // A window of its own, as on a TV: a second tab of the same window would be hidden, and a
    // hidden page draws no frames.
    const opened = browser.context.waitForEvent('page');
    await gm.evaluate((l) => window.open(l, '_blank', 'popup,noopener'), link);   // as the app opens it
    const view = await opened;
    await view.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready && /:live/.test(window.roundkeeper.screen()), null, { timeout: 30000 });
    return { liveMs: await tapToFrame(gm, view, 'the live window') };
  } finally {
    await browser.close();
  }
}

// Players' phones over WebRTC (docs/live-view.md): the join code's size and QR version, and the
// time from the finger lifting on the game master's big button to the first frame of a joined
// player's page showing the turn moved (two browsers of one machine: both clocks are the
// machine's, through performance.timeOrigin).
async function joinedPhone(url) {
  const os = require('os');
  const camera = require('../../tests/browser/lib/camera.js');
  const { openJoinScreen, playerJoins, readQr } = require('../../tests/browser/lib/join_phones.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-camera-'));
  const film = path.join(dir, 'camera.y4m');
  camera.writeBlank(film);
  const gmPhone = await h.launch(h.PHONE, { camera: film, directAddresses: true });
  const playerPhone = await h.launch(h.PHONE, { directAddresses: true });
  try {
    const gm = await h.openApp(gmPhone.context, url);
    await h.tap(gm, 'sample-highest-first');
    await h.tap(gm, 'primary');
    await openJoinScreen(gm);
    const offer = (await gm.evaluate(() => window.roundkeeper.join())).offer;
    const qr = await readQr(gm, 'join-qr');
    const code = offer.slice(offer.indexOf('#j=') + 3);
    const joined = await playerJoins({ gm, players: playerPhone.context, film });
    if (!joined.live) throw new Error(`the player's page did not join: ${joined.problem}`);
    await h.tap(gm, 'join-back');
    const joinedMs = await tapToFrame(gm, joined.page, "the joined player's page");
    return { codeBytes: Math.floor(code.length * 3 / 4), linkChars: offer.length, qrVersion: qr ? qr.version : null,
             joinedMs };
  } finally {
    await gmPhone.close();
    await playerPhone.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const joinFigures = (j) => ({ join_code_bytes: j.codeBytes, join_link_chars: j.linkChars, join_qr_version: j.qrVersion,
  joined_tap_to_frame_ms: j.joinedMs });

(async () => {
  // The built site on a local server that notes each request's path while a load is collected.
  const server = createServer(process.env.RK_SITE);
  const site = { url: await listen(server, 0), requests: null };
  server.on('request', (req) => { if (site.requests) site.requests.add(new URL(req.url, site.url).pathname); });
  site.bytesSent = server.bytesSent;
  site.close = () => new Promise((r) => { server.closeAllConnections(); server.close(r); });
  try {
    // `node bench_web.js large-fight` (or live-view, join, start): that part alone (its figures as the full run names them).
    if (process.argv[2] === 'live-view') {
      console.log(JSON.stringify({ live_view_tap_to_frame_ms: (await liveView(site.url)).liveMs }));
      return;
    }
    if (process.argv[2] === 'start') {
      console.log(JSON.stringify(await startFigures(site.url)));
      return;
    }
    if (process.argv[2] === 'join') {
      console.log(JSON.stringify(joinFigures(await joinedPhone(site.url))));
      return;
    }
    if (process.argv[2] === 'large-fight') {
      const big = await largeFight(site.url);
      console.log(JSON.stringify({ frame_500_combatants_ms: big.frame500Ms, frame_500_combatants_max_ms: big.frame500MaxMs,
        tap_500_combatants_ms: big.tap500Ms, tap_500_combatants_max_ms: big.tap500MaxMs }));
      return;
    }
    const loads = [];
    let files = [];
    let firstVisitSent = 0;
    for (let i = 0; i < LOADS; i++) {
      const r = await coldLoad(site, { collect: i === 0 });
      if (i === 0) { files = r.files; firstVisitSent = r.sent; }
      loads.push(r);
    }
    // Each file once ("/" is index.html), in the order first asked for; only files the site has.
    const rels = [...new Set(files.map((p) => (p.endsWith('/') ? p + 'index.html' : p).replace(/^\//, '')))]
      .filter((rel) => fs.existsSync(path.join(process.env.RK_SITE, rel)));
    const payload = rels.map((rel) => {
      const data = fs.readFileSync(path.join(process.env.RK_SITE, rel));
      return { file: rel, raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
    });
    const cold = loads.map((l) => l.cold), warm = loads.map((l) => l.warm);
    const inter = await interactive(site.url);
    const kept = await storage(site.url);
    const big = await largeFight(site.url);
    const live = await liveView(site.url);
    const joined = await joinedPhone(site.url);
    const starts = await startFigures(site.url);
    console.log(JSON.stringify({
      ...starts,
      live_view_tap_to_frame_ms: live.liveMs, ...joinFigures(joined),
      payload, payload_gzip_total: payload.reduce((s, f) => s + f.gzip, 0), first_visit_bytes_sent: firstVisitSent,
      first_frame_ms: { median: median(cold), max: Math.max(...cold), all: cold.map(Math.round) },
      warm_first_frame_ms: { median: median(warm), max: Math.max(...warm) },
      idle_frames_5s: inter.idleFrames, idle_script_ms_5s: inter.idleScriptMs,
      tap_latency_frames: inter.latencyFrames, heap_bytes_after_1000_actions: inter.heapBytes,
      storage_bytes_20_encounters: kept.storageBytes, storage_bytes_per_action: kept.bytesPerAction,
      action_100_combatants_ms: kept.action100Ms,
      frame_500_combatants_ms: big.frame500Ms, frame_500_combatants_max_ms: big.frame500MaxMs,
      tap_500_combatants_ms: big.tap500Ms, tap_500_combatants_max_ms: big.tap500MaxMs,
    }));
  } finally {
    await site.close();
  }
})().catch((e) => { console.error(e); process.exit(1); });
