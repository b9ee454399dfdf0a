// The screen stays on during a fight: while a fight runs on screen the page holds a Screen
// Wake Lock (where the browser grants one); it lets go on the encounter list and when the
// fight ends, and asks again when the fight is back on screen. A setting lets the screen dim.
'use strict';
const h = require('./lib/harness.js');

const lock = (page) => page.evaluate(() => window.roundkeeper.wakeLock());
const until = (page, want) => page.waitForFunction((w) => w.includes(window.roundkeeper.wakeLock()), want, { timeout: 5000 })
  .then(() => true, () => false);

h.run('wake lock: the screen stays on while a fight runs', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    await h.ifSupported('granting the screen wake lock permission', () =>
      browser.context.grantPermissions(['screen-wake-lock'], { origin: site.url }));
    const page = await h.openApp(browser.context, site.url);
    const api = await page.evaluate(() => !!navigator.wakeLock);
    h.check(await lock(page) === 'none', 'no wake lock on the encounter list');
    await h.tap(page, 'sample-highest-first');
    h.check(await lock(page) === 'none', 'none before the fight starts');
    await h.tap(page, 'primary');
    await until(page, ['held']);
    const running = await lock(page);
    if (api && running !== 'held') h.note(`the browser did not grant a wake lock here (${running}): only the request is checked`);
    if (!api) h.note('no navigator.wakeLock in this browser: only the request is checked');
    h.check(['held', 'wanted'].includes(running), `a running fight asks for the screen to stay on (${running})`);
    await h.tap(page, 'to-library');
    h.check(await until(page, ['none']), `leaving the fight lets the screen dim (${await lock(page)})`);
    await h.tap(page, 'open-1');
    await until(page, ['held']);
    h.check(['held', 'wanted'].includes(await lock(page)), `back on the fight, it asks again (${await lock(page)})`);
    // The setting: the screen may dim during a fight.
    await h.tap(page, 'to-library');
    await h.tap(page, 'keep-screen-on');
    await h.tap(page, 'open-1');
    h.check(await until(page, ['none']), `with "Screen may dim" set, a running fight does not keep it on (${await lock(page)})`);
    await h.tap(page, 'to-library');
    await h.tap(page, 'keep-screen-on');
    await h.tap(page, 'open-1');
    await until(page, ['held']);
    h.check(['held', 'wanted'].includes(await lock(page)), `set back, the fight asks again (${await lock(page)})`);
    await page.evaluate(() => window.roundkeeper.dispatch({ type: 'EndEncounter' }));
    await h.settle(page);
    h.check(await until(page, ['none']), `an ended fight lets the screen dim (${await lock(page)})`);
  } finally {
    await browser.close();
    await site.close();
  }
});
