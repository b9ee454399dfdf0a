// The published site lives under a sub-path (GitHub Pages serves a project at
// https://<owner>.github.io/roundkeeper/): the app, its share links, its service worker's scope
// and an offline reload all work from there, and nothing is asked of the site's root.
'use strict';
const h = require('./lib/harness.js');

const PREFIX = '/roundkeeper/';

h.run('sub-path: served under /roundkeeper/, a share link opens there and the app reloads offline', async () => {
  const site = await h.startSite(undefined, 0, PREFIX);
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const where = await page.evaluate(() => location.pathname);
    h.check(where === PREFIX, `the app opens at ${PREFIX} (${where})`);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');   // the fight starts
    const fight = await h.state(page);
    const link = await page.evaluate(() => window.roundkeeper.shareLink(false));
    h.check(link.startsWith(site.url + '#e='), `the share link keeps the sub-path (${link.slice(0, site.url.length + 4)}...)`);

    const scope = await serviceWorkerScope(page);
    h.check(scope === site.url, `the service worker controls the sub-path and no more (scope ${scope})`);

    // The link opened in the same browser (a second tab would share the library): it asks, then opens.
    await h.openLink(page, link);
    h.check((await page.evaluate(() => window.roundkeeper.screen())).startsWith('link'), 'the share link asks before opening');
    await h.tap(page, 'link-open');
    const opened = await h.state(page);
    h.check(opened.combatants.length === fight.combatants.length && opened.name === fight.name,
      `it opens the shared fight ("${opened.name}", ${opened.combatants.length} combatants)`);
    await h.screenshot(page, 'subpath-link-opened');

    const offline = await h.ifSupported('going offline', () => browser.context.setOffline(true));
    if (offline) {
      await page.reload();
      await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
      await h.settle(page);
      const back = await h.state(page);
      h.check(back.combatants.length === opened.combatants.length, 'offline, a reload under the sub-path loads the app with the fight kept');
      // Chromium fetches the manifest's icon on each load (can the app be installed?), whenever
      // it likes: it must come from the cache too, or the console shows a failed load offline.
      const icon = await page.evaluate(() => fetch('icon-192.png').then((r) => r.ok, () => false));
      h.check(icon, "offline, the manifest's icon comes from the service worker's cache");
      await h.screenshot(page, 'subpath-offline-reload');
      await browser.context.setOffline(false);
    }
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});

// The service worker's scope once it controls the page.
async function serviceWorkerScope(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  return page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r && r.scope));
}
