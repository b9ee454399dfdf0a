// Players' phones joining a game master's over WebRTC, as people do it (docs/live-view.md): the
// player's camera app opens the link in the game master's join code; the player's page shows
// its answer as a QR code; the game master taps "Scan" and the game master's camera (the
// browser's fake camera, fed a screenshot of that code: lib/camera.js) reads it with the app's
// own reader. Shared by tests/browser/players_join.test.js and scripts/bench.
'use strict';
const jsQR = require('jsqr');
const { PNG } = require('pngjs');
const h = require('./harness.js');
const camera = require('./camera.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
const join = (page) => page.evaluate(() => window.roundkeeper.join());

// The code a QR widget shows, read back from a screenshot as another phone's camera would:
// { data, version } (jsQR's), or null.
async function readQr(page, tag) {
  const r = await h.widget(page, tag);
  const png = PNG.sync.read(await page.screenshot({ clip: { x: r.x, y: r.y, width: r.w, height: r.h } }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
}

async function opened(page) {
  page.logs = page.logs || [];
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
  await h.settle(page);
}

// The game master's join screen (Share > Players' view > Players join), its code made (or the
// problem that stops it shown).
async function openJoinScreen(gm) {
  await h.tap(gm, 'to-share');
  await h.tap(gm, 'share-players');
  const cut = await gm.evaluate(() => window.roundkeeper.cutLabels());
  if (cut.length) throw new Error(`the share screen cuts: ${cut.join(' | ')}`);
  await h.tap(gm, 'share-join');
  await gm.waitForFunction(() => window.roundkeeper.join().offer || window.roundkeeper.join().problem, null, { timeout: 15000 });
  await h.settle(gm);
}

// One player joins: `page` (a tab of the players' browser; a new one when absent) opens the
// game master's code's link, and the game master's camera reads its answer (`shot`: a
// screenshot's name for the answer on screen; `beforeScan(page)`: what the player does while
// showing it). Returns the page and what each step showed, for the caller to check:
// { page, offer, read, joiningScreen, live, problem }.
async function playerJoins({ gm, players, film, page, shot, beforeScan }) {
  await gm.waitForFunction(() => window.roundkeeper.join().offer, null, { timeout: 15000 });
  await h.settle(gm);
  const offer = (await join(gm)).offer;
  const read = await readQr(gm, 'join-qr');
  if (!page) {
    page = await players.newPage();
    page.logs = [];
    page.on('console', (m) => page.logs.push(`[${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => page.logs.push(`[pageerror] ${e}`));
  }
  await page.goto(offer);   // as the camera app opens the link
  await opened(page);
  const joiningScreen = await screen(page);
  await page.waitForFunction(() => window.roundkeeper.join().answer || window.roundkeeper.join().problem, null, { timeout: 15000 });
  await h.settle(page);
  const problem = (await join(page)).problem;
  if (problem) return { page, offer, read, joiningScreen, live: false, problem };
  if (shot) await h.screenshot(page, shot);
  if (beforeScan) await beforeScan(page);
  await camera.film(page, 'joining-qr', film);
  await h.tap(gm, 'join-scan');
  const live = await page.waitForFunction(() => /^tracker:read-only:live/.test(window.roundkeeper.screen()), null, { timeout: 25000 })
    .then(() => true, () => false);
  return { page, offer, read, joiningScreen, live, problem: live ? '' : JSON.stringify(await join(gm)) };
}

module.exports = { readQr, openJoinScreen, playerJoins, screen, join };
