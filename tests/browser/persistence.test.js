// Never lose the table's state: a reload restores the exact state (undo included, in every
// encounter), hiding the page saves at once, a damaged record costs at most its last change and
// is kept for a file, a full storage keeps the previous save, and two tabs never silently
// overwrite each other.
'use strict';
const h = require('./lib/harness.js');

const hash = (page) => page.evaluate(() => window.roundkeeper.stateHash());
const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
// Everything the app keeps in storage, as one text (to compare before and after).
const saved = (page) => page.evaluate(() => JSON.stringify(Object.keys(localStorage).filter((k) => k.startsWith('roundkeeper.'))
  .sort().map((k) => [k, localStorage.getItem(k)])));
// The key holding the newest generation of a record ("roundkeeper.v2.e1.steps" -> "...steps.1").
const newestKey = (page, name) => page.evaluate((n) => {
  const gen = (k) => { const v = localStorage.getItem(k); const m = v && /^rk2 (\d+) /.exec(v); return m ? Number(m[1]) : -1; };
  return gen(n + '.1') > gen(n + '.0') ? n + '.1' : n + '.0';
}, name);

// Puts `value` under `key` just before the app's next load (after this page has saved for the
// last time on its way out), as if the stored bytes had been damaged while the app was closed.
async function storeBeforeNextLoad(page, key, value) {
  await page.evaluate(([k, v]) => sessionStorage.setItem('rk-test-store', JSON.stringify([k, v])), [key, value]);
}

