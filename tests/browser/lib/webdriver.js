// WebKit for the browser tests: Debian's WebKitGTK (`webkit2gtk-driver`: WebKitWebDriver and
// MiniBrowser) driven over W3C WebDriver (plain HTTP + JSON, no client library), on a virtual
// display of our own (Xvfb). The objects below offer the part of playwright-core's Page and
// BrowserContext API the tests use, so a test never knows which engine it drives; what
// WebDriver cannot do throws `Unsupported`, and the harness turns that into a note.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser']
  .find((p) => fs.existsSync(p));

class Unsupported extends Error {
  constructor(what) { super(`${what} is not available through WebDriver`); this.unsupported = what; }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

// One virtual display per test process, large enough for a phone at DPR 3 in either
// orientation (844 x 3 = 2532) and for a desktop at DPR 1.
let display = null;
function startDisplay() {
  if (display) return display;
  display = new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '2600x2600x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    xvfb.stderr.on('data', (d) => { err += d; });
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ name: ':' + out.trim(), process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err.trim()}`)));
    process.once('exit', () => xvfb.kill());
  });
  return display;
}

// W3C WebDriver keys (the Unicode private-use code points of the spec).
const KEYS = { Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', Space: ' ', ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
  Delete: '\uE017', Meta: '\uE03D' };

class Session {
  constructor(port, id, driver) { this.base = `http://127.0.0.1:${port}/session/${id}`; this.driver = driver; this.current = null; }
  async cmd(method, path, body) {
    const r = await fetch(this.base + path, { method, headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60000) })
      .catch((e) => { throw new Error(`WebDriver ${method} ${path}: ${e.message}`); });
    const j = await r.json();
    if (j.value && j.value.error) throw new Error(`WebDriver ${method} ${path}: ${j.value.error}: ${j.value.message}`);
    return j.value;
  }
}

class Mouse {
  constructor(page) { this.page = page; this.x = 0; this.y = 0; }
  pointer(actions, type = 'mouse') {
    return this.page.actions([{ type: 'pointer', id: type, parameters: { pointerType: type }, actions }]);
  }
  async move(x, y) { this.x = x; this.y = y; await this.pointer([{ type: 'pointerMove', x: Math.round(x), y: Math.round(y), duration: 0 }]); }
  async down() { await this.pointer([{ type: 'pointerDown', button: 0 }]); }
  async up() { await this.pointer([{ type: 'pointerUp', button: 0 }]); }
  async click(x, y) {
    this.x = x; this.y = y;
    await this.pointer([{ type: 'pointerMove', x: Math.round(x), y: Math.round(y), duration: 0 },
      { type: 'pointerDown', button: 0 }, { type: 'pause', duration: 30 }, { type: 'pointerUp', button: 0 }]);
  }
  // WebKitWebDriver's wheel action sends the scroll and then the same scroll backwards (two
  // wheel events, +d and -d, so nothing moves): the wheel event is dispatched in the page
  // instead, where the pointer is, as the browser would (the app reads deltaX/deltaY only).
  async wheel(dx, dy) {
    this.page.note('the mouse wheel is a wheel event dispatched in the page (WebKitWebDriver\'s wheel scrolls back at once)');
    await this.page.evaluate((w) => {
      const target = document.elementFromPoint(w.x, w.y) || document.getElementById('canvas');
      target.dispatchEvent(new WheelEvent('wheel', { deltaX: w.dx, deltaY: w.dy, deltaMode: 0, clientX: w.x, clientY: w.y,
                                                     bubbles: true, cancelable: true, view: window }));
    }, { x: this.x, y: this.y, dx, dy });
  }
}

class Keyboard {
  constructor(page) { this.page = page; }
  key(actions) { return this.page.actions([{ type: 'key', id: 'keyboard', actions }]); }
  async insertText(text) {
    const acts = [];
    for (const ch of text) acts.push({ type: 'keyDown', value: ch }, { type: 'keyUp', value: ch });
    await this.key(acts);
  }
  async press(combo) {
    const keys = combo.split('+').map((k) => KEYS[k] || (k.length === 1 ? k : (() => { throw new Error(`unknown key ${k}`); })()));
    await this.key([...keys.map((v) => ({ type: 'keyDown', value: v })), ...keys.reverse().map((v) => ({ type: 'keyUp', value: v }))]);
  }
}

