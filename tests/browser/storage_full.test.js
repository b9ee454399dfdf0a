// A full storage, and one that takes no write at all (issue 32, item 3). Storage is filled with
// long fights until a change no longer fits; the app says so, the game master follows its
// advice and deletes old encounters, and the very next change is kept, across a reload (before,
// deleting freed nothing in the same visit and the deleted encounters came back after a
// reload). A browser that refuses every write (a private window, storage blocked) is said at
// start, and a change never claims that "the previous save is intact".
'use strict';
const h = require('./lib/harness.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
const stored = (page) => page.evaluate(() => window.roundkeeper.stored());

h.run('storage full: deleting old encounters frees room at once; storage that takes no write is said at start', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    // Long fights, as a season of play leaves them, then the rest of the storage taken by
    // another page of the same site (a filler key), so that the next change no longer fits.
    const made = await page.evaluate(() => {
      const rk = window.roundkeeper, M = window.Module;
      for (let f = 0; f < 4; f++) {
        rk.dispatchLibrary({ type: 'NewEncounter' });
        M._rk_save_now();
        rk.dispatchLibrary({ type: 'OpenEncounter', id: rk.stored().library.next_id - 1 });
        rk.dispatch({ type: 'RenameEncounter', name: 'Long fight ' + (f + 1) });
        for (let i = 0; i < 12; i++) rk.dispatch({ type: 'AddCombatant', name: 'Orc ' + (i + 1), side: 2, is_player: false, level: 1, hp_max: 300 });
        for (let i = 0; i < 200; i++) rk.dispatch({ type: 'Damage', id: 1 + i % 12, amount: 1 });
        M._rk_save_now();
      }
      return rk.stored().library.encounters.filter((e) => e.encounter.name.startsWith('Long fight')).map((e) => e.id);
    });
    h.check(made.length === 4, `four long fights are kept (${made})`);
    const open = made[made.length - 1];
    await h.settle(page);
    if (!(await screen(page)).startsWith('tracker')) await h.tap(page, `open-${open}`);
    // Fill what is left: the largest filler that fits, halving the step until not one more character does.
    const filled = await page.evaluate(() => {
      let total = 0, step = 1 << 22, n = 0;
      while (step >= 1) {
        try { localStorage.setItem('filler.' + n, 'x'.repeat(step)); total += step; n++; } catch (e) { step >>= 1; }
      }
      return total;
    });
    h.note(`the rest of the storage held ${filled} characters of another page's data`);
    await h.tap(page, 'primary');   // a change: start the fight, which no longer fits
    let said = await screen(page);
    h.check(/could not be saved/.test(said) && /delete old encounters/.test(said), `a full storage says so, with its advice ("${said.split('|').slice(1).join(' ')}")`);
    await h.screenshot(page, 'storage-full-said');
    await h.tap(page, 'notice-ok');

    // The advice: back to the list, delete old encounters: the first deletion already lets the
    // waiting change through.
    const before = (await stored(page)).library.encounters.length;
    await h.tap(page, 'to-library');
    const gone = made.slice(0, 2);
    for (const id of gone) {
      await h.tap(page, `delete-${id}`);
      await h.tap(page, `confirm-delete-${id}`);
      said = await screen(page);
      h.check(!/could not be saved/.test(said), `after deleting ${id} nothing is refused (${said.split('|').slice(1).join(' ')})`);
    }
    const lib = await stored(page);
    h.check(lib.library.encounters.length === before - 2, `the deletions are stored at once (${before} -> ${lib.library.encounters.length} encounters)`);
    // The next change is kept, across a reload.
    await h.tap(page, `open-${open}`);
    await h.tap(page, 'primary');
    const playing = await h.state(page);
    await h.reopen(page);
    const back = await h.state(page);
    h.check(JSON.stringify(back) === JSON.stringify(playing), 'the next change is kept across a reload');
    const after = await stored(page);
    h.check(after.library.encounters.length === before - 2 && !after.library.encounters.some((e) => gone.includes(e.id)),
      'the deleted encounters stay deleted after the reload');
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('filler.')) localStorage.removeItem(k); });
  } finally {
    await browser.close();
  }

  // A browser that takes no write at all: said at start, and no save is claimed.
  const blocked = await h.launch(h.PHONE);
  try {
    const canBlock = await h.ifSupported('storage that takes no write (needs a script run before the page\'s own)', () =>
      blocked.context.addInitScript(() => {
        Storage.prototype.setItem = function () { const e = new Error('blocked'); e.name = 'SecurityError'; throw e; };
      }));
    if (canBlock) {
      const page = await h.openApp(blocked.context, site.url);
      let said = await screen(page);
      h.check(/does not let Roundkeeper save/.test(said), `the start says storage takes nothing ("${said.split('|').slice(1).join(' ')}")`);
      await h.screenshot(page, 'storage-blocked-said');
      await h.tap(page, 'notice-ok');
      await h.tap(page, 'sample-highest-first');
      said = await screen(page);
      h.check(!/previous save is intact/.test(said), 'a change does not claim a previous save');
      h.check(/nothing has been saved/.test(said), `a change says nothing has been saved ("${said.split('|').slice(1).join(' ')}")`);
    }
  } finally {
    await blocked.close();
    await site.close();
  }
});
