// "Roster" answers the tap (issue 31, item 11): on a phone, the game master opens a hero's card
// and taps "Roster"; the app says the hero is in the party roster and what that is for, the
// button no longer offers what is done (a second tap adds no second entry and shows no refusal),
// and quick add in the next fight offers the hero.
'use strict';
const h = require('./lib/harness.js');

const stored = (page) => page.evaluate(() => window.roundkeeper.stored().library);

h.run('roster feedback: "Roster" says what it did and is not offered twice', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'the generic sample', async (page) => {
      await h.tap(page, 'sample-highest-first');
      const aria = (await h.state(page)).combatants.find((c) => c.name === 'Aria');
      await h.tap(page, `name-${aria.id}`);
      await h.tap(page, `to-roster-${aria.id}`);
      const said = await page.evaluate(() => window.roundkeeper.announcement());
      h.check(/Aria is in the party roster/.test(said), `the tap on "Roster" is answered: "${said}"`);
      await h.screenshot(page, 'roster-feedback-added');
      await h.tap(page, `to-roster-${aria.id}`);   // "In roster" now: a second tap does nothing
      const message = await page.evaluate(() => window.roundkeeper.widget('message'));
      h.check(!message, 'a second tap on the button shows no refusal (it is not offered)');
      const roster = (await stored(page)).roster;
      h.check(roster.filter((r) => r.name === 'Aria').length === 1, `Aria is in the roster once (${roster.map((r) => r.name).join(', ')})`);
      await h.tap(page, 'to-library');
      await h.tap(page, 'new-encounter');
      await h.tap(page, 'rules-highest-first');
      await h.tap(page, 'primary-add');
      await h.widget(page, 'roster-add-0');
      h.check(true, 'quick add in the next fight offers the hero from the roster');
    });
  } finally {
    await site.close();
  }
});