// Errors and console errors of the page, kept by the page itself (WebDriver classic has no
// log events): installed after each load, so errors before the first frame are not seen.
const COLLECT = `if (!window.__rkLogs) { window.__rkLogs = [];
  addEventListener('error', function (e) { window.__rkLogs.push('[pageerror] ' + e.message); });
  addEventListener('unhandledrejection', function (e) { window.__rkLogs.push('[pageerror] ' + e.reason); });
  window.__rkInputs = { mousedown: 0, mouseup: 0, wheel: 0, keyup: 0 };
  Object.keys(window.__rkInputs).forEach(function (k) { addEventListener(k, function () { window.__rkInputs[k]++; }, true); });
  var ce = console.error; console.error = function () { window.__rkLogs.push('[error] ' + Array.prototype.join.call(arguments, ' ')); return ce.apply(console, arguments); }; }`;

// How many events of a kind the page has seen (-1: not counting, e.g. before the first load).
const INPUTS = 'return window.__rkInputs ? window.__rkInputs[arguments[0]] : -1;';

class Page {
  constructor(context, handle) {
    this._context = context; this.handle = handle; this.session = context.session;
    this.mouse = new Mouse(this); this.keyboard = new Keyboard(this);
    this.touchscreen = { unsupported: true, tap: async () => { throw new Unsupported('touch input'); } };
    this.logs = [];
    this._viewport = context.viewport;
  }
  context() { return this._context; }
  note(what) { (this._context.note || (() => {}))(what); }
  on() {}   // console and page errors: see errors()
  async focus() {
    if (this.session.current === this.handle) return;
    await this.session.cmd('POST', '/window', { handle: this.handle });
    this.session.current = this.handle;
  }
  // WebKitWebDriver answers before the page has the events (they go through the UI process
  // and GTK, at times half a second later): wait until the page saw the last one, so that
  // "the app is idle again" (settle) means the input was handled.
  async actions(list) {
    await this.focus();
    const last = list[list.length - 1].actions.slice(-1)[0];
    const kind = { pointerUp: 'mouseup', pointerDown: 'mousedown', scroll: 'wheel', keyUp: 'keyup' }[last.type];
    const before = kind ? await this.session.cmd('POST', '/execute/sync', { script: INPUTS, args: [kind] }) : 0;
    await this.session.cmd('POST', '/actions', { actions: list }).catch(async (e) => {
      // A page that no longer runs a script either has lost its web process (see the
      // harness's engineCrashed): say so in the error, with what the driver answered.
      let gone = null;
      const vp = await this.evaluate(() => [innerWidth, innerHeight, scrollX, scrollY]).catch((err) => { gone = err; return null; });
      const lost = gone ? `; the page no longer answers a script: ${gone.message}` : '';
      throw new Error(`${e.message} (${JSON.stringify(list[0].actions)}; viewport ${JSON.stringify(vp)}${lost})`);
    });
    await this.session.cmd('DELETE', '/actions');
    if (kind && before >= 0) {
      await this.waitForFunction((a) => window.__rkInputs && window.__rkInputs[a.kind] > a.before,
        { kind, before }, { timeout: 3000, polling: 20 }).catch(() => {});
    }
  }
  async goto(url) { await this.focus(); await this.session.cmd('POST', '/url', { url }); await this.collect(); }
  async goBack() { await this.focus(); await this.session.cmd('POST', '/back', {}); }
  async reload() { await this.focus(); await this.session.cmd('POST', '/refresh', {}); await this.collect(); }
  async collect() { await this.session.cmd('POST', '/execute/sync', { script: COLLECT, args: [] }).catch(() => {}); }
  async errors() { return this.evaluate(() => window.__rkLogs || []); }
  // Runs `fn(arg)` in the page; a returned promise is awaited (WebDriver's execute does that).
  async evaluate(fn, arg) {
    await this.focus();
    const script = typeof fn === 'function' ? `return (${fn.toString()}).apply(null, arguments);` : `return (${fn});`;
    return this.session.cmd('POST', '/execute/sync', { script, args: arg === undefined ? [] : [arg] });
  }
  async waitForFunction(fn, arg, { timeout = 30000, polling = 100 } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      let v = null;
      try { v = await this.evaluate(fn, arg); } catch (e) { if (Date.now() > end) throw e; }
      if (v) return { jsonValue: async () => v };
      if (Date.now() > end) throw new Error(`waitForFunction timed out after ${timeout} ms`);
      await sleep(polling);
    }
  }
  async waitForSelector(selector, { timeout = 30000 } = {}) {
    await this.waitForFunction((s) => !!document.querySelector(s), selector, { timeout });
    return { innerText: () => this.evaluate((s) => document.querySelector(s).innerText, selector) };
  }
  async screenshot({ path } = {}) {
    await this.focus();
    const png = Buffer.from(await this.session.cmd('GET', '/screenshot'), 'base64');
    if (path) fs.writeFileSync(path, png);
    return png;
  }
  viewportSize() { return { ...this._viewport }; }
  async setViewportSize(size) {
    await this.focus();
    // MiniBrowser runs full-screen (-f: no toolbar), so the window is the viewport.
    await this.session.cmd('POST', '/window/rect', { width: size.width, height: size.height });
    this._viewport = { ...size };
    this._context.viewport = { ...size };
    await this.waitForFunction((s) => innerWidth === s.width && innerHeight === s.height, size, { timeout: 5000 }).catch(() => {});
  }
  async bringToFront() { await this.focus(); }
  // Closing the last window would end the WebDriver session: as in a browser context that
  // outlives its pages, an empty tab is opened first.
  async close() {
    if (this._context._pages.length === 1) await this._context.newPage();
    await this.focus();
    await this.session.cmd('DELETE', '/window');
    this.session.current = null;
    this._context._pages = this._context._pages.filter((p) => p !== this);
    await this._context._pages[0].focus();
  }
  addInitScript() { throw new Unsupported('a script run before the page\'s own'); }
  waitForEvent(kind) { return Promise.reject(new Unsupported(`the "${kind}" event`)); }
}

