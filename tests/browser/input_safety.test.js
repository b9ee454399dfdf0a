// Outside input never breaks the app: a file far larger than the 5 MB WebAssembly stack
// imports (it travels through the heap), a deeply nested, an over-large or a malformed file is
// refused with a message and changes nothing, the app keeps working after each, and data saved
// by a newer version is left exactly as it is (read-only, with the message), never written back.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./lib/harness.js');

const KEY = 'roundkeeper.library';   // the single document of earlier versions (moved to records on opening)
const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
// Everything the app keeps in storage, as one text (to compare before and after).
const stored = (page) => page.evaluate(() => JSON.stringify(Object.keys(localStorage).filter((k) => k.startsWith('roundkeeper.'))
  .sort().map((k) => [k, localStorage.getItem(k)])));

// A library file of `n` copies of the sample fight, each with a long log (as a real export).
function libraryFile(encounter, n, logLines) {
  const e = JSON.parse(JSON.stringify(encounter));
  e.log = [];
  for (let i = 0; i < logLines; i++) e.log.push({ round: 1 + (i >> 4), text: `Goblin ${i % 7} takes ${i % 9} damage (${i % 30}/30) at the bridge` });
  const encounters = [];
  for (let i = 0; i < n; i++) encounters.push({ id: i + 1, encounter: Object.assign({}, e, { name: `Long fight ${i + 1}` }) });
  return JSON.stringify({ schema: 1, library: { encounters, roster: [], next_id: n + 1 } });
}

// Encounters and log lines of the file near the 20 MB limit (its export must stay under it).
const LARGE_ENCOUNTERS = 34, LARGE_LOG = 8000;   // about 18.7 MB; its export, about 19.4 MB

// A long library puts the buttons below more than one scroll of the harness: scroll on.
async function reach(page, name) {
  const vp = page.viewportSize();
  for (let i = 0; i < 6; i++) {
    const r = await h.scrollIntoView(page, name);
    if (r.h >= 20 && r.y >= 0 && r.y + r.h <= vp.height) return;
  }
}

async function importFile(page, file) {
  await reach(page, 'import');
  await h.chooseFile(page, 'import', file);
}

// Exports the library by its button, then reopens the app on an empty library (so what comes
// back is only what the file brings). Returns the exported file's path and size.
async function exportThenReopenEmpty(page, file, timeout = 30000) {
  const download = page.waitForEvent('download', { timeout });
  await reach(page, 'export');
  await h.tap(page, 'export');
  await (await download).saveAs(file);
  await page.evaluate(([k, v]) => sessionStorage.setItem('rk-test-store', JSON.stringify([k, v, true])),
    [KEY, JSON.stringify({ schema: 1, library: { encounters: [], roster: [], next_id: 1 } })]);
  await page.reload();
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
  await h.settle(page);
  return fs.statSync(file).size;
}

async function waitNotice(page, pattern, timeout = 60000) {
  await page.waitForFunction((p) => new RegExp(p).test(window.roundkeeper.screen()), pattern.source, { timeout });
  return (await screen(page)).split('|')[1] || '';
}

