// Shared setup for the browser tests: serve the built site, start a browser, and reach the
// app only through its test hook (window.roundkeeper): state as JSON, dispatch an action,
// where a named widget was drawn. Never fixed pixels.
//
// One harness, three engines (RK_ENGINE, default chromium), all from Debian packages:
//   chromium  Debian's Chromium through playwright-core (Chrome DevTools protocol)
//   firefox   Debian's Firefox ESR through playwright-core's WebDriver BiDi driver, headless,
//             WebGL 2 on Mesa's llvmpipe (see firefoxOptions)
//   webkit    Debian's WebKitGTK (MiniBrowser) through WebKitWebDriver, W3C WebDriver, under
//             a virtual display (lib/webdriver.js)
// A test never names the engine: where one cannot do something (touch, switching the network
// off), the harness falls back as a user would or skips that step, and says so in the output.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const playwright = require('playwright-core');
const { createServer, listen } = require('../../../scripts/lib/static_server.js');

const ENGINE = (process.env.RK_ENGINE || 'chromium').toLowerCase();
if (!['chromium', 'firefox', 'webkit'].includes(ENGINE)) throw new Error(`RK_ENGINE=${ENGINE}: chromium, firefox or webkit`);
const SITE = process.env.RK_SITE;
const SHOTS = path.join(process.env.RK_SCREENSHOTS || path.resolve(__dirname, '../../../build/screenshots'), ENGINE);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

// Set to dark, as a phone at a dim table is (the app follows the phone's setting: theme.test.js
// opens it on a phone set to light).
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, colorScheme: 'dark' };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, colorScheme: 'dark' };
const LANDSCAPE = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, colorScheme: 'dark' };

// Notes about what this engine cannot do, each printed once per test.
const noted = new Set();
function note(what) {
  if (noted.has(what)) return;
  noted.add(what);
  console.log(`  note [${ENGINE}] ${what}`);
}

let failures = 0, passes = 0;
function check(cond, what) {
  if (cond) { passes++; console.log(`  ok   ${what}`); } else { failures++; console.log(`  FAIL ${what}`); }
}

// Serves the built site (or another folder: a second "build") on `port` (0: any free port),
// at the root or under the sub-path `prefix` ("/roundkeeper/", as GitHub Pages serves it).
async function startSite(root = SITE, port = 0, prefix = '/') {
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) throw new Error(`no built site at ${root}`);
  const server = createServer(root, prefix);
  const url = await listen(server, port, prefix);
  // What was asked for and how it was answered: { path, status } (304: the browser's copy was good).
  const answered = [];
  server.on('request', (req, res) => res.on('finish', () => answered.push({ path: new URL(req.url, url).pathname, status: res.statusCode })));
  return { url, port: server.address().port, bytesSent: server.bytesSent, answered,
           close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }) };
}

// Firefox ESR through playwright-core's WebDriver BiDi driver (channel "moz-firefox", the
// browser Debian installed: nothing is downloaded). Headless Firefox refuses WebGL 2 on its
// own ("AllowWebgl2:false restricts context creation on this system": with no display it has
// no GL driver and blocks WebGL); `webgl.force-enabled` lifts the block and MOZ_WEBGL_FORCE_EGL
// makes it use Mesa's EGL, which draws with llvmpipe without any display. Touch events are
// switched on for touch devices, as on a phone.
function firefoxOptions(device) {
  const { isMobile, ...rest } = device;   // Firefox has no mobile emulation (meta viewport)
  return { ...rest, channel: 'moz-firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
    env: { ...process.env, MOZ_WEBGL_FORCE_EGL: '1' },
    firefoxUserPrefs: { 'webgl.force-enabled': true, 'dom.w3c_touch_events.enabled': device.hasTouch ? 1 : 0,
                        'browser.shell.checkDefaultBrowser': false } };
}