h.run('persistence: reload, hide and close, damaged storage, full storage, two tabs', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const canDamage = await h.ifSupported('damaged storage (needs a script run before the page\'s own)', () =>
      browser.context.addInitScript(() => {
        const pending = sessionStorage.getItem('rk-test-store');
        if (pending === null) return;
        sessionStorage.removeItem('rk-test-store');
        const [k, v] = JSON.parse(pending);
        localStorage.setItem(k, v);
      }));
    const page = await h.openApp(browser.context, site.url);
    h.check((await screen(page)).startsWith('library'), 'a first visit opens the encounter library');
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');      // start the fight
    await h.tap(page, 'primary');      // next turn
    await h.tap(page, 'card-1');
    await h.tap(page, 'hp-5-1');       // Aria takes 5
    const before = await hash(page);
    const enc = await h.state(page);
    await h.reopen(page);
    h.check(await hash(page) === before, 'a reload restores the exact state (library, turn, undo history)');
    const after = await h.state(page);
    h.check(after.acting === enc.acting && after.round === enc.round, `the turn survives (round ${after.round}, acting #${after.acting})`);
    await h.tap(page, 'undo');
    h.check((await h.state(page)).combatants.find((c) => c.id === 1).hp.current === 24, 'undo still works after the reload');
    await h.screenshot(page, 'persistence-after-reload');

    // The installed app starts on the fight that was open last, even when the encounter list
    // was on screen: the home screen opens the manifest's start_url. (The app does nothing
    // different in a standalone window, and none of the engines here can be one: Chromium's
    // Emulation.setEmulatedMedia ignores display-mode, and its PWA.install is not available headless.)
    const fight = await hash(page);
    await h.tap(page, 'to-library');
    h.check((await screen(page)).startsWith('library'), 'back on the encounter list');
    const start = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      const manifest = await (await fetch(link.href)).json();
      return new URL(manifest.start_url, link.href).href;
    });
    await page.goto(start);
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    await h.settle(page);
    h.check((await screen(page)).startsWith('tracker') && await hash(page) === fight,
            `the installed app's start (${start}) opens the last open fight as it was (${await screen(page)})`);
    await h.screenshot(page, 'persistence-installed-start');

    // Hide the page and close it at once: the save happens in the visibilitychange handler.
    await page.evaluate(() => {
      window.roundkeeper.dispatch({ type: 'Damage', id: 2, amount: 3 });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await page.evaluate(() => window.roundkeeper.stored());
    await page.close({ runBeforeUnload: false });
    const page2 = await h.openApp(browser.context, site.url);
    const cyra = (await h.state(page2)).combatants.find((c) => c.id === 2);
    h.check(hidden.library.encounters.length === 1 && cyra.hp.current === cyra.hp.max - 3,
      'hiding the page saves synchronously: nothing lost when it is closed right after');

    // Undo survives switching encounters: a second fight, then back to the first, whose
    // undo takes back its own last change.
    const firstFight = (await h.state(page2)).name;
    await h.tap(page2, 'to-library');
    await h.tap(page2, 'sample-highest-first');
    await h.tap(page2, 'primary');
    await h.tap(page2, 'to-library');
    await h.tap(page2, 'open-1');
    h.check((await h.state(page2)).name === firstFight, `back in the first fight ("${firstFight}")`);
    await h.tap(page2, 'undo');
    h.check((await h.state(page2)).combatants.find((c) => c.id === 2).hp.current === cyra.hp.max,
      'undo after opening another encounter and coming back takes back this one\'s last change');
    await h.tap(page2, 'redo');
    await h.reopen(page2);
    await h.tap(page2, 'to-library');
    await h.tap(page2, 'open-2');
    h.check((await h.state(page2)).round === 1, 'the second fight started');
    await h.tap(page2, 'undo');
    h.check((await h.state(page2)).round === 0, 'after a reload, the other encounter\'s undo still takes back its start');
    await h.tap(page2, 'redo');
    await h.tap(page2, 'to-library');
    await h.tap(page2, 'open-1');

    if (canDamage) {
      // A damaged record (the first fight's newest steps): reported, the fight opens without
      // its last change, the damaged bytes are kept and offered as a file.
      const key = await newestKey(page2, 'roundkeeper.v2.e1.steps');
      const good = await page2.evaluate((k) => localStorage.getItem(k), key);
      const damaged = good.slice(0, Math.floor(good.length * 0.6));
      await storeBeforeNextLoad(page2, key, damaged);
      await h.reopen(page2);
      const shown = await screen(page2);
      h.check(/damaged/.test(shown) && /at most the last change/.test(shown), `a damaged record is reported: "${shown.split('|')[1] || ''}"`);
      const lib = await page2.evaluate(() => window.roundkeeper.stored().library);
      h.check(lib.encounters.length === 2, `both encounters are listed and open (${lib.encounters.length})`);
      h.check(await h.widget(page2, 'notice-save-damaged') !== null, 'the notice offers "Save the damaged data as a file"');
      h.check(await page2.evaluate(([k, d]) => Object.keys(localStorage).some((x) => (x === k || x.startsWith('roundkeeper.damaged.')) && localStorage.getItem(x) === d), [key, damaged]),
        'the damaged bytes are kept');
      await h.screenshot(page2, 'persistence-damaged-storage');
      await h.tap(page2, 'notice-ok');
    }

    // Storage full: a clear message, and the previous save intact.
    const intact = await saved(page2);
    await page2.evaluate(() => {
      Storage.prototype.setItem = function () { const e = new Error('full'); e.name = 'QuotaExceededError'; throw e; };
      window.roundkeeper.dispatch({ type: 'Damage', id: 3, amount: 1 });
    });
    await h.settle(page2);
    const full = await screen(page2);
    h.check(/could not be saved/.test(full) && /previous save is intact/.test(full), `a full storage says so: "${full.split('|')[1] || ''}"`);
    h.check(await saved(page2) === intact, 'the previous save is intact');
    await page2.close();

    // Two tabs on one library: the second learns of the first's save and stops saving.
    const a = await h.openApp(browser.context, site.url);
    const b = await browser.context.newPage();
    await b.goto(site.url);
    await b.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready);
    await a.bringToFront();
    await a.evaluate(() => window.roundkeeper.dispatch({ type: 'Damage', id: 4, amount: 2 }));
    await h.settle(a);
    const fromA = await saved(a);
    await b.bringToFront();
    await h.settle(b);
    const warned = await screen(b);
    h.check(/another tab/.test(warned), 'the other tab is warned that the library changed');
    const refused = await b.evaluate(() => window.roundkeeper.dispatch({ type: 'Damage', id: 5, amount: 2 }));
    await h.settle(b);
    h.check(/another tab/.test(refused), `the warned tab refuses changes and says why ("${refused}"), never drops them quietly`);
    h.check(await saved(b) === fromA, 'the warned tab does not overwrite the newer save');
  } finally {
    await browser.close();
    await site.close();
  }
});
