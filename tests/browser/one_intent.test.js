// One intent is one undo step: adding "Goblin x6" with its stats, a sample fight, the whole
// party from the roster. The table taps Undo once and all of it goes, never half of it.
'use strict';
const h = require('./lib/harness.js');

h.run('one intent, one undo: six goblins added and taken back with one tap', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-countdown');   // quick add asks for DEX here: a stat rides along
    await h.tap(page, 'add');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Goblin');
    await h.settle(page);
    for (let i = 0; i < 5; i++) await h.tap(page, 'add-copies-plus');
    await h.tap(page, 'add-dex-plus');
    await h.tap(page, 'add-confirm');
    let s = await h.state(page);
    h.check(s.combatants.length === 6 && s.combatants.every((c) => c.stats.dex === 11),
      `six goblins with their DEX were added (${s.combatants.length}, DEX ${s.combatants.map((c) => c.stats.dex).join(',')})`);
    await h.screenshot(page, 'one-intent-six-goblins');
    await h.tap(page, 'undo');
    s = await h.state(page);
    h.check(s.combatants.length === 0, `one Undo takes all six back (${s.combatants.length} left)`);

    await h.tap(page, 'to-library');
    await h.tap(page, 'sample-segments');
    s = await h.state(page);
    const stats = s.combatants.length;
    await h.tap(page, 'undo');
    s = await h.state(page);
    h.check(stats === 4 && s.combatants.length === 0 && s.name !== 'Boarding the hammership',
      `the whole sample fight is one undo step (${stats} added, ${s.combatants.length} left after Undo, named "${s.name}")`);

    // Two players kept in the roster, then the whole party added to a new fight in one tap.
    await h.tap(page, 'to-library');
    await h.tap(page, 'sample-highest-first');   // Aria and Bram are players here
    await h.tap(page, 'add');                      // quick add is still open: closed, the cards show
    for (const id of [1, 2]) {
      await h.tap(page, `card-${id}`);
      await h.tap(page, `to-roster-${id}`);
    }
    await h.tap(page, 'to-library');
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-highest-first');
    await h.tap(page, 'add');
    await h.settle(page);
    await h.screenshot(page, 'one-intent-whole-party');
    await h.tap(page, 'roster-add-party');
    s = await h.state(page);
    h.check(s.combatants.map((c) => c.name).join(',') === 'Aria,Bram', `the whole party joins (${s.combatants.map((c) => c.name)})`);
    await h.tap(page, 'undo');
    s = await h.state(page);
    h.check(s.combatants.length === 0, `one Undo takes the whole party back (${s.combatants.length} left)`);
  } finally {
    await browser.close();
    await site.close();
  }
});