// playwright-core 1.65 opens every Firefox context with a BiDi command Firefox ESR 153 does
// not know yet (emulation.setMediaFeaturesOverride: the colour-scheme emulation, which no test
// uses) and gives up on the "unknown command" answer. Answer that one command ourselves, on
// the websocket playwright-core talks to Firefox over, as a success with no effect.
let bidiShimmed = false;
function shimFirefoxBidi() {
  if (bidiShimmed) return;
  bidiShimmed = true;
  const ws = require('playwright-core/lib/utilsBundle').ws;
  const IGNORED = new Set(['emulation.setMediaFeaturesOverride']);
  const send = ws.prototype.send;
  ws.prototype.send = function (data, ...rest) {
    if (typeof data === 'string' && data.includes('emulation.setMediaFeaturesOverride')) {
      let msg = null;
      try { msg = JSON.parse(data); } catch (e) { /* not ours */ }
      if (msg && IGNORED.has(msg.method)) {
        setImmediate(() => this.emit('message', Buffer.from(JSON.stringify({ type: 'success', id: msg.id, result: {} })), false));
        return;
      }
    }
    return send.call(this, data, ...rest);
  };
}

// What a phone-to-phone test asks of its browsers, and why (printed with the test's output).
//   camera: a file the camera films (Y4M): the browser's fake camera shows it, and the page may
//     use the camera without asking (there is no one to tap "Allow"). Only Chromium's driver
//     has such a camera: a phone that needs one is Chromium whatever the engine under test.
//   directAddresses: a page's host candidates carry the machine's address, not an mDNS name:
//     this machine has no mDNS responder to resolve names (phones on a Wi-Fi do).
function phoneEngine({ camera } = {}) {
  if (camera && ENGINE !== 'chromium') note('the phone that films a code is Chromium (only its driver has a camera that films a file); the others are this engine');
  return camera ? 'chromium' : ENGINE;
}
function phoneFlags(engine, { camera, directAddresses } = {}) {
  const flags = [], prefs = {}, why = [];
  if (camera) {
    flags.push('--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`);
    why.push('a fake camera that films a file (the other phone\'s code), allowed without a tap on "Allow"');
  }
  if (directAddresses && engine === 'chromium') flags.push('--disable-features=WebRtcHideLocalIpsWithMdns');
  if (directAddresses && engine === 'firefox') prefs['media.peerconnection.ice.obfuscate_host_addresses'] = false;
  if (directAddresses && engine === 'webkit') {
    const e = new Error('WebKitGTK\'s driver sets no WebRTC preference');
    e.unsupported = true;
    throw e;
  }
  if (directAddresses) why.push('host candidates with the machine\'s address, not an mDNS name (this machine has no mDNS responder; phones on a Wi-Fi do)');
  const said = [...flags, ...Object.entries(prefs).map(([k, v]) => `${k}=${v}`)];
  if (said.length) note(`${engine} ${said.join(' ')}: ${why.join('; ')}`);
  return { flags, prefs };
}

// A fresh browser profile (cold cache, empty storage) with the given device; `options`: see phoneEngine.
async function launch(device, options) {
  const engine = phoneEngine(options);
  const { flags, prefs } = phoneFlags(engine, options);
  if (engine === 'webkit') {
    const b = await require('./webdriver.js').launch(device);
    b.context.note = note;
    return b;
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-profile-'));
  let context;
  if (engine === 'firefox') {
    shimFirefoxBidi();
    const options = firefoxOptions(device);
    options.firefoxUserPrefs = { ...options.firefoxUserPrefs, ...prefs };
    context = await playwright.firefox.launchPersistentContext(profile, options);
  } else {
    context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, ...flags], ...device });
  }
  context.rkDevice = device;
  // Whether the test can take hold of a window the page opens (window.open) and wait on it:
  // Chromium's driver can. Firefox's BiDi driver announces the window, but under load the window
  // opened behind the page may not run its script for a minute (CI timed out there), so the
  // tests open such a link in a window themselves, as WebDriver (WebKit) must.
  context.followsOpenedWindows = engine === 'chromium';
  // The browser may still be writing into its profile as it exits (ENOTEMPTY): the removal is
  // retried, and a profile left in the temporary folder fails no test.
  const close = async () => {
    await context.close();
    try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }); } catch (err) { note(`left ${profile} (${err.code})`); }
  };
  return { context, close, profile };
}

