// A link or a players' view survives an update of the app: the reload that installs a new
// build (its service worker takes over, the page reloads itself) keeps a link that still waits
// for the user's answer, and a players' view reloads into the players' view. Once answered, a
// link does not come back.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./lib/harness.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());

// Serves a copy of the build whose service worker has another build hash, on the same address,
// and waits until the page has reloaded itself into it.
async function update(page, site, buildHash) {
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-next-build-'));
  for (const f of fs.readdirSync(process.env.RK_SITE)) fs.copyFileSync(path.join(process.env.RK_SITE, f), path.join(next, f));
  const sw = fs.readFileSync(path.join(next, 'sw.js'), 'utf8');
  fs.writeFileSync(path.join(next, 'sw.js'), sw.replace(/const BUILD = '[0-9a-z]+'/, `const BUILD = '${buildHash}'`));
  const port = site.port;
  await site.close();
  const served = await h.startSite(next, port);
  await page.evaluate(() => { window.rkBeforeUpdate = true; });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  for (let waited = 0; waited < 30000; waited += 250) {
    const reloaded = await page.evaluate(() => window.rkBeforeUpdate !== true && window.roundkeeper && window.roundkeeper.ready)
      .catch(() => false);
    if (reloaded) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
  await h.settle(page);
  const caches = await page.evaluate(() => caches.keys());
  h.check(caches.includes('roundkeeper-' + buildHash), `the new build ${buildHash} took over and the page reloaded`);
  return { site: served, folder: next };
}

h.run('links across an update: a waiting link and a players\' view survive the reload', async () => {
  let site = await h.startSite();
  const folders = [];
  const gm = await h.launch(h.PHONE);
  let full, players;
  try {
    const page = await h.openApp(gm.context, site.url);
    await h.tap(page, 'sample-highest-first');
    await page.evaluate(() => window.roundkeeper.dispatch({ type: 'SetHidden', id: 7, hidden: true }));
    full = (await page.evaluate(() => window.roundkeeper.shareLink(false))).replace(/^[^#]*/, '');
    players = (await page.evaluate(() => window.roundkeeper.shareLink(true))).replace(/^[^#]*/, '');
  } finally {
    await gm.close();
  }

  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });

    // A link waits for "Open as a new encounter?" when the update lands.
    await h.openLink(page, site.url + full);
    h.check((await screen(page)).startsWith('link'), 'the link asks before opening');
    let next = await update(page, site, 'feedfacecafe0101');
    site = next.site; folders.push(next.folder);
    h.check((await screen(page)).startsWith('link'), `after the update's reload the link still asks (${await screen(page)})`);
    await h.tap(page, 'link-cancel');
    h.check(await page.evaluate(() => location.hash) === '', 'once answered, the link leaves the address');
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready);
    await h.settle(page);
    h.check(!(await screen(page)).startsWith('link'), 'and does not come back on a reload');

    // A players' view is open when the update lands.
    await h.openLink(page, site.url + players);
    await h.tap(page, 'link-open');
    h.check(/^tracker:read-only/.test(await screen(page)), "the players' view opens read-only");
    const watched = await h.state(page);
    next = await update(page, site, 'feedfacecafe0102');
    site = next.site; folders.push(next.folder);
    h.check(/^tracker:read-only/.test(await screen(page)), `after the update's reload it is the players' view again (${await screen(page)})`);
    const again = await h.state(page);
    h.check(JSON.stringify(again) === JSON.stringify(watched), 'showing the same fight');
    h.check(!again.combatants.some((c) => c.id === 7), 'still without the hidden combatant');

    // Leaving the view: a reload opens the library, not the view.
    await h.tap(page, 'to-library');
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready);
    await h.settle(page);
    h.check(!/read-only/.test(await screen(page)), `after leaving the view, a reload does not reopen it (${await screen(page)})`);
  } finally {
    await browser.close();
    await site.close();
    for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
  }
});