h.run('input safety: large, deep and foreign files; a newer version\'s data', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-input-'));
  try {
    await browser.context.addInitScript(() => {
      const pending = sessionStorage.getItem('rk-test-store');
      if (pending === null) return;
      sessionStorage.removeItem('rk-test-store');
      const [k, v, clear] = JSON.parse(pending);
      if (clear) Object.keys(localStorage).filter((x) => x.startsWith('roundkeeper.')).forEach((x) => localStorage.removeItem(x));
      localStorage.setItem(k, v);
    });
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'sample-highest-first');
    const sample = await h.state(page);
    await h.tap(page, 'to-library');

    // About 1.8 MB: before, the text was copied onto the 5 MB stack as a call argument (4 bytes
    // reserved per character) and from about 1.31 MB the app froze ("memory access out of bounds").
    const big = path.join(dir, 'big.json');
    fs.writeFileSync(big, libraryFile(sample, 3, 8000));   // about 1.8 MB
    const bigSize = fs.statSync(big).size;
    let started = Date.now();
    await importFile(page, big);
    let said = await waitNotice(page, /Imported|could not/);
    h.check(/Imported 3 encounters/.test(said), `a ${(bigSize / 1048576).toFixed(2)} MB file imports (${Date.now() - started} ms): "${said}"`);
    h.check(await page.evaluate(() => window.roundkeeper.dispatch({ type: 'RenameEncounter', name: 'Still here' })) === '',
      'and the app keeps working after it');
    await h.tap(page, 'notice-ok');

    // Nested 10,000 deep: before, it failed with no message and left ~347 KB of stack behind each time.
    const deep = path.join(dir, 'deep.json');
    fs.writeFileSync(deep, '['.repeat(10000) + ']'.repeat(10000));
    const libraryBefore = await stored(page);
    for (let i = 0; i < 3; i++) {
      await importFile(page, deep);
      said = await waitNotice(page, /could not be imported/);
      await h.tap(page, 'notice-ok');
    }
    h.check(/nests deeper/.test(said) && /Nothing was changed/.test(said), `a deeply nested file is refused with a message: "${said}"`);
    h.check(await stored(page) === libraryBefore, 'and changes nothing');

    // Over the stated limit: refused before it is read.
    const huge = path.join(dir, 'huge.json');
    fs.writeFileSync(huge, '{"schema": 1, "library": {"roster": [{"name": "' + 'x'.repeat(21 * 1024 * 1024) + '"}]}}');
    await importFile(page, huge);
    said = await waitNotice(page, /too large/);
    h.check(/up to 20 MB/.test(said), `a file over 20 MB is refused with its size: "${said}"`);
    await h.tap(page, 'notice-ok');

    // Numbers out of range: refused, never wrapped.
    const numbers = path.join(dir, 'numbers.json');
    fs.writeFileSync(numbers, JSON.stringify({ schema: 1, encounter: { next_id: 2, combatants: [{ id: 1, name: 'Ogre', side: 2, hp: { current: 1, max: 1 } }] } })
      .replace('"max":1', '"max":1e300'));
    await importFile(page, numbers);
    said = await waitNotice(page, /could not be imported/);
    h.check(/not a whole number|out of range/.test(said), `a number an int cannot hold is refused: "${said}"`);
    await h.tap(page, 'notice-ok');

    // The app's own export of everything above imports back, into an empty library (so the
    // browser's storage quota, another matter, stays out of it).
    const exported = path.join(dir, 'export.json');
    const exportedSize = await exportThenReopenEmpty(page, exported);
    started = Date.now();
    await importFile(page, exported);
    said = await waitNotice(page, /Imported|could not/);
    h.check(/Imported 4 encounters/.test(said), `the app's own ${(exportedSize / 1048576).toFixed(2)} MB export imports back (${Date.now() - started} ms)`);
    h.check(await page.evaluate(() => window.roundkeeper.dispatch({ type: 'RenameEncounter', name: 'Still here' })) === '',
      'and the app still works');
    await h.tap(page, 'notice-ok');

    // Near the 20 MB limit. The browser's storage holds about 5 MB, so a library this large
    // cannot be saved: the import says both what it brought in and that it was not saved (the
    // previous save intact). The export still writes all of it, and that file imports back.
    const large = path.join(dir, 'large.json');
    fs.writeFileSync(large, libraryFile(sample, LARGE_ENCOUNTERS, LARGE_LOG));
    const largeSize = fs.statSync(large).size;
    started = Date.now();
    await importFile(page, large);
    said = await waitNotice(page, /could not be saved|could not be imported/, 180000);
    h.check(new RegExp(`Imported ${LARGE_ENCOUNTERS} encounters`).test(said) && /could not be saved/.test(said),
      `a ${(largeSize / 1048576).toFixed(2)} MB file imports (${Date.now() - started} ms) and says it could not be saved: "${said}"`);
    await h.tap(page, 'notice-ok');
    const largeExport = path.join(dir, 'large-export.json');
    const largeExportSize = await exportThenReopenEmpty(page, largeExport, 180000);
    started = Date.now();
    await importFile(page, largeExport);
    said = await waitNotice(page, /Imported|could not/, 180000);
    const exportedNames = JSON.parse(fs.readFileSync(largeExport, 'utf8')).library.encounters.map((e) => e.encounter.name);
    h.check(Array.from({ length: LARGE_ENCOUNTERS }, (_, i) => `Long fight ${i + 1}`).every((n) => exportedNames.includes(n)),
      `the export holds every encounter the app had, the unsaved ones too (${exportedNames.length})`);
    h.check(largeExportSize > 19 * 1048576 && largeExportSize <= 20 * 1048576 &&
            new RegExp(`Imported ${exportedNames.length} encounters`).test(said),
      `the app's own ${(largeExportSize / 1048576).toFixed(2)} MB export imports back (${Date.now() - started} ms): "${said}"`);
    await h.tap(page, 'notice-ok');

    // A newer version's data: shown with the message, never written over.
    const newer = JSON.stringify({ schema: 3, library: { next_id: 2, open: 1, encounters: [{ id: 1, encounter: { name: 'From the future' } }] }, novelty: true });
    await page.evaluate(([k, v]) => sessionStorage.setItem('rk-test-store', JSON.stringify([k, v, true])), [KEY, newer]);
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    await h.settle(page);
    said = (await screen(page)).split('|')[1] || '';
    h.check(/newer version/.test(said), `data from a newer version says so: "${said}"`);
    h.check(await page.evaluate(() => window.roundkeeper.dispatch({ type: 'AddCombatant', name: 'X', side: 1, hp_max: 5 })) !== '',
      'changes are refused while it is open');
    await h.tap(page, 'notice-ok').catch(() => {});
    await h.tap(page, 'sample-highest-first').catch(() => {});
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    const onlyNewer = JSON.stringify([[KEY, newer]]);
    h.check(await stored(page) === onlyNewer, 'the newer data is left exactly as it was (never written back)');
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    h.check(await stored(page) === onlyNewer && /newer version/.test(await screen(page)), 'and stays so across a reload');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await browser.close();
    await site.close();
  }
});
