// The fight's summary (issue 28) by taps at phone size: a short fight played with the keypad and
// the big button, ended from the encounter's menu; the summary stands in for the order with the
// rounds, each combatant's harm taken and dealt and who is out; "Share the summary" hands its
// text to the phone's share sheet, or to the clipboard where the browser has no share sheet; a
// reload keeps it (it is read off the saved encounter); the order is one tap away and back.
// Screenshots: phone portrait in both themes, landscape and desktop; no label cut at 360 px with
// Large text.
'use strict';
const h = require('./lib/harness.js');

const byName = (s, name) => s.combatants.find((c) => c.name === name);
const tallyOf = (s, id) => (s.tally || []).find((t) => t.id === id) || { taken: 0, dealt: 0 };
const drawn = async (page) => Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));

// Replaces the browser's share sheet: what it was handed is kept for the test.
const fakeShareSheet = (page) => page.evaluate(() => {
  window.rkShared = null;
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true, writable: true,
    value: function (data) { window.rkShared = data; return Promise.resolve(); },
  });
});
const noShareSheet = (page) => page.evaluate(() => {
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, writable: true, value: undefined });
  try { delete navigator.share; } catch (e) { /* an own property only where the browser made one */ }
});

h.run('the fight summary: on screen when the fight ends, kept with it, shared as text', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'a short fight and its summary', async (page) => {
      await h.tap(page, 'sample-highest-first');
      let s = await h.state(page);
      const aria = byName(s, 'Aria'), ogre = byName(s, 'Ogre');
      for (let i = 0; i < 8 && (await h.state(page)).phase !== 'running'; i++) await h.tap(page, 'primary');
      s = await h.state(page);
      h.check(s.acting === aria.id, 'the fight runs, Aria acts first');
      // Aria's blow: 9 on the Ogre. Then the big button on to the Ogre's turn, which hits Aria for 6.
      await h.keypadDamage(page, ogre.id, 9);
      for (let i = 0; i < 8 && (await h.state(page)).acting !== ogre.id; i++) await h.tap(page, 'primary');
      h.check((await h.state(page)).acting === ogre.id, 'the Ogre acts');
      await h.keypadDamage(page, aria.id, 6);
      s = await h.state(page);
      h.check(tallyOf(s, aria.id).dealt === 9 && tallyOf(s, ogre.id).taken === 9, `Aria dealt the Ogre 9 (${JSON.stringify(s.tally)})`);
      h.check(tallyOf(s, ogre.id).dealt === 6 && tallyOf(s, aria.id).taken === 6, 'the Ogre dealt Aria 6');

      // Ending the fight from its menu: the summary takes the order's place.
      await h.tap(page, 'encounter-menu');
      await h.tap(page, 'menu-EndEncounter');
      await h.tap(page, 'sheet-apply');
      h.check((await h.state(page)).phase === 'ended', 'the fight is over');
      const shown = await drawn(page);
      h.check(shown.includes('summary-heading') && shown.includes(`summary-${aria.id}`) && shown.includes(`summary-${ogre.id}`),
        'the summary is on screen with a line for Aria and the Ogre');
      h.check(!shown.includes(`name-${aria.id}`), 'in place of the order');
      await h.screenshot(page, 'summary-phone-dark');

      // Shared through the phone's share sheet: the same words as on screen.
      await fakeShareSheet(page);
      await h.tap(page, 'summary-share');
      await page.waitForFunction(() => window.rkShared !== null, null, { timeout: 5000 });
      const shared = await page.evaluate(() => window.rkShared);
      h.check(shared.title === s.name, `the share sheet gets the encounter's name as title ("${shared.title}")`);
      h.check(/^Goblins at the bridge: the fight is over after 1 round\./.test(shared.text), `and the summary's text: "${shared.text.split('\n')[0]}"`);
      h.check(shared.text.includes('- Aria: took 6 hp, dealt 9 hp · lasts: 18/24 hp'), 'Aria: took 6, dealt 9, 18/24 hp lasts');
      h.check(shared.text.includes('- Ogre: took 9 hp, dealt 6 hp'), 'the Ogre: took 9, dealt 6');

      // Where the browser has no share sheet, the clipboard holds it: the real one where the
      // driver can grant reading it (Chromium), else the page's writeText, watched.
      await noShareSheet(page);
      const real = await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
        .then(() => true, (err) => { h.note(`the clipboard is watched in the page (${String(err.message).split('\n')[0]})`); return false; });
      if (!real) {
        await page.evaluate(() => {
          window.rkCopied = null;
          navigator.clipboard.writeText = (text) => { window.rkCopied = text; return Promise.resolve(); };
        });
      }
      await h.tap(page, 'summary-share');
      if (real) await page.waitForFunction((text) => navigator.clipboard.readText().then((t) => t === text), shared.text, { timeout: 5000 });
      else await page.waitForFunction((text) => window.rkCopied === text, shared.text, { timeout: 5000 });
      h.check(true, 'without a share sheet, the summary goes to the clipboard');
      await h.settle(page);
      h.check((await drawn(page)).includes('notice-ok'), 'and the app says it is copied');

      // A thumb on the summary: a swipe scrolls it and changes nothing; a long press changes nothing.
      const hashBefore = await page.evaluate(() => window.roundkeeper.stateHash());
      const headingAt = (await h.widget(page, 'summary-heading')).y;
      await h.swipe(page, `summary-${aria.id}`, -200);
      const moved = await h.widget(page, 'summary-heading');
      h.check(!moved || moved.y < headingAt, `a swipe up scrolls the summary (heading ${Math.round(headingAt)} → ${moved ? Math.round(moved.y) : 'off screen'})`);
      await h.longPress(page, `summary-${ogre.id}`);
      h.check(await page.evaluate(() => window.roundkeeper.stateHash()) === hashBefore && !(await drawn(page)).includes(`name-${aria.id}`),
        'the swipe and a long press on a line change nothing and open nothing');
      await h.swipe(page, `summary-${aria.id}`, 300);

      // Kept with the encounter: a reload shows the same summary.
      await h.reopen(page);
      const again = await h.state(page);
      h.check(JSON.stringify(again.tally) === JSON.stringify(s.tally) && (await drawn(page)).includes('summary-heading'),
        'a reload shows the same summary');

      // The order is one tap away, and the summary one tap back.
      await h.tap(page, 'summary-order');
      h.check((await drawn(page)).includes(`name-${aria.id}`), '"Show the order" shows the order');
      await h.tap(page, 'primary-summary');
      h.check((await drawn(page)).includes('summary-heading'), 'the big button brings the summary back');

      // Both themes, landscape, desktop; the smallest phone at Large text cuts nothing.
      const theme = async (which) => {
        await h.tap(page, 'to-library');
        await h.tap(page, `theme-${which}`);
        await h.tap(page, 'back-to-fight');
      };
      await theme('light');
      await h.screenshot(page, 'summary-phone-light');
      await page.setViewportSize({ width: 844, height: 390 });
      await h.settle(page);
      h.check((await drawn(page)).includes('summary-heading'), 'on its side the summary fills the detail column');
      await h.screenshot(page, 'summary-landscape-light');
      await theme('dark');
      await h.screenshot(page, 'summary-landscape-dark');
      await page.setViewportSize({ width: 1280, height: 800 });
      await h.settle(page);
      await h.screenshot(page, 'summary-desktop-dark');
      await theme('light');
      await h.screenshot(page, 'summary-desktop-light');
      await page.setViewportSize({ width: 360, height: 740 });
      await h.settle(page);
      await h.tap(page, 'to-library');
      await h.tap(page, 'text-size-2');
      await h.tap(page, 'back-to-fight');
      const cut = await page.evaluate(() => window.roundkeeper.cutLabels());
      h.check(cut.length === 0, `the summary at 360 px with Large text cuts no label (${JSON.stringify(cut)})`);
      await h.screenshot(page, 'summary-360-large');
    });
  } finally {
    await site.close();
  }
});
