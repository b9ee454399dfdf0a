// The back gesture or button closes what is open, one layer at a time, instead of leaving the
// app mid-fight: a menu over the fight, then the fight itself (back to the encounter list,
// the fight kept); with nothing open, back leaves as usual.
'use strict';
const h = require('./lib/harness.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
const drawn = async (page, name) => !!(await page.evaluate((n) => window.roundkeeper.widget(n), name));
async function back(page) {
  await page.goBack();
  await h.settle(page);
}

h.run('back: the back gesture closes the open sheet or screen, not the app', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');
    const fight = await h.state(page);
    await h.tap(page, 'encounter-menu');
    h.check(await drawn(page, 'menu-close'), 'the encounter menu is open');
    await back(page);
    h.check(!(await drawn(page, 'menu-close')) && (await screen(page)).startsWith('tracker'),
      `back closes the menu and stays on the fight (${(await screen(page)).split('|')[0]})`);
    await h.tap(page, 'to-share');
    await back(page);
    h.check((await screen(page)).startsWith('tracker'), 'back from the share screen returns to the fight');
    await back(page);
    h.check((await screen(page)).startsWith('library'), 'back from the fight returns to the encounter list');
    const url = await page.evaluate(() => location.href);
    h.check(url.startsWith(site.url), `the app is still open (${url})`);
    await h.screenshot(page, 'back-to-library');
    await h.tap(page, 'open-1');
    const again = await h.state(page);
    h.check(again.round === fight.round && again.acting === fight.acting, 'the fight is kept as it was');
    // Closing with the app's own button leaves no history entry behind to step through.
    await h.tap(page, 'to-library');
    const length = await page.evaluate(() => history.length);
    await h.tap(page, 'open-1');
    await h.tap(page, 'to-library');
    await h.settle(page);
    h.check(await page.evaluate(() => history.length) <= length + 1, 'the app\'s own buttons do not pile up history entries');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
