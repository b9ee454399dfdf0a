// Handing an encounter to another phone: the link opens in a fresh profile only after
// confirmation, as a new encounter; a players' view link opens read-only without NPC hit
// points or hidden combatants; the QR code on screen reads back as the same link; damaged
// links are refused and change nothing.
'use strict';
const fs = require('fs');
const { PNG } = require('pngjs');
const jsQR = require('jsqr');
const h = require('./lib/harness.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
const linkOf = (page, players) => page.evaluate((p) => window.roundkeeper.shareLink(p), players);
const strip = (e) => { const c = JSON.parse(JSON.stringify(e)); delete c.log; return c; };

h.run('share: links, players view, QR code, hostile links', async () => {
  const site = await h.startSite();
  const gm = await h.launch(h.PHONE);
  let full, players, fight;
  try {
    const page = await h.openApp(gm.context, site.url);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');
    await page.evaluate(() => {
      window.roundkeeper.dispatch({ type: 'SetNotes', id: 5, notes: 'Ogre: weak to fire' });
      window.roundkeeper.dispatch({ type: 'SetHidden', id: 7, hidden: true });
    });
    fight = await h.state(page);
    full = await linkOf(page, false);
    players = await linkOf(page, true);
    h.check(/#e=/.test(full) && /#v=/.test(players), `links carry the encounter in the fragment (${full.length} and ${players.length} characters)`);
    await h.tap(page, 'to-share');
    const qr = await h.widget(page, 'share-qr');
    const shot = await page.screenshot();
    const png = PNG.sync.read(shot);
    const scale = png.width / 390;
    const x = Math.round(qr.x * scale), y = Math.round(qr.y * scale), w = Math.round(qr.w * scale), hh = Math.round(qr.h * scale);
    const crop = new Uint8ClampedArray(w * hh * 4);
    for (let row = 0; row < hh; row++)
      png.data.copy(Buffer.from(crop.buffer), row * w * 4, ((y + row) * png.width + x) * 4, ((y + row) * png.width + x + w) * 4);
    const read = jsQR(crop, w, hh);
    h.check(read && read.data === full, `the QR code on screen reads back as the link${read ? '' : ' (unreadable)'}`);
    await h.screenshot(page, 'share-qr');
    // "Copy link" writes the link to the clipboard within the tap (the browser's user-gesture rule).
    await gm.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await h.tap(page, 'share-copy');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    h.check(copied === full, 'tapping "Copy link" puts the link on the clipboard');
  } finally {
    await gm.close();
  }

  const player = await h.launch(h.PHONE);
  try {
    const page = await player.context.pages()[0];
    await h.openLink(page, full.replace(/^[^#]*/, site.url));
    h.check((await screen(page)).startsWith('link'), 'a share link asks before opening anything');
    await h.screenshot(page, 'share-link-prompt');
    await h.tap(page, 'link-open');
    const opened = await h.state(page);
    h.check(JSON.stringify(strip(opened)) === JSON.stringify(strip(fight)), 'it opens as a new encounter, identical to the shared one (the log stays behind)');
    h.check((await screen(page)).startsWith('tracker') && !/read-only/.test(await screen(page)), 'the full link can be played on');

    await h.openLink(page, players.replace(/^[^#]*/, site.url));
    await h.tap(page, 'link-open');
    const view = await h.state(page);
    const npcs = view.combatants.filter((c) => !c.is_player);
    h.check(/read-only/.test(await screen(page)), "the players' view opens read-only");
    h.check(npcs.length > 0 && npcs.every((c) => c.hp === null), "the players' view hides NPC hit points");
    h.check(!view.combatants.some((c) => c.id === 7) && view.combatants.every((c) => c.notes === ''), 'hidden combatants and GM notes are left out');
    h.check(await page.evaluate(() => window.roundkeeper.dispatch({ type: 'NextTurn' })) !== '', 'nothing can be changed in it');
    await h.screenshot(page, 'share-player-view');

    const library = await page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
    for (const bad of ['#e=1AAAA', '#e=' + full.split('#e=')[1].slice(0, 40), '#v=9zzzz', '#e=' + 'A'.repeat(5000)]) {
      await h.openLink(page, site.url + bad);
      const said = await screen(page);
      // Following a link is not going back: the players' view stays open under the message (the
      // browser's 'popstate' for the new address once closed it, and leaving it could wipe the
      // link from the address before the app had read it).
      if (bad === '#e=1AAAA') h.check(said.startsWith('tracker:read-only|'), `a link followed from the players' view leaves the view open (${said.split('|')[0]})`);
      h.check(/could not be opened/.test(said), `a damaged link is refused with a message (${bad.slice(0, 12)}...)${/could not be opened/.test(said) ? "" : ": the screen is " + said}`);
    }
    h.check(await page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)]))) === library, 'damaged links change nothing');
  } finally {
    await player.close();
    await site.close();
  }
});
