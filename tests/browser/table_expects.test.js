// What a table expects and does not find (issue 31, item 12), done by taps on a phone (390x844):
// temporary hit points given from the damage keypad ("Temp"), shown on the card ("+5 temp"),
// taken first by damage, undone, and kept when the app is opened again; also from the card's
// full list of actions. No rule text has them: docs/rules-notes.md, "What a table expects".
// Moving a combatant in the order by hand after a mistake: "Move up" on Bram's open card twice
// puts his row above two goblins (he takes their initiative); text 001's card offers no such
// button and its full list refuses the move, saying the count of the initiative sets the order.
'use strict';
const h = require('./lib/harness.js');

const find = (s, name) => s.combatants.find((c) => c.name === name);
const tempOf = (c) => (c.hp && c.hp.temp) || 0;

h.run('table expects: temporary hit points', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'temporary hit points from the keypad', async (page) => {
      await h.tap(page, 'sample-highest-first');
      const ogre = find(await h.state(page), 'Ogre');

      // The hit points, 5, Temp: 5 temporary hit points, shown on the card.
      await h.tap(page, `amount-${ogre.id}`);
      await h.tap(page, 'amount-digit-5');
      await h.screenshot(page, 'table-expects-temp-keypad');
      await h.tap(page, 'amount-temp');
      let now = find(await h.state(page), 'Ogre');
      h.check(tempOf(now) === 5 && now.hp.current === ogre.hp.current, `Temp 5 gave 5 temporary hit points (${JSON.stringify(now.hp)})`);
      await h.tap(page, `name-${ogre.id}`);   // its card open
      await h.widget(page, `vitals-${ogre.id}`);
      await h.screenshot(page, 'table-expects-temp-card');

      // 8 damage: the 5 temporary first, then 3 off the hit points.
      await h.tap(page, `amount-${ogre.id}`);
      await h.tap(page, 'amount-digit-8');
      await h.tap(page, 'amount-damage');
      now = find(await h.state(page), 'Ogre');
      h.check(tempOf(now) === 0 && now.hp.current === ogre.hp.current - 3,
        `8 damage took the 5 temporary first, then 3 (${JSON.stringify(now.hp)})`);

      // Undo brings the temporary hit points back; the app opened again keeps them.
      await h.tap(page, 'undo');
      now = find(await h.state(page), 'Ogre');
      h.check(tempOf(now) === 5 && now.hp.current === ogre.hp.current, `Undo gave the damage back (${JSON.stringify(now.hp)})`);
      await h.reopen(page);
      now = find(await h.state(page), 'Ogre');
      h.check(tempOf(now) === 5, `opened again, the Ogre still has 5 temporary hit points (${JSON.stringify(now.hp)})`);
    });

    await h.onPhone(site, 'temporary hit points from the full list, in text 003', async (page) => {
      await h.tap(page, 'sample-segments');
      const aria = find(await h.state(page), 'Aria');
      await h.longPress(page, `card-${aria.id}`);
      for (let i = 0; i < 3; i++) await h.scrollIntoView(page, 'menu-GiveTempHp');
      await h.tap(page, 'menu-GiveTempHp');
      for (let n = 1; n < 4; n++) await h.tap(page, 'field-amount-plus');
      await h.screenshot(page, 'table-expects-temp-form');
      await h.tap(page, 'sheet-apply');
      const now = find(await h.state(page), 'Aria');
      h.check(tempOf(now) === 4, `the form gave 4 temporary hit points (${JSON.stringify(now.hp)})`);
    });

    await h.onPhone(site, 'moving Bram up the order by hand', async (page) => {
      await h.tap(page, 'sample-highest-first');
      let s = await h.state(page);
      const bram = find(s, 'Bram'), g2 = find(s, 'Goblin 2'), g3 = find(s, 'Goblin 3');
      const rowY = async (c) => (await h.widget(page, `row-${c.id}`)).y;
      h.check(await rowY(bram) > await rowY(g3), 'Bram (12) is listed after Goblin 3 (13) to begin with');
      await h.tap(page, `name-${bram.id}`);   // his card open: its actions
      await h.tap(page, `move-up-${bram.id}`);
      await h.tap(page, `move-up-${bram.id}`);
      s = await h.state(page);
      h.check(find(s, 'Bram').initiative === 13, `Bram took the goblins' initiative (${find(s, 'Bram').initiative})`);
      h.check(await rowY(bram) < await rowY(g2) && await rowY(bram) < await rowY(g3), 'Bram is now listed before Goblin 2 and Goblin 3');
      await h.screenshot(page, 'table-expects-moved-up');
      await h.tap(page, 'undo');
      h.check(await rowY(bram) > await rowY(g2) && await rowY(bram) < await rowY(g3), 'Undo took back one move: Bram between Goblin 2 and Goblin 3');
    });

    await h.onPhone(site, 'text 001: the order is the count\'s, not the game master\'s', async (page) => {
      await h.tap(page, 'sample-countdown');
      const s = await h.state(page);
      const last = s.combatants[s.combatants.length - 1];
      await h.tap(page, `name-${last.id}`);
      await h.settle(page);
      const drawn = Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));
      h.check(!drawn.includes(`move-up-${last.id}`), 'no Move up on a 001 card');
      const r = await page.evaluate((id) => window.roundkeeper.dispatch({ type: 'MoveInOrder', id, down: false }), last.id);
      h.check(JSON.stringify(r).includes('counted down'), `the move is refused, saying what sets the order (${JSON.stringify(r)})`);
      await h.screenshot(page, 'table-expects-001-card');
    });
  } finally {
    await site.close();
  }
});
