// Shared setup for the browser tests: serve the built site, start Debian's Chromium through
// playwright-core, and reach the app only through its test hook (window.roundkeeper):
// state as JSON, dispatch an action, where a named widget was drawn. Never fixed pixels.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { createServer, listen } = require('../../../scripts/lib/static_server.js');

const SITE = process.env.RK_SITE;
const SHOTS = process.env.RK_SCREENSHOTS || path.resolve(__dirname, '../../../build/screenshots');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const LANDSCAPE = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

let failures = 0, passes = 0;
function check(cond, what) {
  if (cond) { passes++; console.log(`  ok   ${what}`); } else { failures++; console.log(`  FAIL ${what}`); }
}

// Serves the built site (or another folder: a second "build") on `port` (0: any free port).
async function startSite(root = SITE, port = 0) {
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) throw new Error(`no built site at ${root}`);
  const server = createServer(root);
  const url = await listen(server, port);
  return { url, port: server.address().port,
           close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }) };
}

// A fresh browser profile (cold cache, empty storage) with the given device.
async function launch(device) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, ...device });
  const close = async () => { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); };
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

const state = (page) => page.evaluate(() => window.roundkeeper.state().encounter);
const frames = (page) => page.evaluate(() => window.roundkeeper.frames());

// Waits until the app is idle again: it draws only after input (and a few frames for ImGui to
// settle), so "no new frame for a while" means the result of the last input is on screen.
async function settle(page, quietMs = 120, maxMs = 3000) {
  const start = Date.now();
  let last = await frames(page);
  for (;;) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = await frames(page);
    if (now === last || Date.now() - start > maxMs) return;
    last = now;
  }
}

async function widget(page, name) {
  const handle = await page.waitForFunction((n) => window.roundkeeper.widget(n), name, { timeout: 10000 })
    .catch(() => null);
  if (!handle) throw new Error(`widget "${name}" was not drawn; drawn: ${Object.keys(await page.evaluate(() => window.roundkeeper.widgets())).join(', ')}`);
  return handle.jsonValue();
}

// Brings a widget drawn outside the viewport into view the way a user would, by scrolling
// the list it is in (a wheel over it; ImGui scrolls the window under the pointer).
async function scrollIntoView(page, name) {
  const vp = page.viewportSize();
  for (let i = 0; i < 20; i++) {
    const r = await widget(page, name);
    // The app reports the part of a widget its list shows; one clipped away entirely has no
    // height, and its unclipped position says which way to scroll.
    if (r.h >= 20 && r.y >= 0 && r.y + r.h <= vp.height) return r;   // enough of it to tap
    const below = r.h === 0 ? r.y > vp.height / 2 : r.y + r.h > vp.height / 2;
    const amount = 120;
    const x = Math.min(Math.max(r.x + r.w / 2, 1), vp.width - 1);
    await page.mouse.move(x, below ? vp.height * 0.6 : vp.height * 0.4);
    await page.mouse.wheel(0, below ? amount : -amount);
    await settle(page);
  }
  return widget(page, name);
}

// Taps (touch) or clicks (mouse) the middle of a named widget, then lets the app settle.
async function tap(page, name, { touch = true } = {}) {
  const r = await scrollIntoView(page, name);
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (touch) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
  await settle(page);
  return r;
}

async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  screenshot ${file}`);
}

// Runs the test body, prints a summary, and sets the exit code ctest reads.
async function run(name, body) {
  console.log(`# ${name}`);
  try {
    await body();
  } catch (err) {
    failures++;
    console.log(`  FAIL ${err && err.stack || err}`);
  }
  console.log(`${passes} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
}

module.exports = { PHONE, DESKTOP, LANDSCAPE, check, scrollIntoView, startSite, launch, openApp, state, frames, settle, widget, tap, screenshot, run };