async function openApp(context, url) {
  const page = context.pages()[0] || await context.newPage();
  page.logs = [];
  page.on('console', (m) => page.logs.push(`[${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => page.logs.push(`[pageerror] ${e}`));
  await page.goto(url);
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
  return page;
}

// Opens a link in the page's tab, as following it would, and waits until the app has taken it.
// A link that differs only after "#" does not load the page again: the app hears of it by a
// "hashchange" event, which the browser may deliver after the navigation has returned, so the
// wait is for that event (heard after the app's own listener), then for the app to settle.
async function openLink(page, url) {
  await page.evaluate((u) => {
    const to = new URL(u, location.href);
    window.rkLinkHeard = !(to.href.split('#')[0] === location.href.split('#')[0] && to.hash !== location.hash);
    if (!window.rkLinkHeard) window.addEventListener('hashchange', () => setTimeout(() => { window.rkLinkHeard = true; }, 0), { once: true });
  }, url);
  await page.goto(url);
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready && window.rkLinkHeard !== false, null, { timeout: 30000 });
  await settle(page);
}

// Reloads the page as a user would, and waits until the app is up and idle again.
async function reopen(page) {
  await page.reload();
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
  await settle(page);
}

// Script errors and console errors the page reported.
async function errors(page) {
  const all = page.errors ? await page.errors() : page.logs;
  if (page.errors) note('page errors are collected from the page itself after it loaded (WebDriver has no log events)');
  return all.filter((l) => l.startsWith('[pageerror]') || l.startsWith('[error]'));
}

// Runs a step the engine may not be able to take (WebDriver has no offline switch, no
// downloads...): when it cannot, says so and returns false; any other failure is a failure.
async function ifSupported(what, step) {
  try {
    await step();
    return true;
  } catch (err) {
    const msg = String(err && err.message || err);
    if (err && err.unsupported || /not supported|unknown command|is not implemented|Unsupported/i.test(msg)) {
      note(`skipped: ${what} (${msg.split('\n')[0]})`);
      return false;
    }
    throw err;
  }
}

const state = (page) => page.evaluate(() => window.roundkeeper.state().encounter);
const frames = (page) => page.evaluate(() => window.roundkeeper.frames());

// Waits until the app is idle again: it draws only after input (and a few frames for ImGui to
// settle) and says whether it has asked for another frame, so "no frame asked for, and none
// drawn since the last look" means the result of the last input is on screen. The first look
// comes after a pause long enough for an event on its way to arrive: Playwright hands Chromium
// its input synchronously; the WebDriver engines may deliver it a little later, and WebKitGTK on
// llvmpipe takes about 100 ms a frame at 1170 x 2532 pixels.
const QUIET_MS = ENGINE === 'webkit' ? 350 : ENGINE === 'firefox' ? 120 : 40;
const LOOK_MS = 25;
async function settle(page, quietMs = QUIET_MS, maxMs = 3000) {
  const start = Date.now();
  const look = () => page.evaluate(() => [window.roundkeeper.frames(), window.roundkeeper.idle()]);
  let [last] = await look();
  await new Promise((r) => setTimeout(r, quietMs));
  for (;;) {
    const [now, idle] = await look();
    if ((now === last && idle) || Date.now() - start > maxMs) return;
    last = now;
    await new Promise((r) => setTimeout(r, LOOK_MS));
  }
}

async function widget(page, name) {
  const handle = await page.waitForFunction((n) => window.roundkeeper.widget(n), name, { timeout: 10000 })
    .catch(() => null);
  if (!handle) throw new Error(`widget "${name}" was not drawn; drawn: ${Object.keys(await page.evaluate(() => window.roundkeeper.widgets())).join(', ')}`);
  return handle.jsonValue();
}

// Wholly on screen: a widget's rect (from the test hook) not cut by its list, inside the viewport.
function whollyShown(r, vp) {
  return r.h > 0 && !r.clipped && r.y >= 0 && r.y + r.h <= vp.height && r.x >= 0 && r.x + r.w <= vp.width;
}

// Who the header names as acting next ("turn-next-<id>"), or null.
async function namedNext(page) {
  const tag = Object.keys(await page.evaluate(() => window.roundkeeper.widgets())).find((n) => n.startsWith('turn-next-'));
  return tag ? Number(tag.slice('turn-next-'.length)) : null;
}

// Brings a widget drawn outside the viewport into view the way a user would, by scrolling
// the list it is in (a wheel over it; ImGui scrolls the window under the pointer).
async function scrollIntoView(page, name) {
  const vp = page.viewportSize();
  for (let i = 0; i < 30; i++) {
    const r = await widget(page, name);
    // The app reports the part of a widget its list shows; one clipped away entirely has no
    // height, and its unclipped position says which way to scroll.
    if (r.h >= 20 && r.y >= 0 && r.y + r.h <= vp.height) return r;   // enough of it to tap
    // The wheel turns over the widget's own list (the app says what it shows), not over what
    // is above or below it: a menu's list under its Close button scrolls only there.
    const top = Math.max(r.listTop || 0, 0), bottom = Math.min(r.listBottom || vp.height, vp.height);
    const below = r.h === 0 ? r.y > (top + bottom) / 2 : r.y + r.h > (top + bottom) / 2;
    // A notch, or as much as the widget is away where a long list has it far off.
    const amount = Math.round(Math.max(120, below ? r.y + r.h - bottom : top - r.y));   // whole pixels: Firefox takes no other
    const x = Math.min(Math.max(r.x + r.w / 2, 1), vp.width - 1);
    await page.mouse.move(x, bottom > top ? (top + bottom) / 2 : vp.height / 2);
    await page.mouse.wheel(0, below ? amount : -amount);
    await settle(page);
  }
  return widget(page, name);
}

// Whether the page gets touch events from the driver's touch input.
async function touchWorks(page) {
  if (page.rkTouch === undefined) {
    page.rkTouch = !page.touchscreen.unsupported &&
      await page.evaluate(() => 'ontouchstart' in window && navigator.maxTouchPoints > 0);
  }
  return page.rkTouch;
}

// Taps (touch) or clicks (mouse) the middle of a named widget, then lets the app settle.
// Without touch events, a tap is a click, as a user with a mouse would do it. `at` taps where a
// thumb lands instead: { x, y } as fractions of the widget's width and height (0.9: near its edge).
async function tap(page, name, { touch = true, at = { x: 0.5, y: 0.5 } } = {}) {
  const r = await scrollIntoView(page, name);
  // Never a tap where the widget is not: whatever is drawn over its place would take it.
  if (r.h < 1) throw new Error(`widget "${name}" could not be scrolled into view (${JSON.stringify(r)})`);
  const x = r.x + r.w * at.x, y = r.y + r.h * at.y;
  if (touch && !(await touchWorks(page))) { note('no touch events: taps are mouse clicks'); touch = false; }
  if (touch) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
  await settle(page);
  return r;
}

// A tap at a point of the page (not on a widget), e.g. on empty space.
async function tapAt(page, x, y) {
  if (await touchWorks(page)) await page.touchscreen.tap(x, y);
  else { note('no touch events: taps are mouse clicks'); await page.mouse.click(x, y); }
}

// A finger held on a widget for `ms` (a mouse button held where there is no touch).
async function longPress(page, name, ms = 800) {
  const r = await scrollIntoView(page, name);
  const point = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  if (ENGINE === 'chromium') {   // playwright's touchscreen only taps: hold a finger by CDP
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await new Promise((res) => setTimeout(res, ms));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    note('a long press is a mouse button held down (no held touch in this driver)');
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await new Promise((res) => setTimeout(res, ms));
    await page.mouse.up();
  }
  await settle(page);
}

// A finger put down on a named widget, moved `dy` CSS px (negative: up) in small steps and
// lifted: a swipe, or with a few pixels a tap that wobbles. A mouse drag where the driver has
// no moving touch (playwright's touchscreen only taps; Chromium moves a finger by CDP).
// `midway(at)`, when given, runs with the finger still down halfway (`at`: where it is now),
// e.g. while another phone changes what this page shows.
async function swipe(page, name, dy, { steps = 8, midway } = {}) {
  const r = await scrollIntoView(page, name);
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  const pause = () => new Promise((res) => setTimeout(res, 16));   // about a frame per step
  if (ENGINE === 'chromium' && await touchWorks(page)) {
    const cdp = await page.context().newCDPSession(page);
    const finger = (type, at) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at === undefined ? [] : [{ x, y: at }] });
    await finger('touchStart', y);
    for (let i = 1; i <= steps; i++) {
      await pause(); await finger('touchMove', y + dy * i / steps);
      if (midway && i === steps >> 1) await midway({ x, y: y + dy * i / steps });
    }
    await finger('touchEnd');
    await cdp.detach();
  } else {
    note('a swipe is a mouse drag (no moving touch in this driver)');
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await pause(); await page.mouse.move(x, y + dy * i / steps);
      if (midway && i === steps >> 1) await midway({ x, y: y + dy * i / steps });
    }
    await page.mouse.up();
  }
  await settle(page);
  return r;
}

// Safe-area insets as on a phone with a notch and a home bar (CSS px). Only Chromium can
// pretend to have them (DevTools' Emulation.setSafeAreaInsetsOverride).
async function safeAreaInsets(page, insets) {
  if (ENGINE !== 'chromium') { const e = new Error('safe-area insets cannot be emulated'); e.unsupported = true; throw e; }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, bottom: 0, left: 0, right: 0, ...insets } });
  await settle(page);
}

// Saves a screenshot as build/screenshots/<engine>/<name>.png; returns the PNG.
async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  const png = await page.screenshot({ path: file });
  console.log(`  screenshot ${file}`);
  return png;
}

// One case of a test in a fresh phone browser: the app opened from `site`, `play(page)`, then no
// script errors; a throw fails the case (named `name`) and the next case still runs.
async function onPhone(site, name, play, attempt = 1) {
  const browser = await launch(PHONE);
  let again = false;
  try {
    const page = await openApp(browser.context, site.url);
    await play(page);
    const errs = await errors(page);
    check(errs.length === 0, `${name}: no script errors${errs.length ? ': ' + errs.join(' | ') : ''}`);
  } catch (err) {
    again = attempt === 1 && engineCrashed(err);
    if (again) note(`${name}: ${err.message}; the case runs once more in a fresh browser`);
    else check(false, `${name}: ${err.message}`);
  } finally {
    await browser.close().catch(() => {});
  }
  if (again) await onPhone(site, name, play, 2);
}

// WebKitGTK's web process can crash on this shared, loaded machine (seen once in 700 tests; the
// same test then passes in a row): the driver deletes the session "because of page crash or
// hang". That is the engine's process, not the page's script (which would fail its checks), so
// a case or test it cut short runs once more, and says so; a second crash fails. Seen once more
// as a tap the driver refused with an empty "unknown error" after which the page ran no script
// at all: that is the same lost process, seen before the driver deleted the session.
function engineCrashed(err) {
  const said = String(err && err.message);
  return ENGINE === 'webkit' && (/session deleted because of page crash/.test(said) ||
    /unknown error: .*the page no longer answers a script/.test(said));
}

// A file handed to the chooser that a tap on a named widget opens. The chooser opens at the tap;
// where it did not (seen once in CI on the shared, loaded machine, never here), the test says
// what the page held and taps once more, as a thumb would: a second miss fails.
async function chooseFile(page, name, file) {
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 10000 }).catch((err) => err);
    await tap(page, name);
    const opened = await chooser;
    if (!(opened instanceof Error)) return opened.setFiles(file);
    const held = await page.evaluate(() => JSON.stringify({
      screen: window.roundkeeper.screen(),
      queued: ((window.Module || {}).rkGestures || []).map((g) => g.kind),
      activation: !!(navigator.userActivation && navigator.userActivation.isActive) }));
    await screenshot(page, `no-file-chooser-${name}-${attempt}`);
    if (attempt === 2) throw new Error(`no file chooser opened at two taps on "${name}": ${held}`);
    note(`no file chooser opened at a tap on "${name}" (${held}): tapped again`);
  }
}

// An amount of damage from the keypad a combatant's hit points open: the hit points, the digits, Damage.
async function keypadDamage(page, id, amount) {
  await tap(page, `amount-${id}`);
  for (const digit of String(amount)) await tap(page, `amount-digit-${digit}`);
  await tap(page, 'amount-damage');
}

// Runs the test body, prints a summary, and sets the exit code ctest reads.
async function run(name, body) {
  console.log(`# ${name} [${ENGINE}]`);
  for (let attempt = 1; ; attempt++) {
    try {
      await body();
    } catch (err) {
      if (attempt === 1 && failures === 0 && engineCrashed(err)) {
        note(`${err.message}: the test runs once more in a fresh browser`);
        passes = 0;
        continue;
      }
      failures++;
      console.log(`  FAIL ${err && err.stack || err}`);
    }
    break;
  }
  console.log(`${passes} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
}

module.exports = { ENGINE, PHONE, DESKTOP, LANDSCAPE, check, note, ifSupported, errors, scrollIntoView, startSite, launch, openLink,
  openApp, reopen, onPhone, state, frames, settle, widget, whollyShown, namedNext, tap, tapAt, longPress, swipe, safeAreaInsets, screenshot, chooseFile, keypadDamage, run };
