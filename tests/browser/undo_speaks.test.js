// Undo that speaks (issue 14, item 10): after an undo the app says what it took back, in the
// log's words for that step; one intent (six goblins from quick add) is one undo; each
// encounter keeps its undo, and its words, when another is opened and across a reload.
'use strict';
const h = require('./lib/harness.js');

const said = (page) => page.evaluate(() => window.roundkeeper.announcement());
const find = (s, name) => s.combatants.find((c) => c.name === name);

// Five damage to a combatant by taps: its hit points, 5, Damage.
async function fiveDamage(page, id) {
  await h.tap(page, `amount-${id}`);
  await h.tap(page, 'amount-digit-5');
  await h.tap(page, 'amount-damage');
}

h.run('undo speaks: says what it undid, one intent one step, across switching and reloads', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'sample-highest-first');   // Goblins at the bridge: Goblin 1-3 among them
    const goblin = find(await h.state(page), 'Goblin 3');
    h.check(!!goblin && goblin.hp.current === goblin.hp.max, `Goblin 3 is in the sample, unhurt (${goblin && goblin.hp.current})`);

    // Damage by taps, then Undo: the words name the damage and the goblin, the hit points are back.
    await fiveDamage(page, goblin.id);
    h.check(find(await h.state(page), 'Goblin 3').hp.current === goblin.hp.current - 5, 'five taps took 5 hit points');
    h.check(await said(page) === '', 'nothing is announced before the undo');
    await h.tap(page, 'undo');
    let words = await said(page);
    h.check(/^Undid: /.test(words) && /Goblin 3/.test(words) && /5 damage/.test(words), `Undo says what it took back: "${words}"`);
    h.check(find(await h.state(page), 'Goblin 3').hp.current === goblin.hp.current, 'and the hit points are back');
    h.check(!!(await page.evaluate(() => window.roundkeeper.widget('announcement'))), 'the words are on screen');
    await h.screenshot(page, 'undo-speaks-damage');
    await h.tap(page, 'redo');
    words = await said(page);
    h.check(/^Redid: /.test(words) && /Goblin 3/.test(words), `Redo says what it brought back: "${words}"`);
    h.check(find(await h.state(page), 'Goblin 3').hp.current === goblin.hp.current - 5, 'and the damage is back');

    // "Goblin x6" from quick add is one intent: one Undo takes all six back, and says so.
    const before = (await h.state(page)).combatants.length;
    await h.tap(page, 'add');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Goblin');
    await h.settle(page);
    for (let i = 0; i < 5; i++) await h.tap(page, 'add-copies-plus');
    await h.tap(page, 'add-confirm');
    const added = (await h.state(page)).combatants.length - before;
    h.check(added === 6, `six goblins joined in one tap (${added})`);
    h.check(await said(page) === '', 'a new change clears the last undo\'s words');
    await h.tap(page, 'undo');
    words = await said(page);
    h.check((await h.state(page)).combatants.length === before, `one Undo took all six back (${(await h.state(page)).combatants.length - before} left)`);
    h.check(/^Undid: /.test(words) && /x6/.test(words), `and says so: "${words}"`);
    await h.screenshot(page, 'undo-speaks-six-goblins');
    await h.tap(page, 'add');   // closes quick add: the cards show

    // Another encounter opened, then this one again: its Undo still works and speaks.
    await h.tap(page, 'to-library');
    await h.tap(page, 'sample-segments');
    await h.tap(page, 'to-library');
    await h.tap(page, 'open-1');
    h.check((await h.state(page)).name === 'Goblins at the bridge', 'back in the first fight');
    h.check(await said(page) === '', 'opening it shows no old words');
    await h.tap(page, 'redo');   // the six goblins again: they were the last step undone here
    h.check((await h.state(page)).combatants.length === before + 6, 'Redo after switching brings the six back');
    await h.tap(page, 'undo');
    words = await said(page);
    h.check((await h.state(page)).combatants.length === before && /^Undid: /.test(words) && /x6/.test(words),
      `after switching, Undo takes them back and speaks: "${words}"`);
    await h.tap(page, 'undo');
    words = await said(page);
    h.check(find(await h.state(page), 'Goblin 3').hp.current === goblin.hp.current && /Goblin 3/.test(words) && /5 damage/.test(words),
      `and the step before, the damage: "${words}"`);
    await h.tap(page, 'redo');

    // After a reload: Undo still takes back the damage, and still says so.
    await h.reopen(page);
    h.check(find(await h.state(page), 'Goblin 3').hp.current === goblin.hp.current - 5, 'the damage survives the reload');
    await h.tap(page, 'undo');
    words = await said(page);
    h.check(find(await h.state(page), 'Goblin 3').hp.current === goblin.hp.current && /^Undid: /.test(words) &&
      /Goblin 3/.test(words) && /5 damage/.test(words), `after a reload, Undo works and speaks: "${words}"`);
    await h.screenshot(page, 'undo-speaks-after-reload');

    const errs = await h.errors(page);
    h.check(errs.length === 0, `no script errors${errs.length ? ': ' + errs.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
