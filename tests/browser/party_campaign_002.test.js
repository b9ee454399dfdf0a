// A short campaign in rules text 002 at phone size (issue 28): Roland saved to the party by taps,
// three Physical ranks lost in a fight (sent through the test hook: the damage taps are
// rules_action_dice.test.js's), the party's state kept by one tap from the encounter's menu, a
// reload, a week of rest on the party screen (002_0ab9c90439f7658b.txt: "A week with good food
// and water and no travel, will result in 2 wounds being healed"), and the next fight started
// from the party with one rank still lost.
'use strict';
const h = require('./lib/harness.js');

const roland = async (page) => (await page.evaluate(() => window.roundkeeper.stored().library)).roster.find((r) => r.name === 'Roland');
const lost = (c) => (c && c.ranks ? c.ranks.physical.lost : null);

h.run('a party campaign in text 002: lost ranks last, and a week of rest heals two', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'the 002 campaign', async (page) => {
      await h.tap(page, 'sample-action-dice');
      const id = (await h.state(page)).combatants.find((c) => c.name === 'Roland').id;
      await h.tap(page, `name-${id}`);
      await h.tap(page, `to-roster-${id}`);
      for (let i = 0; i < 3; i++) {
        const refused = await page.evaluate((who) => window.roundkeeper.dispatch({ type: 'ApplyDamage', id: who, points: 2, take_state: false }), id);
        h.check(!refused, `a wound to Roland (${refused || 'applied'})`);
      }
      h.check(lost((await h.state(page)).combatants.find((c) => c.id === id)) === 3, 'Roland has lost three Physical ranks');

      await h.tap(page, 'encounter-menu');
      await h.tap(page, 'keep-party');
      await h.tap(page, 'menu-close');
      h.check(lost((await roland(page)).standing.combatant) === 3, 'the party keeps Roland with three ranks lost');
      await h.reopen(page);
      h.check(lost((await roland(page)).standing.combatant) === 3, 'a reload keeps it');

      await h.tap(page, 'to-library');
      await h.tap(page, 'party-member-0');
      await h.tap(page, 'party-rest-week_of_rest');
      h.check(lost((await roland(page)).standing.combatant) === 1,
        '002_0ab9c90439f7658b.txt "A week with good food and water and no travel, will result in 2 wounds being healed": one rank still lost');
      await h.screenshot(page, 'party-002-rested');

      await h.tap(page, 'party-fight-0');
      await h.tap(page, 'rules-action-dice');
      const again = (await h.state(page)).combatants.find((c) => c.name === 'Roland');
      h.check(again && lost(again) === 1, `the next fight starts with Roland as the rest left him (${again && lost(again)} lost)`);
    });
  } finally {
    await site.close();
  }
});