class Context {
  constructor(session, viewport) { this.session = session; this.viewport = viewport; this._pages = []; }
  pages() { return this._pages; }
  async newPage() {
    const { handle } = await this.session.cmd('POST', '/window/new', { type: 'tab' });
    const page = new Page(this, handle);
    this._pages.push(page);
    await page.focus();
    await this.session.cmd('POST', '/window/rect', { width: this.viewport.width, height: this.viewport.height }).catch(() => {});
    return page;
  }
  async setOffline() { throw new Unsupported('switching the network off'); }
  async grantPermissions() { throw new Unsupported('granting permissions'); }
  async addInitScript() { throw new Unsupported('a script run before the page\'s own'); }
  async newCDPSession() { throw new Unsupported('the Chrome DevTools protocol'); }
}

// A fresh MiniBrowser (its automation session keeps no data: cold cache, empty storage) at
// the device's size; GDK_SCALE gives it the device pixel ratio (a whole number).
async function launch(device) {
  const disp = await startDisplay();
  const port = await freePort();
  const scale = Math.max(1, Math.round(device.deviceScaleFactor || 1));
  const driver = spawn(DRIVER, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: disp.name, GDK_SCALE: String(scale), GDK_DPI_SCALE: '1',
           LIBGL_ALWAYS_SOFTWARE: '1' } });
  const stop = () => driver.kill();
  process.once('exit', stop);   // never left behind, whatever ends the test
  let driverErr = '';
  driver.stderr.on('data', (d) => { driverErr += d; });
  let created = null;
  for (let i = 0; i < 100 && !created; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/session`, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '-f'] } } } }) });
      created = await r.json();
    } catch (e) { await sleep(100); }
  }
  if (!created || !created.value || !created.value.sessionId) {
    driver.kill();
    throw new Error(`WebKitWebDriver did not start a session: ${JSON.stringify(created && created.value)} ${driverErr}`);
  }
  const session = new Session(port, created.value.sessionId, driver);
  const context = new Context(session, { ...device.viewport });
  const handle = await session.cmd('GET', '/window');
  const page = new Page(context, handle);
  context._pages.push(page);
  session.current = handle;
  await session.cmd('POST', '/window/rect', { width: device.viewport.width, height: device.viewport.height });
  const close = async () => {
    await fetch(session.base, { method: 'DELETE' }).catch(() => {});
    driver.kill();
  };
  return { context, close, profile: null };
}

module.exports = { launch, Unsupported, browserVersion: () => 'WebKitGTK' };
