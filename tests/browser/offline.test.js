// Offline and installable: after one visit the service worker has this build cached, so the
// app loads and works with the network off; the cache is named after the build, and only the
// current build's cache is kept.
'use strict';
const fs = require('fs');
const path = require('path');
const h = require('./lib/harness.js');

h.run('offline: one visit, then the app loads and works without a network', async () => {
  await oneVisitThenOffline();
  await fontFetchedBeforeTheWorker();
});

async function oneVisitThenOffline() {
  let site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    const manifest = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
    h.check(manifest.display === 'standalone' && manifest.icons.length >= 2, 'a web app manifest makes it installable');
    const build = /const BUILD = '([0-9a-f]+)'/.exec(fs.readFileSync(path.join(process.env.RK_SITE, 'sw.js'), 'utf8'))[1];
    const caches = await page.evaluate(() => caches.keys());
    h.check(caches.length === 1 && caches[0] === 'roundkeeper-' + build, `exactly this build's cache is kept (${caches.join(', ')})`);

    await browser.context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    await h.settle(page);
    h.check(true, 'with the network off, the page loads and draws');
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');
    const s = await h.state(page);
    h.check(s.phase === 'running' && s.combatants.length === 7, 'and works: a fight starts offline');
    await h.screenshot(page, 'offline-fight');
    await browser.context.setOffline(false);

    // A new build on the same address: its service worker takes over, the page reloads once
    // into the new build, and the old build's cache is gone (no stale script/WebAssembly mix).
    const next = fs.mkdtempSync(path.join(require('os').tmpdir(), 'rk-next-build-'));
    for (const f of fs.readdirSync(process.env.RK_SITE)) fs.copyFileSync(path.join(process.env.RK_SITE, f), path.join(next, f));
    const nextBuild = 'feedfacecafe0001';
    fs.writeFileSync(path.join(next, 'sw.js'), fs.readFileSync(path.join(next, 'sw.js'), 'utf8').replace(build, nextBuild));
    const port = site.port;
    await site.close();
    site = await h.startSite(next, port);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    // The page reloads itself when the new build takes over: poll across that reload.
    for (let waited = 0; waited < 20000; waited += 250) {
      const k = await page.evaluate(() => caches.keys()).catch(() => []);
      if (k.length === 1 && k[0] === 'roundkeeper-' + nextBuild) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    const after = await page.evaluate(() => caches.keys());
    h.check(after.length === 1 && after[0] === 'roundkeeper-' + nextBuild, `a new build replaces the old cache (${after.join(', ')})`);
    const kept = await h.state(page);
    h.check(kept.combatants.length === 7, 'the fight is still there after the update');
    fs.rmSync(next, { recursive: true, force: true });
  } finally {
    await browser.close();
    await site.close();
  }
}

// A first visit whose fight needs the font's second part at once (here: a name with accents added
// as soon as the app is up, as a shared link with such names would): the font arrives before the
// service worker controls the page, and is still kept for offline loads.
async function fontFetchedBeforeTheWorker() {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const early = await page.evaluate(() => {
      const before = navigator.serviceWorker.controller === null;
      window.roundkeeper.dispatch({ type: 'AddCombatant', name: 'Ærwyn Łukasz', side: 1, hp_max: 20 });
      return before;
    });
    if (!early) h.note('the service worker controlled the page before the font was needed: the case is not the one meant');
    await page.waitForFunction(() => window.roundkeeper.glyph('Ł') === 'font', null, { timeout: 10000 }).catch(() => null);
    h.check(await page.evaluate(() => window.roundkeeper.glyph('Ł')) === 'font', 'the accented name is drawn by the font\'s second part');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    let kept = false;
    for (let waited = 0; !kept && waited < 10000; waited += 200) {
      kept = await page.evaluate(() => caches.match('font-more-letters.otf').then((r) => !!r));
      if (!kept) await new Promise((r) => setTimeout(r, 200));
    }
    h.check(kept, `the font's second part is kept by the service worker${early ? ' (it was fetched before the worker controlled the page)' : ''}`);

    await browser.context.setOffline(true);
    await h.reopen(page);
    await page.waitForFunction(() => window.roundkeeper.glyph('Ł') === 'font', null, { timeout: 10000 }).catch(() => null);
    h.check(await page.evaluate(() => window.roundkeeper.glyph('Ł')) === 'font', 'offline, a reload still draws the name with the font');
    await h.screenshot(page, 'offline-font-kept');
    await browser.context.setOffline(false);
    const errs = await h.errors(page);
    h.check(errs.length === 0, `no script errors${errs.length ? ': ' + errs.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
}
